// 'Script Controls': the instruction panel over the canvas (collapsible; collapsed on small screens).
import { useState } from 'react';
import { ChevronDown, Lightbulb } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { readStored, writeStored } from '../../../lib/local-store';
import { SCRIPT_CONTROLS } from '../messages';

const STORAGE_KEY = 'cuemap:script-controls';

const remembered = () => readStored(STORAGE_KEY);

/** Open by default on wide screens; once the user collapses it, it stays collapsed. */
export function ScriptControls({ defaultOpen }: { defaultOpen: boolean }) {
  const [open, setOpenState] = useState(() => defaultOpen && remembered() !== 'closed');
  const setOpen = (fn: (o: boolean) => boolean) =>
    setOpenState((o) => {
      const next = fn(o);
      writeStored(STORAGE_KEY, next ? 'open' : 'closed');
      return next;
    });
  return (
    <section
      aria-labelledby="script-controls-heading"
      className="pointer-events-auto w-64 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white/95 shadow-[0_8px_24px_-12px_rgb(15_23_42/0.25)]"
    >
      <h2 id="script-controls-heading">
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center gap-2 rounded-xl px-3 py-2.5 text-left text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <Lightbulb className="size-4 text-amber-500" aria-hidden="true" />
          <span className="flex-1">Script Controls</span>
          <ChevronDown className={cn('size-4 text-slate-400 transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </button>
      </h2>
      {open && (
        <ul className="space-y-1.5 px-3 pb-3 text-[13px] leading-snug text-slate-600">
          {SCRIPT_CONTROLS.map((line) => (
            <li key={line} className="flex gap-2">
              <span className="mt-1.5 size-1 shrink-0 rounded-full bg-slate-400" aria-hidden="true" />
              {line}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
