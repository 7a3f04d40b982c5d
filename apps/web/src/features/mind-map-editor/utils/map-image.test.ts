import { describe, expect, it } from 'vitest';
import type { MindMapNode } from '@cuemap/shared';
import { buildMapSvg, escapeXml, estimateTextWidth, NODE_WIDTH, wrapTitle } from './map-image';
import { rasterScale } from './map-image-raster';

const node = (id: string, x: number, y: number, title: string, extra: Partial<MindMapNode> = {}): MindMapNode => ({
  id,
  x,
  y,
  title,
  text: '',
  color: '#3b82f6',
  ...extra,
});

function parse(svg: string) {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc.documentElement;
}

describe('buildMapSvg', () => {
  const map = {
    title: 'Talk <one> & "two"',
    nodes: [
      node('1', 400, 300, 'Central Idea', { isRoot: true, color: '#dc2626' }),
      node('2', -250, 120, 'Left & <right>'),
      node('3', 900, 760, 'Café ✓ 日本語', { color: '#facc15' }),
    ],
    connections: [
      { from: '1', to: '2' },
      { from: '1', to: '3' },
      { from: '1', to: 'missing' },
    ],
  };

  it('writes every title as text, escaped, and one curve per connection whose ends exist', () => {
    const { svg } = buildMapSvg(map);
    const root = parse(svg);
    const texts = [...root.querySelectorAll('text')].map((t) => [...t.querySelectorAll('tspan')].map((s) => s.textContent).join(' '));
    expect(texts).toEqual(['Central Idea', 'Left & <right>', 'Café ✓ 日本語']);
    expect(root.querySelector('title')?.textContent).toBe('Talk <one> & "two"');
    expect(root.querySelectorAll('path')).toHaveLength(2);
    // Readable on each colour: white on red, dark on yellow.
    expect(root.querySelectorAll('text')[0]!.getAttribute('fill')).toBe('#ffffff');
    expect(root.querySelectorAll('text')[2]!.getAttribute('fill')).toBe('#1c1917');
  });

  it('fits the viewBox around every node, on a white background', () => {
    const { svg, width, height } = buildMapSvg(map);
    const root = parse(svg);
    const [vx, vy, vw, vh] = root.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number, number];
    expect([vw, vh]).toEqual([width, height]);
    const rects = [...root.querySelectorAll('g[data-node-id] rect')];
    expect(rects).toHaveLength(3);
    for (const r of rects) {
      const x = Number(r.getAttribute('x'));
      const y = Number(r.getAttribute('y'));
      expect(x).toBeGreaterThanOrEqual(vx);
      expect(y).toBeGreaterThanOrEqual(vy);
      expect(x + Number(r.getAttribute('width'))).toBeLessThanOrEqual(vx + vw);
      expect(y + Number(r.getAttribute('height'))).toBeLessThanOrEqual(vy + vh);
    }
    // Tight: the leftmost and rightmost nodes set the bounds (plus the same margin each side).
    expect(-250 - vx).toBe(vx + vw - (900 + NODE_WIDTH));
    const background = root.querySelector(':scope > rect')!;
    expect(background.getAttribute('fill')).toBe('#ffffff');
    expect(background.getAttribute('width')).toBe(String(width));
  });

  it('wraps a long title onto at most three lines that fit the node, ending in an ellipsis', () => {
    const long = 'A very long node title that goes on and on well past what three lines of a small node can hold';
    const lines = wrapTitle(long, 112, 14, estimateTextWidth);
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith('…')).toBe(true);
    for (const l of lines) expect(estimateTextWidth(l, 14)).toBeLessThanOrEqual(112);
    expect(wrapTitle('Supercalifragilisticexpialidocious', 60, 14, estimateTextWidth, 10).join('')).toBe('Supercalifragilisticexpialidocious');
    const { svg } = buildMapSvg({ title: 't', nodes: [node('1', 0, 0, long)], connections: [] });
    const rect = parse(svg).querySelector('g[data-node-id] rect')!;
    expect(Number(rect.getAttribute('height'))).toBeGreaterThan(50);
  });

  it('drops characters XML cannot hold and keeps an empty map valid', () => {
    expect(escapeXml('a\u0000b\u0007c\td')).toBe('abc\td');
    const { svg, width, height } = buildMapSvg({ title: '', nodes: [], connections: [] });
    parse(svg);
    expect(width).toBeGreaterThan(0);
    expect(height).toBeGreaterThan(0);
  });
});

describe('rasterScale', () => {
  it('draws at 2× unless the canvas would be too large', () => {
    expect(rasterScale(800, 600)).toBe(2);
    expect(rasterScale(12_000, 500)).toBeCloseTo(16_000 / 12_000);
    expect(rasterScale(10_000, 10_000) * 10_000).toBeLessThanOrEqual(16_000);
    expect((rasterScale(10_000, 10_000) * 10_000) ** 2).toBeLessThanOrEqual(64_000_001);
  });
});
