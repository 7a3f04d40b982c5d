// GET /api/view/:token — a script through its view link, without an account (issue 27 item 2).
import { useQuery } from '@tanstack/react-query';
import { viewedScriptSchema } from '@cuemap/shared';
import { ApiError, apiRequest } from '../../../../lib/api-client';

export function getViewedScript(token: string, signal?: AbortSignal) {
  return apiRequest(`/api/view/${encodeURIComponent(token)}`, { auth: false, schema: viewedScriptSchema, signal });
}

export const viewedScriptQueryKey = (token: string) => ['view-link', token] as const;

/** A 404 is final (the link is gone); the page and its teleprompter share one read. */
export function useViewedScript(token: string) {
  return useQuery({
    queryKey: viewedScriptQueryKey(token),
    queryFn: ({ signal }) => getViewedScript(token, signal),
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
    staleTime: 30_000,
  });
}

export const isLinkGone = (err: unknown) => err instanceof ApiError && err.status === 404;
