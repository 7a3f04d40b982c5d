// Building a map from the keyboard (issue 14 item 1): Tab adds a child and Enter a sibling, both typing
// the title at once; F2 or a letter edits the title; the arrows walk the tree; each is one undo step.
import { describe, expect, it } from 'vitest';
import { boxesOverlap, createEmptyMap } from '@cuemap/shared';
import { actionForKey, actionSelect } from './actions';
import { actionSelectionChange } from './selection-actions';
import { actionRenameInline, actionStartInlineEdit, typedSeed } from './keyboard-actions';
import { initialEditorState, type EditorState } from './editor-state';
import { liveTestEditor } from '../stores/live-test-editor';

let tick = 1000;
const ctx = { saving: false, factory: { now: () => (tick += 1), random: () => 0.5 } };
const live = liveTestEditor(ctx);
const key = (k: string, extra: Partial<KeyboardEventInit> = {}) => new KeyboardEvent('keydown', { key: k, ...extra });

/** Presses `k` as the editor would: the action its key test claims, performed. */
function press(state: EditorState, k: string, extra: Partial<KeyboardEventInit> = {}): EditorState {
  const action = actionForKey(key(k, extra), state);
  if (!action) throw new Error(`no action for ${k}`);
  return action.perform(state, ctx, undefined).state ?? state;
}
const type = (state: EditorState, title: string) => actionRenameInline.perform(state, ctx, { id: state.inlineEdit!.id, title }).state!;
const titleOf = (state: EditorState, id: string | null) => state.map.nodes.find((n) => n.id === id)?.title;

