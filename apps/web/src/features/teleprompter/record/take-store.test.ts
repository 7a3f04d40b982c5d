// @vitest-environment node
// (Node's, not jsdom's: the recordings are Node Blobs with text(); this one file starts a worker of its own.)
// The take store on an in-memory IndexedDB (fake-indexeddb): takes kept per script with their figures,
// their recording read back, attached to a rehearsal, deleted, and still there through a new store
// (a reload opens the database again).
import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createTakeStore, storageLeft, type TakeMeta } from './take-store';

const take = (id: string, scriptId: string, createdAt: number, extra: Partial<TakeMeta> = {}): TakeMeta => ({
  id,
  scriptId,
  title: 'Remote Teams',
  createdAt,
  durationMs: 4200,
  size: 3,
  mimeType: 'video/mp4',
  audioOnly: false,
  rehearsalId: null,
  ...extra,
});

describe('take store', () => {
  it('keeps takes per script, newest first, with their recording, across a reopened database', async () => {
    const factory = new IDBFactory();
    const store = createTakeStore(factory);
    await store.put(take('a', 's1', 1000), new Blob(['one'], { type: 'video/mp4' }));
    await store.put(take('b', 's1', 3000), new Blob(['two'], { type: 'video/mp4' }));
    await store.put(take('c', 's2', 2000), new Blob(['three'], { type: 'audio/webm' }));

    const reopened = createTakeStore(factory);
    expect((await reopened.list('s1')).map((t) => t.id)).toEqual(['b', 'a']);
    expect((await reopened.list('s2')).map((t) => [t.id, t.durationMs, t.size])).toEqual([['c', 4200, 3]]);
    expect(await reopened.list('nobody')).toEqual([]);
    const media = await reopened.media('b');
    expect(await media?.text()).toBe('two');
    expect(media?.type).toBe('video/mp4');
  });

  it('attaches a take to a rehearsal and finds it by the rehearsal', async () => {
    const store = createTakeStore(new IDBFactory());
    await store.put(take('a', 's1', 1000), new Blob(['x']));
    expect(await store.forRehearsal('s1', 'run-1')).toBeNull();
    expect((await store.attach('a', 'run-1'))?.rehearsalId).toBe('run-1');
    expect((await store.forRehearsal('s1', 'run-1'))?.id).toBe('a');
    await store.attach('a', null);
    expect(await store.forRehearsal('s1', 'run-1')).toBeNull();
    expect(await store.attach('missing', 'run-1')).toBeNull();
  });

  it('deletes a take and its recording', async () => {
    const store = createTakeStore(new IDBFactory());
    await store.put(take('a', 's1', 1000), new Blob(['x']));
    await store.remove('a');
    expect(await store.list('s1')).toEqual([]);
    expect(await store.media('a')).toBeNull();
  });

  it('tells the storage left from the browser’s estimate, or null when it has none', async () => {
    expect(await storageLeft({ estimate: async () => ({ quota: 1000, usage: 250 }) })).toBe(750);
    expect(await storageLeft({ estimate: async () => ({}) })).toBeNull();
    expect(await storageLeft({ estimate: () => Promise.reject(new Error('blocked')) })).toBeNull();
    expect(await storageLeft(undefined)).toBeNull();
  });
});

describe('take store without IndexedDB', () => {
  it('fails every call with NotSupportedError instead of throwing at once', async () => {
    const store = createTakeStore(null);
    await expect(store.list('s1')).rejects.toMatchObject({ name: 'NotSupportedError' });
  });
});
