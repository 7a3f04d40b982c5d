// Session lifecycle helpers (spec §4): refresh the stored user from /api/auth/me and log out.
import { ApiError, apiRequest } from './api-client';
import { deleteLiveCopies } from './live/live-copies';
import { endOfflineSession } from './offline-cache';
import { isUser, sessionStore } from './session';
import type { User } from '@cuemap/shared';

/** §8, dashboard: shown when the dashboard would load without a session (also on /auth after that redirect). */
export const NOT_AUTHENTICATED_MESSAGE = 'You are not authenticated. Please log in.';

/** GET /api/auth/me and replace the stored user. Throws ApiError on failure (callers decide to log out). */
export async function fetchCurrentUser(): Promise<User> {
  const data = await apiRequest<{ user?: unknown }>('/api/auth/me');
  if (!isUser(data?.user)) throw new ApiError(200, 'Unexpected response from the server.');
  return data.user;
}

export async function refreshSession(): Promise<User> {
  const user = await fetchCurrentUser();
  sessionStore.setUser(user);
  return user;
}

/**
 * Ends the session in this order (issue 30): everything that could still use it stops (requests in flight
 * aborted, none sent any more, queries cancelled, the prompter's stage socket closed — lib/session.ts, sessionStore.stop) and the service worker is told to stop its caching (lib/offline-cache.ts), then the
 * token is revoked on the server (`revoke`: not for a session the server already ended, whose logout
 * would only be answered 401), then the stored session is cleared; it resolves once the worker has
 * stopped and the offline copies (API answers, live documents) are deleted. A shared machine keeps nothing of the session, and nothing
 * more is sent with its token.
 */
export async function endSession({ revoke }: { revoke: boolean }): Promise<void> {
  const token = sessionStore.getToken();
  const email = sessionStore.get()?.user.email;
  sessionStore.stop();
  const worker = endOfflineSession(token);
  // The stop closed the live sessions (lib/live/registry.ts). A logout deletes their IndexedDB copies too;
  // a session the server ended (a 401) keeps them: edits made offline go once the person signs in again.
  const live = email && revoke ? deleteLiveCopies(email) : Promise.resolve();
  // Not awaited: a logout is never blocked by the network; `keepalive` lets it outlive the page. Sent in
  // the same task as the stop, so a page left right after the logout still revokes the token.
  if (token && revoke) apiRequest('/api/auth/logout', { method: 'POST', token, keepalive: true }).catch(() => undefined);
  sessionStore.clear();
  await Promise.all([worker, live]);
}
