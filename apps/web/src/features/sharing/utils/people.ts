// Pure helpers of the sharing screens: avatar initials and colours, and what a failed request says.
import { personName } from '@cuemap/shared';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { colourFor } from '../../../lib/live/presence/presence-state';
import { SHARING_TEXT as T } from '../messages';

/** The first letter of an address, upper-cased ('?' for an empty one). */
export function initialOf(email: string): string {
  return (email.trim()[0] ?? '?').toUpperCase();
}

/** A person's colour from their address: the one presence, the dashboard and the comments give them (by name). */
export const avatarColour = (email: string): string => colourFor(personName(email.trim()));

/** A failed sharing request in words: the server's message, or ours when it could not be reached. */
export function sharingError(err: unknown): string {
  if (err instanceof ApiError && err.isNetworkError) return T.networkError;
  return errorMessage(err);
}
