// How a node shows in the audience view (issue 29 item 2), set from its context menu: framed with its
// children (the default), framed with its whole branch, or skipped (the view stays where it was). Stored
// on the node, saved with the map; one undo step.
import type { MindMapNode } from '@cuemap/shared';
import { AUDIENCE_MESSAGES } from '../audience-messages';
import { always, type EditorAction } from './action-types';
import { withMap } from './editor-state';

export type AudienceMark = NonNullable<MindMapNode['audience']> | null;

/** The node with its audience mark set (null: the default, the field left out). */
export function withAudience(node: MindMapNode, mark: AudienceMark): MindMapNode {
  if ((node.audience ?? null) === mark) return node;
  const { audience: _dropped, ...rest } = node;
  return mark ? { ...rest, audience: mark } : rest;
}

export const actionSetAudience: EditorAction<{ id: string; mark: AudienceMark }> = {
  name: 'setAudience',
  label: 'Frame a node with its branch, or skip it, in the audience view',
  predicate: always,
  perform(state, _ctx, { id, mark }) {
    const node = state.map.nodes.find((n) => n.id === id);
    if (!node || (node.audience ?? null) === mark) return {};
    const nodes = state.map.nodes.map((n) => (n.id === id ? withAudience(n, mark) : n));
    return { state: withMap(state, { ...state.map, nodes }), message: AUDIENCE_MESSAGES.marked(node.title, mark) };
  },
};
