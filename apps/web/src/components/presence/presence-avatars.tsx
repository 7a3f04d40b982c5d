// Who else is here (issue 27 item 4): one avatar per person — initials in their colour, their name and
// where they are on hover or focus — up to four, then "+n". Not shown for yourself, nor when alone.
import type { Awareness } from 'y-protocols/awareness';
import { cn } from '../../lib/cn';
import { initials, peopleOf, WHERE_LABEL, type Peer } from '../../lib/live/presence/presence-state';
import { usePeers, usePresenceUser } from '../../lib/live/presence/use-presence';
import { Tooltip } from '../ui/tooltip';

export const AVATARS_SHOWN = 4;

/** Another window of the same account is named as such (the same initials would read as someone else). */
const describe = (p: Peer, myId: string | undefined) => `${p.user.id === myId ? 'You (another window)' : p.user.name}, ${WHERE_LABEL[p.where]}`;
const keyOf = (people: Peer[]) => people.map((p) => `${p.user.id}:${p.user.name}:${p.where}`).join('|');

export interface PresenceAvatarsProps {
  awareness: Awareness | null | undefined;
  /** 'dark' on the teleprompter's toolbar. */
  tone?: 'light' | 'dark';
  className?: string;
}

export function PresenceAvatars({ awareness, tone = 'light', className }: PresenceAvatarsProps) {
  const people = usePeers(awareness ?? null, peopleOf, keyOf);
  const myId = usePresenceUser()?.id;
  if (people.length === 0) return null;
  const shown = people.slice(0, AVATARS_SHOWN);
  const rest = people.slice(AVATARS_SHOWN);
  const ring = tone === 'dark' ? 'ring-neutral-900' : 'ring-white';
  return (
    <ul aria-label="People here" className={cn('flex shrink-0 items-center -space-x-1.5', className)} data-testid="presence-avatars">
      {shown.map((p) => (
        <li key={p.user.id}>
          <Tooltip content={describe(p, myId)}>
            <span
              role="img"
              tabIndex={0}
              aria-label={describe(p, myId)}
              data-presence-user={p.user.name}
              className={cn('flex size-8 items-center justify-center rounded-full text-xs font-semibold text-white ring-2', ring)}
              style={{ backgroundColor: p.user.colour }}
            >
              {initials(p.user.name)}
            </span>
          </Tooltip>
        </li>
      ))}
      {rest.length > 0 && (
        <li>
          <Tooltip content={rest.map((p) => describe(p, myId)).join('; ')} align="end">
            <span
              role="img"
              tabIndex={0}
              aria-label={`${rest.length} more: ${rest.map((p) => p.user.name).join(', ')}`}
              className={cn(
                'flex size-8 items-center justify-center rounded-full text-xs font-semibold ring-2',
                ring,
                tone === 'dark' ? 'bg-neutral-700 text-white' : 'bg-slate-200 text-slate-700',
              )}
            >
              +{rest.length}
            </span>
          </Tooltip>
        </li>
      )}
    </ul>
  );
}
