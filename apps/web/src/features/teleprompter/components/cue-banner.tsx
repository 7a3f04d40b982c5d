// A cue from the producer (issue 27 item 6) across the edge of the reading area away from the reading
// line — the bottom when the line sits in the top half, the top otherwise — so it never covers the
// words being read. Inside the reading area, so mirror mode flips it with the text. No sound.
import { Megaphone } from 'lucide-react';
import { CUE_MESSAGES } from '@cuemap/shared';
import type { ShownCue } from '../hooks/use-prompter-cues';

export function CueBanner({ cue, guideAt }: { cue: ShownCue | null; guideAt: number }) {
  const atTop = guideAt > 0.5;
  return (
    // Always in the page, so a screen reader hears each cue through the live region.
    <div role="status" className={`pointer-events-none absolute inset-x-0 z-30 flex justify-center px-3 ${atTop ? 'top-3' : 'bottom-3'}`}>
      {cue && (
        <p
          key={cue.id}
          data-testid="cue-banner"
          data-edge={atTop ? 'top' : 'bottom'}
          className="flex max-w-[min(90%,40rem)] items-center gap-3 rounded-2xl bg-sky-300 px-4 py-2 font-sans text-xl font-bold text-neutral-950 shadow-xl ring-4 ring-sky-100/60 motion-safe:animate-[pulse_1s_ease-in-out_1] sm:text-3xl"
        >
          <Megaphone className="size-6 shrink-0" aria-hidden="true" />
          <span className="sr-only">{CUE_MESSAGES.banner}: </span>
          <span className="min-w-0 break-words">{cue.text}</span>
        </p>
      )}
    </div>
  );
}
