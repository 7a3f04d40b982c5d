// Fitting the map to the canvas, clear of the panels over it (Script Controls, the minimap, the zoom
// buttons: utils/reveal.ts fitPadding): on opening, unless the saved view shows part of the map; from the
// zoom buttons' Fit View; and after Tidy up (or its undo), when part of the map went out of view or under a
// panel — zoomed out only as far as needed then, never so far that titles cannot be read.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useReactFlow, type FitViewOptions, type Viewport } from '@xyflow/react';
import { isRootNode, type MindMapNode } from '@cuemap/shared';
import type { MapFlowNode } from '../components/map-node';
import { ESTIMATED_SIZE } from '../utils/large-map';
import { prefersReducedMotion } from '../utils/motion';
import { fitPadding, fullyVisible } from '../utils/reveal';
import { panelRects } from './use-follow-selection';
import { useStableCallback } from './use-stable-callback';

/** After Tidy up the view zooms out to show the whole map, down to this zoom at most (titles still legible). */
const TIDY_MIN_ZOOM = 0.4;
const TIDY_FIT_MS = 300;

export interface CanvasFitOptions {
  wrapperRef: RefObject<HTMLElement | null>;
  nodes: readonly MindMapNode[];
  /** The nodes React Flow has measured so far (the first fit waits for all of them, on a small map). */
  measured: ReadonlyMap<string, unknown>;
  initialViewport: Viewport | null;
  /** A large map: out-of-view nodes are never measured, their estimated sizes count (utils/large-map.ts). */
  large: boolean;
  /** False while the outline lies over the canvas. */
  active: boolean;
}

/**
 * Whether a saved view may stay on opening: it shows the root's centre on this canvas. A view saved on a
 * wide screen often shows a few branches on a phone and not the root (issue 24 item 4); that is fitted.
 * Node centres are taken against the canvas, in its own coordinates (one box read, not one per node).
 */
export function savedViewShowsRoot(nodes: readonly MindMapNode[], { x, y, zoom }: Viewport, canvas: { width: number; height: number }): boolean {
  const root = nodes.find((n) => isRootNode(n)) ?? nodes[0];
  if (!root) return false;
  const px = (root.x + 70) * zoom + x;
  const py = (root.y + 25) * zoom + y;
  return px >= 0 && px <= canvas.width && py >= 0 && py <= canvas.height;
}

/** Below this canvas width a saved view must show the root to stay (a phone: issue 24 item 4). */
export const PHONE_CANVAS_MAX = 640;

/**
 * Whether the map opens where it was left: always on a wider canvas (the user who left it at a branch
 * finds it there), on a phone only if the view shows the root (else it was most likely saved on a wider
 * screen, and shows a few branches out of context).
 */
export function keepsSavedView(nodes: readonly MindMapNode[], view: Viewport, canvas: { width: number; height: number }): boolean {
  return canvas.width >= PHONE_CANVAS_MAX || savedViewShowsRoot(nodes, view, canvas);
}

/**
 * How far to pan so that `box` (screen px against the canvas) lies `pad` inside the canvas: 0 when it
 * does. A fit that stops at a readable zoom may leave the root out; the map then opens on it.
 */
export function panToShow(box: { left: number; top: number; right: number; bottom: number }, canvas: { width: number; height: number }, pad: number) {
  const along = (start: number, end: number, size: number) => (start < pad ? pad - start : end > size - pad ? Math.max(size - pad - end, pad - start) : 0);
  return { dx: along(box.left, box.right, canvas.width), dy: along(box.top, box.bottom, canvas.height) };
}

/** Returns the Fit View button's handler and what to run once a new layout has settled. */
export function useCanvasFit({ wrapperRef, nodes, measured, initialViewport, large, active }: CanvasFitOptions) {
  const flow = useReactFlow<MapFlowNode>();

  /** Padding of `share` of the canvas on each side, widened to keep the map clear of the panels. */
  const paddingFor = useCallback(
    (share: number): FitViewOptions['padding'] => {
      const view = wrapperRef.current?.getBoundingClientRect();
      if (!view) return share;
      const base = { top: view.height * share, bottom: view.height * share, left: view.width * share, right: view.width * share };
      const pad = fitPadding(view, panelRects(view), flow.getNodesBounds(flow.getNodes()), base);
      return { top: `${pad.top}px`, right: `${pad.right}px`, bottom: `${pad.bottom}px`, left: `${pad.left}px` };
    },
    [flow, wrapperRef],
  );

  const fitAll = useStableCallback(() => void flow.fitView({ padding: paddingFor(0.1) }));

  const afterLayout = useStableCallback(() => {
    const view = wrapperRef.current?.getBoundingClientRect();
    if (!active || !view) return;
    const panels = panelRects(view);
    const { x, y, zoom } = flow.getViewport();
    const inView = flow.getNodes().every((n) => {
      const left = view.left + x + n.position.x * zoom;
      const top = view.top + y + n.position.y * zoom;
      const size = n.measured ?? ESTIMATED_SIZE;
      return fullyVisible({ left, top, right: left + (size.width ?? 0) * zoom, bottom: top + (size.height ?? 0) * zoom }, view, panels);
    });
    if (inView) return;
    void flow.fitView({ padding: paddingFor(0.05), maxZoom: zoom, minZoom: Math.min(zoom, TIDY_MIN_ZOOM), duration: prefersReducedMotion() ? 0 : TIDY_FIT_MS });
  });

  // Once every node is measured: keep the saved view if it shows the root (it may come from another
  // screen size), otherwise fit the map. Fitting before measuring centres boxes of unknown size.
  const settled = useRef(false);
  useEffect(() => {
    if (settled.current || nodes.length === 0 || !(large || nodes.every((n) => measured.has(n.id)))) return;
    settled.current = true;
    const rect = wrapperRef.current?.getBoundingClientRect();
    if (initialViewport && rect && keepsSavedView(nodes, flow.getViewport(), rect)) return;
    void flow.fitView({ padding: paddingFor(0.1), maxZoom: 1.1 }).then(() => {
      // The root in view on opening (issue 24 item 4), whatever the fit could show.
      const canvas = wrapperRef.current?.getBoundingClientRect();
      const root = nodes.find((n) => isRootNode(n));
      const size = root && (flow.getNode(root.id)?.measured ?? ESTIMATED_SIZE);
      if (!canvas || !root || !size) return;
      const { x, y, zoom } = flow.getViewport();
      const left = root.x * zoom + x;
      const top = root.y * zoom + y;
      const box = { left, top, right: left + (size.width ?? 0) * zoom, bottom: top + (size.height ?? 0) * zoom };
      const { dx, dy } = panToShow(box, canvas, 16);
      if (dx || dy) void flow.setViewport({ x: x + dx, y: y + dy, zoom });
    });
  }, [measured, nodes, flow, initialViewport, large, paddingFor, wrapperRef]);

  return { fitAll, afterLayout };
}
