// Pure helpers of the sharing screens: avatar initials and colours, and what a failed request says.
import { ApiError, errorMessage } from '../../../lib/api-client';
import { SHARING_TEXT as T } from '../messages';

const AVATAR_COLOURS = ['bg-rose-500', 'bg-amber-500', 'bg-emerald-500', 'bg-sky-500', 'bg-violet-500', 'bg-fuchsia-500', 'bg-teal-500', 'bg-orange-500'];

/** The first letter of an address, upper-cased ('?' for an empty one). */
export function initialOf(email: string): string {
  return (email.trim()[0] ?? '?').toUpperCase();
}

/** A stable colour per address, so one person looks the same everywhere. */
export function avatarColour(email: string): string {
  let h = 0;
  for (const ch of email.toLowerCase()) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return AVATAR_COLOURS[h % AVATAR_COLOURS.length];
}

/** A failed sharing request in words: the server's message, or ours when it could not be reached. */
export function sharingError(err: unknown): string {
  if (err instanceof ApiError && err.isNetworkError) return T.networkError;
  return errorMessage(err);
}
