// Which server version a save claims to replace, and what a failed save means. A PUT carries the
// version the edits started from; when another tab or device saved first the server answers 409, and
// the user chooses: reload theirs (discarding these edits) or overwrite with these.
import { ApiError } from '../../../lib/api-client';
import { EDITOR_MESSAGES } from '../messages';

/** The version a PUT sends: on overwrite the server's latest (fetched just before), else the known one. */
export function versionToSend(known: number | null, overwrite: boolean, latest?: number): number | null {
  return overwrite && latest !== undefined ? latest : known;
}

/** The version after a successful PUT: the server's answer, else one up from what was sent. */
export function versionAfterUpdate(sent: number | null, answered: number | undefined): number | null {
  return answered ?? (sent ? sent + 1 : null);
}

/** The version after the POST that created the script. */
export function versionAfterCreate(answered: number | undefined): number {
  return answered ?? 1;
}

/**
 * The version a restored draft saves against: the one its edits started from, so that if the server
 * moved on since, saving reports the conflict instead of silently overwriting. (A new script has none.)
 */
export function versionAfterRestore(current: number | null, draftBase: number | null, mapId: string | null): number | null {
  return draftBase !== null && mapId ? draftBase : current;
}

export type SaveFailure =
  /** The one 401 path ended the session; it shows the message. The edits wait as a draft. */
  | { kind: 'session-ended' }
  /** 409: saved elsewhere since these edits started. The user chooses reload or overwrite. */
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; message: string };

/** What a failed save means for the editor; `sessionEnded` is whether the one 401 path took the error. */
export function classifySaveFailure(err: unknown, sessionEnded: boolean): SaveFailure {
  if (sessionEnded) return { kind: 'session-ended' };
  if (err instanceof ApiError && err.status === 409) return { kind: 'conflict', message: EDITOR_MESSAGES.saveFailed(err.message) };
  const reason = (err instanceof ApiError ? err.message : '') || EDITOR_MESSAGES.saveFailedFallback;
  return { kind: 'failed', message: EDITOR_MESSAGES.saveFailed(reason) };
}
