// The strip above the reading area: the script on screen is this device's copy while it is offline.
import { TELEPROMPTER_MESSAGES } from '../messages';

export function StageNotices({ offline }: { offline: boolean }) {
  return offline ? (
    <p role="status" className="shrink-0 border-b border-amber-300/40 bg-amber-400/15 px-4 py-2 text-center text-sm font-medium text-amber-200">
      {TELEPROMPTER_MESSAGES.offlineCopy}
    </p>
  ) : null;
}
