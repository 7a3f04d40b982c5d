// The reading area: the script in its 38-character column (or the script being written, or a
// message), with the reading guide, the fading edges, mirror mode and the display options (typeface,
// line spacing, colour theme; issue 12 item 7).
import { useMemo, type CSSProperties, type ReactNode, type RefObject } from 'react';
// The bundled typefaces, only the weights the column uses (600 text, 700 markers and emphasis; Atkinson
// Hyperlegible has 700 for both). Imported here, they ship with the teleprompter's lazy chunk only, and
// a browser downloads a face only once text is set in it.
import '@fontsource/source-serif-4/600.css';
import '@fontsource/source-serif-4/700.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import type { ScriptContent } from '../hooks/use-stage-script';
import type { EditedMark } from '../hooks/use-edited-live';
import type { StageSection } from '../utils/stage-sections';
import { fontFamily, mirrorTransform, readingLine, THEMES, type TeleprompterFont, type TeleprompterTheme } from '../utils/display';
import { columnSlideNumbers } from '../utils/slide-cues';
import { TELEPROMPTER_MESSAGES } from '../messages';
import { CueText } from './cue-text';
import { ReadingGuide } from './reading-guide';
import { StreamPreview } from './stream-preview';

export interface ReadingAreaProps {
  content: ScriptContent;
  /** The script in sections (issue 12); each starts with a marker when `markers` is on. */
  sections: readonly StageSection[];
  markers: boolean;
  /** The script as it is being written; null when not generating. */
  streaming: string | null;
  /** Who wrote the script on screen, when it was just generated ('Offline writer' or a model). */
  source: string | null;
  fontPx: number;
  lineHeight: number;
  mirror: boolean;
  guide: boolean;
  /** Display options (issue 12 item 7). */
  font: TeleprompterFont;
  lineSpacing: number;
  theme: TeleprompterTheme;
  mirrorVertical: boolean;
  /** The reading line, as a share of the screen height; the guide moves it. */
  guideAt: number;
  onGuideMove: (at: number) => void;
  /** The column's max-width (38ch, or px where 38 characters do not fit). */
  columnWidth: string;
  /** No map to read: the message offers the way to the dashboard. */
  offerDashboard: boolean;
  onWheel: (deltaY: number) => void;
  viewportRef: RefObject<HTMLDivElement | null>;
  contentRef: RefObject<HTMLDivElement | null>;
  streamRef: RefObject<HTMLDivElement | null>;
  /** Shown over the text inside the reading area, so mirror mode flips it too (the slide cue, issue 29). */
  overlay?: ReactNode;
  /** Sections changed on another device a moment ago, by index (issue 27 item 6): marked "Edited live". */
  edited?: ReadonlyMap<number, EditedMark>;
}

export function ReadingArea(props: ReadingAreaProps) {
  const { content, streaming, mirror, mirrorVertical, guide, lineHeight, viewportRef, theme } = props;
  // Mirror mode flips the whole reading area left to right (beam-splitter glass), and/or top to bottom
  // (a monitor lying under the glass). The theme's colours are custom properties for everything inside.
  const style = { ...THEMES[theme].vars, background: 'var(--tp-bg)', transform: mirrorTransform(mirror, mirrorVertical) } as CSSProperties;
  return (
    <div
      ref={viewportRef}
      className="teleprompter-viewport absolute inset-0 overflow-hidden transition-colors duration-200 motion-reduce:transition-none"
      style={style}
      onWheel={(e) => content.kind === 'loaded' && props.onWheel(e.deltaY)}
      data-testid="teleprompter-viewport"
      data-theme={theme}
      data-mirrored={mirror ? 'true' : undefined}
      data-mirrored-vertical={mirrorVertical ? 'true' : undefined}
    >
      {/* Reading guide: a band one line tall at the reading line, where the text starts; drag it to move the line. */}
      {guide && (
        <ReadingGuide at={props.guideAt} lineHeight={lineHeight} viewportRef={viewportRef} mirrorVertical={mirrorVertical} onMove={props.onGuideMove} />
      )}
      {/* The fading edges stay clear of the reading line wherever it is moved. */}
      <div
        className="pointer-events-none absolute inset-x-0 top-0 z-10 bg-gradient-to-b from-[var(--tp-bg)] to-transparent"
        style={{ height: `min(22%, ${Math.round(props.guideAt * 50)}vh)` }}
        aria-hidden="true"
      />
      <div
        className="pointer-events-none absolute inset-x-0 bottom-0 z-10 bg-gradient-to-t from-[var(--tp-bg)] to-transparent"
        style={{ height: `min(22%, ${Math.round((1 - props.guideAt) * 50)}vh)` }}
        aria-hidden="true"
      />

      {props.overlay}
      {streaming !== null ? (
        <StreamPreview text={streaming} fontPx={props.fontPx} containerRef={props.streamRef} readingLineAt={readingLine(props.guideAt)} />
      ) : content.kind === 'loaded' ? (
        <ScriptColumn {...props} />
      ) : (
        <ScriptMessage content={content} offerDashboard={props.offerDashboard} />
      )}
    </div>
  );
}

