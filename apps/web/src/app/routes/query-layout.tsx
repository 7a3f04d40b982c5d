// Pathless layout of every route that fetches (app/router.tsx): TanStack Query's provider with the
// app's client, and tailwind-merge as the UI kit's class merge (a caller's `className` overrides a
// kit default of the same kind). Both come with this layout's chunk, so the public pages (landing,
// pricing, auth), which need neither, leave them out of their first load (issue 16).
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ClassMergeContext } from '../../components/ui/class-merge';
import { cn } from '../../lib/cn';
import { getAppQueryClient } from '../../lib/query-client';

export function Component() {
  return (
    <QueryClientProvider client={getAppQueryClient()}>
      <ClassMergeContext value={cn}>
        <Outlet />
      </ClassMergeContext>
    </QueryClientProvider>
  );
}
