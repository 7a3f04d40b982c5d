import { describe, expect, it } from 'vitest';
import { dotsStyle } from './canvas-dots';

const DOTS = { gap: 22, size: 1.4, color: '#cbd5e1' };

/** Screen x of the dots the layer draws within [0, width): tile centres shifted by the layer's translate. */
function dotColumns(style: ReturnType<typeof dotsStyle>, width: number): number[] {
  const tile = parseFloat(String(style.backgroundSize));
  const dx = Number(/translate3d\((-?[\d.]+)px/.exec(String(style.transform))![1]);
  const xs: number[] = [];
  for (let x = dx + tile / 2; x < width; x += tile) if (x >= 0) xs.push(x);
  return xs;
}

describe('dotsStyle', () => {
  it('puts a dot on every multiple of the gap in map coordinates, wherever the view is', () => {
    for (const [x, zoom] of [
      [0, 1],
      [37.5, 1],
      [-410, 0.5],
      [1234.25, 2],
      [-3, 0.5],
    ] as const) {
      const style = dotsStyle([x, 0, zoom], DOTS);
      const xs = dotColumns(style, 800);
      expect(xs.length).toBeGreaterThan(0);
      for (const screen of xs) {
        const map = (screen - x) / zoom;
        expect(Math.abs(map / DOTS.gap - Math.round(map / DOTS.gap))).toBeLessThan(1e-6);
      }
      // The first dot is within one tile of the left edge: the layer never leaves a strip bare.
      expect(xs[0]).toBeLessThan(DOTS.gap * zoom);
    }
  });

  it('moves by a transform only: a pan changes the translate, not the pattern', () => {
    const a = dotsStyle([10, 20, 1], DOTS);
    const b = dotsStyle([15, 27, 1], DOTS);
    expect(b.backgroundImage).toBe(a.backgroundImage);
    expect(b.backgroundSize).toBe(a.backgroundSize);
    expect(b.transform).not.toBe(a.transform);
    expect(a.willChange).toBe('transform');
  });

  it('scales tile and dot with the zoom, and leaves out dots too small to see', () => {
    expect(dotsStyle([0, 0, 2], DOTS).backgroundSize).toBe('44px 44px');
    expect(dotsStyle([0, 0, 2], DOTS).backgroundImage).toContain('#cbd5e1 1.4px');
    expect(dotsStyle([0, 0, 1], DOTS).backgroundImage).toContain('#cbd5e1 0.7px');
    expect(dotsStyle([0, 0, 0.3], DOTS).backgroundImage).toBe('none');
  });
});
