// What the dashboard's Download actions save: the map and its spoken script, fetched when asked for
// (a mutation: one download per click, nothing cached).
import { useMutation } from '@tanstack/react-query';
import type { MindMap } from '@cuemap/shared';
import { requireSession, scriptEditMeta } from './dashboard-session';

export type ExportKind = 'outline' | 'script';

export interface ScriptExport {
  map: MindMap;
  teleprompterText: string | null;
}

export async function getScriptForExport(id: string): Promise<ScriptExport> {
  requireSession();
  const { getScriptWithText } = await import('./get-script-with-text');
  const { map, text } = await getScriptWithText(id);
  return { map, teleprompterText: text?.content ?? null };
}

export function useScriptForExport(options: {
  onSuccess?: (data: ScriptExport, vars: { id: string; kind: ExportKind }) => void;
  onError?: (err: Error) => void;
}) {
  return useMutation({
    mutationFn: async ({ id }: { id: string; kind: ExportKind }) => getScriptForExport(id),
    meta: scriptEditMeta,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
