// The title typed on the canvas (issue 14 item 1): an input in place of the node's title. Enter, Esc or
// a click elsewhere keeps what was typed; Tab keeps it and adds a child at once (typing a map as an
// outline: title, Tab, title, Enter, title …).
import { createContext, useContext, useLayoutEffect, useRef } from 'react';
import { LIMITS } from '@cuemap/shared';

/** `then`: what to do next from the keyboard (a new child after Tab). */
export type InlineCommit = (id: string, title: string, then?: 'child') => void;
export const InlineCommitContext = createContext<InlineCommit>(() => undefined);

export function InlineTitle({ id, title, seed }: { id: string; title: string; seed: string | null }) {
  const commit = useContext(InlineCommitContext);
  const ref = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  useLayoutEffect(() => {
    // A new node is hidden until React Flow has measured it, and a hidden input takes no focus: try on
    // each frame until it does (a few frames at most).
    let frame = 0;
    let tries = 0;
    // Letters typed meanwhile (Tab, then typing at once) would reach no field: they go into the title.
    let early = '';
    const onEarlyKey = (e: KeyboardEvent) => {
      const input = ref.current;
      if (!input || done.current || document.activeElement === input) return;
      if (typeof e.key !== 'string' || e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      early += e.key;
      // As if focused: typing replaces a selected title (a new node, F2), or follows the key that started it.
      input.value = (seed ?? '') + early;
    };
    window.addEventListener('keydown', onEarlyKey, true);
    const focus = () => {
      const input = ref.current;
      if (!input || done.current) return;
      input.focus({ preventScroll: true });
      if (document.activeElement !== input) {
        if (++tries < 30) frame = requestAnimationFrame(focus);
        return;
      }
      // A typed key starts the title over (caret after it); F2 or a new node selects the title to replace.
      if (seed === null && !early) input.select();
      else input.setSelectionRange(input.value.length, input.value.length);
    };
    focus();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('keydown', onEarlyKey, true);
    };
  }, [seed]);
  const finish = (then?: 'child') => {
    if (done.current) return;
    done.current = true;
    commit(id, ref.current?.value ?? title, then);
  };
  return (
    <input
      ref={ref}
      defaultValue={seed ?? title}
      maxLength={LIMITS.titleMax}
      aria-label="Node title"
      data-testid="inline-title"
      className="nodrag nopan w-full min-w-0 rounded bg-white/90 px-1 text-center text-slate-900 outline-none"
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter' || e.key === 'Escape') {
          e.preventDefault();
          finish();
        } else if (e.key === 'Tab' && !e.shiftKey) {
          e.preventDefault();
          finish('child');
        }
      }}
      onBlur={() => finish()}
    />
  );
}
