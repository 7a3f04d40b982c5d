// Typing into the script's live document (issue 26): a section's text changes by a character diff in one
// transaction of this tab's own origin, and the section becomes 'edited' as a hand edit always made it
// (a map-written section keeps the map text it was written from, so the out-of-date review still works).
// Undo is this tab's own: Y.UndoManager over the sections, tracking LOCAL_ORIGIN only.
import * as Y from 'yjs';
import { applyTextDiff, cleanText, liveParts, liveSectionText } from '@cuemap/shared';
import { LOCAL_ORIGIN } from '../../../lib/live/types';

/** Keystrokes closer together than this are one undo step (as the editor's history did). */
export const SCRIPT_UNDO_CAPTURE_MS = 1000;

/**
 * Makes section `sectionId` read `typed` (characters the API refuses dropped, as the map editor does).
 * Returns the text now in the document, or null when the section is gone (removed elsewhere).
 */
export function typeIntoSection(doc: Y.Doc, sectionId: string, typed: string): string | null {
  const section = liveParts(doc).sections.get(sectionId);
  const text = liveSectionText(doc, sectionId);
  if (!(section instanceof Y.Map) || !text) return null;
  const next = cleanText(typed, 'multiline');
  doc.transact(() => {
    const previous = text.toString();
    if (!applyTextDiff(text, next)) return;
    if (section.get('origin') === 'map' && section.get('nodeId') !== null && section.get('mapText') === undefined) section.set('mapText', previous);
    if (section.get('origin') !== 'edited') section.set('origin', 'edited');
  }, LOCAL_ORIGIN);
  return next;
}

/** Undo/redo of this tab's own script edits, one step per burst of typing. */
export function createScriptUndo(doc: Y.Doc): Y.UndoManager {
  const { sections, sectionOrder } = liveParts(doc);
  return new Y.UndoManager([sections, sectionOrder], { trackedOrigins: new Set([LOCAL_ORIGIN]), captureTimeout: SCRIPT_UNDO_CAPTURE_MS });
}
