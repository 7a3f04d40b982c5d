// The reading area: the script in its 38-character column (or the script being written, or a
// message), with the reading guide, the fading edges and mirror mode.
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import type { ScriptContent } from '../hooks/use-teleprompter-script';
import type { StageSection } from '../utils/stage-sections';
import { READING_LINE } from '../utils/text-size';
import { CueText } from './cue-text';
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
  /** No map to read: the message offers the way to the dashboard. */
  offerDashboard: boolean;
  onWheel: (deltaY: number) => void;
  viewportRef: RefObject<HTMLDivElement | null>;
  contentRef: RefObject<HTMLDivElement | null>;
  streamRef: RefObject<HTMLDivElement | null>;
}

export function ReadingArea(props: ReadingAreaProps) {
  const { content, streaming, mirror, guide, lineHeight, viewportRef } = props;
  return (
    <div
      ref={viewportRef}
      className="teleprompter-viewport absolute inset-0 overflow-hidden"
      // Mirror mode flips the whole reading area left to right, for beam-splitter glass.
      style={mirror ? { transform: 'scaleX(-1)' } : undefined}
      onWheel={(e) => content.kind === 'loaded' && props.onWheel(e.deltaY)}
      data-testid="teleprompter-viewport"
      data-mirrored={mirror ? 'true' : undefined}
    >
      {/* Reading guide: a band one line tall at the reading line, where the text starts. */}
      {guide && (
        <div
          className="pointer-events-none absolute inset-x-0 z-10"
          style={{ top: READING_LINE, height: lineHeight }}
          aria-hidden="true"
          data-testid="reading-guide"
        >
          <div className="absolute inset-0 border-y border-brand-300/15 bg-gradient-to-r from-brand-400/[0.04] via-brand-400/[0.09] to-brand-400/[0.04]" />
          <span className="absolute top-1/2 left-0 h-0 w-0 -translate-y-1/2 border-y-[6px] border-l-[8px] sm:border-y-[9px] sm:border-l-[12px] border-y-transparent border-l-brand-400/90" />
          <span className="absolute top-1/2 right-0 h-0 w-0 -translate-y-1/2 border-y-[6px] border-r-[8px] sm:border-y-[9px] sm:border-r-[12px] border-y-transparent border-r-brand-400/90" />
        </div>
      )}
      <div className="pointer-events-none absolute inset-x-0 top-0 z-10 h-[22%] bg-gradient-to-b from-neutral-950 to-transparent" aria-hidden="true" />
      <div className="pointer-events-none absolute inset-x-0 bottom-0 z-10 h-[22%] bg-gradient-to-t from-neutral-950 to-transparent" aria-hidden="true" />

      {streaming !== null ? (
        <StreamPreview text={streaming} fontPx={props.fontPx} containerRef={props.streamRef} />
      ) : content.kind === 'loaded' ? (
        <ScriptColumn {...props} />
      ) : (
        <ScriptMessage content={content} offerDashboard={props.offerDashboard} />
      )}
    </div>
  );
}

/** The script itself; the auto-scroll moves it with a transform. */
function ScriptColumn({ contentRef, fontPx, source, sections, markers }: ReadingAreaProps) {
  return (
    <div
      ref={contentRef}
      data-testid="teleprompter-content"
      className="mx-auto px-4 pb-[60vh] will-change-transform"
      style={{ maxWidth: '38ch', fontSize: `${fontPx}px`, paddingTop: READING_LINE, boxSizing: 'content-box' }}
    >
      {source && (
        <div className="mb-6 flex" data-testid="script-source-row">
          <span
            data-testid="script-source"
            title="Who wrote this script"
            className="rounded-md bg-white/10 px-2 py-0.5 text-xs font-medium tracking-wide text-neutral-300"
          >
            {source}
          </span>
        </div>
      )}
      {sections.map((section) => (
        // Section starts are where next/previous section and the Sections panel move the text to.
        <div key={section.index} data-section-start={section.index} data-node-id={section.nodeId ?? undefined}>
          {markers && section.label && <SectionMarker section={section} />}
          {section.paragraphs.map((p, i) => (
            <p key={i} dir="auto" className="mb-[1.1em] leading-[1.5] font-semibold tracking-[0.005em] text-neutral-50">
              <CueText text={p} />
            </p>
          ))}
        </div>
      ))}
    </div>
  );
}

/** A discreet marker at a section's start: the node's colour and title. */
function SectionMarker({ section }: { section: StageSection }) {
  return (
    <div
      data-testid="section-marker"
      className="mb-[0.35em] flex items-center gap-[0.5em] text-[max(0.36em,11px)] font-bold tracking-[0.14em] text-neutral-400 uppercase select-none"
    >
      <span className="size-[0.8em] shrink-0 rounded-full ring-1 ring-white/20" style={{ background: section.color ?? '#737373' }} aria-hidden="true" />
      <span className="truncate">{section.label}</span>
      <span className="h-px flex-1 bg-white/10" aria-hidden="true" />
    </div>
  );
}

/** Loading, empty and error states (spec §4, §8). */
function ScriptMessage({ content, offerDashboard }: { content: Exclude<ScriptContent, { kind: 'loaded' }>; offerDashboard: boolean }) {
  return (
    <div className="flex h-full items-center justify-center p-6">
      {content.kind === 'loading' ? (
        <div className="flex items-center gap-3 text-neutral-400" role="status">
          <Spinner /> Loading script...
        </div>
      ) : (
        <div className="max-w-md text-center" role={content.kind === 'error' ? 'alert' : 'status'}>
          <p className={cn('text-lg leading-relaxed', content.kind === 'error' ? 'text-red-300' : 'text-neutral-300')}>
            {content.message}
          </p>
          {offerDashboard && (
            <Link
              to={paths.dashboard}
              className="mt-5 inline-flex h-9 items-center rounded-lg border border-white/15 px-3 text-sm text-neutral-200 hover:bg-white/10"
            >
              Go to Dashboard
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
