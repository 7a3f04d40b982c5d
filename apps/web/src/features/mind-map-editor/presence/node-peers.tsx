// The others whose selection is on one node (issue 27 item 4): their line in the outline is outlined in
// the first one's colour, with each one's name. Each line subscribes for its own node only.
import type { Peer } from '../../../lib/live/presence/presence-state';
import { usePeers, usePresenceAwareness } from '../../../lib/live/presence/use-presence';

const keyOf = (peers: Peer[]) => peers.map((p) => `${p.clientId}:${p.user.name}`).join('|');

export function OutlinePeers({ nodeId }: { nodeId: string }) {
  const peers = usePeers(usePresenceAwareness(), (all) => all.filter((p) => p.selectedNodeId === nodeId && p.where !== 'teleprompter'), keyOf);
  if (peers.length === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="outline-presence"
        className="pointer-events-none absolute inset-0 rounded-lg"
        style={{ boxShadow: `inset 0 0 0 2px ${peers[0]!.user.colour}` }}
      />
      <span className="flex shrink-0 gap-1" data-testid="outline-presence-names">
        {peers.map((p) => (
          <span key={p.clientId} className="rounded px-1.5 text-[11px] leading-4 font-semibold text-white" style={{ backgroundColor: p.user.colour }}>
            {p.user.name}
          </span>
        ))}
      </span>
    </>
  );
}
