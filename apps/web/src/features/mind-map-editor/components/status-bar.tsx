// Status message bar (spec §4 messages) with the save state beside it (the live session's: Saving…,
// Saved, Offline — changes waiting; lib/live's LiveStatus).
import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2, CircleDashed, Info, Loader2 } from 'lucide-react';
import { cn } from '../../../lib/cn';

export type StatusTone = 'info' | 'success' | 'error' | 'busy';
export interface StatusMessage {
  id: number;
  text: string;
  tone: StatusTone;
}

const toneStyles: Record<StatusTone, string> = {
  info: 'text-slate-700',
  success: 'text-emerald-700',
  error: 'text-red-700',
  busy: 'text-brand-700',
};

function ToneIcon({ tone }: { tone: StatusTone }) {
  const cls = 'size-4 shrink-0';
  if (tone === 'success') return <CheckCircle2 className={cn(cls, 'text-emerald-500')} aria-hidden="true" />;
  if (tone === 'error') return <AlertCircle className={cn(cls, 'text-red-500')} aria-hidden="true" />;
  if (tone === 'busy') return <Loader2 className={cn(cls, 'animate-spin text-brand-500')} aria-hidden="true" />;
  return <Info className={cn(cls, 'text-slate-400')} aria-hidden="true" />;
}

/** What the save state says on a new script nobody has changed (issue 24 item 9). */
export const NEW_SCRIPT_SAVE_STATE = 'New script: saved once you change it';

/** A new script nobody has changed yet: nothing is on the server, and the first change creates it. */
export function NewScriptSaveState() {
  return (
    <span className="flex shrink-0 items-center gap-1.5 text-xs font-medium text-slate-500" data-testid="save-state">
      <CircleDashed className="size-3.5" aria-hidden="true" /> {NEW_SCRIPT_SAVE_STATE}
    </span>
  );
}

/** `nodeCount` null: no script is open (loading, or it could not be): no count and no save state. */
export function StatusBar({ status, nodeCount, saveState }: { status: StatusMessage | null; nodeCount: number | null; saveState: ReactNode }) {
  return (
    <footer data-comments-bottom className="flex h-9 shrink-0 items-center gap-3 border-t border-slate-200 bg-white/95 px-3 text-sm sm:px-4">
      <div role="status" aria-live="polite" className="flex min-w-0 flex-1 items-center gap-2" data-testid="status-message">
        {status && (
          <span key={status.id} className={cn('flex min-w-0 animate-fade-in items-center gap-2', toneStyles[status.tone])}>
            <ToneIcon tone={status.tone} />
            <span className="truncate">{status.text}</span>
          </span>
        )}
      </div>
      {nodeCount !== null && (
        <>
          <span className="hidden shrink-0 text-xs text-slate-500 sm:inline">
            {nodeCount} {nodeCount === 1 ? 'node' : 'nodes'}
          </span>
          {saveState}
        </>
      )}
    </footer>
  );
}
