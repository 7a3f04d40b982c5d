import { describe, expect, it } from 'vitest';
import type { MindMapNode } from '@cuemap/shared';
import { keepsSavedView, savedViewShowsRoot } from './use-canvas-fit';

const node = (id: string, x: number, y: number, isRoot = false): MindMapNode => ({
  id,
  x,
  y,
  title: id,
  text: '',
  color: '#3B82F6',
  ...(isRoot ? { isRoot } : {}),
});
// A map saved on a desktop: a branch on the left, the root at x 400.
const nodes = [node('1', 400, 300, true), node('2', 60, 120), node('3', 760, 300)];

describe('savedViewShowsRoot (issue 24 item 4)', () => {
  it('keeps a saved view that shows the root', () => {
    expect(savedViewShowsRoot(nodes, { x: 0, y: 0, zoom: 1 }, { width: 1440, height: 800 })).toBe(true);
  });

  it('fits a phone whose saved view shows a branch but not the root', () => {
    expect(savedViewShowsRoot(nodes, { x: 0, y: 0, zoom: 1 }, { width: 390, height: 700 })).toBe(false);
    expect(savedViewShowsRoot(nodes, { x: -200, y: 0, zoom: 1 }, { width: 390, height: 700 })).toBe(true);
  });

  it('nothing to show: fit', () => {
    expect(savedViewShowsRoot([], { x: 0, y: 0, zoom: 1 }, { width: 390, height: 700 })).toBe(false);
  });
});

describe('keepsSavedView', () => {
  it('a desktop opens where the map was left, even away from the root; a phone only if it shows the root', () => {
    const atBranch = { x: 400, y: 0, zoom: 1 }; // the root at screen x 800: off a 390 px phone, on a desktop
    expect(keepsSavedView(nodes, { x: -2000, y: 0, zoom: 1 }, { width: 1440, height: 800 })).toBe(true);
    expect(keepsSavedView(nodes, atBranch, { width: 390, height: 700 })).toBe(false);
    expect(keepsSavedView(nodes, { x: -200, y: 0, zoom: 1 }, { width: 390, height: 700 })).toBe(true);
  });
});
