// The outline's actions (issue 14 item 4): each edit is one undo step in the editor's history, refusals
// say why and change nothing, Order as outline sets the depth-first order once, and Ctrl/⌘+Shift+O
// switches the view (also from a title field).
import { afterEach, describe, expect, it } from 'vitest';
import { boxesOverlap, createEmptyMap, outlineView } from '@cuemap/shared';
import { actionForKey } from './actions';
import { liveTestEditor } from '../stores/live-test-editor';
import { initialEditorState, type EditorState } from './editor-state';
import {
  OUTLINE_MESSAGES,
  actionOrderAsOutline,
  actionOutlineAddLine,
  actionOutlineDelete,
  actionOutlineFocus,
  actionOutlineIndent,
  actionOutlineMove,
  actionOutlineOutdent,
  actionOutlineRename,
  actionToggleOutline,
  currentView,
} from './outline-actions';

let tick = 1000;
const ctx = { saving: false, factory: { now: () => (tick += 1), random: () => 0.5 } };

/** The tree as text: `1(a(b) c)`, titles for ids. */
function shape(s: EditorState): string {
  const view = outlineView(s.map)!;
  const title = (id: string) => s.map.nodes.find((n) => n.id === id)!.title;
  const of = (id: string): string => {
    const kids = view.children.get(id) ?? [];
    return kids.length ? `${title(id)}(${kids.map(of).join(' ')})` : title(id);
  };
  return of(view.rootId) + (view.unreached.length ? ` | ${view.unreached.map(title).join(' ')}` : '');
}

/** Enter on `id`, then the new line titled `title` (two steps, as typing then Enter makes them). */
function line(s: EditorState, id: string, title: string): EditorState {
  const added = actionOutlineAddLine.perform(s, ctx, id).state!;
  return actionOutlineRename.perform(added, ctx, { id: added.selectedId!, title }).state!;
}
const idOf = (s: EditorState, title: string) => s.map.nodes.find((n) => n.title === title)!.id;

afterEach(() => localStorage.clear());

