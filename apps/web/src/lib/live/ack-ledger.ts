// Which local changes of a live session the server has not stored yet (issue 26): the server acknowledges
// per socket, cumulatively, "the first n step 2 / update messages this socket sent are stored". Pure, so
// the counting rules are tested on their own (ack-ledger.test.ts).

export interface AckLedger {
  /** Local changes not acknowledged: not sent yet, or sent and not acknowledged. */
  pending(): number;
  /** Whether messages on the current socket wait for their acknowledgement. */
  awaitingAck(): boolean;
  /** One local change: sent now as an update message, or left to the next sync exchange. */
  local(sent: boolean): void;
  /** Our sync step 2 went: it carries every change not sent yet (at least one if `carriesMore`). */
  synced(carriesMore: boolean): void;
  /** The server's ack: the first `count` messages of this socket are stored. */
  ack(count: number): void;
  /** The socket is gone: what it did not get acknowledged goes again with the next sync exchange. */
  socketLost(): void;
  /** Nothing waits any more: the server refused our changes for good (a viewer's, issue 27). */
  discard(): void;
}

export function createAckLedger(): AckLedger {
  let unsent = 0;
  let sentOnSocket = 0;
  let inFlight: Array<{ n: number; changes: number }> = [];
  const unacked = () => inFlight.reduce((sum, m) => sum + m.changes, 0);
  return {
    pending: () => unsent + unacked(),
    awaitingAck: () => inFlight.length > 0,
    local(sent) {
      if (sent) inFlight.push({ n: ++sentOnSocket, changes: 1 });
      else unsent += 1;
    },
    synced(carriesMore) {
      inFlight.push({ n: ++sentOnSocket, changes: Math.max(unsent, carriesMore ? 1 : 0) });
      unsent = 0;
    },
    ack(count) {
      inFlight = inFlight.filter((m) => m.n > count);
    },
    socketLost() {
      unsent += unacked();
      inFlight = [];
      sentOnSocket = 0;
    },
    discard() {
      unsent = 0;
      inFlight = [];
    },
  };
}
