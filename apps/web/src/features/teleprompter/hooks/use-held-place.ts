// Resolving a part the map left behind (Keep mine, Use map text, Remove, Rewrite with AI) keeps the
// reading position (issue 24 item 6): a new script otherwise starts again at the top. `hold()` — called
// as the decision is sent — notes the section at the reading line (by its node, so a removed section
// before it does not shift the place) and how far into it; the script that answers is moved back there.
import { useCallback, useMemo, useRef, type RefObject } from 'react';
import type { StagePosition } from '@cuemap/shared';
import { measureSections, offsetOf, positionAt } from '../utils/section-positions';

interface Held {
  nodeId: string | null;
  position: StagePosition;
}

const sectionsIn = (content: HTMLElement) => [...content.querySelectorAll<HTMLElement>('[data-section-start]')];

export function useHeldPlace(contentRef: RefObject<HTMLElement | null>, scroller: { jumpTo: (offset: number) => void; offset: () => number }) {
  const { jumpTo, offset } = scroller;
  const held = useRef<Held | null>(null);

  const hold = useCallback(() => {
    const content = contentRef.current;
    if (!content) return;
    const position = positionAt(measureSections(content), offset());
    held.current = { nodeId: sectionsIn(content)[position.section]?.dataset.nodeId ?? null, position };
  }, [contentRef, offset]);

  const release = useCallback(() => {
    held.current = null;
  }, []);

  /**
   * Moves to the held place in the column as it is now (call it from a layout effect, after the new
   * script is laid out) and lets it go; false when nothing was held.
   */
  const restore = useCallback((): boolean => {
    const h = held.current;
    const content = contentRef.current;
    if (!h) return false;
    held.current = null;
    if (!content) return true;
    const sections = sectionsIn(content);
    // A node-less section (an opening, a closing) is found at its index.
    const byNode =
      h.nodeId === null ? (h.position.section < sections.length ? h.position.section : -1) : sections.findIndex((el) => el.dataset.nodeId === h.nodeId);
    // Its section went (Remove): the start of what now stands in its place.
    const position =
      byNode >= 0 ? { section: byNode, fraction: h.position.fraction } : { section: Math.min(h.position.section, sections.length - 1), fraction: 0 };
    if (position.section >= 0) jumpTo(offsetOf(measureSections(content), position));
    return true;
  }, [contentRef, jumpTo]);

  const holding = useCallback(() => held.current !== null, []);

  return useMemo(() => ({ hold, release, restore, holding }), [hold, release, restore, holding]);
}
