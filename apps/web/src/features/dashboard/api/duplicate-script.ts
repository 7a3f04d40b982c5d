// Duplicate (spec §2 extension): the whole map under '{title} (copy)', then its teleprompter text when
// it has one. A Free user at the limit gets the server's 403 `limitReached` like any create.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cleanMapText, cleanText, LIMITS } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/current-user';
import { DASHBOARD_TEXT } from '../messages';
import type { CreatedScript } from './create-script';
import { requireSession, scriptEditMeta } from './dashboard-session';
import { scriptsQueryKey } from './get-scripts';

/** The copy's title: '{title} (copy)', cut to the title limit without losing the suffix. */
export function copyTitle(title: string): string {
  const suffix = ' (copy)';
  const base = (title.trim() || 'Untitled Script').slice(0, LIMITS.titleMax - suffix.length).trimEnd();
  return `${base}${suffix}`;
}

export async function duplicateScript(id: string): Promise<CreatedScript> {
  requireSession(DASHBOARD_TEXT.mustLogInToCreate);
  const { getScriptWithText } = await import('./get-script-with-text');
  const { map: stored, text } = await getScriptWithText(id);
  // A script saved before the text rule may hold what the server now refuses: the copy is cleaned.
  const source = cleanMapText(stored);
  const clean = (value: string | null, kind?: 'multiline') => (value === null ? null : cleanText(value, kind));
  const created = await apiRequest<CreatedScript>('/api/mindmaps', {
    method: 'POST',
    body: {
      title: copyTitle(source.title),
      description: clean(source.description, 'multiline'),
      category: clean(source.category),
      type: clean(source.type),
      nodes: source.nodes,
      connections: source.connections,
      viewState: source.viewState,
      nodeOrder: source.nodeOrder,
    },
  });
  if (text) {
    await apiRequest('/api/teleprompter', {
      method: 'POST',
      body: { mindMapId: created._id, title: created.title, content: cleanText(text.content, 'multiline') },
    });
  }
  return created;
}

export function useDuplicateScript(options: { onSuccess?: (created: CreatedScript) => void; onError?: (err: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => duplicateScript(id),
    meta: scriptEditMeta,
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: scriptsQueryKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      options.onSuccess?.(created);
    },
    onError: options.onError,
  });
}
