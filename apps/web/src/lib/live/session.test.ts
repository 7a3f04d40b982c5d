// Issue 26: how a live session in the browser notices a lost connection — the browser's offline event
// (Offline at once, and back at once on online) and a connection that stays silent while the session
// waits for the server (taken as lost and retried) — played with a fake socket and fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import {
  LIVE_CLOSE,
  SHARING_MESSAGES,
  ackMessage,
  applyMapToDoc,
  errorMessage,
  permissionDeniedMessage,
  syncStep1Message,
  syncStep2Message,
} from '@cuemap/shared';
import { FakeLiveSocket } from '../../../test/live-fake-socket';
import { LIVE_RETRY_MS, LIVE_STALL_MS, createLiveSession } from './session';
import { LOCAL_ORIGIN, type LiveSession } from './types';

const sockets = FakeLiveSocket.made;
let session: LiveSession;

beforeEach(() => {
  sockets.length = 0;
  vi.useFakeTimers();
  session = createLiveSession({ mindMapId: 'm1', userId: 'u1', getToken: () => 'tok', WebSocketImpl: FakeLiveSocket, persistence: null });
});
afterEach(() => {
  session.release();
  vi.useRealTimers();
});

/** The server's side of the sync exchange on `socket`: its step 1 and the step 2 answering ours. */
function syncWithServer(socket: FakeLiveSocket) {
  const server = new Y.Doc();
  applyMapToDoc(server, { title: 'Keynote' });
  socket.open();
  socket.receive(syncStep1Message(server));
  socket.receive(syncStep2Message(server, Y.encodeStateVector(new Y.Doc())));
}

describe('a live session notices a lost connection', () => {
  it('says Offline as soon as the browser goes offline, and reconnects as soon as it is back', () => {
    syncWithServer(sockets[0]!);
    expect(session.getStatus()).toBe('saved');

    window.dispatchEvent(new Event('offline'));
    expect(session.getStatus()).toBe('offline');
    expect(sockets[0]!.readyState).toBe(3);
    applyMapToDoc(session.doc, { title: 'Written offline' }, LOCAL_ORIGIN);
    expect(session.pending()).toBe(1);

    window.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(2);
    syncWithServer(sockets[1]!);
    expect(session.getStatus()).toBe('saving'); // the step 2 carrying the edit waits for its ack
  });

  it('takes a connection that stays silent while an edit waits for its ack as lost, and retries', () => {
    syncWithServer(sockets[0]!);
    applyMapToDoc(session.doc, { title: 'Sent into the void' }, LOCAL_ORIGIN);
    vi.advanceTimersByTime(LIVE_STALL_MS / 2);
    // More typing does not postpone the verdict.
    applyMapToDoc(session.doc, { title: 'Still typing' }, LOCAL_ORIGIN);
    vi.advanceTimersByTime(LIVE_STALL_MS / 2);
    expect(sockets[0]!.readyState).toBe(3);
    expect(session.getStatus()).toBe('offline');
    expect(session.pending()).toBe(2);
    vi.advanceTimersByTime(LIVE_RETRY_MS[0]!);
    expect(sockets).toHaveLength(2);
  });

  it('keeps a quiet connection with nothing waiting', () => {
    syncWithServer(sockets[0]!);
    sockets[0]!.receive(ackMessage(1)); // our step 2 is stored
    vi.advanceTimersByTime(LIVE_STALL_MS * 3);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.readyState).toBe(1);
  });
});

describe('a viewer’s live session (issue 27)', () => {
  it('drops a change the server refuses as a viewer’s: nothing waits, nothing more is sent', () => {
    syncWithServer(sockets[0]!);
    const sent = sockets[0]!.sent.length;
    applyMapToDoc(session.doc, { title: 'Not mine to change' }, LOCAL_ORIGIN);
    expect(session.getStatus()).toBe('saving');
    sockets[0]!.receive(errorMessage(SHARING_MESSAGES.viewerReadOnly));
    expect(session.pending()).toBe(0);
    expect(session.getStatus()).toBe('saved');
    applyMapToDoc(session.doc, { title: 'Still not mine' }, LOCAL_ORIGIN);
    expect(sockets[0]!.sent.length).toBe(sent + 1);
    expect(session.pending()).toBe(0);
    vi.advanceTimersByTime(LIVE_STALL_MS);
    expect(sockets[0]!.readyState).not.toBe(3);
  });
});

describe('a session the server ends for good (issue 27: access removed)', () => {
  it('keeps the server’s words: a removed editor is told they no longer have access, not that the script is gone', () => {
    syncWithServer(sockets[0]!);
    sockets[0]!.end(LIVE_CLOSE.notFound, permissionDeniedMessage('You no longer have access to this script.'));
    expect(session.ended()).toEqual({ kind: 'notFound', message: 'You no longer have access to this script.' });
    vi.advanceTimersByTime(LIVE_RETRY_MS[0]! * 2);
    expect(sockets).toHaveLength(1); // it does not come back
  });

  it('says only “not found” when the server gives no reason', () => {
    syncWithServer(sockets[0]!);
    sockets[0]!.end(LIVE_CLOSE.notFound);
    expect(session.ended()).toEqual({ kind: 'notFound' });
  });
});
