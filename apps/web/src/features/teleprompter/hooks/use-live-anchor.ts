// The words at the reading line stay there when the script changes under the reader (issue 26 item 5): an
// edit made elsewhere arrives while the text plays. `capture()` — called as the change arrives, before
// React shows it — notes the character at the reading line (its paragraph, its place in it, and how far
// below its line's top the reading line is); after the new text is laid out, the column moves so that
// the same character (reanchor: found through the edit) is at the reading line again. The scroll made
// in between is kept, so a playing text does not stall.
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { reanchor, type TextAnchor } from '../utils/text-offsets';

interface Held {
  texts: string[];
  anchor: TextAnchor;
  /** The reading line below the anchor's line top, in layout pixels. */
  remainder: number;
  /** The scroll offset when it was noted. */
  offset: number;
}

interface Paragraph {
  el: HTMLElement;
  top: number;
  text: string;
}

/** `el`'s layout top inside `content` (through positioned parents such as an out-of-date section; no transforms). */
export function layoutTop(el: HTMLElement, content: HTMLElement): number {
  let top = 0;
  for (let at: HTMLElement | null = el; at && at !== content; at = at.offsetParent as HTMLElement | null) top += at.offsetTop;
  return top;
}

/** The column's paragraphs with their layout tops, counted from the reading line's element as the offset is. */
function paragraphsOf(content: HTMLElement): Paragraph[] {
  const first = content.firstElementChild as HTMLElement | null;
  const base = first ? layoutTop(first, content) : 0;
  return [...content.querySelectorAll<HTMLElement>('p')].map((el) => ({ el, top: layoutTop(el, content) - base, text: el.textContent ?? '' }));
}

/** The range over character `index` of `el`'s text, or null when there is none. */
function charRange(el: HTMLElement, index: number): Range | null {
  const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  let left = index;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (left < node.length) {
      const range = el.ownerDocument.createRange();
      range.setStart(node, left);
      range.setEnd(node, left + 1);
      return range;
    }
    left -= node.length;
  }
  return null;
}

/** Layout pixels from the paragraph's top to the top of the line holding character `index` (0 without layout). */
function lineTop(p: HTMLElement, index: number): number {
  const range = charRange(p, index);
  if (!range || typeof range.getBoundingClientRect !== 'function') return 0;
  const box = p.getBoundingClientRect();
  const rect = range.getClientRects()[0] ?? range.getBoundingClientRect();
  const scale = p.offsetHeight > 0 && box.height > 0 ? box.height / p.offsetHeight : 1;
  // A vertically mirrored column draws the paragraph's first line at its bottom.
  const last = charRange(p, (p.textContent ?? '').length - 1)?.getBoundingClientRect();
  const first = charRange(p, 0)?.getBoundingClientRect();
  const flipped = !!first && !!last && last.top < first.top - 1;
  return (flipped ? box.bottom - rect.bottom : rect.top - box.top) / scale;
}

/** The last character of `p` whose line starts at or above `y` (layout pixels from the paragraph's top). */
function charAt(p: HTMLElement, length: number, y: number): number {
  let lo = 0;
  let hi = length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (lineTop(p, mid) <= y + 0.5) lo = mid;
    else hi = mid - 1;
  }
  return Math.max(0, lo);
}

export function useLiveAnchor(contentRef: RefObject<HTMLElement | null>, scroller: { jumpTo: (offset: number) => void; offset: () => number }) {
  const { jumpTo, offset } = scroller;
  const held = useRef<Held | null>(null);

  /** Notes the words at the reading line (the first note stands until the new text is laid out). */
  const capture = useCallback(() => {
    const content = contentRef.current;
    if (held.current || !content) return;
    const list = paragraphsOf(content);
    if (!list.length) return;
    const at = offset();
    let index = 0;
    while (index + 1 < list.length && list[index + 1]!.top <= at) index++;
    const p = list[index]!;
    const char = charAt(p.el, p.text.length, at - p.top);
    held.current = { texts: list.map((x) => x.text), anchor: { paragraph: index, char }, remainder: at - p.top - lineTop(p.el, char), offset: at };
  }, [contentRef, offset]);

  // After the render that shows the change: when the column's text changed, the noted words go back to the reading line.
  useLayoutEffect(() => {
    const h = held.current;
    const content = contentRef.current;
    if (!h || !content) return;
    held.current = null;
    const list = paragraphsOf(content);
    const texts = list.map((x) => x.text);
    if (texts.length === h.texts.length && texts.every((t, i) => t === h.texts[i])) return;
    const a = reanchor(h.texts, texts, h.anchor);
    const p = list[a.paragraph];
    if (p) jumpTo(p.top + lineTop(p.el, a.char) + h.remainder + (offset() - h.offset));
  });

  /** Lets a note go without moving (the text was replaced as a whole: a new script starts at the top). */
  const release = useCallback(() => {
    held.current = null;
  }, []);

  return { capture, release };
}
