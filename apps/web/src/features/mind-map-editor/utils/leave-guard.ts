// Nothing lost on leaving: when leaving the editor asks first ('Leave without saving?'), and where
// 'Save and leave' goes once the save is done.

export interface LeaveContext {
  /** The editor is leaving on its own (after creating a script, to the teleprompter, session ended). */
  leaving: boolean;
  dirty: boolean;
  loggedIn: boolean;
  from: string;
  to: string;
}

/**
 * Whether an in-app navigation waits for the user's choice: only with unsaved edits someone could
 * still save, and only to another page (a query string or hash change keeps the editor).
 */
export function blocksLeave({ leaving, dirty, loggedIn, from, to }: LeaveContext): boolean {
  if (leaving || !dirty || !loggedIn) return false;
  return from !== to;
}

/** Closing or reloading the tab asks the browser's own question while edits are unsaved. */
export function warnsOnUnload(dirty: boolean): boolean {
  return dirty;
}

export type LeaveStep = 'proceed' | 'navigate' | 'reset';

/**
 * After 'Save and leave': once saved the blocked navigation goes on; if the save failed the user stays
 * with the edits. Saving a new script replaced /mindmap/new by its own URL, a navigation that released
 * the blocker: then there is nothing left to proceed with and the editor goes where the user was going.
 */
export function leaveAfterSave(saved: boolean, created: boolean): LeaveStep {
  if (!saved) return 'reset';
  return created ? 'navigate' : 'proceed';
}
