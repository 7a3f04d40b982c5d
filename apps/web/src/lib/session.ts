// The stored session (spec §3: local storage under the mind-map session key) as a tiny external store.
import { useSyncExternalStore } from 'react';
import type { User } from '@cuemap/shared';

export const SESSION_STORAGE_KEY = 'mindMapSession';

export interface Session {
  token: string;
  user: User;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = readStored();

type StopListener = (token: string) => void;
const stopListeners = new Set<StopListener>();
/** The stopped session's token; null while no session was stopped since the last one began. */
let stopped: string | null = null;

/**
 * A light structural check of a stored or fetched user. Hand-written rather than zod so the schema
 * library stays out of the entry chunk (the landing page's first load).
 */
export function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const u = value as Record<string, unknown>;
  const sub = u.subscription as Record<string, unknown> | null | undefined;
  return (
    typeof u.email === 'string' &&
    typeof u.createdAt === 'string' &&
    !!sub &&
    typeof sub === 'object' &&
    (sub.plan === 'free' || sub.plan === 'pro' || sub.plan === 'elite') &&
    typeof sub.status === 'string' &&
    typeof u.mindMapCount === 'number' &&
    typeof u.freeTrialClaimed === 'boolean'
  );
}

function readStored(): Session | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') throw new Error('not an object');
    const { token, user } = parsed as { token?: unknown; user?: unknown };
    if (typeof token !== 'string' || !token || !isUser(user)) throw new Error('invalid session');
    return { token, user };
  } catch {
    // An invalid stored session is cleared (spec §4).
    globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
    return null;
  }
}

function stop(token: string | null): void {
  if (token === null || token === stopped) return;
  stopped = token;
  for (const listener of [...stopListeners]) listener(token);
}

/** Tells the listeners when the session changed; a session that ended without a stop is stopped now. */
function change(next: Session | null) {
  const token = current?.token ?? null;
  current = next;
  const nextToken = next?.token ?? null;
  if (nextToken !== token) {
    // Ended without a stop here (another tab logged out or in): stop it now.
    stop(token);
    // A new session begins (a login, here or in another tab): its requests go.
    if (nextToken !== null) stopped = null;
  }
  for (const l of listeners) l();
}

export const sessionStore = {
  get: (): Session | null => current,
  getToken: (): string | null => current?.token ?? null,
  set(session: Session) {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    change(session);
  },
  /** Replaces the stored user (after /api/auth/me or a profile change), keeping the token. */
  setUser(user: User) {
    if (!current) return;
    sessionStore.set({ token: current.token, user });
  },
  clear() {
    if (current === null && !localStorage.getItem(SESSION_STORAGE_KEY)) return;
    localStorage.removeItem(SESSION_STORAGE_KEY);
    change(null);
  },
  /** Re-reads local storage (another tab logged in or out). */
  reload() {
    change(readStored());
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Stops the current session before it ends (issue 30): whatever could still use its token stops —
   * requests in flight are aborted and new ones are not sent (lib/api-client.ts), the queries are
   * cancelled (lib/query-client.ts), the prompter's stage socket closes. A logout stops it before its
   * logout request is sent, a 401 on a request that carried it stops it at once (lib/session-expiry.ts),
   * and another tab's logout or login stops it as it is noticed. The stop holds until another session
   * begins: a screen still mounted for a moment sends nothing, with or without the token.
   */
  stop() {
    stop(current?.token ?? null);
  },
  /**
   * Whether a request with `token` (null: one that needs the session but has none) must not be sent: its
   * session was stopped, or one was stopped and none has begun since.
   */
  isStopped(token: string | null): boolean {
    return stopped !== null && (token === null || token === stopped);
  },
  /** Runs `listener` with the token as a session stops. Returns the unsubscribe function. */
  onStop(listener: StopListener) {
    stopListeners.add(listener);
    return () => stopListeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === SESSION_STORAGE_KEY) sessionStore.reload();
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
