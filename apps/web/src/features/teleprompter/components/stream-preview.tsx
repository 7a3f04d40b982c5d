// The script as the AI writes it: the same column as the script, a cursor after the newest words,
// and those words kept in view.
import { useLayoutEffect, useMemo, type RefObject } from 'react';
import { scriptParagraphs } from '@cuemap/shared';
import { DEFAULT_GUIDE_AT, readingLine } from '../utils/display';

export interface StreamPreviewProps {
  /** The script so far. */
  text: string;
  fontPx: number;
  /** The scrolling box; the text layout measures the column inside it too. */
  containerRef: RefObject<HTMLDivElement | null>;
  /** Where the reading line is (CSS length); the text starts there. */
  readingLineAt?: string;
}

export function StreamPreview({ text, fontPx, containerRef, readingLineAt = readingLine(DEFAULT_GUIDE_AT) }: StreamPreviewProps) {
  const paragraphs = useMemo(() => scriptParagraphs(text), [text]);

  useLayoutEffect(() => {
    const el = containerRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [text, containerRef]);

  return (
    <div ref={containerRef} className="absolute inset-0 overflow-y-auto" data-testid="teleprompter-stream" aria-live="off">
      <div className="mx-auto px-4 pb-[40vh]" style={{ maxWidth: '38ch', fontSize: `${fontPx}px`, paddingTop: readingLineAt, boxSizing: 'content-box' }}>
        {(paragraphs.length ? paragraphs : ['']).map((p, i, all) => (
          <p key={i} className="mb-[1.1em] leading-[1.5] font-semibold tracking-[0.005em] text-[var(--tp-fg,#fafafa)]">
            {p}
            {i === all.length - 1 && (
              <span className="ml-1 inline-block h-[0.9em] w-[0.45em] bg-brand-400 motion-safe:animate-pulse align-[-0.1em]" aria-hidden="true" />
            )}
          </p>
        ))}
      </div>
    </div>
  );
}
