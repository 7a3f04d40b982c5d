// What every dashboard request shares (spec §8): nothing is sent without a stored session, and a 401
// takes the one 401 path (lib/session-expiry.ts) to / (§4: dashboard logouts after a 401 go home).
import { paths } from '../../../config/paths';
import type { RequestMeta } from '../../../lib/session-expiry';
import { sessionStore } from '../../../lib/session';
import { DASHBOARD_TEXT } from '../messages';

/** A dashboard request was about to run without a stored session (spec §8); nothing was sent. */
export class NotAuthenticatedError extends Error {
  constructor(message: string = DASHBOARD_TEXT.notAuthenticated) {
    super(message);
    this.name = 'NotAuthenticatedError';
  }
}

export function requireSession(message?: string) {
  if (!sessionStore.getToken()) throw new NotAuthenticatedError(message);
}

/** The list and create: the full §8 text. */
export const dashboardMeta: RequestMeta = { sessionExpiry: { redirectTo: paths.home } };

/** Title update, delete and similar edits of one script: §8's shorter text. */
export const scriptEditMeta: RequestMeta = {
  sessionExpiry: { redirectTo: paths.home, message: DASHBOARD_TEXT.sessionExpiredShort },
};
