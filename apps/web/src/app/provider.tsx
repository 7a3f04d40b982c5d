// App-wide providers: toasts. TanStack Query's provider is not here but in the layout of the routes
// that fetch (app/routes/query-layout.tsx), so the public pages' first load goes without it (issue 16).
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';

export function AppProvider({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
