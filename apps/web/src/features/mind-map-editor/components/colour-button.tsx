// The toolbar's Colour button (issue 14 item 2): shows the selected node's colour and opens the colour
// picker for the whole selection.
import { useCallback, useRef, useState } from 'react';
import { Palette } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { EditorState } from '../utils/editor-state';
import { selectionOf } from '../utils/selection';
import { ColourPicker } from './colour-picker';

/** What Colour works on: how many nodes are selected, the selected node's colour and the picker's name. */
export function colourTarget(state: EditorState): { count: number; current: string | null; label: string } {
  const count = selectionOf(state).length;
  const current = state.map.nodes.find((n) => n.id === state.selectedId)?.color ?? null;
  return { count, current, label: count > 1 ? `Colour of ${count} nodes` : 'Node colour' };
}

export function ColourButton({ state, onColour }: { state: EditorState; onColour: (hex: string) => void }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { count, current, label } = colourTarget(state);
  const anchor = useCallback(() => buttonRef.current?.getBoundingClientRect() ?? null, []);
  const close = useCallback(() => setOpen(false), []);
  const pick = useCallback(
    (hex: string) => {
      onColour(hex);
      setOpen(false);
    },
    [onColour],
  );
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen((o) => !o)}
        disabled={count === 0}
        aria-label={count > 1 ? `Colour (${count} nodes)` : 'Colour'}
        aria-haspopup="dialog"
        aria-expanded={open}
        title={count === 0 ? 'Colour: select a node first' : label}
        className={cn(
          // Not on a phone, where the toolbar has no room: More commands (and a node's menu) have Colour….
          'hidden h-9 w-9 shrink-0 sm:inline-flex items-center justify-center gap-1.5 rounded-lg text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 lg:w-auto lg:px-3',
          'disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:bg-transparent',
        )}
      >
        <span className="relative">
          <Palette className="size-4" aria-hidden="true" />
          {current && count > 0 && (
            <span aria-hidden="true" className="absolute -right-1 -bottom-1 size-2.5 rounded-full ring-2 ring-white" style={{ backgroundColor: current }} />
          )}
        </span>
        <span className="hidden lg:inline">Colour</span>
      </button>
      {open && count > 0 && <ColourPicker label={label} current={current} anchor={anchor} onPick={pick} onClose={close} ignore={() => buttonRef.current} />}
    </>
  );
}
