import { describe, expect, it } from 'vitest';
import { NODE_FONT_SIZE } from '../constants';
import { openingView, READABLE_TITLE_PX, READABLE_ZOOM, unionBox, type MapBox } from './opening-view';

const box = (x: number, y: number, width = 140, height = 50): MapBox => ({ x, y, width, height });
const pad = (all: number) => ({ top: all, right: all, bottom: all, left: all });
const desktop = { width: 1140, height: 800 };
const phone = { width: 390, height: 700 };

/** Where a map box lands on screen under a view. */
const onScreen = (b: MapBox, v: { x: number; y: number; zoom: number }) => ({
  left: b.x * v.zoom + v.x,
  top: b.y * v.zoom + v.y,
  right: (b.x + b.width) * v.zoom + v.x,
  bottom: (b.y + b.height) * v.zoom + v.y,
});

describe('openingView (issue 24 item 5)', () => {
  it('the readable zoom shows a title at 11 px or more', () => {
    expect(NODE_FONT_SIZE.other * READABLE_ZOOM).toBeGreaterThanOrEqual(11);
    expect(NODE_FONT_SIZE.other * READABLE_ZOOM).toBeCloseTo(READABLE_TITLE_PX);
  });

  it('fits a small map whole, centred, magnified no more than 1.1', () => {
    const root = box(0, 0);
    const bounds = unionBox([root, box(200, -80), box(200, 80)]);
    const view = openingView({ bounds, root, ring: bounds, canvas: desktop, padding: pad(80) });
    expect(view.kind).toBe('fit');
    expect(view.zoom).toBe(1.1);
    const shown = onScreen(bounds, view);
    expect((shown.left + shown.right) / 2).toBeCloseTo(desktop.width / 2);
    expect((shown.top + shown.bottom) / 2).toBeCloseTo(desktop.height / 2);
  });

  it('fits a map that fits at a readable zoom, whole', () => {
    // 1 000 × 500 map units into 980 × 640 px of room: zoom 0.98.
    const root = box(430, 225);
    const bounds = { x: 0, y: 0, width: 1000, height: 500 };
    const view = openingView({ bounds, root, ring: root, canvas: desktop, padding: pad(80) });
    expect(view).toMatchObject({ kind: 'fit', zoom: 0.98 });
    const shown = onScreen(bounds, view);
    expect(shown.left).toBeGreaterThanOrEqual(80 - 0.01);
    expect(shown.right).toBeLessThanOrEqual(desktop.width - 80 + 0.01);
  });

  it('a map too large to read whole opens at the readable zoom on the root and its first ring', () => {
    // The imported 48-node map: ~2 400 × 1 800 map units (a fit would show titles at ~5 px).
    const root = box(1130, 875);
    const ring = unionBox([root, box(800, 500), box(1500, 500), box(800, 1200), box(1500, 1200)]);
    const bounds = { x: 0, y: 0, width: 2400, height: 1800 };
    const view = openingView({ bounds, root, ring, canvas: desktop, padding: pad(80) });
    expect(view.kind).toBe('readable');
    expect(view.zoom).toBe(READABLE_ZOOM);
    // The ring's centre at the room's centre; the ring (700 × 750 → 560 × 600 px) wholly in view.
    const shown = onScreen(ring, view);
    expect((shown.left + shown.right) / 2).toBeCloseTo(desktop.width / 2);
    expect(shown.left).toBeGreaterThan(0);
    expect(shown.right).toBeLessThan(desktop.width);
    expect(shown.top).toBeGreaterThan(0);
    expect(shown.bottom).toBeLessThan(desktop.height);
  });

  it('on a phone, a ring wider than the screen still leaves the root wholly in view', () => {
    // Every child on the root's right (a one-sided layout): the ring's centre lies far right of the root.
    const root = box(0, 400);
    const ring = unionBox([root, box(600, 0), box(600, 800), box(900, 400)]);
    const bounds = unionBox([ring, box(1400, 1200)]);
    const view = openingView({ bounds, root, ring, canvas: phone, padding: pad(39) });
    expect(view.kind).toBe('readable');
    const shown = onScreen(root, view);
    expect(shown.left).toBeGreaterThanOrEqual(16);
    expect(shown.right).toBeLessThanOrEqual(phone.width - 16);
    expect(shown.top).toBeGreaterThanOrEqual(16);
    expect(shown.bottom).toBeLessThanOrEqual(phone.height - 16);
  });

  it('panels widen the padding: the map is fitted into what they leave', () => {
    const root = box(0, 0);
    const bounds = { x: 0, y: 0, width: 800, height: 400 };
    const wide = openingView({ bounds, root, ring: root, canvas: desktop, padding: pad(40) });
    const narrowed = openingView({ bounds, root, ring: root, canvas: desktop, padding: { ...pad(40), right: 340 } });
    expect(wide.kind).toBe('fit');
    expect(narrowed.zoom).toBeLessThan(wide.zoom);
    expect(onScreen(bounds, narrowed).right).toBeLessThanOrEqual(desktop.width - 340 + 0.01);
  });
});

describe('unionBox', () => {
  it('encloses every box', () => {
    expect(unionBox([box(10, 20, 5, 5), box(-10, 40, 10, 10)])).toEqual({ x: -10, y: 20, width: 25, height: 30 });
    expect(unionBox([])).toEqual({ x: 0, y: 0, width: 0, height: 0 });
  });
});
