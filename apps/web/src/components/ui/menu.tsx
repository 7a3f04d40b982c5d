// Menus of actions (WAI-ARIA menu). `Menu`: a button that opens the list. `ContextMenu`: the same list
// opened at a point (a right-click, or the ContextMenu key / Shift+F10 on the thing it is about).
// Arrow keys, Home/End move, Enter or Space runs, Escape closes and returns focus where the menu came
// from, Tab closes and moves on from there, a click outside closes. The list is portalled and placed
// inside the viewport, so a card with overflow hidden does not clip it.
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn';

export interface MenuItem {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  tone?: 'default' | 'danger';
}

export interface MenuProps {
  /** Accessible name of the button (it may show only an icon). */
  label: string;
  /** What the button shows. */
  trigger: ReactNode;
  items: MenuItem[];
  triggerClassName?: string;
  disabled?: boolean;
}

const MENU_WIDTH = 224;

interface Anchor {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

interface MenuListProps {
  id?: string;
  label: string;
  items: MenuItem[];
  /** Where the menu comes from (viewport coordinates), read when it opens and on resize or scroll. */
  anchor: () => Anchor | null;
  /** 'end': the list's right edge under the anchor's (a menu button); 'start': its left edge (a point). */
  align: 'start' | 'end';
  /**
   * Closes the menu. `restoreFocus`: focus goes back where the menu came from (Escape, Tab, a chosen
   * item); not after a click outside, which put focus where it wanted.
   */
  onClose: (restoreFocus: boolean) => void;
  /** A pointer down here is not "outside" (the menu button, which toggles the menu itself). */
  ignoreRef?: RefObject<HTMLElement | null>;
}

/** The open list: placed next to its anchor (above it when there is no room below), inside the viewport. */
function MenuList({ id, label, items, anchor, align, onClose, ignoreRef }: MenuListProps) {
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const anchorRef = useRef(anchor);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    anchorRef.current = anchor;
    onCloseRef.current = onClose;
  });

  const enabledItems = () => [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not([disabled])') ?? [])];

  useLayoutEffect(() => {
    const place = () => {
      const rect = anchorRef.current();
      if (!rect) return;
      const height = menuRef.current?.offsetHeight ?? 0;
      const below = rect.bottom + 4;
      const top = below + height > window.innerHeight - 8 && rect.top - height - 4 > 8 ? rect.top - height - 4 : below;
      const wanted = align === 'end' ? rect.right - MENU_WIDTH : rect.left;
      const left = Math.max(8, Math.min(wanted, window.innerWidth - MENU_WIDTH - 8));
      setPosition({ top, left });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [align]);

  useEffect(() => {
    enabledItems()[0]?.focus();
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (menuRef.current?.contains(target) || ignoreRef?.current?.contains(target)) return;
      onCloseRef.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ignoreRef]);

  function onKeyDown(e: React.KeyboardEvent) {
    const list = enabledItems();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (e.key === 'ArrowDown') focusAt(index + 1);
    else if (e.key === 'ArrowUp') focusAt(index - 1);
    else if (e.key === 'Home') focusAt(0);
    else if (e.key === 'End') focusAt(list.length - 1);
    else if (e.key === 'Escape') onClose(true);
    // The list is portalled to the end of <body>: from there Tab would leave the page (or wrap to its
    // top). Back where the menu came from, the browser's own Tab / Shift+Tab moves on from there.
    else if (e.key === 'Tab') onClose(true);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
    e.stopPropagation();
  }

  return createPortal(
    <div
      ref={menuRef}
      id={id}
      role="menu"
      aria-label={label}
      onKeyDown={onKeyDown}
      // The list's own right-click is not the page's.
      onContextMenu={(e) => e.preventDefault()}
      style={{ top: position?.top ?? -9999, left: position?.left ?? -9999, width: MENU_WIDTH }}
      className="fixed z-[60] animate-pop-in rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
    >
      {items.map((item) => (
        <button
          key={item.label}
          type="button"
          role="menuitem"
          tabIndex={-1}
          disabled={item.disabled}
          onClick={() => {
            onClose(true);
            item.onSelect();
          }}
          className={cn(
            'flex w-full items-center gap-2.5 px-3 py-2 text-left text-sm outline-none disabled:cursor-not-allowed disabled:opacity-50',
            item.tone === 'danger' ? 'text-red-600 hover:bg-red-50 focus:bg-red-50' : 'text-slate-700 hover:bg-slate-50 focus:bg-slate-100',
          )}
        >
          {item.icon && <span className={cn('[&>svg]:size-4', item.tone === 'danger' ? 'text-red-500' : 'text-slate-400')}>{item.icon}</span>}
          {item.label}
        </button>
      ))}
    </div>,
    document.body,
  );
}

export function Menu({ label, trigger, items, triggerClassName, disabled }: MenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);
  const anchor = useCallback(() => buttonRef.current?.getBoundingClientRect() ?? null, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className={cn(
          'inline-flex items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50',
          triggerClassName,
        )}
      >
        {trigger}
      </button>
      {open && <MenuList id={menuId} label={label} items={items} anchor={anchor} align="end" onClose={close} ignoreRef={buttonRef} />}
    </>
  );
}

export interface ContextMenuProps {
  /** Accessible name of the menu (what it is about). */
  label: string;
  items: MenuItem[];
  /** Where it opens: the pointer (a right-click), or the element's box (a key). Viewport coordinates. */
  at: { x: number; y: number } | Anchor;
  /** Where focus goes back to on Escape, Tab or a chosen item (the thing the menu is about). */
  returnFocusTo: () => HTMLElement | null;
  onClose: () => void;
}

/** A menu opened at a point; render it while open. */
export function ContextMenu({ label, items, at, returnFocusTo, onClose }: ContextMenuProps) {
  const atRef = useRef(at);
  useLayoutEffect(() => {
    atRef.current = at;
  });
  const anchor = useCallback((): Anchor => {
    const a = atRef.current;
    return 'x' in a ? { top: a.y, bottom: a.y, left: a.x, right: a.x } : a;
  }, []);
  const close = useCallback(
    (restoreFocus: boolean) => {
      if (restoreFocus) returnFocusTo()?.focus();
      onClose();
    },
    [onClose, returnFocusTo],
  );
  return <MenuList label={label} items={items} anchor={anchor} align="start" onClose={close} />;
}
