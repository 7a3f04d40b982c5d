// Script list requests (spec §7): list, create, rename, delete; query keys live here.
import type { MindMapSummary } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { DASHBOARD_TEXT, ROOT_NODE_FROM_DASHBOARD } from '../messages';

/** A dashboard request was about to run without a stored session (spec §8); nothing was sent. */
export class NotAuthenticatedError extends Error {
  constructor(message: string = DASHBOARD_TEXT.notAuthenticated) {
    super(message);
    this.name = 'NotAuthenticatedError';
  }
}

function requireSession() {
  if (!sessionStore.getToken()) throw new NotAuthenticatedError();
}

export const scriptsQueryKey = ['mindmaps'] as const;

export async function getScripts(): Promise<MindMapSummary[]> {
  requireSession();
  return apiRequest<MindMapSummary[]>('/api/mindmaps');
}

export const scriptsQueryOptions = {
  queryKey: scriptsQueryKey,
  queryFn: getScripts,
  refetchOnWindowFocus: true,
} as const;

/** A new script holds one root node titled 'Central Idea' (spec §3). */
export async function createScript(): Promise<{ _id: string; title: string }> {
  if (!sessionStore.getToken()) throw new NotAuthenticatedError(DASHBOARD_TEXT.mustLogInToCreate);
  const root = { ...ROOT_NODE_FROM_DASHBOARD };
  return apiRequest('/api/mindmaps', {
    method: 'POST',
    body: {
      title: 'Untitled Script',
      nodes: [root],
      connections: [],
      viewState: { translateX: 0, translateY: 0 },
      nodeOrder: [root.id],
    },
  });
}

export async function renameScript(id: string, title: string): Promise<unknown> {
  requireSession();
  return apiRequest(`/api/mindmaps/${encodeURIComponent(id)}`, { method: 'PUT', body: { title } });
}

export async function deleteScript(id: string): Promise<unknown> {
  requireSession();
  return apiRequest(`/api/mindmaps/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
