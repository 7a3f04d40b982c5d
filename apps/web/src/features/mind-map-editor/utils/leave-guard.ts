// Leaving the editor: every edit is in the live document, kept on this device (IndexedDB) and sent at
// once, so leaving loses nothing. Only while edits still wait to reach the server (being sent, or
// offline) does leaving ask first, saying they are kept here and sync later.
import type { LiveStatus } from '../../../lib/live/types';

/** Edits made here that the server has not confirmed yet (or a new script with changes, not created yet). */
export function changesWaiting(status: LiveStatus | null, pending: number, uncreated = false): boolean {
  return uncreated || (pending > 0 && (status === 'saving' || status === 'offline'));
}

export interface LeaveContext {
  /** The editor is leaving on its own (to the teleprompter, session ended). */
  leaving: boolean;
  waiting: boolean;
  from: string;
  to: string;
}

/** Whether an in-app navigation asks first: only with changes waiting, and only to another page (not a query or hash change). */
export function blocksLeave({ leaving, waiting, from, to }: LeaveContext): boolean {
  return !leaving && waiting && from !== to;
}
