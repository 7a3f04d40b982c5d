// The canvas minimap's frame (components/canvas-minimap.tsx): the map and the view both fit, centred; a
// tiny view is shown at a readable size.
import { describe, expect, it } from 'vitest';
import { MIN_VIEW_PX, miniMapFrame, shownView, type Box } from './canvas-minimap';

/** A box in minimap pixels. */
const inPx = (b: Box, f: ReturnType<typeof miniMapFrame>) => ({
  x: (b.x - f.left) / f.unitsPerPx,
  y: (b.y - f.top) / f.unitsPerPx,
  width: b.width / f.unitsPerPx,
  height: b.height / f.unitsPerPx,
});

describe('miniMapFrame', () => {
  it('a wide map fills the minimap’s width (less the margin), centred top to bottom', () => {
    const nodes = { x: -1_000, y: 0, width: 4_000, height: 1_000 };
    const view = { x: 0, y: 0, width: 1_000, height: 600 };
    const frame = miniMapFrame(nodes, view);
    const px = inPx(nodes, frame);
    expect(px.x).toBeCloseTo(5);
    expect(px.width).toBeCloseTo(190);
    expect(px.y + px.height / 2).toBeCloseTo(75);
    // The view inside it, to scale.
    expect(inPx(view, frame)).toEqual({ x: expect.closeTo(52.5), y: expect.closeTo(px.y), width: expect.closeTo(47.5), height: expect.closeTo(28.5) });
  });

  it('a view past the map widens the frame to show both', () => {
    const nodes = { x: 0, y: 0, width: 1_000, height: 1_000 };
    const view = { x: 3_000, y: 0, width: 1_000, height: 1_000 };
    const frame = miniMapFrame(nodes, view);
    expect(inPx(nodes, frame).x).toBeCloseTo(5);
    const v = inPx(view, frame);
    expect(v.x + v.width).toBeCloseTo(195);
  });

  it('before the nodes are drawn the view alone fills it', () => {
    const view = { x: 10, y: 20, width: 300, height: 300 };
    const v = inPx(view, miniMapFrame(null, view));
    expect(v.height).toBeCloseTo(140);
    expect(v.x + v.width / 2).toBeCloseTo(100);
  });
});

describe('shownView', () => {
  it('a view smaller than MIN_VIEW_PX on the minimap is shown at that size about its centre', () => {
    // A 5 000-node map fills 140 px with about 160 000 units: the view at zoom 1 is under 1 px tall.
    const view = { x: 1_000, y: 2_000, width: 1_078, height: 807 };
    const shown = shownView(view, 1_150);
    expect(shown.width).toBeCloseTo(MIN_VIEW_PX * 1_150);
    expect(shown.height).toBeCloseTo(MIN_VIEW_PX * 1_150);
    expect(shown.x + shown.width / 2).toBeCloseTo(view.x + view.width / 2);
    expect(shown.y + shown.height / 2).toBeCloseTo(view.y + view.height / 2);
  });

  it('a larger view is shown as it is', () => {
    const view = { x: -500, y: 40, width: 10_780, height: 8_070 };
    expect(shownView(view, 500)).toEqual(view);
  });
});
