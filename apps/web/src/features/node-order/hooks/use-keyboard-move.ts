// Keyboard reordering of the Node Order (utils/keyboard-move.ts): the lifted row is shown at its new place,
// stays in view and keeps the focus; nothing changes in the map until it is dropped (one undo step).
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { isLiftKey, KEYBOARD_MOVE_TEXT, movedItems, moveTarget, type KeyboardMove } from '../utils/keyboard-move';

interface Item {
  id: string;
  title: string;
}

/** Rows a Page Up / Page Down moves a lifted row. */
const PAGE_ROWS = 10;
/** Room kept between a lifted row scrolled into view and the list's edge (px). */
const SCROLL_MARGIN = 8;

const handleOf = (list: HTMLElement | null, id: string) =>
  list?.querySelector<HTMLElement>(`li[data-node-id="${CSS.escape(id)}"] [data-testid="node-order-handle"]`) ?? null;

export function useKeyboardMove<T extends Item>(
  items: readonly T[],
  onReorder: (activeId: string, overId: string) => void,
  listRef: RefObject<HTMLElement | null>,
  scrollRef: RefObject<HTMLElement | null>,
) {
  const [state, setState] = useState<KeyboardMove | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A move whose row is no longer where it was picked up (the map changed under it) is over.
  const move = state && items[state.from]?.id === state.id ? state : null;
  const latest = useRef({ move, items, onReorder });
  latest.current = { move, items, onReorder };

  const cancel = useCallback(() => {
    const { move: current, items: list } = latest.current;
    if (!current) return;
    setState(null);
    setAnnouncement(KEYBOARD_MOVE_TEXT.cancelled(list[current.from]!.title, current.from + 1));
  }, []);

  // Stable, so the memoised rows do not re-render for it.
  const onHandleKeyDown = useCallback(
    (id: string, e: KeyboardEvent) => {
      const { move: current, items: list, onReorder: reorder } = latest.current;
      const claim = () => {
        e.preventDefault();
        // Not a map shortcut as well (the editor listens on the window).
        e.stopPropagation();
      };
      if (!current) {
        if (!isLiftKey(e.key) || e.repeat) return;
        const from = list.findIndex((item) => item.id === id);
        if (from < 0) return;
        claim();
        setState({ id, from, to: from });
        setAnnouncement(KEYBOARD_MOVE_TEXT.lifted(list[from]!.title, from + 1, list.length));
        return;
      }
      if (current.id !== id) return;
      const title = list[current.from]!.title;
      if (isLiftKey(e.key)) {
        claim();
        if (e.repeat) return;
        setState(null);
        setAnnouncement(KEYBOARD_MOVE_TEXT.dropped(title, current.to + 1, list.length));
        if (current.to !== current.from) reorder(current.id, list[current.to]!.id);
        return;
      }
      if (e.key === 'Escape') {
        claim();
        cancel();
        return;
      }
      const to = moveTarget(e.key, current.to, list.length, PAGE_ROWS);
      if (to === null) return;
      claim();
      if (to === current.to) return;
      setState({ ...current, to });
      setAnnouncement(KEYBOARD_MOVE_TEXT.moved(title, to + 1, list.length));
    },
    [cancel],
  );

  // The lifted row in view, and its handle focused: React moves the row's element when its place changes,
  // and a moved element loses the focus.
  const movedTo = move?.to;
  const movedId = move?.id;
  useLayoutEffect(() => {
    if (movedId === undefined) return;
    const handle = handleOf(listRef.current, movedId);
    if (!handle) return;
    const scroller = scrollRef.current;
    const row = handle.closest('li');
    if (scroller && row) {
      const view = scroller.getBoundingClientRect();
      const box = row.getBoundingClientRect();
      if (box.top < view.top) scroller.scrollTop -= view.top - box.top + SCROLL_MARGIN;
      else if (box.bottom > view.bottom) scroller.scrollTop += box.bottom - view.bottom + SCROLL_MARGIN;
    }
    if (document.activeElement !== handle) handle.focus({ preventScroll: true });
  }, [movedId, movedTo, listRef, scrollRef]);

  /** Focus leaving the lifted row's handle (a click elsewhere, Tab) puts the row back. */
  const onListBlur = useCallback(() => {
    if (!latest.current.move) return;
    // After the re-focus above, which follows a re-render that moved the row.
    requestAnimationFrame(() => {
      const current = latest.current.move;
      if (current && document.activeElement !== handleOf(listRef.current, current.id)) cancel();
    });
  }, [cancel, listRef]);

  const shown = useMemo(() => movedItems(items, move), [items, move]);
  return { move, shown, onHandleKeyDown, onListBlur, cancel, announcement };
}
