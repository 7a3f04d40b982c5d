import { describe, expect, it } from 'vitest';
import type { MindMapNode } from '@cuemap/shared';
import { keepsSavedView, panToShow, savedViewShowsRoot } from './use-canvas-fit';

const node = (id: string, x: number, y: number, isRoot = false): MindMapNode => ({ id, x, y, title: id, text: '', color: '#3B82F6', ...(isRoot ? { isRoot } : {}) });
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

describe('panToShow', () => {
  const canvas = { width: 390, height: 700 };
  it('leaves a box in view where it is', () => {
    expect(panToShow({ left: 100, top: 100, right: 240, bottom: 150 }, canvas, 16)).toEqual({ dx: 0, dy: 0 });
  });
  it('pans a box off either edge just inside it', () => {
    expect(panToShow({ left: -300, top: 100, right: -160, bottom: 150 }, canvas, 16)).toEqual({ dx: 316, dy: 0 });
    expect(panToShow({ left: 500, top: 800, right: 640, bottom: 850 }, canvas, 16)).toEqual({ dx: -266, dy: -166 });
  });
  it('a box wider than the canvas keeps its start in view', () => {
    expect(panToShow({ left: 50, top: 0 + 16, right: 600, bottom: 60 }, canvas, 16)).toEqual({ dx: -34, dy: 0 });
  });
});
