// Text size and scroll rate of the reading column. The rate follows the rendered line height
// (spec §4: 38 characters per line), so the column is measured again whenever the text or its size
// changes — a size step, a screen width that changes what fits, the typeface (and its web font
// arriving), the line spacing or the side margins. A column capped narrower than 38 characters (a
// phone above 100 %, wide margins) counts its fewer characters per line.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { charsPerWord, scrollPixelsPerSecond, TELEPROMPTER_CHARS_PER_LINE } from '@cuemap/shared';
import type { TeleprompterFont } from '../utils/display';
import { columnCapPx, columnChars, DEFAULT_COLUMN_EM, fitFontPx, PHONE_MAX_WIDTH, stepTextScale, textPercent, textPx } from '../utils/text-size';
import { layoutTop } from './use-live-anchor';

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
  font?: TeleprompterFont;
  lineSpacing?: number;
  /** Share of the screen width kept clear each side. */
  margin?: number;
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
  /** The column's max-width: 38ch, or px where 38 characters no longer fit between the margins. */
  columnWidth: string;
  /** Characters on a line (38 unless the column is capped). */
  charsPerLine: number;
}

function initialWidth() {
  return typeof window === 'undefined' ? 1024 : window.innerWidth;
}

export function useTextLayout({
  viewportRef,
  contentRef,
  streamRef,
  paragraphs,
  isStreaming,
  textScale,
  wpm,
  font = 'sans',
  lineSpacing = 1.5,
  margin = 0,
}: TextLayoutInput): TextLayout {
  const [lineHeight, setLineHeight] = useState(48);
  /** Screen width, and the 38ch column's width in em (measured for the typeface on screen). */
  const [layout, setLayout] = useState(() => ({ width: initialWidth(), columnEm: DEFAULT_COLUMN_EM }));
  const fitPx = fitFontPx(layout.width, layout.columnEm, margin);
  const phone = layout.width < PHONE_MAX_WIDTH;
  const fontPx = textPx(textScale, fitPx, phone);
  const capPx = columnCapPx(layout.width, fontPx, layout.columnEm, margin);
  const avgCharsPerWord = useMemo(() => charsPerWord(paragraphs.join(' ')), [paragraphs]);

  useLayoutEffect(() => {
    const measure = () => {
      const width = viewportRef.current?.clientWidth || window.innerWidth;
      const column = contentRef.current ?? streamRef.current?.firstElementChild;
      let columnEm: number | null = null;
      if (column) {
        // The typeface decides how wide 38 characters are; that ratio does not change with the size.
        // The script column carries a 38ch probe (its own width may be capped); the preview is 38ch itself.
        const probe = column.querySelector<HTMLElement>('[data-column-probe]');
        const style = getComputedStyle(column);
        const fontSize = parseFloat(style.fontSize);
        const em = probe ? probe.offsetWidth / fontSize : style.maxWidth.endsWith('px') ? parseFloat(style.maxWidth) / fontSize : NaN;
        if (Number.isFinite(em) && em > 0) columnEm = Math.round(em * 1000) / 1000;
      }
      setLayout((prev) => (prev.width === width && (columnEm === null || columnEm === prev.columnEm) ? prev : { width, columnEm: columnEm ?? prev.columnEm }));
      const p = column?.querySelector('p');
      const lh = p ? parseFloat(getComputedStyle(p).lineHeight) : NaN;
      if (Number.isFinite(lh) && lh > 0) setLineHeight(lh);
    };
    measure();
    window.addEventListener('resize', measure);
    // A web font arriving changes the width of 38 characters.
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    fonts?.addEventListener?.('loadingdone', measure);
    return () => {
      window.removeEventListener('resize', measure);
      fonts?.removeEventListener?.('loadingdone', measure);
    };
  }, [paragraphs, fontPx, isStreaming, viewportRef, contentRef, streamRef, font, lineSpacing, margin, capPx]);

  const charsPerLine = columnChars(fontPx, layout.columnEm, capPx);
  return {
    fontPx,
    sizePercent: textPercent(textScale, fitPx, phone),
    largerScale: stepTextScale(textScale, 1, fitPx, phone),
    smallerScale: stepTextScale(textScale, -1, fitPx, phone),
    lineHeight,
    // Lines per second scale with 38 ÷ the characters a line really holds.
    pixelsPerSecond: scrollPixelsPerSecond(wpm, lineHeight, avgCharsPerWord) * (TELEPROMPTER_CHARS_PER_LINE / charsPerLine),
    columnWidth: capPx === null ? '38ch' : `${capPx}px`,
    charsPerLine,
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

/** The paragraph at the reading line (its index among the script's paragraphs) and how far into it, 0–1. */
interface ReadingAnchor {
  index: number;
  fraction: number;
}

/**
 * Keeps the words at the reading line there across a display change (typeface, line spacing, margins)
 * that reflows the column: `capture()` — called by the change's handler, before the new layout —
 * notes the paragraph at the reading line and how far into it; the next commit moves back to it.
 */
export function useReadingAnchor(
  contentRef: RefObject<HTMLElement | null>,
  scroller: { jumpTo: (offset: number) => void; offset: () => number },
  fontPx: number,
) {
  const { jumpTo, offset } = scroller;
  const anchor = useRef<ReadingAnchor | null>(null);
  /**
   * The anchor applied last and where it left the text. The column can reflow again after it without
   * anything being chosen: a typeface's web fonts arrive after its first layout (in the fallback font), some
   * only once their text comes into view (a bold face), and their arrival changes the fitted text size too.
   * Each time the same words go back to the reading line, for as long as nothing else has moved the text.
   */
  const follow = useRef<{ anchor: ReadingAnchor; landed: number } | null>(null);
  const lastFontPx = useRef(fontPx);
  const paragraphsAt = useCallback(() => {
    const content = contentRef.current;
    if (!content) return null;
    const first = content.firstElementChild as HTMLElement | null;
    const base = first ? layoutTop(first, content) : 0;
    // Layout positions (no transforms: mirrored or scrolled alike), from the reading line's element as the offset counts.
    return [...content.querySelectorAll<HTMLElement>('p')].map((p) => ({ top: layoutTop(p, content) - base, height: p.offsetHeight }));
  }, [contentRef]);
  const capture = useCallback(() => {
    const list = paragraphsAt();
    if (!list?.length) return;
    const at = offset();
    let index = 0;
    while (index + 1 < list.length && list[index + 1]!.top <= at) index++;
    const p = list[index]!;
    anchor.current = { index, fraction: p.height > 0 ? Math.min(1, Math.max(0, (at - p.top) / p.height)) : 0 };
  }, [paragraphsAt, offset]);
  const apply = useCallback(
    (a: ReadingAnchor) => {
      const p = paragraphsAt()?.[a.index];
      if (!p) {
        follow.current = null;
        return;
      }
      jumpTo(p.top + a.fraction * p.height);
      follow.current = { anchor: a, landed: offset() };
    },
    [paragraphsAt, jumpTo, offset],
  );
  /** Applies the followed anchor again if the text is still where it left it (`at`); else stops following. */
  const reapply = useCallback(
    (at: number) => {
      const f = follow.current;
      if (!f) return;
      if (Math.abs(at - f.landed) < 0.5) apply(f.anchor);
      else follow.current = null;
    },
    [apply],
  );
  useLayoutEffect(() => {
    const previousPx = lastFontPx.current;
    lastFontPx.current = fontPx;
    const next = anchor.current;
    anchor.current = null;
    if (next) apply(next);
    // A new fitted text size in this commit has just been scaled into the offset by useKeepPlaceOnResize
    // (new ÷ previous, earlier in the same commit): scaled back, the offset says whether anything else moved
    // the text since the anchor left it. (Other reflows show as a new size of the column: below.)
    else if (previousPx !== fontPx && previousPx > 0) reapply((offset() * previousPx) / fontPx);
  });
  // Every other reflow — a web font swapped in (its `loadingdone` can come before layout uses it), a new
  // column width — shows as a new size of the column, seen after layout and before paint. Watched per
  // column element.
  const onReflow = useRef(() => {});
  onReflow.current = () => reapply(offset());
  const watched = useRef<{ el: HTMLElement; stop: () => void } | null>(null);
  useEffect(() => {
    const content = contentRef.current;
    if (watched.current?.el === content) return;
    watched.current?.stop();
    watched.current = null;
    if (!content) return;
    const notify = () => onReflow.current();
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    fonts?.addEventListener?.('loadingdone', notify);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(notify);
    observer?.observe(content);
    watched.current = {
      el: content,
      stop: () => {
        fonts?.removeEventListener?.('loadingdone', notify);
        observer?.disconnect();
      },
    };
  });
  useEffect(() => () => watched.current?.stop(), []);
  return capture;
}
