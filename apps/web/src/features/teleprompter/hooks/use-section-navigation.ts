// Moving by sections (issue 12): next / previous section start (clicker and pedal keys), a chosen
// section, and which section is at the reading line. The starts come from the one measured model
// (utils/section-positions.ts), read when needed, so they are right for the text size and width on screen.
import { useCallback, type RefObject } from 'react';
import { measureSections, nextSectionStart, previousSectionStart, sectionAt } from '../utils/section-positions';

export interface SectionScroller {
  offset: () => number;
  jumpTo: (offset: number) => void;
}

export function useSectionNavigation(contentRef: RefObject<HTMLElement | null>, scroller: SectionScroller, lineHeight: number) {
  const { offset, jumpTo } = scroller;
  const starts = useCallback(() => measureSections(contentRef.current).starts, [contentRef]);

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
