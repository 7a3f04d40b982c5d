// Structure tools (issue 14): Tidy up lays the whole map out again as a balanced mind map or a
// right-hand tree (shared layoutMap, d3-hierarchy), one undo step, Node Order untouched.
import { findRoot, layoutMap, type LayoutKind } from '@cuemap/shared';
import { EDITOR_MESSAGES } from '../messages';
import { isKey, keyBelongsElsewhere, noModifiers, type EditorAction } from './action-types';
import { withMap } from './editor-state';

function tidyAction(name: 'tidyMindMap' | 'tidyTree', kind: LayoutKind, label: string, shortcut: string, shift: boolean): EditorAction {
  return {
    name,
    label,
    shortcut,
    keyTest: (e) => noModifiers(e) && e.shiftKey === shift && isKey(e, 'l') && !keyBelongsElsewhere(e),
    predicate: (state) => state.map.nodes.length > 1,
    perform(state) {
      const root = findRoot(state.map.nodes);
      if (!root || state.map.nodes.length < 2) return {};
      const positions = layoutMap({ nodes: state.map.nodes, connections: state.map.connections, rootId: root.id, nodeOrder: state.map.nodeOrder }, kind);
      let moved = false;
      const nodes = state.map.nodes.map((n) => {
        const p = positions.get(n.id);
        if (!p || (p.x === n.x && p.y === n.y)) return n;
        moved = true;
        return { ...n, x: p.x, y: p.y };
      });
      if (!moved) return { message: EDITOR_MESSAGES.alreadyTidy };
      return { state: withMap(state, { ...state.map, nodes }), message: EDITOR_MESSAGES.tidied };
    },
  };
}

export const actionTidyMindMap = tidyAction('tidyMindMap', 'mindmap', 'Tidy up as a mind map', 'L', false);
export const actionTidyTree = tidyAction('tidyTree', 'right', 'Tidy up as a tree', 'Shift+L', true);
