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

function emit() {
  for (const l of listeners) l();
}

export const sessionStore = {
  get: (): Session | null => current,
  getToken: (): string | null => current?.token ?? null,
  set(session: Session) {
    current = session;
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    emit();
  },
  /** Replaces the stored user (after /api/auth/me or a profile change), keeping the token. */
  setUser(user: User) {
    if (!current) return;
    sessionStore.set({ token: current.token, user });
  },
  clear() {
    if (current === null && !localStorage.getItem(SESSION_STORAGE_KEY)) return;
    current = null;
    localStorage.removeItem(SESSION_STORAGE_KEY);
    emit();
  },
  /** Re-reads local storage (another tab logged in or out). */
  reload() {
    current = readStored();
    emit();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
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
