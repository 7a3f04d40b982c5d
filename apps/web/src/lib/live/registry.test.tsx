// Issue 26: the tab's live sessions. Screens of one script share one session (kept a few seconds after the
// last lets go), a stopped session closes them, a 4401 takes the app's one session-expired path, a 4413
// replaces the session with a fresh one that says why, and a logout deletes the user's IndexedDB copies.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { MAP_SIZE_MESSAGES, LIVE_CLOSE, errorMessage } from '@cuemap/shared';
import { endSession } from '../auth';
import { sessionStore } from '../session';
import { onSessionExpired } from '../session-expiry';
import { sampleUser } from '../../../test/render';
import { LIVE_LINGER_MS, acquireLiveSession, peekLiveSession, setLiveSessionTestOptions } from './registry';
import { deleteLiveCopies, liveCopyOwner } from './live-copies';
import { liveDbName } from './db-name';
import { useLiveSession } from './use-live-session';
import { FakeLiveSocket } from '../../../test/live-fake-socket';

const sockets = FakeLiveSocket.made;

beforeEach(() => {
  sockets.length = 0;
  setLiveSessionTestOptions({ WebSocketImpl: FakeLiveSocket, persistence: null });
  sessionStore.set({ token: 'tok-1', user: sampleUser });
});
afterEach(() => {
  sessionStore.stop();
  sessionStore.clear();
  setLiveSessionTestOptions({});
  vi.useRealTimers();
});

describe('live sessions of a tab', () => {
  it('screens of one script share a session, kept a few seconds after the last lets go', () => {
    vi.useFakeTimers();
    const editor = renderHook(() => useLiveSession('m1'));
    const prompter = renderHook(() => useLiveSession('m1'));
    const session = editor.result.current;
    expect(session).not.toBeNull();
    expect(prompter.result.current).toBe(session);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toMatch(/^ws:\/\/[^/]+\/api\/live\/m1$/);

    editor.unmount();
    prompter.unmount();
    // Editor → teleprompter: the next screen gets the same session, no new connection.
    act(() => vi.advanceTimersByTime(LIVE_LINGER_MS - 1));
    const next = renderHook(() => useLiveSession('m1'));
    expect(next.result.current).toBe(session);
    expect(sockets).toHaveLength(1);
    next.unmount();
    act(() => vi.advanceTimersByTime(LIVE_LINGER_MS));
    expect(peekLiveSession('m1')).toBeNull();
    expect(renderHook(() => useLiveSession(null)).result.current).toBeNull();
  });

  it('closes every session as the session stops (logout here or in another tab)', () => {
    const { result } = renderHook(() => useLiveSession('m1'));
    expect(result.current).not.toBeNull();
    act(() => sessionStore.stop());
    expect(result.current).toBeNull();
    expect(sockets[0]!.readyState).toBe(3);
    expect(acquireLiveSession('m1')).toBeNull();
  });

  it('a 4401 takes the one session-expired path, once', () => {
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    const { result } = renderHook(() => useLiveSession('m1'));
    const session = result.current!;
    act(() => sockets[0]!.end(LIVE_CLOSE.unauthorized));
    expect(session.ended()).toEqual({ kind: 'unauthorized' });
    expect(expired).toHaveBeenCalledTimes(1);
    // The path stops the session, which closes the tab's live sessions; nothing reconnects.
    expect(result.current).toBeNull();
    expect(sockets).toHaveLength(1);
    off();
  });

  it('a 4413 replaces the session with a fresh one from the server that says why', () => {
    const { result } = renderHook(() => useLiveSession('m1'));
    const first = result.current!;
    act(() => sockets[0]!.end(LIVE_CLOSE.tooLarge, errorMessage(MAP_SIZE_MESSAGES.tooLarge)));
    expect(first.ended()).toEqual({ kind: 'tooLarge', message: MAP_SIZE_MESSAGES.tooLarge });
    const fresh = result.current!;
    expect(fresh).not.toBe(first);
    expect(fresh.ended()).toBeNull();
    expect(fresh.refusal?.()).toBe(MAP_SIZE_MESSAGES.tooLarge);
    expect(sockets).toHaveLength(2);
  });
});

describe('logout', () => {
  const own = (id: string) => liveDbName(liveCopyOwner(sampleUser.email), id);
  const other = liveDbName(liveCopyOwner('other@example.com'), 'm1');
  const stored = async () => (await indexedDB.databases()).map((d) => d.name).sort();
  let saved: IDBFactory;

  beforeEach(async () => {
    saved = globalThis.indexedDB;
    globalThis.indexedDB = new IDBFactory();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    for (const name of [own('m1'), own('m2'), other]) {
      await new Promise((resolve) => {
        indexedDB.open(name).onsuccess = (e) => {
          (e.target as IDBOpenDBRequest).result.close();
          resolve(null);
        };
      });
    }
  });
  afterEach(() => {
    globalThis.indexedDB = saved;
    vi.unstubAllGlobals();
  });

  it("a logout deletes the user's live copies on this device and no one else's", async () => {
    await endSession({ revoke: true });
    expect(await stored()).toEqual([other]);
  });

  it('a session the server ended (401) keeps them: offline edits go once the person signs in again', async () => {
    await endSession({ revoke: false });
    expect(await stored()).toEqual([own('m1'), own('m2'), other].sort());
  });

  it("deleteLiveCopies deletes only the given user's copies", async () => {
    await deleteLiveCopies(sampleUser.email);
    expect(await stored()).toEqual([other]);
  });
});
