// The tab's live sessions (issue 26), one per open script, shared by every screen that shows it: the
// editor and the teleprompter in the same tab edit one Y.Doc. Reference-counted, and kept a few seconds
// after the last screen lets go, so going from the editor to the teleprompter does not reconnect. The
// signed-in user's token opens them; a stopped session (logout, here or in another tab, a 401) closes them
// (a logout then deletes the user's IndexedDB copies: live-copies.ts, called from lib/auth.ts).
import { ApiError } from '../api-client';
import { sessionStore } from '../session';
import { SESSION_EXPIRED_MESSAGE, reportUnauthorized } from '../session-expiry';
import { liveDbName } from './db-name';
import { liveCopyOwner, noteLiveCopy } from './live-copies';
import { createLiveSession, type LiveSessionOptions } from './session';
import type { LiveEnd, LiveSession } from './types';

/** How long a session nobody uses stays open (a navigation between two screens of the same script). */
export const LIVE_LINGER_MS = 5000;

interface Entry {
  session: LiveSession;
  refs: number;
  linger: ReturnType<typeof setTimeout> | null;
}

/** A hold on one script's session; `session()` may change (a 4413 starts it afresh): subscribe. */
export interface LiveSessionLease {
  readonly mindMapId: string;
  session(): LiveSession;
  release(): void;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let testOptions: Partial<LiveSessionOptions> = {};

const notify = () => {
  for (const l of [...listeners]) l();
};

/** The token while its session may still be used (not stopped by a logout or a 401). */
function usableToken(): string | null {
  const token = sessionStore.getToken();
  return token && !sessionStore.isStopped(token) ? token : null;
}

function open(mindMapId: string, refusal: string | null = null): LiveSession {
  const userId = liveCopyOwner(sessionStore.get()!.user.email);
  noteLiveCopy(liveDbName(userId, mindMapId));
  const session: LiveSession = createLiveSession({
    mindMapId,
    userId,
    getToken: usableToken,
    refusal,
    onEnded: (end) => ended(mindMapId, session, end),
    ...testOptions,
  });
  return session;
}

function ended(mindMapId: string, session: LiveSession, end: LiveEnd) {
  const entry = entries.get(mindMapId);
  if (entry?.session !== session) return;
  if (end.kind === 'unauthorized') {
    // The app's one session-expired path: its message, then the logout (lib/session-expiry.ts).
    if (usableToken()) reportUnauthorized(new ApiError(401, SESSION_EXPIRED_MESSAGE, {}, true), undefined);
  } else if (end.kind === 'tooLarge') {
    // The refused edit is gone with the old document and its IndexedDB copy: start afresh from the server.
    session.release();
    entry.session = open(mindMapId, end.message);
  }
  notify();
}

function drop(mindMapId: string, entry: Entry) {
  if (entry.linger !== null) clearTimeout(entry.linger);
  entries.delete(mindMapId);
  entry.session.release();
}

/** Holds the script's session (opening it if needed); null while no one is signed in. */
export function acquireLiveSession(mindMapId: string): LiveSessionLease | null {
  if (!usableToken() || !sessionStore.get()) return null;
  let entry = entries.get(mindMapId);
  if (!entry) {
    entry = { session: open(mindMapId), refs: 0, linger: null };
    entries.set(mindMapId, entry);
    notify();
  }
  const held = entry;
  held.refs += 1;
  if (held.linger !== null) clearTimeout(held.linger);
  held.linger = null;
  let released = false;
  return {
    mindMapId,
    session: () => held.session,
    release() {
      if (released) return;
      released = true;
      held.refs -= 1;
      if (held.refs > 0 || entries.get(mindMapId) !== held) return;
      held.linger = setTimeout(() => {
        drop(mindMapId, held);
        notify();
      }, LIVE_LINGER_MS);
    },
  };
}

/** The script's open session, if any (without holding it). */
export function peekLiveSession(mindMapId: string): LiveSession | null {
  return entries.get(mindMapId)?.session ?? null;
}

/** Called when a session opens, closes or is replaced. */
export function subscribeLiveSessions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Local changes of this tab's sessions not yet stored on the server. */
export function livePendingCount(): number {
  let n = 0;
  for (const { session } of entries.values()) n += session.pending();
  return n;
}

/** How many of this tab's scripts have local changes not yet stored on the server (the logout asks first). */
export function liveScriptsPending(): number {
  let n = 0;
  for (const { session } of entries.values()) if (session.pending() > 0) n += 1;
  return n;
}

/** Closes every session of this tab (the session stopped: logout here or elsewhere, a 401, another user). */
export function closeLiveSessions(): void {
  if (entries.size === 0) return;
  for (const [id, entry] of [...entries]) drop(id, entry);
  notify();
}

/** Tests: options every new session gets (a WebSocket implementation, a server URL). */
export function setLiveSessionTestOptions(options: Partial<LiveSessionOptions>): void {
  testOptions = options;
}

sessionStore.onStop(closeLiveSessions);
