// Messages the API sends in `{message}` bodies: written once so the web app and tests can match them.
import { FREE_SCRIPT_LIMIT } from './plans';
import { LIMITS } from './limits';
import { TELEPROMPTER_SPEED } from './map/teleprompter-text';

export const AUTH_MESSAGES = {
  /** Verification off: the answer carries a session and the web app opens the dashboard at once. */
  registered: 'Registration successful! You are signed in.',
  registeredVerify: 'Registration successful! Please check your email to verify your account before logging in.',
  emailTaken: 'An account with this email already exists.',
  loggedIn: 'Login successful',
  invalidCredentials: 'Invalid email or password.',
  verifyFirst: 'Please verify your email before logging in.',
  loggedOut: 'Logged out successfully.',
  unauthenticated: 'Authentication required. Please log in.',
  sessionInvalid: 'Session expired or invalid. Please log in again.',
  resendSent: 'If an account with that email exists and is not yet verified, a new verification email has been sent.',
  verified: 'Email verified successfully! You can now log in.',
  verifyFailed: 'Email verification failed. The link might be invalid, expired, or already used.',
  profileUpdated: 'Profile updated successfully.',
  profileUpdatedVerify: 'Profile updated successfully. Please check your new email address to verify it.',
  passwordChanged: 'Password changed successfully.',
  wrongCurrentPassword: 'Current password is incorrect.',
  samePassword: 'New password cannot be the same as the current password.',
  tooManyFailedLogins: 'Too many failed login attempts for this account. Please try again later.',
  resetRequested: 'If an account with that email exists, we have sent a link to reset its password.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  resetFailed: 'This password reset link is invalid, expired, or already used. Please request a new one.',
  accountDeleted: 'Your account and all its scripts have been deleted.',
  otherSessionsEnded: (n: number) => (n === 0 ? 'No other devices were signed in.' : `Signed out of ${n} other ${n === 1 ? 'device' : 'devices'}.`),
  wrongPassword: 'Password is incorrect.',
  tooManyPasswordAttempts: 'Too many wrong password attempts for this account. Please try again later.',
  currentPasswordRequired: 'Please enter your current password to change your email.',
} as const;

export const MIND_MAP_MESSAGES = {
  notFound: 'Script not found.',
  limitReached: `You have reached the limit of ${FREE_SCRIPT_LIMIT} scripts on the Free plan. Upgrade to a paid plan for unlimited scripts!`,
  versionConflict: 'This script was changed elsewhere (another tab or device) since you loaded it. Reload it to get the latest version.',
  deleted: 'Script deleted successfully.',
} as const;

export const VERSION_MESSAGES = {
  notFound: 'Version not found.',
} as const;

/** Rehearsal runs (schemas/rehearsals.ts): the API prefixes nested fields, e.g. "sections[2].actualMs: …". */
const SIX_HOURS_MS = 6 * 60 * 60 * 1000;
export const REHEARSAL_MESSAGES = {
  wpm: `Speed (wpm) must be a whole number of words per minute from ${TELEPROMPTER_SPEED.min} to ${TELEPROMPTER_SPEED.max}.`,
  totalMs: `totalMs must be a whole number of milliseconds from 0 to ${SIX_HOURS_MS} (6 hours).`,
  targetMs: `targetMs must be null or a whole number of milliseconds from 0 to ${SIX_HOURS_MS} (6 hours).`,
  // One section per node plus the opening and closing a script may have (the largest map's run fits).
  sections: `A rehearsal must list from 1 to ${LIMITS.nodesMax + 2} sections.`,
  nodeId: 'Section nodeId must be null or at most 64 characters.',
  plannedMs: 'Planned time must be a whole number of milliseconds from 0 to 2147483647.',
  actualMs: `Actual time must be a whole number of milliseconds from 0 to ${SIX_HOURS_MS} (6 hours).`,
  // The list's page size (schemas/rehearsals.ts REHEARSAL_LIMITS.pageMax).
  limit: 'limit must be a whole number of runs from 1 to 50.',
  notFound: 'Rehearsal not found.',
} as const;

export const TELEPROMPTER_MESSAGES = {
  notFound: 'No teleprompter content found for this mind map.',
  scriptChanged: 'This script changed elsewhere. Reload it and try again.',
  nothingToResolve: 'That part of the script has nothing to decide.',
  nothingToRewrite: 'That part of the script is not out of date.',
  tooLong: 'Teleprompter content is too long.',
} as const;

export const HTTP_MESSAGES = {
  notFound: 'Not found.',
  badUrl: 'This address is not valid: part of it is not properly encoded. Check the link and try again.',
  malformedJson: 'Malformed JSON in request body.',
  bodyTooLarge: 'Request body is too large (the limit is 1 MiB).',
  unsupportedMediaType: 'Unsupported content type. Send JSON with "Content-Type: application/json".',
  internal: 'Something went wrong on our side. Please try again.',
  tooManyRequests: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
} as const;

/** The text rule (schemas/text.ts); the API prefixes the field, e.g. "nodes[2].title: contains …". */
export const TEXT_MESSAGES = {
  invalidCharacters: 'contains a character that is not allowed (a control character such as NUL, or a broken Unicode character). Remove it and try again.',
} as const;

/** The script size limit (LIMITS.mapBytesMax): the server's 413 and the editor say the same words. */
const MAP_MAX_LABEL = `${LIMITS.mapBytesMax / 1_000_000} MB`;
export const MAP_SIZE_MESSAGES = {
  /** The limit as people read it: "1 MB". */
  maxLabel: MAP_MAX_LABEL,
  tooLarge: `This script is too large to save: a script can hold at most ${MAP_MAX_LABEL}. Shorten or delete some node texts (or move part of the script into a new one), then save again.`,
} as const;
