// Fitting the map to the canvas, clear of the panels over it (Script Controls, the minimap, the zoom
// buttons: utils/reveal.ts fitPadding): on opening, unless the saved view may stay — never below a zoom
// where titles can be read (utils/opening-view.ts); from the zoom buttons' Fit View (the whole map); and
// after Tidy up (or its undo), when part of the map went out of view or under a panel — zoomed out only as
// far as needed then, never so far that titles cannot be read.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useReactFlow, type FitViewOptions, type Viewport } from '@xyflow/react';
import { isRootNode, type Connection, type MindMapNode } from '@cuemap/shared';
import type { MapFlowNode } from '../components/map-node';
import { ESTIMATED_SIZE } from '../utils/large-map';
import { prefersReducedMotion } from '../utils/motion';
import { openingView, unionBox } from '../utils/opening-view';
import { fitPadding, fullyVisible } from '../utils/reveal';
import { panelRects } from './use-follow-selection';
import { useStableCallback } from './use-stable-callback';

/** After Tidy up the view zooms out to show the whole map, down to this zoom at most (titles still legible). */
const TIDY_MIN_ZOOM = 0.4;
const TIDY_FIT_MS = 300;

export interface CanvasFitOptions {
  wrapperRef: RefObject<HTMLElement | null>;
  nodes: readonly MindMapNode[];
  /** The links: the root's children are the first ring the opening view shows. */
  connections: readonly Connection[];
  /** The nodes React Flow has measured so far (the first fit waits for all of them, on a small map). */
  measured: ReadonlyMap<string, { width: number; height: number }>;
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

/** Returns the Fit View button's handler and what to run once a new layout has settled. */
export function useCanvasFit({ wrapperRef, nodes, connections, measured, initialViewport, large, active }: CanvasFitOptions) {
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

  // Once every node is measured: keep the saved view where it may stay (keepsSavedView), otherwise open on
  // the whole map if its titles can be read there, or at a readable zoom on the root and its children
  // (utils/opening-view.ts). Fitting before measuring centres boxes of unknown size.
  const settled = useRef(false);
  useEffect(() => {
    if (settled.current || nodes.length === 0 || !(large || nodes.every((n) => measured.has(n.id)))) return;
    settled.current = true;
    const rect = wrapperRef.current?.getBoundingClientRect();
    // A canvas not laid out (no size) has nothing to fit into, as React Flow's own fitView does.
    if (!rect || rect.width === 0 || rect.height === 0) return;
    if (initialViewport && keepsSavedView(nodes, flow.getViewport(), rect)) return;
    const boxes = new Map(
      flow.getNodes().map((n) => {
        const size = measured.get(n.id) ?? n.measured ?? ESTIMATED_SIZE;
        return [n.id, { x: n.position.x, y: n.position.y, width: size.width ?? ESTIMATED_SIZE.width, height: size.height ?? ESTIMATED_SIZE.height }] as const;
      }),
    );
    const rootId = (nodes.find((n) => isRootNode(n)) ?? nodes[0])!.id;
    const root = boxes.get(rootId);
    if (!root) return;
    const bounds = unionBox([...boxes.values()]);
    const children = connections.flatMap((c) => (c.from === rootId ? [c.to] : c.to === rootId ? [c.from] : []));
    const ring = unionBox([root, ...children.flatMap((id) => boxes.get(id) ?? [])]);
    const padding = fitPadding(rect, panelRects(rect), bounds, {
      top: rect.height * 0.1,
      bottom: rect.height * 0.1,
      left: rect.width * 0.1,
      right: rect.width * 0.1,
    });
    const { x, y, zoom } = openingView({ bounds, root, ring, canvas: rect, padding });
    void flow.setViewport({ x, y, zoom });
  }, [measured, nodes, connections, flow, initialViewport, large, wrapperRef]);

  return { fitAll, afterLayout };
}
