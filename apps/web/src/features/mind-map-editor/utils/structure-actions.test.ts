// The structure actions (issue 14 item 2) as the editor runs them: the selection set beside the primary
// `selectedId`, keys (Ctrl+A, Ctrl+/, Delete on a link), and one undo step per gesture.
import { describe, expect, it } from 'vitest';
import type { MapDocument, MindMapNode } from '@cuemap/shared';
import { actionDeleteNode, actionDeselect, actionForKey, actionMoveNodes, EDITOR_ACTIONS } from './actions';
import { actionAddLink, actionDeleteLink, actionReparent, actionRevealNode, actionSelectLink, actionSetBranchFolded } from './branch-actions';
import { initialEditorState, type EditorState } from './editor-state';
import { actionSelectAll, actionSelectionChange, actionSetColour, normaliseColour } from './selection-actions';
import { applySelectChanges, selectionOf } from './selection';
import { editorShortcutRows } from '../components/shortcuts-dialog';
import { liveTestEditor } from '../stores/live-test-editor';

const ctx = { saving: false };
const node = (id: string, x: number, y: number, extra: Partial<MindMapNode> = {}): MindMapNode => ({
  id,
  x,
  y,
  title: `N${id}`,
  text: '',
  color: '#3B82F6',
  ...extra,
});
function start(): EditorState {
  const nodes = [node('1', 0, 0, { isRoot: true }), node('2', 210, -100), node('3', 210, 100), node('4', 420, -100), node('5', 420, 100)];
  const connections = [
    { from: '1', to: '2' },
    { from: '1', to: '3' },
    { from: '2', to: '4' },
    { from: '3', to: '5' },
  ];
  const map: MapDocument = { title: 'T', nodes, connections, nodeOrder: nodes.map((n) => n.id) };
  return live.open(initialEditorState(map));
}
const key = (k: string, extra: Partial<KeyboardEventInit> = {}) => new KeyboardEvent('keydown', { key: k, ...extra });
const live = liveTestEditor();
const run = live.run;
const undo = live.undo;

describe('selection', () => {
  it('Shift-click adds and removes; a plain click (others deselected) keeps one; the last added is the primary', () => {
    let s = start();
    s = applySelectChanges(s, [
      { id: '2', selected: true },
      { id: '1', selected: false },
    ]);
    expect(selectionOf(s)).toEqual(['2']);
    s = applySelectChanges(s, [{ id: '4', selected: true }]);
    expect(selectionOf(s)).toEqual(['2', '4']);
    expect(s.selectedId).toBe('4');
    s = applySelectChanges(s, [{ id: '4', selected: false }]);
    expect(selectionOf(s)).toEqual(['2']);
    expect(s.selectedId).toBe('2');
    expect(applySelectChanges(s, [{ id: '2', selected: true }])).toBe(s);
  });

  it('code that sets only the primary (Esc, a new node) leaves no stale set behind', () => {
    let s = run(start(), actionSelectAll, undefined).state!;
    expect(selectionOf(s)).toHaveLength(5);
    s = actionDeselect.perform(s, ctx).state!;
    expect(selectionOf(s)).toEqual([]);
    s = { ...run(start(), actionSelectAll, undefined).state!, selectedId: 'new' };
    expect(selectionOf(s)).toEqual(['new']);
  });

  it('Ctrl/⌘+A selects the nodes shown (not those in a folded branch)', () => {
    const folded = run(start(), actionSetBranchFolded, { id: '3', collapsed: true }).state!;
    expect(actionForKey(key('a', { ctrlKey: true }), folded)?.name).toBe('selectAll');
    expect(actionForKey(key('a', { metaKey: true }), folded)?.name).toBe('selectAll');
    const s = run(folded, actionSelectAll, undefined).state!;
    expect([...selectionOf(s)].sort()).toEqual(['1', '2', '3', '4']);
  });

  it('Delete removes every selected node but the root in one undo step, saying how many', () => {
    const all = run(start(), actionSelectAll, undefined).state!;
    expect(actionDeleteNode.predicate(all, ctx)).toBe(true);
    const r = run(all, actionDeleteNode, undefined);
    expect(r.message).toBe('4 nodes deleted.');
    expect(r.state!.map.nodes.map((n) => n.id)).toEqual(['1']);
    expect(undo(r.state!).map.nodes).toHaveLength(5);
  });

  it('a colour goes to the whole selection in one step; a bad hex is refused', () => {
    let s = run({ ...start(), selectedId: null }, actionSelectionChange, [
      { id: '2', selected: true },
      { id: '4', selected: true },
    ]).state!;
    const r = run(s, actionSetColour, { color: '#22c55e' });
    expect(r.message).toBe('2 nodes recoloured.');
    s = r.state!;
    expect(s.map.nodes.filter((n) => n.color === '#22C55E').map((n) => n.id)).toEqual(['2', '4']);
    expect(undo(s).map.nodes.every((n) => n.color === '#3B82F6')).toBe(true);
    expect(run(s, actionSetColour, { color: '#12' }).state).toBeUndefined();
    expect(normaliseColour('fde68a')).toBe('#FDE68A');
    expect(normaliseColour('#abc')).toBe('#ABC');
    expect(normaliseColour('#abcd')).toBeNull();
  });

  it('a multi-node drag is one undo step', () => {
    let s = start();
    s = run(s, actionMoveNodes, {
      moves: [
        { id: '2', x: 230, y: -90 },
        { id: '4', x: 440, y: -90 },
      ],
      inProgress: true,
    }).state!;
    s = run(s, actionMoveNodes, {
      moves: [
        { id: '2', x: 260, y: -80 },
        { id: '4', x: 470, y: -80 },
      ],
      inProgress: false,
    }).state!;
    const back = undo(s);
    expect(back.map.nodes.find((n) => n.id === '4')).toMatchObject({ x: 420, y: -100 });
    expect(back.canUndo).toBe(false);
  });
});

