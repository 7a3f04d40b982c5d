// A REST write changes today's tables, not the document (until every route writes through it: issue
// 26 item 6). When the tables say something else than a loaded document, the parts that differ are
// applied to the document as the server's change, so connected editors see the REST edit live.
import type * as Y from 'yjs';
import { applyMapToDoc, applyScriptToDoc, applySettingsToDoc, normalizeLiveSnapshot, type LiveSnapshot } from '@cuemap/shared';
import { SERVER_ORIGIN, projectedParts, snapshotOf, type ProjectedParts } from './projection';

/**
 * The change that brings the document to what the tables hold (null: they agree). `entry.projected`
 * becomes what the tables hold, so the write that applies the change projects only what then differs
 * (e.g. the merge rule's sections).
 */
export function reconcileWithTables(tables: LiveSnapshot, entry: { doc: Y.Doc; projected: ProjectedParts }): ((doc: Y.Doc) => void) | null {
  const normalized = normalizeLiveSnapshot(tables);
  const want = projectedParts(normalized);
  const have = projectedParts(snapshotOf(entry.doc));
  entry.projected = want;
  const steps: Array<(doc: Y.Doc) => void> = [];
  if (want.map.fields !== have.map.fields || want.map.content !== have.map.content) steps.push((doc) => applyMapToDoc(doc, normalized.map, SERVER_ORIGIN));
  if (want.script !== have.script) steps.push((doc) => applyScriptToDoc(doc, normalized.script?.sections ?? null, SERVER_ORIGIN));
  if (want.settings !== have.settings) steps.push((doc) => applySettingsToDoc(doc, normalized.settings, SERVER_ORIGIN));
  if (steps.length === 0) return null;
  return (doc) => {
    for (const step of steps) step(doc);
  };
}
