// Session lifecycle helpers (spec §4): refresh the stored user from /api/auth/me and log out.
import { ApiError, apiRequest } from './api-client';
import { clearOfflineApiCache } from './offline-cache';
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
 * Revokes the token on the server (best effort), clears the stored session and deletes the offline
 * copies of the API answers (a shared machine keeps nothing of this session).
 */
export async function revokeSession(): Promise<void> {
  const token = sessionStore.getToken();
  if (token) {
    // Fire-and-forget: a logout must never be blocked by the network.
    apiRequest('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
  }
  sessionStore.clear();
  await clearOfflineApiCache();
}
