// Where the script's [slide] marks are in the column (issue 29 item 3), in the offset the auto-scroll
// counts (0: the column's first element at the reading line), and which one the reading line has
// reached: the slide the deck should be on, and whether that mark is at the reading line now.
import { numberSlides } from '@cuemap/shared';

export interface SlideMark {
  /** px from offset 0, as section starts are measured (utils/section-positions.ts). */
  at: number;
  number: number;
}

export interface SlideCue {
  number: number;
  /** The mark is at the reading line (just reached): the moment to advance the deck. */
  due: boolean;
}

/** How long a reached mark stays due, in lines of the column's type: about two lines of reading. */
const DUE_LINES = 3;

/** An element's top inside `content`, through positioned ancestors (an out-of-date section is one). */
function topWithin(el: HTMLElement, content: HTMLElement): number {
  let top = 0;
  for (let at: HTMLElement | null = el; at && at !== content; at = at.offsetParent as HTMLElement | null) top += at.offsetTop;
  return top;
}

/**
 * The column's slide marks in reading order (layout positions: transforms, mirrored or scrolled, do not
 * count). A mark before a section's first word is at the section's start (above it, the section's marker),
 * so it is due the moment the section is brought to the reading line.
 */
export function measureSlides(content: HTMLElement | null): SlideMark[] {
  if (!content) return [];
  const base = (content.firstElementChild as HTMLElement | null)?.offsetTop ?? 0;
  return [...content.querySelectorAll<HTMLElement>('[data-slide]')].map((el) => {
    const section = el.dataset.slideStart ? el.closest<HTMLElement>('[data-section-start]') : null;
    return { at: topWithin(section ?? el, content) - base, number: Number(el.dataset.slide) };
  });
}

/**
 * The last mark the reading line (`offset`) has reached — its top less than `reach` px (an em) below the
 * line, i.e. its line is in the reading band — due until `band` px past it; null before the first.
 */
export function slideAt(marks: readonly SlideMark[], offset: number, reach: number, band: number): SlideCue | null {
  let reached: SlideMark | null = null;
  for (const mark of marks) if (mark.at < offset + reach) reached = mark;
  return reached ? { number: reached.number, due: offset - reached.at < band } : null;
}

/** The slide cue of the column as it is now: its marks measured, the reach and band from its type size. */
export function slideState(content: HTMLElement | null, offset: number): SlideCue | null {
  const fontPx = content ? Number.parseFloat(content.style.fontSize) || 40 : 40;
  return slideAt(measureSlides(content), offset, fontPx, fontPx * DUE_LINES);
}

/** Each paragraph's slide numbers (sections' paragraphs in order), as the column numbers its marks. */
export function columnSlideNumbers(sections: readonly { paragraphs: readonly string[] }[]): number[][][] {
  const { numbers } = numberSlides(sections.flatMap((s) => s.paragraphs));
  let at = 0;
  return sections.map((s) => s.paragraphs.map(() => numbers[at++]!));
}
