// The drop target shown while a file is dragged over the dashboard (desktop): the whole window takes it.
import { FileUp } from 'lucide-react';
import { DASHBOARD_TEXT as T } from '../messages';

export function ImportDropOverlay({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <div
      data-testid="import-drop-overlay"
      // The Import button is the accessible way in; this is the pointer's cue.
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 z-50 flex animate-fade-in items-center justify-center bg-slate-950/40 p-6 backdrop-blur-[2px]"
    >
      <div className="flex w-full max-w-lg flex-col items-center rounded-2xl border-2 border-dashed border-brand-400 bg-white/95 px-8 py-12 text-center shadow-overlay">
        <div className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <FileUp className="size-7" />
        </div>
        <p className="mt-4 text-xl font-semibold text-slate-900">{T.dropTitle}</p>
        <p className="mt-1.5 text-sm text-slate-600">{T.dropBody}</p>
      </div>
    </div>
  );
}
