// The minimap never covers the selected node (issue 24 item 5): while the selected node lies under it,
// the minimap fades and lets clicks through to the node. (Fading rather than hiding keeps its place the
// same, so it does not flicker in and out as the node is measured against it.)
import { useLayoutEffect, useState, type RefObject } from 'react';
import { useStore } from '@xyflow/react';
import type { MindMapNode } from '@cuemap/shared';
import { ESTIMATED_SIZE } from '../utils/large-map';
import type { Rect } from '../utils/reveal';

/** Whether two screen rectangles overlap (touching edges do not). */
export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}

export function useMinimapCoversSelection(wrapperRef: RefObject<HTMLElement | null>, nodes: readonly MindMapNode[], selectedId: string | null): boolean {
  const [x, y, zoom] = useStore((s) => s.transform);
  const measured = useStore((s) => (selectedId ? s.nodeLookup.get(selectedId)?.measured : undefined));
  const node = selectedId ? nodes.find((n) => n.id === selectedId) : undefined;
  const [covers, setCovers] = useState(false);
  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    const minimap = wrapper?.querySelector('.react-flow__minimap');
    let next = false;
    if (wrapper && minimap && node) {
      const view = wrapper.getBoundingClientRect();
      const left = view.left + x + node.x * zoom;
      const top = view.top + y + node.y * zoom;
      const box = {
        left,
        top,
        right: left + (measured?.width ?? ESTIMATED_SIZE.width) * zoom,
        bottom: top + (measured?.height ?? ESTIMATED_SIZE.height) * zoom,
      };
      next = rectsOverlap(box, minimap.getBoundingClientRect());
    }
    setCovers(next);
  }, [wrapperRef, node, x, y, zoom, measured]);
  return covers;
}
