// "▶ Slide 4" at the column's right edge, level with the reading line, while a [slide] mark is there
// (issue 29 item 3): seen from the corner of the eye without covering the words. Inside the reading
// area, so mirror mode flips it with the text.
import { TELEPROMPTER_MESSAGES } from '../messages';
import { readingLine } from '../utils/display';
import type { SlideCue } from '../utils/slide-cues';

const M = TELEPROMPTER_MESSAGES.slideCue;

export function SlideCueBadge({ cue, guideAt }: { cue: SlideCue | null; guideAt: number }) {
  return (
    // Always in the page, so a screen reader hears each new slide through the live region.
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none absolute right-3 z-20 -translate-y-1/2 sm:right-6"
      style={{ top: readingLine(guideAt) }}
    >
      {cue?.due && (
        <span
          data-testid="slide-cue"
          aria-label={M.announce(cue.number)}
          className="flex items-center gap-2 rounded-xl bg-amber-400 px-3 py-2 font-sans text-lg font-bold text-neutral-950 shadow-lg ring-2 ring-amber-200/70 motion-safe:animate-[pulse_1s_ease-in-out_2] sm:text-2xl"
        >
          <span aria-hidden="true">▶</span>
          {M.badge(cue.number)}
        </span>
      )}
    </div>
  );
}
