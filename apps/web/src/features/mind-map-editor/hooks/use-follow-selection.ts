// The view follows the selection (issue 14 item 1): a node chosen by the keyboard (the arrows, Tab or
// Enter adding one, Undo), the Node Order or the outline — or a node added anywhere — is brought wholly
// into view, clear of the panels over the canvas (utils/reveal.ts). On a large map only the nodes in view
// are drawn, so this is also what puts the node (and the title being typed on it) on screen at all.
// A node picked on the canvas itself (a click, a drag, a box) is where the pointer is: the view stays.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useReactFlow, type Viewport } from '@xyflow/react';
import type { MindMapNode } from '@cuemap/shared';
import type { MapFlowNode } from '../components/map-node';
import { ESTIMATED_SIZE } from '../utils/large-map';
import { revealShift, type Rect } from '../utils/reveal';
import { prefersReducedMotion } from '../utils/motion';

/** Quick enough to keep up with the keys, long enough to see which way the map went. */
const REVEAL_MS = 200;
/** What lies over the canvas: React Flow's panels (minimap, zoom buttons) and ours (data-canvas-overlay). */
const PANELS = '.react-flow__panel, [data-canvas-overlay]';

/** The panels over the canvas `view` (screen rects), e.g. for keeping a node or a fitted map clear of them. */
export function panelRects(view: Rect): Rect[] {
  return [...document.querySelectorAll(PANELS)]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0 && r.left < view.right && r.right > view.left && r.top < view.bottom && r.bottom > view.top);
}

/**
 * `active`: the canvas is showing (not under the outline); back from the outline, the selected node (perhaps
 * chosen there) comes into view. Returns `pointerPick`: the canvas calls it for a node the pointer selects.
 */
export function useFollowSelection(wrapperRef: RefObject<HTMLElement | null>, nodes: readonly MindMapNode[], selectedId: string | null, active = true) {
  const flow = useReactFlow<MapFlowNode>();
  const pointerPick = useRef<string | null>(null);
  // The view a reveal is still gliding to: the next one starts from there (arrow keys held down).
  const goal = useRef<{ viewport: Viewport; until: number } | null>(null);
  const seen = useRef({ selectedId, count: nodes.length, active });

  useEffect(() => {
    const before = seen.current;
    seen.current = { selectedId, count: nodes.length, active };
    if (!active) return;
    const moved = selectedId !== before.selectedId || !before.active;
    const chosen = moved && selectedId !== null && selectedId !== pointerPick.current;
    if (moved) pointerPick.current = null;
    // A node added without being selected (an AI idea while the node editor is open) is shown too.
    const target = chosen ? selectedId : nodes.length > before.count ? nodes[nodes.length - 1]?.id : undefined;
    const node = target === undefined ? undefined : nodes.find((n) => n.id === target);
    const wrapper = wrapperRef.current;
    if (!node || !wrapper) return;
    const view = wrapper.getBoundingClientRect();
    const now = performance.now();
    const { x, y, zoom } = goal.current && goal.current.until > now ? goal.current.viewport : flow.getViewport();
    const measured = flow.getInternalNode(node.id)?.measured;
    const width = (measured?.width ?? ESTIMATED_SIZE.width) * zoom;
    const height = (measured?.height ?? ESTIMATED_SIZE.height) * zoom;
    const left = view.left + x + node.x * zoom;
    const top = view.top + y + node.y * zoom;
    const shift = revealShift({ left, top, right: left + width, bottom: top + height }, view, panelRects(view));
    if (!shift) return;
    const duration = prefersReducedMotion() ? 0 : REVEAL_MS;
    const viewport = { x: x + shift.x, y: y + shift.y, zoom };
    goal.current = { viewport, until: now + duration };
    // 'linear': a straight glide (the default flies out and back in, redrawing half the map on the way).
    void flow.setViewport(viewport, { duration, interpolate: 'linear' });
  }, [selectedId, nodes, active, flow, wrapperRef]);

  return useCallback((id: string) => {
    pointerPick.current = id;
  }, []);
}
