// Carries live-document events between instances on the shared room bus (realtime/redis-room-bus.ts,
// also the stage's): one channel per document, subscribed while this instance has it loaded, or nothing
// without Redis (one instance). The database stays the truth: an instance that missed an event catches
// up from the update log (catch-up.ts): an update names the log seqs it was stored as, so a copy sees a
// gap; after an outage every copy reads what it lacks and says how far it is ('head'). Redis only makes
// edits arrive sooner.
import type { OutageLogger } from '../rate-limit/counter-store';
import { createMemoryRoomBus, createRedisRoomBus, type RoomBus } from '../realtime/redis-room-bus';

export type LiveBusEvent =
  /** Updates stored by the sender (base64 of one merged Yjs update): apply and pass to local sockets. */
  | {
      kind: 'update';
      update: string;
      /** The log seqs it was stored as: after `after`, up to `seq` (absent: not a stored change). */
      after?: number;
      seq?: number;
    }
  /** The sender's copy holds the log up to `seq` (after an outage): a copy holding less reads the rest. */
  | { kind: 'head'; seq: number }
  /** A cue for the script's prompters (issue 27 item 6), checked by the instance that took it. */
  | { kind: 'cue'; id: string; text: string }
  /** The script's comments changed (issue 27 item 5): its sockets read them again. */
  | { kind: 'comments' }
  /** A y-protocols awareness update (base64). */
  | { kind: 'awareness'; update: string }
  /** The REST tables changed outside the document: the instance holding it reads them into it. */
  | { kind: 'tables' }
  /** The script was deleted: close its sockets. */
  | { kind: 'deleted' }
  /** On LIVE_SESSIONS_ROOM: the user's sessions were revoked (password change, devices signed out); check their sockets. */
  | { kind: 'recheck'; userId: string }
  /** The user's role on this script changed (issue 27): null closes their sockets, 'viewer' makes them read-only. */
  | { kind: 'access'; userId: string; access: 'owner' | 'editor' | 'viewer' | null };

/** The room every instance joins for events about sessions rather than one document (never a script's id). */
export const LIVE_SESSIONS_ROOM = '@sessions';

export type LiveBus = RoomBus<LiveBusEvent>;

export const createMemoryLiveBus = (): LiveBus => createMemoryRoomBus<LiveBusEvent>();

export function createRedisLiveBus(opts: { url: string; prefix?: string; log: OutageLogger }): LiveBus {
  return createRedisRoomBus<LiveBusEvent>({
    ...opts,
    feature: 'live',
    messages: {
      down: 'Live bus: Redis cannot be reached; edits reach other instances through the database until it is back',
      up: 'Live bus: Redis reached again',
    },
  });
}
