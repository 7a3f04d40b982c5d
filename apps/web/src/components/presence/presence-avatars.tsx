// Who else is here (issue 27 item 4): one avatar per person — initials in their colour, their name and
// where they are on hover or focus — up to four, then "+n". Not shown for yourself, nor when alone.
import type { Awareness } from 'y-protocols/awareness';
import { peopleOf, WHERE_LABEL, type Peer } from '../../lib/live/presence/presence-state';
import { usePeers, usePresenceUser } from '../../lib/live/presence/use-presence';
import { AvatarStack } from './avatar-stack';

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
  const rest = people.slice(AVATARS_SHOWN);
  return (
    <AvatarStack
      label="People here"
      testId="presence-avatars"
      focusable
      tone={tone}
      className={className}
      people={people.slice(0, AVATARS_SHOWN).map((p) => ({ key: p.user.id, name: p.user.name, colour: p.user.colour, label: describe(p, myId) }))}
      more={{
        count: rest.length,
        label: `${rest.length} more: ${rest.map((p) => p.user.name).join(', ')}`,
        tooltip: rest.map((p) => describe(p, myId)).join('; '),
      }}
    />
  );
}
