// The live document's status line (issue 26 item 3): Saving…, Saved, Offline — and nothing else.
import { CheckCircle2, CloudOff, Loader2 } from 'lucide-react';
import { cn } from '../lib/cn';
import type { LiveSession, LiveStatus } from '../lib/live/types';
import { useLivePending, useLiveStatus } from '../lib/live/use-live-session';

export const LIVE_STATUS_TEXT = {
  saving: 'Saving…',
  saved: 'Saved',
  offlineWaiting: 'Offline — changes waiting',
  offline: 'Offline',
} as const;

/** What the line says; null while the document loads. */
export function liveStatusText(status: LiveStatus, pending: number): string | null {
  if (status === 'loading') return null;
  if (status === 'offline') return pending > 0 ? LIVE_STATUS_TEXT.offlineWaiting : LIVE_STATUS_TEXT.offline;
  return LIVE_STATUS_TEXT[status];
}

function StatusIcon({ status }: { status: LiveStatus }) {
  const cls = 'size-3.5 shrink-0';
  if (status === 'saving') return <Loader2 className={cn(cls, 'motion-safe:animate-spin')} aria-hidden="true" />;
  if (status === 'offline') return <CloudOff className={cls} aria-hidden="true" />;
  return <CheckCircle2 className={cls} aria-hidden="true" />;
}

/** The status of `session` (nothing without one or while it loads); the live region stays mounted so changes are announced. */
export function LiveStatusLine({ session, className }: { session: LiveSession | null; className?: string }) {
  const status = useLiveStatus(session);
  const pending = useLivePending(session);
  const text = liveStatusText(status, pending);
  return (
    <span
      role="status"
      aria-live="polite"
      data-testid="live-status"
      className={cn('flex shrink-0 items-center gap-1.5 text-xs font-medium', status === 'offline' ? 'text-amber-700' : 'text-slate-500', className)}
    >
      {text && (
        <>
          <StatusIcon status={status} /> {text}
        </>
      )}
    </span>
  );
}
