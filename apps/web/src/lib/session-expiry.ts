// The one 401 path (spec §8): a request that carried the session and was answered 401 ends the
// session, with the spec's message shown once. The QueryClient's QueryCache and MutationCache report
// every failure here (app/provider.tsx); the responder mounted inside the router shows the message
// and logs out (useSessionExpiryResponder, app/routes/root-layout.tsx). Screens only stay quiet.
import { useEffect, useRef } from 'react';
import { normalizePath, paths } from '../config/paths';
import { ApiError } from './api-client';
import { sessionStore } from './session';

export const SESSION_EXPIRED_MESSAGE = 'Session expired or unauthorized. Please log in again.';

/** How a 401 ends the session for one query or mutation (its `meta.sessionExpiry`). */
export interface SessionExpiryOptions {
  /** The §8 text; default SESSION_EXPIRED_MESSAGE (the dashboard's edits say a shorter one). */
  message?: string;
  /** Where the logout lands, when not where the screen's rule sends it (sessionExpiredDestination). */
  redirectTo?: string;
  /** Time to read a message the screen shows itself before leaving (the editor's status bar). */
  delayMs?: number;
  /** The screen shows the message itself (from useSessionExpiredListener) instead of an alert. */
  shownByScreen?: boolean;
  /**
   * Only the 401s this accepts end the session; the others are the request's own answer, which the
   * screen reports (change-password: a 401 carrying the server's message).
   */
  when?: (error: ApiError) => boolean;
}

/** `meta` of every query and mutation (typed through TanStack Query's Register below). */
export interface RequestMeta extends Record<string, unknown> {
  /** `false` opts out: here a 401 means something else and the screen says what; the session stays. */
  sessionExpiry?: SessionExpiryOptions | false;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

/** What the responder (and any screen listening) acts on. */
export interface SessionExpiry {
  message: string;
  redirectTo: string;
  delayMs: number;
  shownByScreen: boolean;
}

/**
 * Where a 401 logs out to from the screen at `pathname` (§4, §8): the dashboard and settings go to /,
 * every other screen to /auth. Decided by the screen, not by the request, so that every request a
 * screen makes (its own, a feature's section passed in, the session refresh on load) lands the same.
 */
export function sessionExpiredDestination(pathname: string): string {
  const p = normalizePath(pathname);
  return p === paths.dashboard || p === paths.settings || p.startsWith(`${paths.settings}/`) ? paths.home : paths.auth;
}

type Listener = (expiry: SessionExpiry) => void;
const listeners = new Set<Listener>();
/**
 * Shows the message and logs out; runs after the screens' listeners (they may need to let it leave).
 * `pathname` reads the screen on show (the router's location), which decides where the logout lands.
 */
let responder: { respond: Listener; pathname: () => string } | null = null;
/** Errors this path has taken: the screen that made the request shows nothing more for them. */
const taken = new WeakSet<object>();
/** The session being ended: a second 401 for it (requests in flight together) says nothing. */
let endingToken: string | null = null;
sessionStore.subscribe(() => {
  // Logged out, or another session: the next 401 is news. (A refreshed user keeps the token.)
  if (sessionStore.getToken() !== endingToken) endingToken = null;
});

/** Called by the QueryCache and MutationCache `onError` for every failed query and mutation. */
export function reportUnauthorized(error: unknown, meta: RequestMeta | undefined): void {
  if (!(error instanceof ApiError) || !error.isUnauthorized || !error.withSession) return;
  const options = meta?.sessionExpiry;
  if (options === false || (options?.when && !options.when(error))) return;
  taken.add(error);
  // Nothing to end (already logged out, here or in another tab) or already ending: one message.
  const token = sessionStore.getToken();
  if (!token || token === endingToken) return;
  endingToken = token;
  // The server ended it: the other requests in flight are aborted and nothing more is sent with it, so
  // this 401 is the only one (issue 30).
  sessionStore.stop();
  const expiry: SessionExpiry = {
    message: options?.message ?? SESSION_EXPIRED_MESSAGE,
    redirectTo: options?.redirectTo ?? sessionExpiredDestination(responder?.pathname() ?? window.location.pathname),
    delayMs: options?.delayMs ?? 0,
    shownByScreen: options?.shownByScreen ?? false,
  };
  for (const listener of [...listeners]) listener(expiry);
  responder?.respond(expiry);
}

/** True when the one 401 path has taken this error (message shown, logout under way). */
export function isSessionExpiry(error: unknown): boolean {
  return typeof error === 'object' && error !== null && taken.has(error);
}

/** The app's one responder (useSessionExpiryResponder) and its screen's path; the latest registration wins. */
export function setSessionExpiryResponder(respond: Listener, pathname: () => string = () => window.location.pathname): () => void {
  const next = { respond, pathname };
  responder = next;
  return () => {
    if (responder === next) responder = null;
  };
}

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Lets a screen act as the session ends, before the logout leaves it: keep unsaved work, let its
 * leave guard pass, show the message in place (with `shownByScreen`). Called synchronously.
 */
export function useSessionExpiredListener(listener: Listener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => onSessionExpired((expiry) => latest.current(expiry)), []);
}
