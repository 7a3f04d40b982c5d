// The spoken words of the teleprompter's column, read from the DOM (so the aligner's word i is exactly
// the i-th word on screen), and where a word's line is in the offset the auto-scroll counts: offset 0
// puts the column's first element at the reading line, so a word is at the reading line when the
// offset equals its line's distance below that element. Cue marks (`[pause]`, `[note]`) are skipped;
// emphasis is read.
import { textWords } from './words';

interface Spot {
  node: Text;
  start: number;
  end: number;
}

export interface ColumnWords {
  /** Normalised words, for the aligner. */
  words: string[];
  /** Offset that puts word `index`'s line at the reading line, or null if it is not on screen. */
  offsetOf: (index: number) => number | null;
  /** The first word whose line is at or below `offset`. */
  indexAt: (offset: number) => number;
}

function textNodes(paragraph: HTMLElement): Text[] {
  const walker = paragraph.ownerDocument.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('[data-cue="pause"], [data-cue="note"]') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

export function readColumnWords(content: HTMLElement): ColumnWords {
  const words: string[] = [];
  const spots: Spot[] = [];
  for (const paragraph of content.querySelectorAll<HTMLElement>('[data-section-start] p')) {
    // A word split across elements (`**wish**ful`) is one word: it joins when nothing separates the pieces.
    let joinable = false;
    for (const node of textNodes(paragraph)) {
      const found = textWords(node.data);
      found.forEach((w, i) => {
        if (i === 0 && joinable && w.start === 0 && words.length) words[words.length - 1] += w.norm;
        else {
          words.push(w.norm);
          spots.push({ node, start: w.start, end: w.end });
        }
      });
      const last = found.at(-1);
      joinable = last ? last.end === node.data.length : joinable && node.data.length === 0;
    }
  }

  const cache = new Map<number, number | null>();
  let layoutKey = '';
  const offsetOf = (index: number): number | null => {
    const key = `${content.offsetWidth}x${content.offsetHeight}:${content.style.fontSize}`;
    if (key !== layoutKey) {
      cache.clear();
      layoutKey = key;
    }
    if (cache.has(index)) return cache.get(index)!;
    const value = measure(content, spots[index]);
    cache.set(index, value);
    return value;
  };
  const indexAt = (offset: number) => {
    let low = 0;
    let high = words.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((offsetOf(mid) ?? Infinity) < offset - 1) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  return { words, offsetOf, indexAt };
}

function measure(content: HTMLElement, spot: Spot | undefined): number | null {
  if (!spot || !spot.node.isConnected) return null;
  const paragraph = spot.node.parentElement?.closest('p');
  if (!paragraph) return null;
  const base = (content.firstElementChild as HTMLElement | null)?.offsetTop ?? 0;
  let within = 0;
  const range = content.ownerDocument.createRange();
  range.setStart(spot.node, spot.start);
  range.setEnd(spot.node, spot.end);
  // Layout reads only where the browser has them (not every test DOM does).
  if (typeof range.getBoundingClientRect === 'function') {
    const rect = range.getClientRects?.()[0] ?? range.getBoundingClientRect();
    const box = paragraph.getBoundingClientRect();
    // Upside-down mirror (a monitor under the glass): the paragraph's bottom is on top.
    const flipped = !!content.closest('[data-mirrored-vertical="true"]');
    const middle = rect.top + rect.height / 2;
    const below = flipped ? box.bottom - middle : middle - box.top;
    // The top of the word's line box, so a line sits at the reading line as a section start does.
    const lineHeight = parseFloat(getComputedStyle(paragraph).lineHeight);
    within = lineHeight > 0 ? Math.floor(below / lineHeight) * lineHeight : below;
  }
  return paragraph.offsetTop - base + Math.max(0, within);
}
