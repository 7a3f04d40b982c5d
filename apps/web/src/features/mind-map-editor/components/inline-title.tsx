// The title typed on the canvas (issue 14 item 1): an input in place of the node's title. Enter, Esc or
// a click elsewhere keeps what was typed; Tab keeps it and adds a child at once (typing a map as an
// outline: title, Tab, title, Enter, title …).
import { createContext, useContext, useLayoutEffect, useRef } from 'react';
import { LIMITS } from '@cuemap/shared';
import { keyBelongsElsewhere } from '../utils/action-types';
import { earlyTitleKey } from '../utils/keyboard-actions';

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
    // Keys typed meanwhile (Tab, then typing at once) would reach no field: they go to the title as if it
    // had the focus — letters replace a selected title (a new node, F2) or follow the key that started it.
    let early: string | null = null;
    const onEarlyKey = (e: KeyboardEvent) => {
      const input = ref.current;
      // (Not a key typed into another field, or meant for a dialog.)
      if (!input || done.current || document.activeElement === input || keyBelongsElsewhere(e)) return;
      const key = earlyTitleKey(e, early ?? seed ?? '');
      if (!key) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      if ('end' in key) finish(key.end === 'child' ? 'child' : undefined);
      else input.value = early = key.text;
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
      if (seed === null && early === null) input.select();
      else input.setSelectionRange(input.value.length, input.value.length);
    };
    focus();
    // Taken off the screen while typed in (a large map draws only the nodes in view, and the map was
    // scrolled away; the outline took over): what was typed is kept. Still in the page: only re-run.
    const input = ref.current;
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('keydown', onEarlyKey, true);
      queueMicrotask(() => {
        if (input && !input.isConnected) finish(undefined, input.value);
      });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `finish` reads refs only
  }, [seed]);
  function finish(then?: 'child', value = ref.current?.value ?? title) {
    if (done.current) return;
    done.current = true;
    commit(id, value, then);
  }
  return (
    <input
      ref={ref}
      defaultValue={seed ?? title}
      maxLength={LIMITS.titleMax}
      aria-label="Node title"
      data-testid="inline-title"
      data-inline-title={id}
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
