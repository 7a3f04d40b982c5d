// Where a prompter is, in terms every screen shares (issue 13): the section at the reading line and how
// far through it. A follower's column wraps differently (another width, another size), so pixels would
// not carry over; sections do, and within a section the share of its height is close to the share of
// its words.
import type { StagePosition } from '@cuemap/shared';

/** Section starts (px from offset 0, where the column's first element is at the reading line) and the text's end. */
export function columnSections(content: HTMLElement | null): { starts: number[]; end: number } {
  if (!content) return { starts: [0], end: 0 };
  const first = content.firstElementChild as HTMLElement | null;
  const base = first?.offsetTop ?? 0;
  const sections = [...content.querySelectorAll<HTMLElement>('[data-section-start]')];
  const starts = sections.map((el) => el.offsetTop - base);
  const last = sections.at(-1);
  const end = last ? last.offsetTop + last.offsetHeight - base : 0;
  return { starts: starts.length ? starts : [0], end: Math.max(end, starts.at(-1) ?? 0) };
}

/** The position of `offset` in a column with these section starts. */
export function positionAt(starts: readonly number[], end: number, offset: number): StagePosition {
  let section = 0;
  for (let i = 0; i < starts.length; i += 1) if (starts[i]! <= offset + 0.5) section = i;
  const from = starts[section] ?? 0;
  const to = starts[section + 1] ?? end;
  const span = to - from;
  const fraction = span > 0 ? Math.min(1, Math.max(0, (offset - from) / span)) : 0;
  return { section, fraction: Math.round(fraction * 10000) / 10000 };
}

/** The offset of `position` in a column with these section starts (the inverse of positionAt). */
export function offsetOf(starts: readonly number[], end: number, position: StagePosition): number {
  const section = Math.min(position.section, starts.length - 1);
  const from = starts[section] ?? 0;
  const to = starts[section + 1] ?? end;
  return from + Math.max(0, to - from) * position.fraction;
}