describe('keyboard-first editing', () => {
  it('types a map: Tab a child, Enter a sibling, each titled on the canvas at once; no box overlaps', () => {
    let s = live.open(initialEditorState(createEmptyMap()));
    const typeLive = (state: EditorState, title: string) => live.run(state, actionRenameInline, { id: state.inlineEdit!.id, title }).state!;
    const pressLive = (state: EditorState, k: string) => live.run(state, actionForKey(key(k), state)!, undefined).state ?? state;
    s = pressLive(s, 'Tab');
    expect(s.inlineEdit).toEqual({ id: s.selectedId, seed: null });
    s = typeLive(s, 'Why');
    s = pressLive(s, 'Enter');
    s = typeLive(s, 'How');
    s = pressLive(s, 'Tab');
    s = typeLive(s, 'Step one');
    s = pressLive(s, 'Enter');
    s = typeLive(s, 'Step two');
    // Enter on the root adds a child, not a sibling.
    const root = { ...s, selectedId: '1' };
    expect(press(root, 'Enter').map.connections.at(-1)!.from).toBe('1');

    const byTitle = (t: string) => s.map.nodes.find((n) => n.title === t)!.id;
    expect(s.map.connections).toEqual(
      expect.arrayContaining([
        { from: '1', to: byTitle('Why') },
        { from: '1', to: byTitle('How') },
        { from: byTitle('How'), to: byTitle('Step one') },
        { from: byTitle('How'), to: byTitle('Step two') },
      ]),
    );
    expect(s.inlineEdit).toBeNull();
    for (const a of s.map.nodes) for (const b of s.map.nodes) if (a !== b) expect(boxesOverlap(a, b)).toBe(false);
    // Undo: the rename, then the added node, one step each.
    const undone = live.undo(s);
    expect(titleOf(undone, byTitle('Step two'))).toBe('New Idea');
    expect(live.undo(undone).map.nodes.length).toBe(s.map.nodes.length - 1);
  });

  it('F2 or a typed letter edits the title; an empty or unchanged title changes nothing', () => {
    let s = press(initialEditorState(createEmptyMap()), 'Tab');
    s = type(s, 'Budget');
    s = press(s, 'F2');
    expect(s.inlineEdit?.seed).toBeNull();
    expect(actionRenameInline.perform(s, ctx, { id: s.selectedId!, title: '   ' }).state!.map).toBe(s.map);
    expect(actionRenameInline.perform(s, ctx, { id: s.selectedId!, title: 'Budget' }).state!.map).toBe(s.map);
    // A title field left over after its edit ended (kept by a shortcut, then undone) renames nothing.
    const ended = type(s, 'Budget');
    expect(actionRenameInline.perform(ended, ctx, { id: ended.selectedId!, title: 'Stale' }).state).toBeUndefined();
    expect(typedSeed(key('q'), s)).toBe('q');
    expect(typedSeed(key('Q', { shiftKey: true }), s)).toBe('Q');
    expect(typedSeed(key('q', { ctrlKey: true }), s)).toBeNull();
    expect(typedSeed(key(' '), s)).toBeNull();
    expect(typedSeed(key('?', { shiftKey: true }), s)).toBeNull();
    expect(typedSeed(key('q'), { ...s, selectedId: null })).toBeNull();
    s = actionStartInlineEdit.perform(s, ctx, 'q').state!;
    expect(s.inlineEdit).toEqual({ id: s.selectedId, seed: 'q' });
  });

  it('arrows walk the tree: out to a child, back to the parent, up and down among siblings', () => {
    let s = initialEditorState(createEmptyMap());
    s = type(press(s, 'Tab'), 'Right A');
    const a = s.selectedId!;
    s = type(press({ ...s, selectedId: '1' }, 'Tab'), 'Left B');
    const b = s.selectedId!;
    s = type(press({ ...s, selectedId: a }, 'Tab'), 'A1');
    const a1 = s.selectedId!;
    s = type(press(s, 'Enter'), 'A2');
    const a2 = s.selectedId!;
    const at = (id: string) => ({ ...s, selectedId: id });
    expect(press(at('1'), 'ArrowRight').selectedId).toBe(a);
    expect(press(at('1'), 'ArrowLeft').selectedId).toBe(b);
    expect(press(at(a), 'ArrowRight').selectedId).toBe(a1);
    expect(press(at(a1), 'ArrowLeft').selectedId).toBe(a);
    expect(press(at(b), 'ArrowRight').selectedId).toBe('1');
    expect(press(at(a1), 'ArrowDown').selectedId).toBe(a2);
    expect(press(at(a2), 'ArrowUp').selectedId).toBe(a1);
    // Nowhere to go: the selection stays.
    expect(press(at(a2), 'ArrowDown').selectedId).toBe(a2);
  });

  it('keys typed into a field, a menu or a button are not the canvas’s', () => {
    const s = initialEditorState(createEmptyMap());
    const input = document.createElement('input');
    const button = document.createElement('button');
    document.body.append(input, button);
    const on = (el: HTMLElement, k: string) => {
      const e = key(k);
      Object.defineProperty(e, 'target', { value: el });
      return e;
    };
    expect(actionForKey(on(input, 'Tab'), s)).toBeUndefined();
    expect(actionForKey(on(button, 'Tab'), s)).toBeUndefined();
    expect(actionForKey(on(button, 'Enter'), s)).toBeUndefined();
    expect(typedSeed(on(input, 'a'), s)).toBeNull();
    input.remove();
    button.remove();
  });

  it('a title typed for a node not drawn yet stays on that node when another is selected', () => {
    let s = press(initialEditorState(createEmptyMap()), 'Tab');
    const typedFor = s.selectedId!;
    s = { ...s, inlineEdit: { id: typedFor, seed: 'Pending' } };
    s = actionSelect.perform(s, ctx, '1').state!;
    expect(titleOf(s, typedFor)).toBe('Pending');
    expect(s.inlineEdit).toBeNull();
    expect(s.selectedId).toBe('1');
    // A click on the canvas (a selection change) keeps it the same way.
    s = press({ ...s, selectedId: '1' }, 'Tab');
    const second = s.selectedId!;
    s = { ...s, inlineEdit: { id: second, seed: 'Also kept' } };
    s = actionSelectionChange.perform(s, ctx, [{ id: '1', selected: true }]).state!;
    expect(titleOf(s, second)).toBe('Also kept');
    expect(s.inlineEdit).toBeNull();
    // Nothing typed: the node keeps its title, and deselecting closes the edit all the same.
    s = { ...s, inlineEdit: { id: '1', seed: null } };
    const before = titleOf(s, '1');
    s = actionSelect.perform(s, ctx, null).state!;
    expect(titleOf(s, '1')).toBe(before);
    expect(s.inlineEdit).toBeNull();
  });
});
