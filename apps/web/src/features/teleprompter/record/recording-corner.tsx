// On stage while recording (issue 28 item 3): the self-view (mirrored) and the recording indicator —
// a red dot, the time recorded and Stop — in a corner of the stage that never covers the reading line
// (self-view-place.ts). The presenter moves it between corners or hides the self-view.
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Eye, EyeOff, Move, Square } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { RECORD_MESSAGES } from './messages';
import { formatDuration } from './recording-format';
import { nextCorner, placeSelfView, type Corner } from './self-view-place';
import { StreamVideo } from './stream-video';

const M = RECORD_MESSAGES;
const PILL = 36;
const GAP = 12;
/** The stage clock and the reading-time badge sit along the stage's bottom edge: kept clear. */
const BOTTOM_BADGES = 40;

export interface RecordingCornerProps {
  stream: MediaStream | null;
  startedAt: number;
  corner: Corner;
  selfViewHidden: boolean;
  /** The reading line as a share of the screen height, and one line's height (the guide band). */
  guideAt: number;
  lineHeight: number;
  mirrorVertical: boolean;
  /** Controls lying over the stage's top (a portrait phone), px. */
  topInset: number;
  onStop: () => void;
  onChange: (patch: { corner?: Corner; selfViewHidden?: boolean }) => void;
}

/** Seconds since `startedAt`, ticking twice a second. */
function useElapsed(startedAt: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, now - startedAt);
}

const subscribeResize = (fn: () => void) => {
  window.addEventListener('resize', fn);
  return () => window.removeEventListener('resize', fn);
};

export function RecordingCorner(props: RecordingCornerProps) {
  const { stream, corner, selfViewHidden, guideAt, lineHeight, mirrorVertical, topInset } = props;
  const areaRef = useRef<HTMLDivElement>(null);
  const [areaHeight, setAreaHeight] = useState(0);
  const viewportHeight = useSyncExternalStore(
    subscribeResize,
    () => window.innerHeight,
    () => 800,
  );
  const viewportWidth = useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth,
    () => 1280,
  );
  useLayoutEffect(() => {
    const el = areaRef.current;
    if (!el) return;
    setAreaHeight(el.clientHeight);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setAreaHeight(el.clientHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const elapsed = useElapsed(props.startedAt);

  const hasVideo = !!stream && stream.getVideoTracks().length > 0;
  const showVideo = hasVideo && !selfViewHidden;
  const width = viewportWidth < 640 ? 128 : Math.min(256, Math.round(viewportWidth * 0.2));
  const wanted = PILL + (showVideo ? 4 + Math.round((width * 9) / 16) : 0);
  // The band as the stage shows it (a vertical mirror flips the reading area).
  const line = guideAt * viewportHeight;
  const bandTop = mirrorVertical ? areaHeight - line - lineHeight : line;
  const place = placeSelfView({
    corner,
    areaHeight: areaHeight - BOTTOM_BADGES,
    topInset,
    bandTop,
    bandBottom: bandTop + lineHeight,
    boxHeight: wanted,
    gap: GAP,
  });
  const videoHeight = place.height - PILL - 4;
  const fitsVideo = showVideo && videoHeight >= 40;

  return (
    <div ref={areaRef} className="pointer-events-none absolute inset-0 z-[22]" data-testid="recording-area">
      {areaHeight > 0 && (
        <div
          data-testid="recording-corner"
          data-corner={corner}
          className={cn(
            'pointer-events-auto absolute flex gap-1',
            place.side === 'left' ? 'items-start' : 'items-end',
            place.upper ? 'flex-col' : 'flex-col-reverse',
          )}
          style={{ top: place.top, [place.side]: GAP, maxHeight: place.height }}
        >
          <div className="flex h-9 items-center gap-1 rounded-full bg-neutral-950/85 py-1 pr-1 pl-3 text-sm font-semibold text-white shadow-lg ring-1 ring-white/15">
            <span className="size-2.5 rounded-full bg-red-500 motion-safe:animate-pulse" aria-hidden="true" />
            <span className="text-xs tracking-wide text-red-300">REC</span>
            <span role="timer" aria-label={`${M.recording} ${formatDuration(elapsed)}`} data-testid="recording-timer" className="min-w-10 tabular-nums">
              {formatDuration(elapsed)}
            </span>
            {hasVideo && (
              <button
                type="button"
                onClick={() => props.onChange({ selfViewHidden: !selfViewHidden })}
                aria-label={selfViewHidden ? M.showSelfView : M.hideSelfView}
                title={selfViewHidden ? M.showSelfView : M.hideSelfView}
                className="inline-flex size-7 items-center justify-center rounded-full text-neutral-300 hover:bg-white/10 hover:text-white"
              >
                {selfViewHidden ? <Eye className="size-4" aria-hidden="true" /> : <EyeOff className="size-4" aria-hidden="true" />}
              </button>
            )}
            <button
              type="button"
              onClick={() => props.onChange({ corner: nextCorner(corner) })}
              aria-label={M.moveSelfView}
              title={M.moveSelfView}
              className="inline-flex size-7 items-center justify-center rounded-full text-neutral-300 hover:bg-white/10 hover:text-white"
            >
              <Move className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={props.onStop}
              aria-label={M.stop}
              title={M.titleOn}
              className="inline-flex size-7 items-center justify-center rounded-full bg-red-600 text-white hover:bg-red-500"
            >
              <Square className="size-3 fill-current" aria-hidden="true" />
            </button>
          </div>
          {fitsVideo && stream && (
            <StreamVideo
              stream={stream}
              label={M.selfView}
              className="rounded-xl shadow-lg ring-1 ring-white/20"
              style={{ width: Math.min(width, Math.round((videoHeight * 16) / 9)), height: Math.min(videoHeight, Math.round((width * 9) / 16)) }}
            />
          )}
        </div>
      )}
    </div>
  );
}
