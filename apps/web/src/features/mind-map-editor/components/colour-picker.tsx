// The node colour picker (issue 14 item 2): the spec's seven palette colours as swatches, and any other
// colour from the system picker or typed as hex. Opened from the toolbar (the selection) or a node's menu
// (that node, or the selection it is part of). A small non-modal dialog: focus moves in, Tab stays
// inside, Escape or a click outside closes it and focus goes back where it came from.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Check } from 'lucide-react';
import { NODE_PALETTE } from '@cuemap/shared';
import { useDialogBehaviour } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { STRUCTURE_MESSAGES } from '../structure-messages';
import { textColorFor } from '../utils/edge-path';
import { normaliseColour } from '../utils/selection-actions';

const NAMES = ['Red', 'Orange', 'Yellow', 'Green', 'Blue', 'Purple', 'Pink'] as const;
export const PALETTE = NODE_PALETTE.map((hex, i) => ({ hex, name: NAMES[i] ?? hex }));
const WIDTH = 248;

export interface ColourPickerProps {
  /** What is being coloured, for the dialog's name ("Colour of 3 nodes"). */
  label: string;
  /** The colour shown as current (the primary node's). */
  current: string | null;
  /** Where the dialog opens from (viewport coordinates). */
  anchor: () => { top: number; bottom: number; left: number; right: number } | null;
  onPick: (hex: string) => void;
  onClose: () => void;
  /** A press here is not "outside" (the button that toggles the picker itself). */
  ignore?: () => HTMLElement | null;
}

export function ColourPicker({ label, current, anchor, onPick, onClose, ignore }: ColourPickerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const colourRef = useRef<HTMLInputElement>(null);
  const hexId = useId();
  const errorId = useId();
  const [hex, setHex] = useState(current ?? '');
  const [error, setError] = useState(false);
  const [at, setAt] = useState<{ top: number; left: number } | null>(null);
  useDialogBehaviour(true, panelRef, onClose);

  useLayoutEffect(() => {
    const rect = anchor();
    if (!rect) return;
    const height = panelRef.current?.offsetHeight ?? 0;
    const below = rect.bottom + 6;
    const top = below + height > window.innerHeight - 8 && rect.top - height - 6 > 8 ? rect.top - height - 6 : below;
    setAt({ top: Math.max(8, top), left: Math.max(8, Math.min(rect.left, window.innerWidth - WIDTH - 8)) });
  }, [anchor]);

  // A click outside closes it (the pointer put focus where it wanted, so focus is not moved back).
  const onCloseRef = useRef(onClose);
  const ignoreRef = useRef(ignore);
  useEffect(() => {
    onCloseRef.current = onClose;
    ignoreRef.current = ignore;
  });
  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panelRef.current?.contains(target) && !ignoreRef.current?.()?.contains(target)) onCloseRef.current();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, []);

  // The system picker reports every colour the user passes over ('input'); only the one chosen
  // ('change', when it closes) is applied, so picking a colour is one undo step.
  useEffect(() => {
    const input = colourRef.current;
    if (!input) return;
    const onChange = () => {
      const value = normaliseColour(input.value);
      if (value) onPick(value);
    };
    input.addEventListener('change', onChange);
    return () => input.removeEventListener('change', onChange);
  }, [onPick]);

  const applyHex = () => {
    const value = normaliseColour(hex);
    setError(!value);
    if (value) onPick(value);
  };
  const currentHex = current?.toUpperCase() ?? null;

  return createPortal(
    <div
      ref={panelRef}
      role="dialog"
      aria-label={label}
      tabIndex={-1}
      style={{ top: at?.top ?? -9999, left: at?.left ?? -9999, width: WIDTH }}
      className="fixed z-[60] animate-pop-in rounded-xl border border-slate-200 bg-white p-3 shadow-lg outline-none"
      onContextMenu={(e) => e.preventDefault()}
    >
      <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
      <div role="group" aria-label="Palette" className="grid grid-cols-7 gap-1.5">
        {PALETTE.map(({ hex: swatch, name }) => {
          const chosen = currentHex === swatch;
          return (
            <button
              key={swatch}
              type="button"
              aria-label={`${name} ${swatch}`}
              aria-pressed={chosen}
              title={name}
              onClick={() => onPick(swatch)}
              style={{ backgroundColor: swatch, color: textColorFor(swatch) }}
              className={cn(
                'flex size-7 items-center justify-center rounded-full ring-offset-2 transition-transform hover:scale-110',
                'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                chosen && 'ring-2 ring-slate-900',
              )}
            >
              {chosen && <Check className="size-4" aria-hidden="true" />}
            </button>
          );
        })}
      </div>
      <div className="mt-3 flex items-center gap-2">
        <input
          ref={colourRef}
          type="color"
          aria-label="Custom colour"
          title="Pick any colour"
          defaultValue={currentHex && /^#[0-9A-F]{6}$/.test(currentHex) ? currentHex.toLowerCase() : '#3b82f6'}
          className="h-8 w-10 shrink-0 cursor-pointer rounded-md border border-slate-200 bg-white p-0.5"
        />
        <label htmlFor={hexId} className="sr-only">
          Hex colour
        </label>
        <input
          id={hexId}
          value={hex}
          onChange={(e) => {
            setHex(e.target.value);
            setError(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              applyHex();
            }
          }}
          placeholder="#3B82F6"
          spellCheck={false}
          maxLength={7}
          aria-invalid={error || undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'h-8 min-w-0 flex-1 rounded-md border px-2 font-mono text-sm uppercase outline-none focus:ring-2 focus:ring-brand-500',
            error ? 'border-red-400' : 'border-slate-200',
          )}
        />
        <button
          type="button"
          onClick={applyHex}
          className="h-8 shrink-0 rounded-md bg-slate-900 px-2.5 text-sm font-medium text-white hover:bg-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          Apply
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-xs text-red-600">
          {STRUCTURE_MESSAGES.badColour}
        </p>
      )}
    </div>,
    document.body,
  );
}
