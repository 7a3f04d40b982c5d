// The reading guide (issue 12 item 7): a band one line tall at the reading line. It can be dragged
// up or down (pointer), or moved with ↑ / ↓ / Home / End while it has focus; the text's reading line
// follows it. Those arrow keys step lines elsewhere on the screen, so here they stop at the guide.
import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { GripHorizontal } from 'lucide-react';
import { clampGuide, GUIDE_MAX, GUIDE_MIN, GUIDE_STEP, readingLine } from '../utils/display';

export interface ReadingGuideProps {
  /** The reading line's position, as a share of the screen height. */
  at: number;
  lineHeight: number;
  /** The reading area (the band sits in it; a vertical mirror flips it). */
  viewportRef: RefObject<HTMLElement | null>;
  mirrorVertical: boolean;
  onMove: (at: number) => void;
}

export function ReadingGuide({ at, lineHeight, viewportRef, mirrorVertical, onMove }: ReadingGuideProps) {
  /** While dragging: where in the band it was grabbed (px below its top). */
  const grab = useRef<number | null>(null);

  /** The pointer's distance from the reading area's top, as the (unflipped) text sees it. */
  const localY = (clientY: number) => {
    const rect = viewportRef.current?.getBoundingClientRect();
    if (!rect) return null;
    return mirrorVertical ? rect.bottom - clientY : clientY - rect.top;
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    const y = localY(e.clientY);
    if (y === null) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    grab.current = y - at * window.innerHeight;
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const y = localY(e.clientY);
    if (grab.current === null || y === null) return;
    const next = clampGuide((y - grab.current) / window.innerHeight);
    if (next !== at) onMove(next);
  };
  const endDrag = () => {
    grab.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next =
      e.key === 'ArrowUp' ? at - GUIDE_STEP : e.key === 'ArrowDown' ? at + GUIDE_STEP : e.key === 'Home' ? GUIDE_MIN : e.key === 'End' ? GUIDE_MAX : null;
    if (next === null) return;
    // The screen's own keys (a line back / forward) must not also run.
    e.preventDefault();
    e.stopPropagation();
    onMove(clampGuide(next));
  };

  const percent = Math.round(at * 100);
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label="Reading line position"
      aria-orientation="vertical"
      aria-valuemin={Math.round(GUIDE_MIN * 100)}
      aria-valuemax={Math.round(GUIDE_MAX * 100)}
      aria-valuenow={percent}
      aria-valuetext={`${percent}% from the top`}
      title="Drag to move the reading line (↑ / ↓ when focused)"
      className="group absolute inset-x-0 z-[15] cursor-row-resize touch-none outline-none select-none"
      style={{ top: readingLine(at), height: lineHeight }}
      data-testid="reading-guide"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onLostPointerCapture={endDrag}
      onKeyDown={onKeyDown}
    >
      <div className="absolute inset-0 border-y border-[rgb(var(--tp-guide)/0.18)] bg-gradient-to-r from-[rgb(var(--tp-guide)/0.04)] via-[rgb(var(--tp-guide)/0.1)] to-[rgb(var(--tp-guide)/0.04)] transition-colors group-hover:border-[rgb(var(--tp-guide)/0.4)] group-focus-visible:border-[rgb(var(--tp-guide)/0.8)]" />
      <span className="absolute top-1/2 left-0 h-0 w-0 -translate-y-1/2 border-y-[6px] border-l-[8px] border-y-transparent border-l-[rgb(var(--tp-guide)/0.9)] sm:border-y-[9px] sm:border-l-[12px]" />
      <span className="absolute top-1/2 right-0 h-0 w-0 -translate-y-1/2 border-y-[6px] border-r-[8px] border-y-transparent border-r-[rgb(var(--tp-guide)/0.9)] sm:border-y-[9px] sm:border-r-[12px]" />
      {/* A grip that shows where the band can be taken hold of. */}
      <span
        className="absolute top-1/2 right-4 flex -translate-y-1/2 items-center rounded-md bg-[rgb(var(--tp-guide)/0.22)] px-1.5 py-0.5 text-[var(--tp-fg)] opacity-0 transition-opacity group-hover:opacity-90 group-focus-visible:opacity-90 motion-reduce:transition-none sm:right-6"
        aria-hidden="true"
      >
        <GripHorizontal className="size-4" />
      </span>
    </div>
  );
}
