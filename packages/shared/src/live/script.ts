// The script part of the live document: sections keyed by a stable id, texts as Y.Text.
import type * as Y from 'yjs';
import type { ScriptSection } from '../schemas/teleprompter';

/**
 * Applies the script's sections (or null: no script stored) in one transaction with `origin`.
 * Each incoming section takes the id of the existing section it matches (same nodeId, in order), so
 * its text changes by a character diff; origin, mapText, stale, nodeText and orphaned are plain fields.
 * Returns whether anything changed.
 */
export function applyScriptToDoc(doc: Y.Doc, sections: ScriptSection[] | null, origin?: unknown): boolean {
  void doc;
  void sections;
  void origin;
  throw new Error('applyScriptToDoc: not implemented yet');
}
