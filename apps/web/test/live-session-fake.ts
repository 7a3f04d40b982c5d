// Tests only: a stand-in for lib/live/use-live-session.ts in the editor's jsdom tests, so they need no
// socket. Its document is loaded from GET /api/mindmaps/:id (the test's stubFetch answers it), as the
// server would sync it; a 404 ends it as not found, a 401 takes the one 401 path as the registry does.
// Every local change is "stored" at once (status Saved); `fakeLiveSession(id)` lets a test read the
// document the editor wrote to, or play another device's edit into it.
import { useEffect, useState } from 'react';
import * as Y from 'yjs';
import { applyMapToDoc, type LiveMap } from '@cuemap/shared/live';
import { ApiError, apiRequest } from '../src/lib/api-client';
import { useSession } from '../src/lib/session';
import { reportUnauthorized, SESSION_EXPIRED_MESSAGE } from '../src/lib/session-expiry';
import type { LiveEnd, LiveSession, LiveStatus } from '../src/lib/live/types';

export const FAKE_REMOTE = Symbol('fake-remote');

export interface FakeLiveSession extends LiveSession {
  /** Updates this tab sent (every local transaction). */
  readonly sent: Uint8Array[];
  /** Another device's edit, arriving. */
  remote: (map: Partial<LiveMap>) => void;
  /** The server reached at last (after a failed first load): the document syncs to `map`. */
  connect: (map: LiveMap) => void;
  setStatus: (status: LiveStatus) => void;
  flushes: number;
}

const latest = new Map<string, FakeLiveSession>();

/** The session the editor holds for `mindMapId` (the latest one made). */
export function fakeLiveSession(mindMapId: string): FakeLiveSession {
  const session = latest.get(mindMapId);
  if (!session) throw new Error(`no live session for ${mindMapId}`);
  return session;
}

export function createFakeLiveSession(mindMapId: string): FakeLiveSession {
  const doc = new Y.Doc();
  const listeners = new Set<() => void>();
  let status: LiveStatus = 'loading';
  let ready = false;
  let end: LiveEnd | null = null;
  const notify = () => [...listeners].forEach((l) => l());
  const sent: Uint8Array[] = [];
  /** Local changes made while offline: they wait (pending) until the status is set back. */
  let waiting = 0;
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin === FAKE_REMOTE) return;
    sent.push(update);
    if (status === 'offline') {
      waiting += 1;
      notify();
    }
  });
  const loaded = apiRequest<LiveMap>(`/api/mindmaps/${encodeURIComponent(mindMapId)}`).then(
    (map) => {
      applyMapToDoc(doc, map, FAKE_REMOTE);
      ready = true;
      status = 'saved';
      notify();
    },
    (err: unknown) => {
      if (err instanceof ApiError && err.status === 404) end = { kind: 'notFound' };
      else if (err instanceof ApiError && err.isUnauthorized) {
        end = { kind: 'unauthorized' };
        reportUnauthorized(new ApiError(401, SESSION_EXPIRED_MESSAGE, {}, true), undefined);
      } else status = 'offline';
      notify();
      throw err;
    },
  );
  loaded.catch(() => undefined);
  const session: FakeLiveSession = {
    mindMapId,
    doc,
    sent,
    flushes: 0,
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pending: () => waiting,
    ready: () => ready,
    whenReady: () => loaded,
    async flush() {
      session.flushes += 1;
    },
    ended: () => end,
    refusal: () => null,
    release: () => undefined,
    remote: (map) => applyMapToDoc(doc, map, FAKE_REMOTE),
    connect(map) {
      applyMapToDoc(doc, map, FAKE_REMOTE);
      ready = true;
      status = 'saved';
      notify();
    },
    setStatus(next) {
      status = next;
      if (next !== 'offline') waiting = 0;
      notify();
    },
  };
  latest.set(mindMapId, session);
  return session;
}

export function useLiveSession(mindMapId: string | null): LiveSession | null {
  const token = useSession()?.token ?? null;
  const [session, setSession] = useState<LiveSession | null>(null);
  useEffect(() => {
    setSession(mindMapId && token ? createFakeLiveSession(mindMapId) : null);
  }, [mindMapId, token]);
  return session && session.mindMapId === mindMapId ? session : null;
}

export function useLiveStatus(session: LiveSession | null): LiveStatus {
  const [, rerender] = useState(0);
  useEffect(() => session?.subscribe(() => rerender((n) => n + 1)), [session]);
  return session?.getStatus() ?? 'loading';
}

export function useLivePending(session: LiveSession | null): number {
  useLiveStatus(session);
  return session?.pending() ?? 0;
}
