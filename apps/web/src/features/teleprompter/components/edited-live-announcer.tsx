// Tells a screen reader, politely and once, which sections were just edited on another device (issue 27
// item 6); the marks in the column are silent. An sr-only live region: it takes no room on the stage.
import { TELEPROMPTER_MESSAGES } from '../messages';
import type { StageSection } from '../utils/stage-sections';

export interface EditedLiveAnnouncerProps {
  announce: { ids: string[]; stamp: number } | null;
  sections: readonly StageSection[];
  /** The document's section ids in the script's order. */
  ids: readonly string[];
}

export function EditedLiveAnnouncer({ announce, sections, ids }: EditedLiveAnnouncerProps) {
  const labels = announce
    ? sections
        .filter((s) => s.scriptIndex !== null && announce.ids.includes(ids[s.scriptIndex]!))
        .map((s) => s.label || TELEPROMPTER_MESSAGES.editedLive.script)
    : [];
  return (
    <div role="status" aria-live="polite" className="sr-only" data-testid="edited-live-announcer">
      {labels.length > 0 && <span key={announce!.stamp}>{TELEPROMPTER_MESSAGES.editedLive.announce(labels)}</span>}
    </div>
  );
}