describe('outline actions', () => {
  it('builds a tree with Enter, Tab and Shift+Tab, one undo step each, and places new nodes without overlaps', () => {
    let s = initialEditorState(createEmptyMap('Talk'));
    s = line(s, '1', 'Intro');
    s = line(s, idOf(s, 'Intro'), 'Story');
    expect(shape(s)).toBe('Talk(Intro Story)');
    s = actionOutlineIndent.perform(s, ctx, idOf(s, 'Story')).state!;
    expect(shape(s)).toBe('Talk(Intro(Story))');
    expect(s.selectedId).toBe(idOf(s, 'Story'));
    s = line(s, idOf(s, 'Story'), 'End');
    // The last step as the editor runs it, on the live document: undo takes back exactly that step.
    const live = liveTestEditor(ctx);
    s = live.open(s);
    s = live.run(s, actionOutlineOutdent, idOf(s, 'End')).state!;
    expect(shape(s)).toBe('Talk(Intro(Story) End)');
    for (const a of s.map.nodes) for (const b of s.map.nodes) if (a !== b) expect(boxesOverlap(a, b)).toBe(false);

    const undone = live.undo(s);
    expect(shape(undone)).toBe('Talk(Intro(Story End))');
  });

  it('refuses with a message, and no step, what has no place to go', () => {
    let s = initialEditorState(createEmptyMap('Talk'));
    s = line(s, '1', 'Intro');
    const map = s.map;
    const indent = actionOutlineIndent.perform(s, ctx, idOf(s, 'Intro'));
    expect(indent).toEqual({ message: OUTLINE_MESSAGES.noSiblingAbove, tone: 'error' });
    expect(actionOutlineOutdent.perform(s, ctx, idOf(s, 'Intro'))).toEqual({ message: OUTLINE_MESSAGES.topLevel, tone: 'error' });
    expect(actionOutlineIndent.perform(s, ctx, '1')).toEqual({ message: OUTLINE_MESSAGES.root, tone: 'error' });
    expect(actionOutlineMove.perform(s, ctx, { id: idOf(s, 'Intro'), direction: -1 })).toEqual({});
    expect(s.map).toBe(map);
  });

  it('keeps the old title for a blank one, and renames in one step', () => {
    const live = liveTestEditor(ctx);
    let s = live.open(initialEditorState(createEmptyMap('Talk')));
    expect(actionOutlineRename.perform(s, ctx, { id: '1', title: '   ' })).toEqual({});
    s = live.run(s, actionOutlineRename, { id: '1', title: '  Keynote ' }).state!;
    expect(s.map.nodes[0]!.title).toBe('Keynote');
    expect(live.undo(s).map.nodes[0]!.title).toBe('Talk');
  });

  it('deletes an empty line and selects the line above; a line with lines under it stays', () => {
    let s = initialEditorState(createEmptyMap('Talk'));
    s = line(s, '1', 'A');
    s = line(s, idOf(s, 'A'), 'B');
    s = actionOutlineIndent.perform(s, ctx, idOf(s, 'B')).state!;
    expect(actionOutlineDelete.perform(s, ctx, idOf(s, 'A'))).toEqual({ message: OUTLINE_MESSAGES.hasChildren, tone: 'error' });
    const gone = actionOutlineDelete.perform(s, ctx, idOf(s, 'B')).state!;
    expect(shape(gone)).toBe('Talk(A)');
    expect(gone.selectedId).toBe(idOf(s, 'A'));
    expect(actionOutlineDelete.perform(s, ctx, '1')).toEqual({});
  });

  it('moves a line among its siblings (swapping their places in the Node Order)', () => {
    let s = initialEditorState(createEmptyMap('Talk'));
    s = line(s, '1', 'A');
    s = line(s, idOf(s, 'A'), 'B');
    s = actionOutlineMove.perform(s, ctx, { id: idOf(s, 'B'), direction: -1 }).state!;
    expect(shape(s)).toBe('Talk(B A)');
    expect(s.map.nodeOrder).toEqual(['1', idOf(s, 'B'), idOf(s, 'A')]);
  });

  it('Order as outline: the depth-first order in one step, then off with a message', () => {
    let s = initialEditorState(createEmptyMap('Talk'));
    s = line(s, '1', 'A');
    s = line(s, idOf(s, 'A'), 'B');
    s = line(s, idOf(s, 'B'), 'C');
    s = actionOutlineIndent.perform(s, ctx, idOf(s, 'C')).state!;
    // C under B: the outline reads Talk A B C; move B up: Talk B C A, the Node Order Talk B A C.
    s = actionOutlineMove.perform(s, ctx, { id: idOf(s, 'B'), direction: -1 }).state!;
    expect(s.map.nodeOrder.map((id) => s.map.nodes.find((n) => n.id === id)!.title)).toEqual(['Talk', 'B', 'A', 'C']);
    expect(actionOrderAsOutline.predicate(s, ctx)).toBe(true);
    const result = actionOrderAsOutline.perform(s, ctx, undefined);
    expect(result.message).toBe(OUTLINE_MESSAGES.ordered);
    const ordered = result.state!;
    expect(ordered.map.nodeOrder.map((id) => ordered.map.nodes.find((n) => n.id === id)!.title)).toEqual(['Talk', 'B', 'C', 'A']);
    expect(shape(ordered)).toBe(shape(s));
    expect(actionOrderAsOutline.predicate(ordered, ctx)).toBe(false);
    expect(actionOrderAsOutline.perform(ordered, ctx, undefined)).toEqual({ message: OUTLINE_MESSAGES.alreadyOrdered });
    const live = liveTestEditor(ctx);
    const orderedLive = live.run(live.open(s), actionOrderAsOutline, undefined).state!;
    expect(orderedLive.map.nodeOrder).toEqual(ordered.map.nodeOrder);
    expect(live.undo(orderedLive).map.nodeOrder).toEqual(s.map.nodeOrder);
  });

  it('switches the view with Ctrl/⌘+Shift+O, from a title field too, starting from the one this browser used', () => {
    const s = initialEditorState(createEmptyMap());
    const input = document.createElement('input');
    document.body.append(input);
    const event = new KeyboardEvent('keydown', { key: 'O', ctrlKey: true, shiftKey: true, bubbles: true });
    let claimed: ReturnType<typeof actionForKey>;
    input.addEventListener('keydown', (e) => (claimed = actionForKey(e, s)));
    input.dispatchEvent(event);
    expect(claimed!).toBe(actionToggleOutline);
    input.remove();
    const outline = actionToggleOutline.perform(s, ctx, undefined).state!;
    expect(currentView(outline)).toBe('outline');
    expect(currentView(actionToggleOutline.perform(outline, ctx, undefined).state!)).toBe('map');
    localStorage.setItem('cuemap.editor.view', 'outline');
    expect(currentView(s)).toBe('outline');
    expect(actionToggleOutline.perform(s, ctx, undefined).state!.view).toBe('map');
  });

  it('a focused line selects its node and takes over a title the canvas was about to edit', () => {
    const s = { ...initialEditorState(createEmptyMap()), inlineEdit: { id: '1', seed: 'x' } };
    const next = actionOutlineFocus.perform(s, ctx, '1').state!;
    expect(next.inlineEdit).toBeNull();
    expect(next.selectedId).toBe('1');
  });
});
