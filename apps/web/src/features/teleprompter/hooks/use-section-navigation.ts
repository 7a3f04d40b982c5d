// Moving by sections (issue 12): next / previous section start (clicker and pedal keys), a chosen
// section, and which section is at the reading line. Starts are read from the column when needed, so
// they are always right for the text size and width on screen.
import { useCallback, type RefObject } from 'react';
import { nextSectionStart, previousSectionStart, sectionAt } from '../utils/stage-sections';

export interface SectionScroller {
  offset: () => number;
  jumpTo: (offset: number) => void;
}

export function useSectionNavigation(contentRef: RefObject<HTMLElement | null>, scroller: SectionScroller, lineHeight: number) {
  const { offset, jumpTo } = scroller;
  const starts = useCallback((): number[] => {
    const content = contentRef.current;
    if (!content) return [];
    // Offset 0 puts the column's first element at the reading line; a section's start is its distance from there.
    const base = (content.firstElementChild as HTMLElement | null)?.offsetTop ?? 0;
    return [...content.querySelectorAll<HTMLElement>('[data-section-start]')].map((el) => el.offsetTop - base);
  }, [contentRef]);

  const next = useCallback(() => {
    const to = nextSectionStart(starts(), offset());
    if (to === null) return false;
    jumpTo(to);
  }, [starts, offset, jumpTo]);

  const previous = useCallback(() => {
    const list = starts();
    if (!list.length) return false;
    jumpTo(previousSectionStart(list, offset(), lineHeight * 2));
  }, [starts, offset, jumpTo, lineHeight]);

  const goTo = useCallback(
    (index: number) => {
      const to = starts()[index];
      if (to !== undefined) jumpTo(to);
    },
    [starts, jumpTo],
  );

  const current = useCallback(() => sectionAt(starts(), offset()), [starts, offset]);

  return { next, previous, goTo, current };
}