/** The script itself; the auto-scroll moves it with a transform. */
function ScriptColumn({ contentRef, fontPx, source, sections, markers, font, lineSpacing, guideAt, columnWidth, edited }: ReadingAreaProps) {
  const slides = useMemo(() => columnSlideNumbers(sections), [sections]);
  return (
    <div
      ref={contentRef}
      data-testid="teleprompter-content"
      data-font={font}
      className="relative mx-auto px-4 will-change-transform"
      style={{
        maxWidth: columnWidth,
        fontSize: `${fontPx}px`,
        fontFamily: fontFamily(font),
        // Offset 0 puts the first line at the reading line; the end can scroll up to it.
        paddingTop: readingLine(guideAt),
        paddingBottom: readingLine(1 - guideAt),
        boxSizing: 'content-box',
      }}
    >
      {source && (
        <div className="mb-6 flex" data-testid="script-source-row">
          <span
            data-testid="script-source"
            title="Who wrote this script"
            className="rounded-md bg-[var(--tp-rule)] px-2 py-0.5 font-sans text-xs font-medium tracking-wide text-[var(--tp-muted)]"
          >
            {source}
          </span>
        </div>
      )}
      {sections.map((section, si) => {
        const mark = edited?.get(section.index);
        return (
          // Section starts are where next/previous section and the Sections panel move the text to.
          <div
            key={section.index}
            data-section-start={section.index}
            data-node-id={section.nodeId ?? undefined}
            data-out-of-date={section.outOfDate ? 'true' : undefined}
            data-edited-live={mark ? 'true' : undefined}
            className={section.outOfDate || mark ? 'relative' : undefined}
          >
            {section.outOfDate && <OutOfDateMark label={section.label} />}
            {mark && <EditedLiveMark key={mark.stamp} fading={mark.fading} />}
            {markers && section.label && <SectionMarker section={section} />}
            {section.paragraphs.map((p, i) => (
              // dir="auto": a right-to-left paragraph (Arabic, Hebrew) reads from the right and is aligned right.
              <p key={i} dir="auto" className="mb-[1.1em] text-start font-semibold tracking-[0.005em] text-[var(--tp-fg)]" style={{ lineHeight: lineSpacing }}>
                <CueText text={p} slides={slides[si]?.[i]} sectionStart={i === 0} />
              </p>
            ))}
          </div>
        );
      })}
      {/* 38 characters of this typeface: the text layout measures it (the column itself may be narrower). */}
      <div data-column-probe aria-hidden="true" className="pointer-events-none invisible absolute top-0 left-0 h-0" style={{ width: '38ch' }} />
    </div>
  );
}

/**
 * A section whose node changed since its words were written (issue 24 item 6): an amber bar in the
 * column's left padding beside the whole section (absolutely placed, so the layout and the measured
 * positions do not move), and for a screen reader a label before its words.
 */
function OutOfDateMark({ label }: { label: string }) {
  return (
    <>
      <span
        data-testid="out-of-date-bar"
        aria-hidden="true"
        title={TELEPROMPTER_MESSAGES.review.outOfDateMark(label)}
        className="absolute inset-y-0 -left-3 w-1.5 rounded-full bg-amber-400"
      />
      <span className="sr-only">{TELEPROMPTER_MESSAGES.review.outOfDateMark(label)}</span>
    </>
  );
}

/**
 * "Edited live" (issue 27 item 6): a sky bar in the column's right padding beside the section and a small
 * label in the gap above its first line — absolutely placed, so nothing in the column moves. Screen
 * readers hear it once from the screen's announcer, not from here.
 */
function EditedLiveMark({ fading }: { fading: boolean }) {
  return (
    <span
      data-testid="edited-live"
      aria-hidden="true"
      className={cn(
        'pointer-events-none absolute inset-y-0 -right-3 w-1.5 rounded-full bg-sky-400 transition-opacity duration-[1500ms] ease-out motion-reduce:transition-none',
        fading ? 'opacity-0' : 'opacity-90',
      )}
    >
      <span className="absolute right-0 bottom-full mb-[0.15em] rounded-full bg-sky-400/90 px-2 py-px font-sans text-[max(0.3em,11px)] font-semibold whitespace-nowrap text-neutral-950">
        {TELEPROMPTER_MESSAGES.editedLive.mark}
      </span>
    </span>
  );
}

/** A discreet marker at a section's start: the node's colour and title. */
function SectionMarker({ section }: { section: StageSection }) {
  return (
    <div
      data-testid="section-marker"
      className="mb-[0.35em] flex items-center gap-[0.5em] text-[max(0.36em,11px)] font-bold tracking-[0.14em] text-[var(--tp-muted)] uppercase select-none"
    >
      <span className="size-[0.8em] shrink-0 rounded-full ring-1 ring-[var(--tp-rule)]" style={{ background: section.color ?? '#737373' }} aria-hidden="true" />
      <span className="truncate">{section.label}</span>
      <span className="h-px flex-1 bg-[var(--tp-rule)]" aria-hidden="true" />
    </div>
  );
}

/** Loading, empty and error states (spec §4, §8). */
function ScriptMessage({ content, offerDashboard }: { content: Exclude<ScriptContent, { kind: 'loaded' }>; offerDashboard: boolean }) {
  return (
    <div className="flex h-full items-center justify-center p-6">
      {content.kind === 'loading' ? (
        <div className="flex items-center gap-3 text-[var(--tp-muted)]" role="status">
          <Spinner /> Loading script...
        </div>
      ) : (
        <div className="max-w-md text-center" role={content.kind === 'error' ? 'alert' : 'status'}>
          <p className={cn('text-lg leading-relaxed', content.kind === 'error' ? 'text-red-500' : 'text-[var(--tp-muted)]')}>{content.message}</p>
          {offerDashboard && (
            <Link
              to={paths.dashboard}
              className="mt-5 inline-flex h-9 items-center rounded-lg border border-[var(--tp-rule)] px-3 text-sm text-[var(--tp-fg)] hover:bg-[var(--tp-rule)]"
            >
              Go to Dashboard
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
