import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyMap } from '@cuemap/shared';
import { actionAddNode, actionUndo } from './actions';
import { clearDraft, draftKey, draftOnOpen, draftToKeep, nodeEditToRestore, readDraft, restoreDraftState, writeDraft, type Draft } from './draft';
import { initialEditorState } from './editor-state';

const ctx = { saving: false, factory: { now: () => 1000, random: () => 0.5 } };
afterEach(() => localStorage.clear());

describe('readDraft', () => {
  it('offers back a draft written before the text rule, cleaned, instead of dropping it', () => {
    const key = draftKey('ada@example.com', 'm1');
    const nodes = [{ id: '1', x: 0, y: 0, title: 'Ro\u0000ot\n', text: 'Pasted\u0000 text\nline two', color: '#dc2626', isRoot: true }];
    localStorage.setItem(key, JSON.stringify({ title: 'Talk\u0000', nodes, connections: [], nodeOrder: ['1'], baseVersion: 2, savedAt: 1 }));
    expect(readDraft(key)).toMatchObject({ title: 'Talk', nodes: [{ title: 'Root ', text: 'Pasted text\nline two' }], baseVersion: 2 });
  });

  it('keys drafts by user (any case) and script; a new script has its own', () => {
    // The owner is a digest of the address (the same for any case), never the address itself.
    expect(draftKey('Ada@Example.com', 'm1')).toBe(draftKey('ada@example.com', 'm1'));
    expect(draftKey('ada@example.com', 'm1')).toMatch(/^cuemap:draft:u[0-9a-z]+:m1$/);
    expect(draftKey('ada@example.com', null)).toMatch(/^cuemap:draft:u[0-9a-z]+:new$/);
    expect(draftKey('bob@example.com', 'm1')).not.toBe(draftKey('ada@example.com', 'm1'));
  });

  it('round-trips a draft and forgets it on clear; anything unreadable is no draft', () => {
    const key = draftKey('ada@example.com', 'm1');
    writeDraft(key, createEmptyMap(), 4);
    expect(readDraft(key)).toMatchObject({ title: 'Untitled Script', baseVersion: 4 });
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
    localStorage.setItem(key, '{not json');
    expect(readDraft(key)).toBeNull();
  });
});

describe('drafts when a script opens', () => {
  const map = createEmptyMap();
  const edited = actionAddNode.perform(initialEditorState(map), ctx).state!.map;
  const draftOf = (m: typeof map): Draft => ({ ...m, baseVersion: 3, savedAt: 1 });

  it('a draft with other content is offered back', () => {
    expect(draftOnOpen(draftOf(edited), map, false)).toBe('offer');
    expect(draftOnOpen(draftOf(edited), map, true)).toBe('offer');
  });

  it('a loaded script’s draft equal to the server copy is stale and cleared; a new script’s is left alone', () => {
    expect(draftOnOpen(draftOf(map), map, false)).toBe('clear');
    expect(draftOnOpen(draftOf(map), map, true)).toBe('none');
  });

  it('no draft, nothing to do', () => {
    expect(draftOnOpen(null, map, false)).toBe('none');
  });
});

describe('what goes into a draft, and what comes back', () => {
  it('only unsaved edits are written', () => {
    const clean = initialEditorState(createEmptyMap());
    expect(draftToKeep(null)).toBeNull();
    expect(draftToKeep(clean)).toBeNull();
    const dirty = actionAddNode.perform(clean, ctx).state!;
    expect(draftToKeep(dirty)).toBe(dirty.map);
  });

  it('a restored draft is unsaved, keeps the selection and starts a fresh undo history', () => {
    const start = actionAddNode.perform(initialEditorState(createEmptyMap()), ctx).state!;
    const draft: Draft = { ...createEmptyMap(), title: 'From the draft', baseVersion: 2, savedAt: 1 };
    const restored = restoreDraftState({ ...start, dirty: false }, draft);
    expect(restored.map.title).toBe('From the draft');
    expect(restored.dirty).toBe(true);
    expect(restored.selectedId).toBe(start.selectedId);
    expect(actionUndo.predicate(restored, ctx)).toBe(false);
  });
});

describe('the open node editor in the draft', () => {
  const map = createEmptyMap();
  const nodeEdit = { nodeId: '1', title: 'Main Idea', text: 'Typed, not saved', context: 'Investors' };

  it('is written with the map (even when the map itself is unchanged) and read back', () => {
    const clean = initialEditorState(map);
    expect(draftToKeep(clean, nodeEdit)).toBe(clean.map);
    const key = draftKey('ada@example.com', 'm1');
    writeDraft(key, map, 3, nodeEdit);
    expect(readDraft(key)).toMatchObject({ baseVersion: 3, nodeEdit });
    // Older drafts have none.
    writeDraft(key, map, 3);
    expect(readDraft(key)?.nodeEdit).toBeUndefined();
  });

  it('a draft holding only node-editor changes is offered back, not cleared as stale', () => {
    const draft: Draft = { ...map, baseVersion: 3, savedAt: 1, nodeEdit };
    expect(draftOnOpen(draft, map, false)).toBe('offer');
  });

  it('restored, the node editor reopens on its node with its fields; a node that is gone reopens nothing', () => {
    const draft: Draft = { ...map, baseVersion: 3, savedAt: 1, nodeEdit };
    const restored = restoreDraftState({ ...initialEditorState(map), selectedId: null }, draft);
    expect(restored).toMatchObject({ editingId: '1', selectedId: '1' });
    expect(nodeEditToRestore(draft)).toEqual(nodeEdit);
    const gone: Draft = { ...draft, nodeEdit: { ...nodeEdit, nodeId: 'missing' } };
    expect(restoreDraftState(initialEditorState(map), gone).editingId).toBeNull();
    expect(nodeEditToRestore(gone)).toBeNull();
  });
});