describe('structure actions', () => {
  it('a drag that ends on another node: the drag and the move under it are one undo step', () => {
    let s = start();
    s = run(s, actionMoveNodes, { moves: [{ id: '5', x: 300, y: -60 }], inProgress: true }).state!;
    // The canvas holds the gesture open for the drop.
    s = run(s, actionMoveNodes, { moves: [{ id: '5', x: 310, y: -70 }], inProgress: true }).state!;
    const r = run(s, actionReparent, { id: '5', targetId: '2' });
    expect(r.message).toBe('Moved under "N2". Undo (Ctrl+Z) puts it back.');
    expect(r.state!.map.connections).toContainEqual({ from: '2', to: '5' });
    const back = undo(r.state!);
    expect(back.canUndo).toBe(false);
    expect(back.map.connections).toContainEqual({ from: '3', to: '5' });
    expect(back.map.nodes.find((n) => n.id === '5')).toMatchObject({ x: 420, y: 100 });
  });

  it('a refused drop puts the node back where the drag started and makes no step', () => {
    let s = start();
    s = run(s, actionMoveNodes, { moves: [{ id: '2', x: 400, y: -90 }], inProgress: true }).state!;
    const r = run(s, actionReparent, { id: '2', targetId: '4' });
    expect(r.message).toBe('A node cannot move into its own branch.');
    expect(r.state!.map.nodes.find((n) => n.id === '2')).toMatchObject({ x: 210, y: -100 });
    expect(r.state!.canUndo).toBe(false);
    expect(run(start(), actionReparent, { id: '1', targetId: '2' }).message).toMatch(/central idea/);
  });

  it('links: add (refusing duplicates), select one, Delete removes it rather than a node', () => {
    let s = run(start(), actionAddLink, { from: '4', to: '5' }).state!;
    expect(s.map.connections).toContainEqual({ from: '4', to: '5' });
    expect(run(s, actionAddLink, { from: '5', to: '4' }).message).toBe('These two nodes are linked already.');
    s = run(s, actionSelectLink, '4->5').state!;
    expect(s.selectedId).toBeNull();
    const action = actionForKey(key('Delete'), s);
    expect(action).toBe(actionDeleteLink);
    s = run(s, action!, undefined).state!;
    expect(s.map.connections).not.toContainEqual({ from: '4', to: '5' });
    expect(s.map.nodes).toHaveLength(5);
    expect(undo(s).map.connections).toContainEqual({ from: '4', to: '5' });
  });

  it('Ctrl+/ folds the selected branch and unfolds it again; the root never folds', () => {
    let s: EditorState = { ...start(), selectedId: '3' };
    const fold = actionForKey(key('/', { ctrlKey: true }), s)!;
    expect(fold.name).toBe('toggleBranch');
    const r = fold.perform(s, ctx);
    expect(r.message).toBe('Branch folded: 1 node hidden.');
    s = r.state!;
    expect(s.map.nodes.find((n) => n.id === '3')!.collapsed).toBe(true);
    expect(fold.perform(s, ctx).state!.map.nodes.find((n) => n.id === '3')!.collapsed).toBeUndefined();
    expect(fold.perform({ ...s, selectedId: '1' }, ctx).message).toBe('This node has no branch to fold.');
  });

  it('showing a folded-away node unfolds its ancestors, one undo step that folds them again', () => {
    const folded = run(start(), actionSetBranchFolded, { id: '3', collapsed: true }).state!;
    const shown = run({ ...folded, selectedId: '5' }, actionRevealNode, '5').state!;
    expect(shown.map.nodes.find((n) => n.id === '3')!.collapsed).toBeUndefined();
    const back = undo(shown);
    expect(back.map.nodes.find((n) => n.id === '3')!.collapsed).toBe(true);
    // Then the fold itself.
    expect(undo(back).map.nodes.some((n) => n.collapsed)).toBe(false);
  });

  it('every new key and gesture is listed in the shortcut help', () => {
    const labels = editorShortcutRows().map((r) => r.label);
    for (const name of ['selectAll', 'toggleBranch', 'deleteLink', 'reparent', 'addLink', 'selectionChange', 'boxSelect']) {
      const action = EDITOR_ACTIONS.find((a) => a.name === name)!;
      expect(labels).toContain(action.label);
    }
  });
});
