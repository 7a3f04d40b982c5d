// Where the sections are in the column (issue 24): one measured model — each section's start and the
// text's end, in the offset the auto-scroll counts — read from the DOM by `measureSections` alone, and
// the questions navigation (next / previous / current section), the stage state sent to devices and the
// followers (displays, prompter windows) ask of it. A follower's column wraps differently (another
// width, another size), so a position travels as a section and a share of it, never as pixels.
import type { StagePosition } from '@cuemap/shared';

export interface SectionPositions {
  /** Each section's start, px from offset 0 (where the column's first element is at the reading line). */
  starts: number[];
  /** The end of the text, px from the same origin. */
  end: number;
}

/** Measures the column's sections (layout positions: transforms, mirrored or scrolled, do not count). */
export function measureSections(content: HTMLElement | null): SectionPositions {
  if (!content) return { starts: [], end: 0 };
  const base = (content.firstElementChild as HTMLElement | null)?.offsetTop ?? 0;
  const sections = [...content.querySelectorAll<HTMLElement>('[data-section-start]')];
  const starts = sections.map((el) => el.offsetTop - base);
  const last = sections.at(-1);
  const end = last ? last.offsetTop + last.offsetHeight - base : 0;
  return { starts, end: Math.max(end, starts.at(-1) ?? 0) };
}

/**
 * Which section is at the reading line: the last whose start is at or above `offset` (the scroll
 * offset in pixels); `starts` are the sections' start offsets in order.
 */
export function sectionAt(starts: readonly number[], offset: number): number {
  let at = 0;
  for (let i = 0; i < starts.length; i++) if (starts[i]! <= offset + 1) at = i;
  return at;
}

/** Where next-section goes: the first start below the reading line (null at the last section). */
export function nextSectionStart(starts: readonly number[], offset: number): number | null {
  return starts.find((s) => s > offset + 1) ?? null;
}

/**
 * Where previous-section goes: the start of the section being read when it is well under way (past
 * `slack` pixels, like a slide clicker's "back to the start"), otherwise the section before it.
 */
export function previousSectionStart(starts: readonly number[], offset: number, slack: number): number {
  const at = sectionAt(starts, offset);
  if (offset - starts[at]! > slack || at === 0) return starts[at] ?? 0;
  return starts[at - 1]!;
}

/** The position of `offset`: the section at the reading line (as navigation counts it) and how far through it. */
export function positionAt({ starts, end }: SectionPositions, offset: number): StagePosition {
  const section = sectionAt(starts, offset);
  const from = starts[section] ?? 0;
  const to = starts[section + 1] ?? end;
  const span = to - from;
  const fraction = span > 0 ? Math.min(1, Math.max(0, (offset - from) / span)) : 0;
  return { section, fraction: Math.round(fraction * 10000) / 10000 };
}

/** The offset of `position` in this column (the inverse of positionAt). */
export function offsetOf({ starts, end }: SectionPositions, position: StagePosition): number {
  const section = Math.max(0, Math.min(position.section, starts.length - 1));
  const from = starts[section] ?? 0;
  const to = starts[section + 1] ?? end;
  return from + Math.max(0, to - from) * position.fraction;
}
