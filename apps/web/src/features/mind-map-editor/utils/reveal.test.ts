// Bringing a node into view (utils/reveal.ts): the least move for a node partly out of view, the middle
// for one wholly out of it, and never under a panel over the canvas.
import { describe, expect, it } from 'vitest';
import { fitPadding, fullyVisible, revealShift, type Rect } from './reveal';

const view: Rect = { left: 300, top: 100, right: 1300, bottom: 900 };
const box = (left: number, top: number, width = 140, height = 50): Rect => ({ left, top, right: left + width, bottom: top + height });
const moved = (r: Rect, s: { x: number; y: number } | null): Rect => (s ? box(r.left + s.x, r.top + s.y, r.right - r.left, r.bottom - r.top) : r);
/** The minimap (bottom-left) and Script Controls (top-right), as the editor lays them out. */
const minimap: Rect = { left: 315, top: 690, right: 515, bottom: 840 };
const controls: Rect = { left: 1024, top: 112, right: 1288, bottom: 400 };

describe('revealShift', () => {
  it('leaves a node that is wholly visible where it is, even near the edge', () => {
    expect(revealShift(box(310, 110), view, [minimap, controls])).toBeNull();
    expect(revealShift(box(700, 840), view, [minimap, controls])).toBeNull();
  });

  it('moves a node partly out of view the least it must, leaving a margin', () => {
    // Half past the right edge: it moves left only, 24 px from the edge.
    const right = box(1230, 500);
    const shift = revealShift(right, view, []);
    expect(shift).toEqual({ x: -(1230 + 140 - (1300 - 24)), y: 0 });
    // Past the top-left corner: right and down.
    expect(revealShift(box(280, 80), view, [])).toEqual({ x: 44, y: 44 });
  });

  it('brings a node wholly out of view to the middle', () => {
    const far = box(5000, -3000);
    const at = moved(far, revealShift(far, view, []));
    expect((at.left + at.right) / 2).toBeCloseTo(800);
    expect((at.top + at.bottom) / 2).toBeCloseTo(500);
  });

  it('moves a node out from under a panel, the shorter way, clear of it by the margin', () => {
    // Wholly on the canvas but half under the minimap's right edge: out to the right beats up.
    const under = box(450, 760);
    expect(fullyVisible(under, view, [minimap])).toBe(false);
    const shift = revealShift(under, view, [minimap, controls]);
    const at = moved(under, shift);
    expect(shift).toEqual({ x: 515 + 24 - 450, y: 0 });
    expect(fullyVisible(at, view, [minimap, controls])).toBe(true);
    // Just under the minimap's top edge: up beats right.
    expect(revealShift(box(330, 680), view, [minimap])).toEqual({ x: 0, y: 690 - 24 - 730 });
  });

  it('a node past the edge next to a panel ends clear of both', () => {
    // Past the right edge at the height of Script Controls: not just in from the edge (under the panel),
    // but left of it or below it, with the margin.
    const past = box(1250, 150);
    const at = moved(past, revealShift(past, view, [minimap, controls]));
    expect(fullyVisible(at, view, [minimap, controls])).toBe(true);
    expect(at.right <= 1024 - 24 || at.top >= 400 + 24).toBe(true);
    // Past the bottom-left corner, below the minimap: up over it or right of it, whichever is shorter.
    const corner = box(260, 880);
    const out = moved(corner, revealShift(corner, view, [minimap, controls]));
    expect(fullyVisible(out, view, [minimap, controls])).toBe(true);
  });

  it('a panel only beside the canvas (a sidebar next to it) is no obstacle', () => {
    const sidebar: Rect = { left: 0, top: 100, right: 300, bottom: 900 };
    expect(revealShift(box(302, 500), view, [sidebar])).toBeNull();
    expect(fullyVisible(box(302, 500), view, [sidebar])).toBe(true);
  });
});

describe('fitPadding', () => {
  const base = { top: 24, right: 24, bottom: 24, left: 24 };
  const zoomBox = { left: 1260, top: 780, right: 1290, bottom: 890 };

  it('clears Script Controls along the edge that costs a wide map nothing: the top', () => {
    const pad = fitPadding(view, [controls], { width: 2000, height: 300 }, base);
    expect(pad).toEqual({ top: 400 - 100 + 12, right: 24, bottom: 24, left: 24 });
  });

  it('clears it along the right for a tall map', () => {
    const pad = fitPadding(view, [controls], { width: 300, height: 2000 }, base);
    expect(pad).toEqual({ top: 24, right: 1300 - 1024 + 12, bottom: 24, left: 24 });
  });

  it('clears every panel on an edge; a panel in the middle of the canvas is not one of them', () => {
    const floating: Rect = { left: 700, top: 400, right: 800, bottom: 500 };
    const pad = fitPadding(view, [controls, minimap, zoomBox, floating], { width: 2000, height: 300 }, base);
    // Wide: Script Controls by the top; the minimap and the zoom buttons by the bottom (one strip serves both).
    expect(pad.top).toBe(312);
    expect(pad.bottom).toBe(900 - 690 + 12);
    expect(pad.left).toBe(24);
    expect(pad.right).toBe(24);
  });

  it('never gives up all the room: a panel as big as the canvas is left alone', () => {
    expect(fitPadding(view, [{ ...view }], { width: 500, height: 500 }, base)).toEqual(base);
  });
});
