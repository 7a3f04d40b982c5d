// The minimap of a very large map (issue 14 item 6). React Flow's <MiniMap> is an SVG with a rect per node,
// and the browser repaints all of them on every pan or drag frame: at 5 000 nodes that alone took about half
// of each frame. Here the nodes are drawn once to a <canvas> (again when they change, at most every
// REDRAW_MS while a node is dragged) and only the viewport rectangle moves with the view. It looks and
// behaves like React Flow's pannable, zoomable minimap: the same panel, size, colours and mask; a drag on
// it pans the view, a click centres the view there, the wheel zooms. Unlike React Flow's, it keeps a large
// map legible (a tidied map of thousands of nodes is a tall stripe): nodes and the view's rectangle have a
// smallest size, the rectangle is outlined, and the selected node is marked with a dot. e2e/editor-minimap.e2e.ts.
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Panel, useReactFlow, useStore, useStoreApi, type ReactFlowState } from '@xyflow/react';
import { cn } from '../../../lib/cn';
import type { MapFlowNode } from './map-node';

/**
 * From this many nodes the canvas uses this minimap instead of React Flow's (whose rect per node, each a
 * component watching React Flow's store, was the largest single cost of opening a 1 000-node map).
 */
export const CANVAS_MINIMAP_NODES = 500;

