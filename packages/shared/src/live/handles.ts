// Handles on the live document's texts, for an editor that types into them directly (a binding, or
// Y.Text edits from its own input events) rather than through applyMapToDoc / applyScriptToDoc.
import * as Y from 'yjs';
import { liveParts } from './layout';

/** The Y.Text of a node's title or text, or null when the node (or that text) is not in the document. */
export function liveNodeText(doc: Y.Doc, nodeId: string, field: 'title' | 'text'): Y.Text | null {
  const node = liveParts(doc).nodes.get(nodeId);
  const text = node instanceof Y.Map ? node.get(field) : undefined;
  return text instanceof Y.Text ? text : null;
}

/** The Y.Text of a section's text (by its id: see liveSectionIds), or null when it is not in the document. */
export function liveSectionText(doc: Y.Doc, sectionId: string): Y.Text | null {
  const section = liveParts(doc).sections.get(sectionId);
  const text = section instanceof Y.Map ? section.get('text') : undefined;
  return text instanceof Y.Text ? text : null;
}
