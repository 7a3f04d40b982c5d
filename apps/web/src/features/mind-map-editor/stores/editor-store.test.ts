import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmptyMap, LIMITS } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { sampleUser } from '../../../../test/render';
import { EDITOR_MESSAGES } from '../messages';
import { actionAddNode, actionDeleteNode, actionSave, actionSaveNodeEdit } from '../utils/actions';
import { draftKey, readDraft } from '../utils/draft';
import { initialEditorState } from '../utils/editor-state';
import { createEditorStore, dispatchAction, STATUS_HOLD_MS } from './editor-store';

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

  it('refuses an edit that would push the script over the size limit: nothing changes, no save follows', () => {
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
  it('an action’s message goes after 3 s, a finished load or save’s after 2 s, an error stays', () => {
    vi.useFakeTimers();
    const store = createEditorStore();
    store.getState().showStatus('Node added!', 'success', 'action');
    vi.advanceTimersByTime(2_999);
    expect(store.getState().status?.text).toBe('Node added!');
    vi.advanceTimersByTime(1);
    expect(store.getState().status).toBeNull();
    store.getState().showStatus('Script saved!', 'success', 'finish');
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

describe('a message before a save (§4: "Script updated!", then a save)', () => {
  it('a saved node edit’s message stays up a moment; the save’s messages follow it, the latest first', () => {
    vi.useFakeTimers();
    const store = openStore();
    store.setState({ editor: { ...store.getState().editor!, editingId: '1' } });
    const result = dispatchAction(store, actionSaveNodeEdit, { title: 'Opening', text: 'Hello.' });
    expect(result?.effect).toBe('save');
    expect(store.getState().status?.text).toBe(EDITOR_MESSAGES.scriptUpdated);
    store.getState().showStatus(EDITOR_MESSAGES.saving, 'busy', 'sticky');
    expect(store.getState().status?.text).toBe(EDITOR_MESSAGES.scriptUpdated);
    vi.advanceTimersByTime(STATUS_HOLD_MS);
    expect(store.getState().status?.text).toBe(EDITOR_MESSAGES.saving);
    store.getState().showStatus(EDITOR_MESSAGES.saved, 'success', 'finish');
    expect(store.getState().status?.text).toBe(EDITOR_MESSAGES.saved);
  });

  it('a save done within the hold shows "Script saved!" once it ends; an error never waits', () => {
    vi.useFakeTimers();
    const store = createEditorStore();
    store.getState().showStatus(EDITOR_MESSAGES.scriptUpdated, 'success', 'action', { holdMs: 1_000 });
    store.getState().showStatus(EDITOR_MESSAGES.saving, 'busy', 'sticky');
    store.getState().showStatus(EDITOR_MESSAGES.saved, 'success', 'finish');
    vi.advanceTimersByTime(999);
    expect(store.getState().status?.text).toBe(EDITOR_MESSAGES.scriptUpdated);
    vi.advanceTimersByTime(1);
    expect(store.getState().status?.text).toBe(EDITOR_MESSAGES.saved);
    vi.advanceTimersByTime(2_000);
    expect(store.getState().status).toBeNull();

    store.getState().showStatus(EDITOR_MESSAGES.scriptUpdated, 'success', 'action', { holdMs: 1_000 });
    store.getState().showStatus(EDITOR_MESSAGES.saving, 'busy', 'sticky');
    store.getState().showStatus('Error saving script: x', 'error', 'sticky');
    expect(store.getState().status?.text).toBe('Error saving script: x');
    vi.advanceTimersByTime(5_000);
    expect(store.getState().status?.text).toBe('Error saving script: x');
  });
});

describe('the node editor’s fields', () => {
  it('go when the editor closes on their node', () => {
    const store = openStore();
    store.setState({ editor: { ...store.getState().editor!, editingId: '1' }, nodeEdit: { nodeId: '1', title: 'x', text: '', context: '' } });
    expect(store.getState().nodeEdit).not.toBeNull();
    store.setState({ editor: { ...store.getState().editor!, editingId: null } });
    expect(store.getState().nodeEdit).toBeNull();
  });

  it('go into the draft with the map', () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const store = openStore();
    store.setState({ mapId: 'm1', version: 3, editor: { ...store.getState().editor!, editingId: '1' } });
    store.setState({ nodeEdit: { nodeId: '1', title: 'Main Idea', text: 'Typed', context: '' } });
    store.getState().flushDraft();
    expect(readDraft(draftKey(sampleUser.email, 'm1'))).toMatchObject({ baseVersion: 3, nodeEdit: { nodeId: '1', text: 'Typed' } });
  });
});

describe('drafts from the store', () => {
  it('writes only unsaved edits, under the signed-in user and the script, with the version they started from', () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const store = openStore();
    store.setState({ mapId: 'm1', version: 3 });
    store.getState().flushDraft();
    expect(readDraft(draftKey(sampleUser.email, 'm1'))).toBeNull();
    dispatchAction(store, actionAddNode, undefined);
    store.getState().flushDraft();
    expect(readDraft(draftKey(sampleUser.email, 'm1'))).toMatchObject({ baseVersion: 3, nodes: [{}, {}] });
    store.getState().clearDraft();
    expect(readDraft(draftKey(sampleUser.email, 'm1'))).toBeNull();
  });

  it('without a session there is no one to keep a draft for', () => {
    const store = openStore();
    dispatchAction(store, actionAddNode, undefined);
    expect(store.getState().draftKey()).toBeNull();
    store.getState().flushDraft();
    expect(localStorage.length).toBe(0);
  });
});
