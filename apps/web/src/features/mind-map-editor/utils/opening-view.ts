// The view a map opens with when there is no saved view to keep (issue 24 item 5): the whole map when it
// fits at a zoom where titles can be read, otherwise that readable zoom centred on the root and its first
// ring of children (as far as they fit), the root always in view. Fit View still shows the whole map on
// request; the minimap gives the overview meanwhile. Pure: map units in, a React Flow viewport out.
import type { Viewport } from '@xyflow/react';
import { NODE_FONT_SIZE } from '../constants';
import type { Sides } from './reveal';

/** The smallest on-screen size (px) of a node's title the opening view allows. */
export const READABLE_TITLE_PX = 11.2;
/** The zoom at which a node's title (NODE_FONT_SIZE.other, 14 px) shows at READABLE_TITLE_PX: 0.8. */
export const READABLE_ZOOM = READABLE_TITLE_PX / NODE_FONT_SIZE.other;
/** The opening fit never magnifies a small map beyond this. */
export const OPENING_MAX_ZOOM = 1.1;
/** The root is kept this far (px) inside the canvas's edges. */
const ROOT_MARGIN = 16;

/** A box in map units. */
export interface MapBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface OpeningViewInput {
  /** The whole map. */
  bounds: MapBox;
  /** The root's box. */
  root: MapBox;
  /** The root with its children (the first ring); the root alone when it has none. */
  ring: MapBox;
  /** The canvas's size on screen (px). */
  canvas: { width: number; height: number };
  /** Room kept clear at each edge (px): margins and the panels over the canvas. */
  padding: Sides;
}

export interface OpeningView extends Viewport {
  /** Whether the whole map is in view ("fit") or the view stops at the readable zoom ("readable"). */
  kind: 'fit' | 'readable';
}

/** The box enclosing `boxes` (a zero box at the origin for none). */
export function unionBox(boxes: readonly MapBox[]): MapBox {
  if (boxes.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const b of boxes) {
    left = Math.min(left, b.x);
    top = Math.min(top, b.y);
    right = Math.max(right, b.x + b.width);
    bottom = Math.max(bottom, b.y + b.height);
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Moves [lo, hi] by the least that brings it within [min, max] (its start when it is longer). */
function keepWithin(lo: number, hi: number, min: number, max: number): number {
  if (lo < min || hi - lo > max - min) return min - lo;
  return hi > max ? max - hi : 0;
}

/** The opening view: see the file's head. */
export function openingView({ bounds, root, ring, canvas, padding }: OpeningViewInput): OpeningView {
  const room = {
    left: padding.left,
    top: padding.top,
    width: Math.max(1, canvas.width - padding.left - padding.right),
    height: Math.max(1, canvas.height - padding.top - padding.bottom),
  };
  const fitZoom = Math.min(room.width / Math.max(1, bounds.width), room.height / Math.max(1, bounds.height), OPENING_MAX_ZOOM);
  const readable = fitZoom >= READABLE_ZOOM;
  const zoom = readable ? fitZoom : READABLE_ZOOM;
  const focus = readable ? bounds : ring;
  // The focus box's centre at the centre of the room.
  let x = room.left + room.width / 2 - (focus.x + focus.width / 2) * zoom;
  let y = room.top + room.height / 2 - (focus.y + focus.height / 2) * zoom;
  if (!readable) {
    // A one-sided or uneven ring may push the root towards an edge: it stays wholly in view.
    x += keepWithin(root.x * zoom + x, (root.x + root.width) * zoom + x, ROOT_MARGIN, canvas.width - ROOT_MARGIN);
    y += keepWithin(root.y * zoom + y, (root.y + root.height) * zoom + y, ROOT_MARGIN, canvas.height - ROOT_MARGIN);
  }
  return { x, y, zoom, kind: readable ? 'fit' : 'readable' };
}
