// A paragraph of the script with its cue marks shown as cues (issue 11): `**words**` highlighted,
// `[pause]` and other `[notes]` as small marks that are seen, not read. Colours follow the reading
// area's theme (its --tp-* properties), and the dark theme's elsewhere.
import { Fragment, useMemo } from 'react';
import { isSlideCue, parseCues } from '@cuemap/shared';
import { TELEPROMPTER_MESSAGES } from '../messages';

/**
 * `slides`: the numbers of the paragraph's [slide] marks in order (issue 29 item 3), counted over the whole
 * script; `sectionStart`: the paragraph opens its section, so a mark before its first word marks the section's start.
 */
export function CueText({ text, slides, sectionStart = false }: { text: string; slides?: readonly number[]; sectionStart?: boolean }) {
  const pieces = useMemo(() => parseCues(text), [text]);
  let slide = 0;
  const leading = (i: number) => sectionStart && pieces.slice(0, i).every((p) => p.kind !== 'text' || !p.text.trim());
  return (
    <>
      {pieces.map((piece, i) =>
        piece.kind === 'text' ? (
          <Fragment key={i}>{piece.text}</Fragment>
        ) : piece.kind === 'emphasis' ? (
          <strong
            key={i}
            data-cue="emphasis"
            className="font-extrabold text-[var(--tp-emphasis,#fcd34d)] underline decoration-current/40 decoration-2 underline-offset-[0.18em]"
          >
            {piece.text}
          </strong>
        ) : (
          <StageCue key={i} text={piece.text} slide={isSlideCue(piece.text) ? slides?.[slide++] : undefined} atStart={leading(i)} />
        ),
      )}
    </>
  );
}

function StageCue({ text: written, slide, atStart }: { text: string; slide?: number; atStart: boolean }) {
  const pause = /^pause\b/i.test(written);
  // A slide mark shows its number, counted when the script gave none ([slide] → "slide 4").
  const text = slide === undefined ? written : TELEPROMPTER_MESSAGES.slideCue.mark(slide);
  return (
    <span
      data-cue={pause ? 'pause' : slide === undefined ? 'note' : 'slide'}
      data-slide={slide}
      data-slide-start={slide !== undefined && atStart ? 'true' : undefined}
      aria-label={`Cue: ${text}`}
      className="mx-[0.2em] inline-flex translate-y-[-0.12em] items-center gap-[0.3em] rounded-[0.3em] border border-[var(--tp-cue-border,rgb(125_211_252/0.4))] bg-[var(--tp-cue-bg,rgb(56_189_248/0.15))] px-[0.4em] align-middle text-[0.48em] font-bold tracking-[0.08em] text-[var(--tp-cue-fg,#bae6fd)] uppercase select-none"
    >
      {pause && <span aria-hidden="true">‖</span>}
      {slide !== undefined && <span aria-hidden="true">▶</span>}
      {text}
    </span>
  );
}