const WIDTH = 200;
const HEIGHT = 150;
/** Margin around the map inside the minimap, in minimap pixels (React Flow's `offsetScale`). */
const MARGIN = 5;
const REDRAW_MS = 250;
/** The mask over the map outside the view: the canvas's `maskColor` for React Flow's minimap. */
const MASK = '0 0 0 9999px rgb(241 245 249 / 0.7)';
/** The outline of the view's rectangle (brand-600). */
const VIEW_RING = 'inset 0 0 0 1.5px rgb(79 70 229 / 0.9)';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box around every node shown on the canvas (folded branches are not in React Flow's nodes at all). */
function nodesBox(state: ReactFlowState<MapFlowNode>): Box | null {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const node of state.nodeLookup.values()) {
    if (node.hidden) continue;
    const { x, y } = node.internals.positionAbsolute;
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x + (node.measured.width ?? 0));
    y1 = Math.max(y1, y + (node.measured.height ?? 0));
  }
  return x0 === Infinity ? null : { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * Smallest size of a node in the minimap, in minimap pixels. A tidied map of thousands of nodes is a tall
 * stripe (2 000 nodes: about 3 400 × 72 000 units), so a 140-unit node would be a tenth of a pixel wide and
 * the map would not show at all; at this size its branches read as coloured bands.
 */
const MIN_NODE_PX = 2;
/** Smallest size of the view's rectangle, in minimap pixels: at working zoom it is a speck on a large map. */
export const MIN_VIEW_PX = 8;
/** Size of the dot on a selected node, in minimap pixels (a node is rarely larger on a map drawn here). */
const SELECTED_DOT_PX = 7;
/** Dots drawn at most (a selection of hundreds would only cover the map). */
const MAX_SELECTED = 20;

/** What was painted: the box around the nodes, the (slightly larger) box the canvas covers, and the selected nodes. */
interface Drawn {
  nodes: Box;
  canvas: Box;
  selected: Box[];
}

/** Paints the nodes into `canvas`, fitted to the minimap (null: no nodes). */
function paint(canvas: HTMLCanvasElement, state: ReactFlowState<MapFlowNode>): Drawn | null {
  const nodes = nodesBox(state);
  const context = canvas.getContext('2d');
  if (!nodes || !context) return null;
  const dpr = window.devicePixelRatio || 1;
  // Minimap pixels per map unit, and the smallest node size in map units. The canvas reaches past the nodes
  // by the margin: a node at the edge is drawn larger about its centre.
  const perUnit = Math.min((WIDTH - 2 * MARGIN) / Math.max(nodes.width, 1), (HEIGHT - 2 * MARGIN) / Math.max(nodes.height, 1));
  const minUnits = MIN_NODE_PX / perUnit;
  const pad = MARGIN / perUnit;
  const box = { x: nodes.x - pad, y: nodes.y - pad, width: nodes.width + 2 * pad, height: nodes.height + 2 * pad };
  const scale = perUnit * dpr;
  canvas.width = Math.max(1, Math.ceil(box.width * scale));
  canvas.height = Math.max(1, Math.ceil(box.height * scale));
  context.setTransform(scale, 0, 0, scale, -box.x * scale, -box.y * scale);
  // One path per colour: a few fills rather than one per node.
  const byColour = new Map<string, Path2D>();
  const selected: Box[] = [];
  for (const node of state.nodeLookup.values()) {
    if (node.hidden) continue;
    const colour = node.data.node.color;
    let path = byColour.get(colour);
    if (!path) byColour.set(colour, (path = new Path2D()));
    const { x, y } = node.internals.positionAbsolute;
    const w = node.measured.width ?? 0;
    const h = node.measured.height ?? 0;
    const dw = Math.max(w, minUnits);
    const dh = Math.max(h, minUnits);
    path.rect(x + (w - dw) / 2, y + (h - dh) / 2, dw, dh);
    if (node.selected && selected.length < MAX_SELECTED) selected.push({ x, y, width: w, height: h });
  }
  for (const [colour, path] of byColour) {
    context.fillStyle = colour;
    context.fill(path);
  }
  return { nodes, canvas: box, selected };
}

/** `box` as shown: at least `minPx` each way (in map units at `unitsPerPx`), about its centre. */
function shownBox(box: Box, unitsPerPx: number, minPx: number): Box {
  const min = minPx * unitsPerPx;
  const width = Math.max(box.width, min);
  const height = Math.max(box.height, min);
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}

/** The box of the dot on a selected node: SELECTED_DOT_PX across, on the node's centre. */
function dotOn(node: Box, unitsPerPx: number): Box {
  const size = SELECTED_DOT_PX * unitsPerPx;
  return { x: node.x + node.width / 2 - size / 2, y: node.y + node.height / 2 - size / 2, width: size, height: size };
}

/** The view's rectangle as shown: at least MIN_VIEW_PX each way (in map units at `unitsPerPx`), about its centre. */
export function shownView(view: Box, unitsPerPx: number): Box {
  return shownBox(view, unitsPerPx, MIN_VIEW_PX);
}

/**
 * What the minimap shows: the nodes and the view, centred, with a margin (as React Flow's does). Returns
 * the map point at the minimap's top-left corner and the map units per minimap pixel.
 */
export function miniMapFrame(nodes: Box | null, view: Box): { left: number; top: number; unitsPerPx: number } {
  const shown = nodes ?? view;
  const x0 = Math.min(shown.x, view.x);
  const y0 = Math.min(shown.y, view.y);
  const width = Math.max(shown.x + shown.width, view.x + view.width) - x0;
  const height = Math.max(shown.y + shown.height, view.y + view.height) - y0;
  const unitsPerPx = Math.max(width / (WIDTH - 2 * MARGIN), height / (HEIGHT - 2 * MARGIN), 1e-6);
  return { left: x0 - (WIDTH * unitsPerPx - width) / 2, top: y0 - (HEIGHT * unitsPerPx - height) / 2, unitsPerPx };
}

// (Only its identity matters: it changes whenever a node does.)
const selectNodes = (s: ReactFlowState) => s.nodes;

export function CanvasMiniMap({ className }: { className?: string }) {
  const store = useStoreApi<MapFlowNode>();
  const flow = useReactFlow<MapFlowNode>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  // Redraw when the nodes change: at once after a quiet spell, otherwise (a node drag) once per REDRAW_MS.
  const nodes = useStore(selectNodes);
  const lastDraw = useRef(0);
  useEffect(() => {
    const draw = () => {
      lastDraw.current = performance.now();
      if (canvasRef.current) setDrawn(paint(canvasRef.current, store.getState()));
    };
    const wait = lastDraw.current + REDRAW_MS - performance.now();
    if (wait <= 0) {
      draw();
      return;
    }
    const timer = setTimeout(draw, wait);
    return () => clearTimeout(timer);
  }, [nodes, store]);

  const tx = useStore((s) => s.transform[0]);
  const ty = useStore((s) => s.transform[1]);
  const zoom = useStore((s) => s.transform[2]);
  const paneWidth = useStore((s) => s.width);
  const paneHeight = useStore((s) => s.height);

  const view: Box = { x: -tx / zoom, y: -ty / zoom, width: paneWidth / zoom, height: paneHeight / zoom };
  const { left, top, unitsPerPx } = miniMapFrame(drawn?.nodes ?? null, view);
  const viewShown = shownView(view, unitsPerPx);
  const toPx = (b: Box) => `translate(${(b.x - left) / unitsPerPx}px, ${(b.y - top) / unitsPerPx}px)`;

  // The pointer pans the view: a press centres the view there (unless it is on the view's rectangle),
  // then the view follows the pointer until it is released.
  const drag = useRef<{ x: number; y: number } | null>(null);
  function pointAt(e: ReactPointerEvent) {
    const rect = rootRef.current?.getBoundingClientRect();
    return { x: left + (e.clientX - (rect?.left ?? 0)) * unitsPerPx, y: top + (e.clientY - (rect?.top ?? 0)) * unitsPerPx };
  }
  function onPointerDown(e: ReactPointerEvent<HTMLDivElement>) {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const p = pointAt(e);
    const v = viewShown;
    const inView = p.x >= v.x && p.x <= v.x + v.width && p.y >= v.y && p.y <= v.y + v.height;
    if (!inView) void flow.setViewport({ x: paneWidth / 2 - p.x * zoom, y: paneHeight / 2 - p.y * zoom, zoom });
    drag.current = { x: e.clientX, y: e.clientY };
  }
  function onPointerMove(e: ReactPointerEvent<HTMLDivElement>) {
    if (!drag.current) return;
    const [x, y, z] = store.getState().transform;
    const dx = (e.clientX - drag.current.x) * unitsPerPx * z;
    const dy = (e.clientY - drag.current.y) * unitsPerPx * z;
    drag.current = { x: e.clientX, y: e.clientY };
    void flow.setViewport({ x: x - dx, y: y - dy, zoom: z });
  }
  const endDrag = () => void (drag.current = null);

  // The wheel zooms about the view's centre. A native listener: React's wheel listeners are passive, and
  // the page must not scroll.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const lines = e.deltaMode === WheelEvent.DOM_DELTA_LINE ? 20 : 1;
      void flow.zoomTo(store.getState().transform[2] * Math.pow(2, -e.deltaY * lines * 0.002));
    };
    root.addEventListener('wheel', onWheel, { passive: false });
    return () => root.removeEventListener('wheel', onWheel);
  }, [flow, store]);

  return (
    <Panel position="bottom-left" className={cn('react-flow__minimap', className)} data-testid="rf__minimap">
      <div
        ref={rootRef}
        role="img"
        aria-label="Mini map"
        className="relative overflow-hidden"
        style={{ width: WIDTH, height: HEIGHT, touchAction: 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <canvas
          ref={canvasRef}
          className="absolute top-0 left-0"
          style={{
            transform: drawn ? toPx(drawn.canvas) : undefined,
            width: drawn ? drawn.canvas.width / unitsPerPx : 0,
            height: drawn ? drawn.canvas.height / unitsPerPx : 0,
          }}
        />
        {/* The view, outlined (on a large map it is small); its shadow is the mask over the rest of the map. */}
        <div
          data-testid="minimap-view"
          className="pointer-events-none absolute top-0 left-0 rounded-[2px]"
          style={{ transform: toPx(viewShown), width: viewShown.width / unitsPerPx, height: viewShown.height / unitsPerPx, boxShadow: `${VIEW_RING}, ${MASK}` }}
        />
        {/* The selected nodes: a brand dot (a square would read as the view) above the view's mask. */}
        {drawn?.selected.map((node) => (
          <div
            key={`${node.x},${node.y}`}
            data-testid="minimap-selected"
            className="pointer-events-none absolute top-0 left-0 rounded-full border-[1.5px] border-white bg-brand-600 shadow-sm"
            style={{ transform: toPx(dotOn(node, unitsPerPx)), width: SELECTED_DOT_PX, height: SELECTED_DOT_PX }}
          />
        ))}
      </div>
    </Panel>
  );
}
