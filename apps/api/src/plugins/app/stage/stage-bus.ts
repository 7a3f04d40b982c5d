// Carries stage events between server instances on the shared room bus (realtime/redis-room-bus.ts):
// one channel per script, subscribed while this instance has a socket of it; without Redis nothing is
// carried (one instance). A Redis outage is logged once; local sockets keep working meanwhile and
// presence is re-announced when Redis is back.
import type { StageDevice, StageServerMessage } from '@cuemap/shared';
import type { OutageLogger } from '../rate-limit/counter-store';
import { createMemoryRoomBus, createRedisRoomBus, type RoomBus, type RoomBusHandler } from '../realtime/redis-room-bus';

export type StageBusEvent =
  /** Deliver to the script's devices (state, ack, prompter status). */
  | { kind: 'devices'; message: StageServerMessage }
  /** Deliver to the script's prompters (commands). */
  | { kind: 'prompters'; message: StageServerMessage }
  /** The sender's sockets of the script now (`views`: its view-link teleprompters, issue 27). */
  | { kind: 'presence'; devices: StageDevice[]; prompters: number; views?: number }
  /** Ask every instance to send its presence (an instance just joined the script, or Redis came back). */
  | { kind: 'sync' }
  /** Deliver to the link's devices (its monitor changed). */
  | { kind: 'link'; linkId: string; message: StageServerMessage }
  /** Close the link's sockets. */
  | { kind: 'revoke'; linkId: string; message: string }
  /** The script was deleted: close every device and prompter socket of it. */
  | { kind: 'closeScript'; message: string }
  /** The user lost access to the script (issue 27): close their prompter sockets of it. */
  | { kind: 'userLeft'; userId: string }
  /** An editor's cue (issue 27 item 6): show it on the script's displays and view-link teleprompters. */
  | { kind: 'cue'; id: string; text: string }
  /** The script's view link was turned off or replaced (issue 27): close the sockets of pages opened through it. */
  | { kind: 'viewGone'; message: string };

export type StageBusHandler = RoomBusHandler<StageBusEvent>;

export type StageBus = RoomBus<StageBusEvent>;

/** One instance, no Redis: nothing leaves the process. */
export const createMemoryBus = (): StageBus => createMemoryRoomBus<StageBusEvent>();

export function createRedisBus(opts: { url: string; prefix?: string; log: OutageLogger }): StageBus {
  return createRedisRoomBus<StageBusEvent>({
    ...opts,
    feature: 'stage',
    messages: {
      down: 'Stage bus: Redis cannot be reached; remote and display messages reach only the sockets on this instance until it is back',
      up: 'Stage bus: Redis reached again; remote and display messages are shared through it',
    },
  });
}
