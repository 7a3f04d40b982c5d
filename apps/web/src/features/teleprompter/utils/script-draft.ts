// The script being edited, kept in localStorage per user and map (issue 11, item 3): written within
// 300 ms of a keystroke, cleared once the server holds the same words, offered back after a reload.
import { z } from 'zod';
import type { SectionEdit } from '@cuemap/shared';
import { draftStorageKey } from '../../../lib/local-drafts';
import { readStoredJson, removeStored, writeStoredJson } from '../../../lib/local-store';

const editSchema = z.object({ nodeId: z.string().nullable(), text: z.string() });

const scriptDraftSchema = z.object({
  /** The server's script the edits were typed against. */
  baseVersion: z.number(),
  base: z.array(editSchema),
  /** Every section's text as the user left it. */
  texts: z.array(editSchema),
  savedAt: z.number(),
});
export type ScriptDraft = z.infer<typeof scriptDraftSchema>;

/** How long after a keystroke the draft is written at the latest. */
export const SCRIPT_DRAFT_DELAY_MS = 200;

export function scriptDraftKey(userEmail: string, mindMapId: string): string {
  return draftStorageKey('script-draft', userEmail, mindMapId);
}

export function writeScriptDraft(key: string, baseVersion: number, base: readonly SectionEdit[], texts: readonly SectionEdit[]): void {
  const draft: ScriptDraft = { baseVersion, base: [...base], texts: [...texts], savedAt: Date.now() };
  writeStoredJson(key, draft);
}

export const readScriptDraft = (key: string): ScriptDraft | null => readStoredJson(key, scriptDraftSchema);
export const clearScriptDraft = removeStored;

/** True when the draft holds words the base does not (something typed and not yet saved). */
export function draftHasChanges(draft: ScriptDraft): boolean {
  return draft.texts.length !== draft.base.length || draft.texts.some((t, i) => t.text !== draft.base[i]!.text || t.nodeId !== draft.base[i]!.nodeId);
}
