// "Edited live" (issue 27 item 6): which sections of the script a transaction changed the text of — a
// text typed into, a section added or replaced — so the prompter can mark the ones changed on another
// device. Pure: a Y.Doc and its transactions, no React.
import * as Y from 'yjs';
import { LIVE_KEYS } from '@cuemap/shared';

/** The ids of the sections whose text `tr` changed (sections it deleted are left out). */
export function sectionsEditedIn(doc: Y.Doc, tr: Y.Transaction): Set<string> {
  const sections = doc.getMap(LIVE_KEYS.sections);
  const ids = new Set<string>();
  for (const [type, keys] of tr.changed) {
    // A section added (or replaced whole) under its id.
    if ((type as unknown) === sections) {
      for (const key of keys) if (key !== null && sections.get(key) instanceof Y.Map) ids.add(key);
      continue;
    }
    const item = type._item;
    if (!item) continue;
    // A section's map whose text field was set anew.
    if (item.parent === sections && keys.has('text') && item.parentSub) ids.add(item.parentSub);
    // Characters typed into or deleted from a section's text.
    const parent = (item.parent as Y.AbstractType<unknown> | null)?._item;
    if (type instanceof Y.Text && item.parentSub === 'text' && parent?.parent === sections && parent.parentSub) ids.add(parent.parentSub);
  }
  return ids;
}

/**
 * Calls `cb` with the sections whose text each transaction from `origin` (the server's changes) changed,
 * after the transaction; returns the function that stops watching. This tab's own edits never count.
 */
export function watchSectionEdits(doc: Y.Doc, origin: unknown, cb: (ids: Set<string>) => void): () => void {
  // Made a Y.Map now: a top-level type first read after a transaction is not the one the transaction names.
  doc.getMap(LIVE_KEYS.sections);
  const handler = (tr: Y.Transaction) => {
    if (tr.local || tr.origin !== origin) return;
    const ids = sectionsEditedIn(doc, tr);
    if (ids.size > 0) cb(ids);
  };
  doc.on('afterTransaction', handler);
  return () => doc.off('afterTransaction', handler);
}
