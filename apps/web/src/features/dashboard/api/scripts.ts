// Script list requests (spec §7): list, create, rename, delete; query keys live here.
import { LIMITS, type MindMap, type MindMapSummary, type TeleprompterText } from '@cuemap/shared';
import { ApiError, apiRequest } from '../../../lib/api-client';
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

/** The copy's title: '{title} (copy)', cut to the title limit without losing the suffix. */
export function copyTitle(title: string): string {
  const suffix = ' (copy)';
  const base = (title.trim() || 'Untitled Script').slice(0, LIMITS.titleMax - suffix.length).trimEnd();
  return `${base}${suffix}`;
}

/**
 * A script with its saved teleprompter text (null when it has none yet), through the editor's and the
 * teleprompter's own (validated) requests, loaded on first use so the dashboard chunk stays small.
 */
async function getScriptWithText(id: string): Promise<{ map: MindMap; text: TeleprompterText | null }> {
  const [{ getMindMap }, { getTeleprompterText }] = await Promise.all([
    import('../../mind-map-editor/api/get-mind-map'),
    import('../../teleprompter/api/get-teleprompter-text'),
  ]);
  const map = await getMindMap(id);
  const text = await getTeleprompterText(id).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  });
  return { map, text };
}

/** What the dashboard's Download actions save: the map and its spoken script. */
export async function getScriptForExport(id: string): Promise<{ map: MindMap; teleprompterText: string | null }> {
  requireSession();
  const { map, text } = await getScriptWithText(id);
  return { map, teleprompterText: text?.content ?? null };
}

/**
 * Duplicates a script: the whole map under '{title} (copy)', then its teleprompter text when it has
 * one. A Free user at the limit gets the server's 403 `limitReached` like any create.
 */
export async function duplicateScript(id: string): Promise<{ _id: string; title: string }> {
  if (!sessionStore.getToken()) throw new NotAuthenticatedError(DASHBOARD_TEXT.mustLogInToCreate);
  const { map: source, text } = await getScriptWithText(id);
  const created = await apiRequest<{ _id: string; title: string }>('/api/mindmaps', {
    method: 'POST',
    body: {
      title: copyTitle(source.title),
      description: source.description,
      category: source.category,
      type: source.type,
      nodes: source.nodes,
      connections: source.connections,
      viewState: source.viewState,
      nodeOrder: source.nodeOrder,
    },
  });
  if (text) {
    await apiRequest('/api/teleprompter', {
      method: 'POST',
      body: { mindMapId: created._id, title: created.title, content: text.content },
    });
  }
  return created;
}
