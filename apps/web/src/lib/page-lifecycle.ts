// Whether this document is being left. When the browser navigates away it cancels the old page's
// requests, and they reject exactly like a network failure; a failure seen while leaving is the
// navigation's doing, not the network's or the server's, and must not be acted on (e.g. by clearing
// the stored session the next page is about to use).

/** After `beforeunload`, how long the page still counts as leaving if it was not unloaded. */
const LEAVE_WINDOW_MS = 3000;

let leavingSince: number | null = null;
let hidden = false;

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leavingSince = Date.now();
  });
  window.addEventListener('pagehide', () => {
    hidden = true;
  });
  // Back from the bfcache, or a leave that was cancelled: the page is alive again.
  window.addEventListener('pageshow', () => {
    hidden = false;
    leavingSince = null;
  });
}

export function isPageLeaving(now = Date.now()): boolean {
  return hidden || (leavingSince !== null && now - leavingSince < LEAVE_WINDOW_MS);
}
