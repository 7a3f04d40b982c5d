// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { beginGesture, canRedo, canUndo, createHistory, endGesture, HISTORY_LIMIT, record, redo, undo, type History } from './history';

const same = (a: number, b: number) => a === b;

/** Applies edits 1..n to the value 0, one step each. */
function edited(n: number, limit?: number): { h: History<number>; value: number } {
  let h = createHistory<number>();
  for (let v = 1; v <= n; v++) h = record(h, v - 1, limit);
  return { h, value: n };
}

describe('history', () => {
  it('starts with nothing to undo or redo', () => {
    const h = createHistory<number>();
    expect(canUndo(h)).toBe(false);
    expect(canRedo(h)).toBe(false);
    expect(undo(h, 0)).toBeNull();
    expect(redo(h, 0)).toBeNull();
  });

  it('undoes and redoes steps in order', () => {
    const { h, value } = edited(3);
    const u1 = undo(h, value)!;
    expect(u1.snapshot).toBe(2);
    const u2 = undo(u1.history, u1.snapshot)!;
    expect(u2.snapshot).toBe(1);
    expect(canRedo(u2.history)).toBe(true);
    const r1 = redo(u2.history, u2.snapshot)!;
    expect(r1.snapshot).toBe(2);
    const r2 = redo(r1.history, r1.snapshot)!;
    expect(r2.snapshot).toBe(3);
    expect(canRedo(r2.history)).toBe(false);
    expect(r2.history.past).toEqual([0, 1, 2]);
  });

  it('a new step after undo clears the redo future', () => {
    const { h, value } = edited(2);
    const u = undo(h, value)!;
    const h2 = record(u.history, u.snapshot);
    expect(canRedo(h2)).toBe(false);
    expect(h2.past).toEqual([0, 1]);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps by default, dropping the oldest`, () => {
    const { h } = edited(HISTORY_LIMIT + 5);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toBe(5);
    expect(h.past[HISTORY_LIMIT - 1]).toBe(HISTORY_LIMIT + 4);
  });

  it('honours a custom cap, and redo never grows the past beyond it', () => {
    const { h, value } = edited(5, 3);
    expect(h.past).toEqual([2, 3, 4]);
    let cur = value;
    let hist = h;
    for (let i = 0; i < 3; i++) {
      const m = undo(hist, cur)!;
      hist = m.history;
      cur = m.snapshot;
    }
    expect(cur).toBe(2);
    expect(undo(hist, cur)).toBeNull();
    for (let i = 0; i < 3; i++) {
      const m = redo(hist, cur)!;
      hist = m.history;
      cur = m.snapshot;
    }
    expect(cur).toBe(5);
    expect(hist.past).toEqual([2, 3, 4]);
  });

  it('a gesture is one step from where it began, recorded when it ends', () => {
    let h = createHistory<number>();
    h = beginGesture(h, 10);
    h = beginGesture(h, 11);
    h = beginGesture(h, 12);
    expect(h.past).toEqual([]);
    expect(canUndo(h)).toBe(true);
    h = endGesture(h, 13, same);
    expect(h.pending).toBeNull();
    expect(h.past).toEqual([10]);
    expect(undo(h, 13)!.snapshot).toBe(10);
  });

  it('a gesture that ends where it began adds no step and keeps the redo future', () => {
    const { h, value } = edited(2);
    const u = undo(h, value)!;
    const ended = endGesture(beginGesture(u.history, u.snapshot), u.snapshot, same);
    expect(ended.past).toEqual([0]);
    expect(canRedo(ended)).toBe(true);
    expect(endGesture(ended, 99, same)).toBe(ended);
  });
});
