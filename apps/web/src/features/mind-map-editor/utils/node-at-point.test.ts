import { describe, expect, it } from 'vitest';
import { nodeIdAtPoint, type CanvasGeometry } from './node-at-point';

const box = (x: number, y: number, z = 0, hidden = false) => ({
  hidden,
  measured: { width: 140, height: 50 },
  internals: { positionAbsolute: { x, y }, z },
});

function geometry(transform: [number, number, number]): CanvasGeometry {
  return {
    transform,
    nodeLookup: new Map([
      ['a', box(0, 0)],
      ['b', box(100, 20, 10)], // overlaps a's right end, drawn above it
      ['c', box(400, 0, 0, true)],
    ]),
  };
}

describe('nodeIdAtPoint', () => {
  const origin = { left: 50, top: 100 };
  it('maps the client point through the canvas origin, pan and zoom', () => {
    expect(nodeIdAtPoint(geometry([0, 0, 1]), origin, { x: 60, y: 110 })).toBe('a');
    // Panned by (200, 100) and zoomed to 2: node a's top-left corner is at client (250, 200).
    expect(nodeIdAtPoint(geometry([200, 100, 2]), origin, { x: 260, y: 210 })).toBe('a');
    expect(nodeIdAtPoint(geometry([200, 100, 2]), origin, { x: 240, y: 210 })).toBeNull();
  });
  it('answers the topmost node, skips `except` and hidden nodes', () => {
    const g = geometry([0, 0, 1]);
    expect(nodeIdAtPoint(g, origin, { x: 50 + 120, y: 100 + 30 })).toBe('b');
    expect(nodeIdAtPoint(g, origin, { x: 50 + 120, y: 100 + 30 }, 'b')).toBe('a');
    expect(nodeIdAtPoint(g, origin, { x: 50 + 420, y: 100 + 10 })).toBeNull();
  });
});
