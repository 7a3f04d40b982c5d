import { describe, expect, it } from 'vitest';
import { isLiftKey, movedItems, moveTarget } from './keyboard-move';

describe('keyboard move of a Node Order row', () => {
  it('keys send the lifted row one place, a page, or to either end, never outside the list', () => {
    expect(moveTarget('ArrowDown', 0, 1000, 10)).toBe(1);
    expect(moveTarget('ArrowUp', 0, 1000, 10)).toBe(0);
    expect(moveTarget('PageDown', 995, 1000, 10)).toBe(999);
    expect(moveTarget('PageUp', 25, 1000, 10)).toBe(15);
    expect(moveTarget('Home', 500, 1000, 10)).toBe(0);
    expect(moveTarget('End', 5, 1000, 10)).toBe(999);
    expect(moveTarget('ArrowLeft', 5, 1000, 10)).toBeNull();
    expect(moveTarget('a', 5, 1000, 10)).toBeNull();
  });

  it('Space and Enter lift and drop', () => {
    expect([' ', 'Enter', 'Escape', 'Tab'].map(isLiftKey)).toEqual([true, true, false, false]);
  });

  it('shows the row taken out and put at its new place; no move, the same list', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(movedItems(items, { id: 'a', from: 0, to: 2 })).toEqual(['b', 'c', 'a', 'd']);
    expect(movedItems(items, { id: 'd', from: 3, to: 0 })).toEqual(['d', 'a', 'b', 'c']);
    expect(movedItems(items, null)).toBe(items);
    expect(movedItems(items, { id: 'b', from: 1, to: 1 })).toBe(items);
  });
});
