// "Cue the presenter" (issue 27 item 6): an editor's button that opens a small popover of one-tap cues
// ("Slow down", "Wrap up", …) and a typed one (≤ 80 characters); a cue goes over the script's live socket
// and shows for a few seconds on every open teleprompter of the script. Says when it went, or why not.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Megaphone } from 'lucide-react';
import { CUE_MAX_CHARS, CUE_MESSAGES as M, CUE_PRESETS } from '@cuemap/shared';
import { cn } from '../../lib/cn';
import { usePeers } from '../../lib/live/presence/use-presence';
import type { LiveSession } from '../../lib/live/types';
import { useScriptAccess } from '../script-access/script-access';

/** The popover's width (Tailwind w-72). */
const POPOVER_WIDTH_PX = 288;

export interface CuePresenterProps {
  session: LiveSession | null;
  /** The dark teleprompter chrome, or the light editor header. */
  tone?: 'light' | 'dark';
  className?: string;
}

type Outcome = { kind: 'sent'; text: string; screens: string } | { kind: 'error'; text: string } | null;

/** Nothing for a viewer (the server would refuse their cue too). */
export function CuePresenter(props: CuePresenterProps) {
  const { readOnly } = useScriptAccess();
  return readOnly ? null : <CueControl {...props} />;
}

function CueControl({ session, tone = 'light', className }: CuePresenterProps) {
  // Presence (issue 27 item 4) says how many teleprompters of the script are open on other devices.
  const prompters = usePeers(session?.awareness ?? null, (peers) => peers.filter((p) => p.where === 'teleprompter').length, String);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [fromLeft, setFromLeft] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverId = useId();
  const inputId = useId();

  // A click outside closes the popover; Escape closes it and gives the focus back to the button.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const send = async (text: string) => {
    if (!session?.sendCue || busy) return;
    setBusy(true);
    try {
      const sent = await session.sendCue(text);
      setOutcome({ kind: 'sent', text: M.sent(sent.text), screens: M.sentTo(sent.screens) });
      setTyped('');
    } catch (err) {
      setOutcome({ kind: 'error', text: err instanceof Error ? err.message : M.offline });
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim()) void send(typed);
  };

  const dark = tone === 'dark';
  return (
    <div ref={wrapRef} className={cn('relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        title={M.controlHint}
        aria-label={M.control}
        disabled={!session?.sendCue}
        onClick={() => {
          // The popover hangs from the button's right edge unless that would push it past the window's
          // left edge (a wrapped header puts the button near it): then from its left edge.
          const rect = buttonRef.current?.getBoundingClientRect();
          setFromLeft(!!rect && rect.right < POPOVER_WIDTH_PX + 8);
          setOpen((o) => !o);
          setOutcome(null);
        }}
        className={cn(
          'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg border px-2.5 text-sm font-medium shadow-sm disabled:opacity-50',
          dark ? 'border-white/15 bg-white/5 text-neutral-100 hover:bg-white/10' : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-100',
        )}
      >
        <Megaphone className="size-4" aria-hidden="true" />
        <span className="hidden 2xl:inline" aria-hidden="true">
          {M.control}
        </span>
      </button>
      {open && (
        <div
          id={popoverId}
          role="dialog"
          aria-label={M.control}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.stopPropagation();
            setOpen(false);
            buttonRef.current?.focus();
          }}
          className={cn(
            'absolute z-50 mt-2 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-3 text-slate-800 shadow-xl',
            fromLeft ? 'left-0' : 'right-0',
          )}
        >
          <div className="flex flex-wrap gap-1.5">
            {CUE_PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                disabled={busy}
                onClick={() => void send(preset)}
                className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm font-medium hover:border-brand-400 hover:bg-brand-50 disabled:opacity-50"
              >
                {preset}
              </button>
            ))}
          </div>
          <form onSubmit={onSubmit} className="mt-3 flex gap-2">
            <label htmlFor={inputId} className="sr-only">
              {M.typedLabel}
            </label>
            <input
              id={inputId}
              value={typed}
              maxLength={CUE_MAX_CHARS}
              placeholder={M.typedPlaceholder}
              onChange={(e) => setTyped(e.target.value)}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
            />
            <button
              type="submit"
              disabled={busy || !typed.trim()}
              className="rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white disabled:opacity-50"
            >
              {busy ? M.sending : M.send}
            </button>
          </form>
          <p role="status" className={cn('mt-2 min-h-5 text-xs', outcome?.kind === 'error' ? 'text-red-600' : 'text-slate-600')}>
            {outcome?.kind === 'sent' ? (
              <>
                <span>{outcome.text}</span> <span>{outcome.screens}</span>
              </>
            ) : (
              (outcome?.text ?? (session?.awareness ? M.prompters(prompters) : ''))
            )}
          </p>
        </div>
      )}
    </div>
  );
}
