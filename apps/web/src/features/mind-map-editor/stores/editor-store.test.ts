import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmptyMap, LIMITS } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { sampleUser } from '../../../../test/render';
import { EDITOR_MESSAGES } from '../messages';
import { actionAddNode, actionDeleteNode, actionSave, actionSaveNodeEdit } from '../utils/actions';
import { initialEditorState } from '../utils/editor-state';
import { createEditorStore, dispatchAction } from './editor-store';

afterEach(() => {
  sessionStore.clear();
  localStorage.clear();
  vi.useRealTimers();
});

function openStore() {
  const store = createEditorStore();
  store.setState({ editor: initialEditorState(createEmptyMap()), load: { kind: 'ready' } });
  return store;
}

describe('dispatchAction', () => {
  it('applies the next state and shows the message', () => {
    const store = openStore();
    const result = dispatchAction(store, actionAddNode, undefined);
    expect(store.getState().editor!.map.nodes).toHaveLength(2);
    expect(store.getState().status).toMatchObject({ text: EDITOR_MESSAGES.nodeAdded, tone: 'success' });
    expect(result?.effect).toBeUndefined();
  });

  it('an action’s refusal reads as an error', () => {
    const store = openStore();
    dispatchAction(store, actionDeleteNode, undefined);
    expect(store.getState().status).toMatchObject({ text: EDITOR_MESSAGES.cannotDelete, tone: 'error' });
  });

  it('hands back the side effect for the screen to run', () => {
    expect(dispatchAction(openStore(), actionSave, undefined)?.effect).toBe('save');
  });

  it('refuses an edit that would push the script over the size limit: nothing changes', () => {
    const store = openStore();
    const before = store.getState().editor!;
    const editing = { ...before, editingId: before.selectedId };
    store.setState({ editor: editing });
    const result = dispatchAction(store, actionSaveNodeEdit, { title: 'Main Idea', text: 'x'.repeat(LIMITS.mapBytesMax) });
    expect(result).toBeNull();
    expect(store.getState().editor).toBe(editing);
    expect(store.getState().status).toMatchObject({ text: EDITOR_MESSAGES.editTooLarge, tone: 'error' });
  });

  it('does nothing before there is a map', () => {
    const store = createEditorStore();
    expect(dispatchAction(store, actionAddNode, undefined)).toBeNull();
    expect(store.getState().status).toBeNull();
  });
});

describe('status messages (§9 timings)', () => {
  it('an action’s message goes after 3 s, a finished load’s after 2 s, an error stays', () => {
    vi.useFakeTimers();
    const store = createEditorStore();
    store.getState().showStatus('Node added!', 'success', 'action');
    vi.advanceTimersByTime(2_999);
    expect(store.getState().status?.text).toBe('Node added!');
    vi.advanceTimersByTime(1);
    expect(store.getState().status).toBeNull();
    store.getState().showStatus('Script "Talk" loaded!', 'success', 'finish');
    vi.advanceTimersByTime(2_000);
    expect(store.getState().status).toBeNull();
    store.getState().showStatus('Error saving script: x', 'error', 'sticky');
    vi.advanceTimersByTime(60_000);
    expect(store.getState().status?.text).toBe('Error saving script: x');
  });

  it('a newer message is not cut short by an older one’s timer', () => {
    vi.useFakeTimers();
    const store = createEditorStore();
    store.getState().showStatus('first', 'success', 'action');
    vi.advanceTimersByTime(2_500);
    store.getState().showStatus('second', 'busy', 'sticky');
    vi.advanceTimersByTime(10_000);
    expect(store.getState().status?.text).toBe('second');
  });
});

describe('no drafts (issue 26: the live document keeps every edit)', () => {
  it('an edit writes nothing to this browser’s local storage, signed in or not', () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const before = Object.keys(localStorage);
    const store = openStore();
    store.setState({ mapId: 'm1' });
    dispatchAction(store, actionAddNode, undefined);
    store.setState({ editor: { ...store.getState().editor!, editingId: '1' } });
    dispatchAction(store, actionSaveNodeEdit, { title: 'Opening', text: 'Hello.' });
    expect(store.getState().status?.text).toBe(EDITOR_MESSAGES.scriptUpdated);
    expect(Object.keys(localStorage)).toEqual(before);
  });
});
