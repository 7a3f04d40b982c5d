// GET /api/teleprompter/:mindMapId, read by the editor for one thing: which nodes' script sections were
// written from an older text of the node (issue 24 item 6: out of date, marked on the map). No script
// yet (404), offline or any failure: nothing is marked — the map itself never waits for it.
import { useQuery } from '@tanstack/react-query';
import { teleprompterTextSchema, type ScriptSection } from '@cuemap/shared';
import { ApiError, apiRequest } from '../../../lib/api-client';

export async function getScriptSections(mindMapId: string, signal?: AbortSignal): Promise<ScriptSection[]> {
  try {
    const text = await apiRequest(`/api/teleprompter/${encodeURIComponent(mindMapId)}`, { schema: teleprompterTextSchema, signal });
    return text.sections ?? [];
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return [];
    throw err;
  }
}

export function useScriptSections(mindMapId: string | null) {
  return useQuery({
    queryKey: ['mindmap', mindMapId, 'script-sections'],
    queryFn: ({ signal }) => getScriptSections(mindMapId!, signal),
    enabled: mindMapId !== null,
    // Read each time the editor opens: a section resolved on the teleprompter is no longer out of date.
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
