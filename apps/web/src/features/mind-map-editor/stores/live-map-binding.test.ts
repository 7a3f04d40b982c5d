// The editor bound to the live document: two Y.Docs linked by their updates stand in for two devices.
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createEmptyMap, LIMITS, type MapDocument } from '@cuemap/shared';
import { applyMapToDoc, readLiveMap } from '@cuemap/shared/live';
import { LOCAL_ORIGIN } from '../../../lib/live/types';
import { EDITOR_MESSAGES } from '../messages';
import { actionAddNode, actionMoveNodes, actionOpenEditor, actionRedo, actionSaveNodeEdit, actionUndo } from '../utils/actions';
import { createEditorStore, dispatchAction, type EditorStore } from './editor-store';

const REMOTE = Symbol('remote');
const stores: EditorStore[] = [];
afterEach(() => stores.splice(0).forEach((s) => s.getState().dispose()));

/** Two documents that hand each other every update at once, as the server does. */
function linkedDocs(map: MapDocument = createEmptyMap('Main Idea')) {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on('update', (u: Uint8Array, origin: unknown) => origin !== REMOTE && Y.applyUpdate(b, u, REMOTE));
  b.on('update', (u: Uint8Array, origin: unknown) => origin !== REMOTE && Y.applyUpdate(a, u, REMOTE));
  applyMapToDoc(a, map, 'seed');
  return { a, b };
}

function editorOn(doc: Y.Doc) {
  const store = createEditorStore();
  stores.push(store);
  store.setState({ load: { kind: 'ready' } });
  store.getState().attach(doc);
  return store;
}

const titles = (store: EditorStore) => store.getState().editor!.map.nodes.map((n) => n.title);
const root = (store: EditorStore) => store.getState().editor!.map.nodes.find((n) => n.isRoot)!;
/** 'Edit Node Content' on `id`, Save with `title`. */
function rename(store: EditorStore, id: string, title: string) {
  dispatchAction(store, actionOpenEditor, id);
  return dispatchAction(store, actionSaveNodeEdit, { title, text: store.getState().editor!.map.nodes.find((n) => n.id === id)!.text });
}

describe('the editor on the live document', () => {
  it('shows the document’s map and an edit from another device at once, keeping its own selection and open node editor', () => {
    const { a, b } = linkedDocs();
    const mine = editorOn(a);
    const theirs = editorOn(b);
    dispatchAction(mine, actionAddNode, undefined);
    const child = mine.getState().editor!.editingId!;
    expect(titles(theirs)).toEqual(['Main Idea', 'New Idea']);
    // They rename the root while this tab has the new child selected and its node editor open.
    rename(theirs, root(theirs).id, 'Renamed there');
    expect(mine.getState().editor).toMatchObject({ selectedId: child, editingId: child });
    expect(titles(mine)).toEqual(['Renamed there', 'New Idea']);
  });

  it('drops a selection whose node was deleted on another device', () => {
    const { a, b } = linkedDocs();
    const mine = editorOn(a);
    const theirs = editorOn(b);
    dispatchAction(mine, actionAddNode, undefined);
    const child = mine.getState().editor!.selectedId!;
    const map = theirs.getState().editor!.map;
    applyMapToDoc(b, { nodes: map.nodes.filter((n) => n.id !== child) }, LOCAL_ORIGIN);
    expect(mine.getState().editor).toMatchObject({ selectedId: null, editingId: null });
  });

  it('writes an edit as the minimal change: a one-word rename of a 200-node map is a few dozen bytes', () => {
    const base = createEmptyMap('Main Idea');
    const nodes = [
      ...base.nodes,
      ...Array.from({ length: 199 }, (_, i) => ({ ...base.nodes[0]!, id: `n${i}`, isRoot: undefined, title: `Node ${i}`, text: 'Some text '.repeat(10) })),
    ];
    const { a } = linkedDocs({ ...base, nodes, nodeOrder: nodes.map((n) => n.id) });
    const store = editorOn(a);
    const updates: Uint8Array[] = [];
    a.on('update', (u: Uint8Array) => updates.push(u));
    rename(store, 'n5', 'Node 5 renamed');
    expect(updates).toHaveLength(1);
    expect(updates[0]!.byteLength).toBeLessThan(100);
    expect(readLiveMap(a).nodes.find((n) => n.id === 'n5')!.title).toBe('Node 5 renamed');
  });

  it('undo takes back only this user’s own edit, and redo brings it back', () => {
    const { a, b } = linkedDocs();
    const mine = editorOn(a);
    const theirs = editorOn(b);
    dispatchAction(mine, actionAddNode, undefined);
    rename(theirs, root(theirs).id, 'Theirs');
    expect(theirs.getState().editor!.canUndo).toBe(true);
    dispatchAction(mine, actionUndo, undefined);
    expect(titles(mine)).toEqual(['Theirs']);
    expect(titles(theirs)).toEqual(['Theirs']);
    expect(mine.getState().editor!.canUndo).toBe(false);
    dispatchAction(mine, actionRedo, undefined);
    expect(titles(theirs)).toEqual(['Theirs', 'New Idea']);
  });

  it('a drag is one step, written when it ends; another device’s edit meanwhile leaves the dragged node where the pointer has it', () => {
    const { a, b } = linkedDocs();
    const mine = editorOn(a);
    const theirs = editorOn(b);
    const { id, x: startX, y: startY } = root(mine);
    const updates: Uint8Array[] = [];
    a.on('update', (u: Uint8Array, origin: unknown) => origin === LOCAL_ORIGIN && updates.push(u));
    for (let x = 10; x <= 50; x += 10) dispatchAction(mine, actionMoveNodes, { moves: [{ id, x, y: 0 }], inProgress: true });
    expect(updates).toHaveLength(0);
    rename(theirs, id, 'Renamed mid-drag');
    expect(root(mine)).toMatchObject({ x: 50, title: 'Renamed mid-drag' });
    dispatchAction(mine, actionMoveNodes, { moves: [{ id, x: 60, y: 0 }], inProgress: false });
    expect(updates).toHaveLength(1);
    expect(root(theirs)).toMatchObject({ x: 60, y: 0 });
    dispatchAction(mine, actionUndo, undefined);
    expect(root(theirs)).toMatchObject({ x: startX, y: startY, title: 'Renamed mid-drag' });
  });

  it('refuses an edit past the size limit: nothing is written, the same message as before', () => {
    const { a } = linkedDocs();
    const store = editorOn(a);
    dispatchAction(store, actionOpenEditor, root(store).id);
    const before = Y.encodeStateVector(a);
    expect(dispatchAction(store, actionSaveNodeEdit, { title: 'Main Idea', text: 'x'.repeat(LIMITS.mapBytesMax) })).toBeNull();
    expect(Y.encodeStateVector(a)).toEqual(before);
    expect(store.getState().status).toMatchObject({ text: EDITOR_MESSAGES.editTooLarge, tone: 'error' });
  });
});
