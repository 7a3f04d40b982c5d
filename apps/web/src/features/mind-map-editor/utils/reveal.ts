// Bringing a node into view (the view follows the keyboard): where a node's box sits on screen against
// the part of the canvas nothing lies over (the minimap, the zoom buttons, Script Controls, a sidebar
// drawn over the canvas on a phone). Screen pixels throughout; pure, so it is tested on its own.

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Shift {
  x: number;
  y: number;
}

/** The room kept between a revealed node and the canvas's edge or a panel. */
export const REVEAL_MARGIN = 24;

const inset = (r: Rect, by: number): Rect => ({ left: r.left + by, top: r.top + by, right: r.right - by, bottom: r.bottom - by });
const shifted = (r: Rect, s: Shift): Rect => ({ left: r.left + s.x, top: r.top + s.y, right: r.right + s.x, bottom: r.bottom + s.y });
/** Overlap of more than a pixel (a panel beside the canvas only touches it). */
const overlaps = (a: Rect, b: Rect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
const inside = (a: Rect, b: Rect) => a.left >= b.left - 0.5 && a.top >= b.top - 0.5 && a.right <= b.right + 0.5 && a.bottom <= b.bottom + 0.5;

/** The move along one axis that brings [lo, hi] within [min, max] (its start first when it is longer). */
function fit(lo: number, hi: number, min: number, max: number): number {
  if (lo < min || hi - lo > max - min) return min - lo;
  return hi > max ? max - hi : 0;
}

/** Whether `box` is wholly on the canvas `view` and under none of `panels`. */
export function fullyVisible(box: Rect, view: Rect, panels: readonly Rect[]): boolean {
  return inside(box, view) && !panels.some((p) => overlaps(box, p));
}

/**
 * How far to move the map (screen px) so that `box` is wholly visible, clear of `panels`, with `margin`
 * around it; null when it already is visible. A box partly in view moves the least it must (the arrow keys
 * walk on without the map jumping); one wholly out of view comes to the middle, its neighbours around it.
 */
export function revealShift(box: Rect, view: Rect, panels: readonly Rect[], margin = REVEAL_MARGIN): Shift | null {
  if (fullyVisible(box, view, panels)) return null;
  const room = inset(view, margin);
  let shift: Shift = overlaps(box, view)
    ? { x: fit(box.left, box.right, room.left, room.right), y: fit(box.top, box.bottom, room.top, room.bottom) }
    : { x: (room.left + room.right - box.left - box.right) / 2, y: (room.top + room.bottom - box.top - box.bottom) / 2 };
  // Out from under each panel: the shortest way that stays in view and clear of the others.
  const around = panels.map((p) => inset(p, -margin));
  for (const panel of around) {
    const at = shifted(box, shift);
    if (!overlaps(at, panel)) continue;
    const ways: Shift[] = [
      { x: panel.right - at.left, y: 0 },
      { x: panel.left - at.right, y: 0 },
      { x: 0, y: panel.bottom - at.top },
      { x: 0, y: panel.top - at.bottom },
    ];
    const best = ways
      .filter((w) => inside(shifted(at, w), room) && !around.some((p) => overlaps(shifted(at, w), p)))
      .sort((a, b) => Math.abs(a.x) + Math.abs(a.y) - Math.abs(b.x) - Math.abs(b.y))[0];
    if (best) shift = { x: shift.x + best.x, y: shift.y + best.y };
  }
  return Math.abs(shift.x) < 0.5 && Math.abs(shift.y) < 0.5 ? null : shift;
}

/** Padding: distances in from each of the view's edges (px), kept in a Rect's four fields. */
export type Sides = Rect;

/** How near a canvas edge (px) a panel must lie to count as sitting on it (the minimap and zoom buttons sit ~70 px up). */
const EDGE_SNAP = 80;
/** The room kept between a fitted map and a panel. */
const PANEL_GAP = 12;

/**
 * Padding (screen px) for fitting a map `bounds` (width × height in map units) into `view` so that no part of
 * it lies under a panel sitting on the canvas's edges (Script Controls top right, the minimap and the zoom
 * buttons at the bottom). Each panel is cleared by a strip along one of the edges it sits on — the one that
 * costs the map the least zoom (a wide map gives up height, a tall one width). Starts from `base`.
 */
export function fitPadding(view: Rect, panels: readonly Rect[], bounds: { width: number; height: number }, base: Sides): Sides {
  const width = view.right - view.left;
  const height = view.bottom - view.top;
  const zoomWith = (p: Sides) => Math.min((width - p.left - p.right) / Math.max(1, bounds.width), (height - p.top - p.bottom) / Math.max(1, bounds.height));
  let pad = { ...base };
  for (const panel of panels) {
    const strips: Partial<Sides>[] = [];
    if (panel.top - view.top <= EDGE_SNAP) strips.push({ top: panel.bottom - view.top + PANEL_GAP });
    if (view.bottom - panel.bottom <= EDGE_SNAP) strips.push({ bottom: view.bottom - panel.top + PANEL_GAP });
    if (panel.left - view.left <= EDGE_SNAP) strips.push({ left: panel.right - view.left + PANEL_GAP });
    if (view.right - panel.right <= EDGE_SNAP) strips.push({ right: view.right - panel.left + PANEL_GAP });
    const options = strips
      .map((strip) => {
        const next = { ...pad };
        for (const side of Object.keys(strip) as (keyof Sides)[]) next[side] = Math.max(next[side], strip[side]!);
        return next;
      })
      // Never a strip that leaves no room at all.
      .filter((p) => p.left + p.right < width - 40 && p.top + p.bottom < height - 40);
    const best = options.sort((a, b) => zoomWith(b) - zoomWith(a))[0];
    if (best) pad = best;
  }
  return pad;
}
