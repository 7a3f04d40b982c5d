// Keyboard reordering of the Node Order (issue 14): a row's handle picks the row up (Space or Enter), keys
// move it, Space or Enter drops it, Escape puts it back. It works on places in the whole list, so a move
// goes as far as the list does, windowed or not (dnd-kit's keyboard sensor only steps between the rows it
// has mounted and measured).

/** A row being moved with the keyboard: it was at place `from` (0-based) and is shown at `to`. */
export interface KeyboardMove {
  id: string;
  from: number;
  to: number;
}

/** Keys that pick a row up and drop it again. */
export const isLiftKey = (key: string) => key === ' ' || key === 'Enter';

/** Where a key sends a lifted row at place `to` in a list of `count` (`page` rows per Page Up/Down); null: not a move key. */
export function moveTarget(key: string, to: number, count: number, page: number): number | null {
  const last = count - 1;
  const step: Record<string, number> = { ArrowUp: to - 1, ArrowDown: to + 1, PageUp: to - page, PageDown: to + page, Home: 0, End: last };
  const next = step[key];
  return next === undefined ? null : Math.max(0, Math.min(last, next));
}

/** The list as shown while a row is lifted: the row taken from `from` and put at `to`. */
export function movedItems<T>(items: readonly T[], move: KeyboardMove | null): readonly T[] {
  if (!move || move.from === move.to) return items;
  const next = items.slice();
  const [item] = next.splice(move.from, 1);
  next.splice(move.to, 0, item!);
  return next;
}

export const KEYBOARD_MOVE_TEXT = {
  instructions:
    'To reorder, press Space or Enter to pick the node up, then the arrow keys (Page Up, Page Down, Home, End for long jumps) to move it; Space or Enter drops it, Escape puts it back.',
  lifted: (title: string, place: number, count: number) => `Picked up ${title}, at place ${place} of ${count}.`,
  moved: (title: string, place: number, count: number) => `${title}: place ${place} of ${count}.`,
  dropped: (title: string, place: number, count: number) => `Dropped ${title} at place ${place} of ${count}.`,
  cancelled: (title: string, place: number) => `Move cancelled: ${title} is back at place ${place}.`,
} as const;
