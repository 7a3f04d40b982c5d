// A paragraph of the script with its cue marks shown as cues (issue 11): `**words**` highlighted,
// `[pause]` and other `[notes]` as small marks that are seen, not read. Colours follow the reading
// area's theme (its --tp-* properties), and the dark theme's elsewhere.
import { Fragment, useMemo } from 'react';
import { parseCues } from '@cuemap/shared';

export function CueText({ text }: { text: string }) {
  const pieces = useMemo(() => parseCues(text), [text]);
  return (
    <>
      {pieces.map((piece, i) =>
        piece.kind === 'text' ? (
          <Fragment key={i}>{piece.text}</Fragment>
        ) : piece.kind === 'emphasis' ? (
          <strong key={i} data-cue="emphasis" className="font-extrabold text-[var(--tp-emphasis,#fcd34d)] underline decoration-current/40 decoration-2 underline-offset-[0.18em]">
            {piece.text}
          </strong>
        ) : (
          <StageCue key={i} text={piece.text} />
        ),
      )}
    </>
  );
}

function StageCue({ text }: { text: string }) {
  const pause = /^pause\b/i.test(text);
  return (
    <span
      data-cue={pause ? 'pause' : 'note'}
      aria-label={`Cue: ${text}`}
      className="mx-[0.2em] inline-flex translate-y-[-0.12em] items-center gap-[0.3em] rounded-[0.3em] border border-[var(--tp-cue-border,rgb(125_211_252/0.4))] bg-[var(--tp-cue-bg,rgb(56_189_248/0.15))] px-[0.4em] align-middle text-[0.48em] font-bold tracking-[0.08em] text-[var(--tp-cue-fg,#bae6fd)] uppercase select-none"
    >
      {pause && <span aria-hidden="true">‖</span>}
      {text}
    </span>
  );
}
