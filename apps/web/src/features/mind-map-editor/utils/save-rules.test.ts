// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createEmptyMap, LIMITS, MAP_SIZE_MESSAGES } from '@cuemap/shared';
import { EDITOR_MESSAGES } from '../messages';
import { actionAddNode } from './actions';
import { initialEditorState } from './editor-state';
import { afterSave, autosaveDue, queuedSaveNeeded, saveBody, saveRefusal, viewportToOpen, viewStateToSave } from './save-rules';

const ctx = { saving: false, factory: { now: () => 1000, random: () => 0.5 } };

describe('saveRefusal', () => {
  it('without a session: "Please log in!", briefly', () => {
    expect(saveRefusal(createEmptyMap(), false)).toEqual({ message: EDITOR_MESSAGES.pleaseLogIn, sticky: false });
  });

  it('over the size limit: the server’s words, until the user acts', () => {
    const map = createEmptyMap();
    const big = { ...map, nodes: map.nodes.map((n) => ({ ...n, text: 'x'.repeat(LIMITS.mapBytesMax) })) };
    expect(saveRefusal(big, true)).toEqual({ message: MAP_SIZE_MESSAGES.tooLarge, sticky: true });
  });

  it('otherwise nothing stands in the way', () => {
    expect(saveRefusal(createEmptyMap(), true)).toBeNull();
  });
});

describe('queuedSaveNeeded (the save queue)', () => {
  it('a save asked for with none under way always runs, even with nothing unsaved', () => {
    expect(queuedSaveNeeded({ overwrite: false, queued: false }, false)).toBe(true);
  });

  it('a save that waited runs only if edits arrived meanwhile', () => {
    expect(queuedSaveNeeded({ overwrite: false, queued: true }, true)).toBe(true);
    expect(queuedSaveNeeded({ overwrite: false, queued: true }, false)).toBe(false);
  });

  it('an overwrite after a conflict runs even when it waited and nothing changed since', () => {
    expect(queuedSaveNeeded({ overwrite: true, queued: true }, false)).toBe(true);
  });
});

describe('autosaveDue', () => {
  it('sends unsaved edits when no save is under way and someone is signed in', () => {
    expect(autosaveDue(true, 0, true)).toBe(true);
    expect(autosaveDue(false, 0, true)).toBe(false);
    expect(autosaveDue(true, 1, true)).toBe(false);
    expect(autosaveDue(true, 0, false)).toBe(false);
  });
});

describe('saveBody', () => {
  it('sends the map with the view, text the server refuses stripped', () => {
    const map = createEmptyMap();
    const dirty = { ...map, title: 'Talk\u0000', nodes: map.nodes.map((n) => ({ ...n, text: 'a\u0000b\u0007\nc' })) };
    const body = saveBody(dirty, { x: 10, y: -5, zoom: 1.5 });
    expect(body.title).toBe('Talk');
    expect(body.nodes[0]!.text).toBe('ab\nc');
    expect(body.viewState).toEqual({ translateX: 10, translateY: -5, zoom: 1.5 });
    expect(body.nodeOrder).toEqual(map.nodeOrder);
  });

  it('without a view yet: the origin, no zoom', () => {
    expect(saveBody(createEmptyMap(), null).viewState).toEqual({ translateX: 0, translateY: 0 });
  });
});

describe('afterSave', () => {
  it('the saved copy is the latest: the editor is clean', () => {
    const s = actionAddNode.perform(initialEditorState(createEmptyMap()), ctx).state!;
    const { state, keepDraft } = afterSave(s, s.revision);
    expect(state.dirty).toBe(false);
    expect(state.map).toBe(s.map);
    expect(keepDraft).toBe(false);
  });

  it('edits made during the save stay unsaved and in the draft', () => {
    const s = actionAddNode.perform(initialEditorState(createEmptyMap()), ctx).state!;
    const { state, keepDraft } = afterSave(s, s.revision - 1);
    expect(state).toBe(s);
    expect(state.dirty).toBe(true);
    expect(keepDraft).toBe(true);
  });
});

describe('views per screen class (issue 14 item 5)', () => {
  const wide = { translateX: -120, translateY: 40, zoom: 1.4 };
  const phone = { translateX: 10, translateY: 220, zoom: 0.6 };
  it('a phone saves its own view and keeps the desktop one; a desktop keeps the phone one', () => {
    expect(viewStateToSave({ x: 1, y: 2, zoom: 0.5 }, wide, true)).toEqual({ ...wide, phone: { translateX: 1, translateY: 2, zoom: 0.5 } });
    expect(viewStateToSave({ x: 5, y: 6, zoom: 2 }, { ...wide, phone }, false)).toEqual({ translateX: 5, translateY: 6, zoom: 2, phone });
    // No view yet on this screen: the saved ones stay as they are.
    expect(viewStateToSave(null, { ...wide, phone }, true)).toEqual({ ...wide, phone });
    expect(viewStateToSave(null, null, false)).toEqual({ translateX: 0, translateY: 0 });
  });
  it('opens the view saved on this class of screen, else none (the map is fitted)', () => {
    expect(viewportToOpen(wide, false)).toEqual({ x: -120, y: 40, zoom: 1.4 });
    expect(viewportToOpen(wide, true)).toBeNull();
    expect(viewportToOpen({ ...wide, phone }, true)).toEqual({ x: 10, y: 220, zoom: 0.6 });
    expect(viewportToOpen({ translateX: 0, translateY: 0 }, false)).toBeNull();
  });
});
