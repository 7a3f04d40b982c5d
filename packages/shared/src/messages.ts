// Messages the API sends in `{message}` bodies: written once so the web app and tests can match them.
import { FREE_SCRIPT_LIMIT } from './plans';

export const AUTH_MESSAGES = {
  registered: 'Registration successful! You can now log in.',
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
  otherSessionsEnded: (n: number) =>
    n === 0 ? 'No other devices were signed in.' : `Signed out of ${n} other ${n === 1 ? 'device' : 'devices'}.`,
  wrongPassword: 'Password is incorrect.',
} as const;

export const MIND_MAP_MESSAGES = {
  notFound: 'Script not found.',
  limitReached: `You have reached the limit of ${FREE_SCRIPT_LIMIT} scripts on the Free plan. Upgrade to a paid plan for unlimited scripts!`,
  versionConflict:
    'This script was changed elsewhere (another tab or device) since you loaded it. Reload it to get the latest version.',
  deleted: 'Script deleted successfully.',
} as const;

export const TELEPROMPTER_MESSAGES = {
  notFound: 'No teleprompter content found for this mind map.',
} as const;

export const HTTP_MESSAGES = {
  notFound: 'Not found.',
  malformedJson: 'Malformed JSON in request body.',
  bodyTooLarge: 'Request body is too large (the limit is 1 MiB).',
  unsupportedMediaType: 'Unsupported content type. Send JSON with "Content-Type: application/json".',
  internal: 'Something went wrong on our side. Please try again.',
  tooManyRequests: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
} as const;
