// Who else is editing this section of the script (issue 27 item 4): a small marker in each one's colour.
import type { Peer } from '../../../lib/live/presence/presence-state';
import { usePeers, usePresenceAwareness } from '../../../lib/live/presence/use-presence';

const keyOf = (peers: Peer[]) => peers.map((p) => `${p.clientId}:${p.user.name}`).join('|');

export function SectionPeers({ sectionId }: { sectionId: string }) {
  const peers = usePeers(usePresenceAwareness(), (all) => all.filter((p) => p.where === 'script' && p.sectionId === sectionId), keyOf);
  if (peers.length === 0) return null;
  return (
    <span className="flex shrink-0 items-center gap-1" data-testid="section-presence">
      {peers.map((p) => (
        <span
          key={p.clientId}
          className="inline-flex items-center gap-1 rounded-full px-2 text-xs leading-5 font-semibold text-white"
          style={{ backgroundColor: p.user.colour }}
        >
          <span aria-hidden="true" className="size-1.5 rounded-full bg-white" />
          {p.user.name}
          <span className="sr-only"> is editing this section</span>
        </span>
      ))}
    </span>
  );
}
