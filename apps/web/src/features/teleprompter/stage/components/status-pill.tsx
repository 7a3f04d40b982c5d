// The connection at a glance on a remote or a display: connected (with the last round trip), waiting
// for the prompter, reconnecting, or offline.
import type { StageSocketStatus } from '../utils/stage-socket';
import { cn } from '../../../../lib/cn';
import { STAGE_UI } from '../messages';

const M = STAGE_UI.remote;

export function StatusPill({ status, online, prompter, latency }: { status: StageSocketStatus; online: boolean; prompter: boolean; latency: number | null }) {
  const good = status === 'open' && prompter;
  const label = status === 'open' ? (prompter ? M.connected : M.waiting) : status === 'connecting' ? M.connecting : M.reconnecting;
  return (
    <p
      role="status"
      data-testid="link-status"
      data-state={good ? 'connected' : status}
      className={cn(
        'flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium',
        good ? 'bg-emerald-500/15 text-emerald-200' : 'bg-amber-500/15 text-amber-100',
      )}
    >
      <span className={cn('size-2 rounded-full', good ? 'bg-emerald-400' : 'bg-amber-400 motion-safe:animate-pulse')} aria-hidden="true" />
      {!online && status !== 'open' ? M.offline : label}{' '}
      {good && latency !== null && (
        <span className="text-emerald-300/70 tabular-nums" title={M.latencyTitle}>
          {`· ${M.latency(latency)}`}
        </span>
      )}
    </p>
  );
}
