// Text size and scroll rate of the reading column. The rate follows the rendered line height
// (spec §4: 38 characters per line), so the column is measured again whenever the text or its size
// changes — a size step, or a screen width that changes what fits.
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { charsPerWord, scrollPixelsPerSecond } from '@cuemap/shared';
import { DEFAULT_COLUMN_EM, fitFontPx, stepTextScale, textPercent, textPx } from '../utils/text-size';

export interface TextLayoutInput {
  viewportRef: RefObject<HTMLElement | null>;
  /** The script column (on screen when a script is loaded and none is being written). */
  contentRef: RefObject<HTMLElement | null>;
  /** The box around the column of a script being written (on screen instead, meanwhile). */
  streamRef: RefObject<HTMLElement | null>;
  paragraphs: readonly string[];
  isStreaming: boolean;
  textScale: number;
  wpm: number;
}

export interface TextLayout {
  fontPx: number;
  /** The size as a percentage of the default on this screen (what the control shows). */
  sizePercent: number;
  /** The next step up or down, or null at either end of the range. */
  largerScale: number | null;
  smallerScale: number | null;
  lineHeight: number;
  pixelsPerSecond: number;
}

function initialWidth() {
  return typeof window === 'undefined' ? 1024 : window.innerWidth;
}

export function useTextLayout({ viewportRef, contentRef, streamRef, paragraphs, isStreaming, textScale, wpm }: TextLayoutInput): TextLayout {
  const [lineHeight, setLineHeight] = useState(48);
  /** Screen width, and the 38ch column's width in em (measured once the text is on screen). */
  const [layout, setLayout] = useState(() => ({ width: initialWidth(), columnEm: DEFAULT_COLUMN_EM }));
  const columnMeasured = useRef(false);
  const fitPx = fitFontPx(layout.width, layout.columnEm);
  const fontPx = textPx(textScale, fitPx);
  const avgCharsPerWord = useMemo(() => charsPerWord(paragraphs.join(' ')), [paragraphs]);

  useLayoutEffect(() => {
    const measure = () => {
      const width = viewportRef.current?.clientWidth || window.innerWidth;
      const column = contentRef.current ?? streamRef.current?.firstElementChild;
      let columnEm: number | null = null;
      if (column && !columnMeasured.current) {
        // The font decides how wide 38 characters are; that ratio does not change with the size.
        const style = getComputedStyle(column);
        const em = parseFloat(style.maxWidth) / parseFloat(style.fontSize);
        if (style.maxWidth.endsWith('px') && Number.isFinite(em) && em > 0) {
          columnMeasured.current = true;
          columnEm = em;
        }
      }
      setLayout((prev) =>
        prev.width === width && (columnEm === null || columnEm === prev.columnEm) ? prev : { width, columnEm: columnEm ?? prev.columnEm },
      );
      const p = column?.querySelector('p');
      const lh = p ? parseFloat(getComputedStyle(p).lineHeight) : NaN;
      if (Number.isFinite(lh) && lh > 0) setLineHeight(lh);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [paragraphs, fontPx, isStreaming, viewportRef, contentRef, streamRef]);

  return {
    fontPx,
    sizePercent: textPercent(textScale, fitPx),
    largerScale: stepTextScale(textScale, 1, fitPx),
    smallerScale: stepTextScale(textScale, -1, fitPx),
    lineHeight,
    pixelsPerSecond: scrollPixelsPerSecond(wpm, lineHeight, avgCharsPerWord),
  };
}

/** A new text size keeps the same words at the reading line: the offset scales with the text. */
export function useKeepPlaceOnResize(fontPx: number, scroller: { nudge: (dy: number) => void; offset: () => number }) {
  const { nudge, offset } = scroller;
  const previousFontPx = useRef(fontPx);
  useLayoutEffect(() => {
    const previous = previousFontPx.current;
    previousFontPx.current = fontPx;
    if (previous !== fontPx && previous > 0) nudge(offset() * (fontPx / previous - 1));
  }, [fontPx, nudge, offset]);
}
