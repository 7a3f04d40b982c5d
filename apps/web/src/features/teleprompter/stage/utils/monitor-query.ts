// The prompter window's confidence monitor (issue 24 item 7) rides in its address (`?show=clock,next`):
// the window is opened by this browser, so nothing is stored on the server for it.
import { STAGE_MONITOR_ITEMS, type StageMonitor } from '@cuemap/shared';

export function monitorQuery(monitor: StageMonitor): string {
  const on = STAGE_MONITOR_ITEMS.filter((k) => monitor[k]);
  return on.length ? `?show=${on.join(',')}` : '';
}

/** Unknown items are ignored; null without any. */
export function monitorFromQuery(show: string | null): StageMonitor | null {
  const on = new Set((show ?? '').split(','));
  const monitor = { clock: on.has('clock'), times: on.has('times'), pace: on.has('pace'), next: on.has('next') };
  return STAGE_MONITOR_ITEMS.some((k) => monitor[k]) ? monitor : null;
}
