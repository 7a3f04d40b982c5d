// The bounds of one live socket: the largest message it may send, what may wait in its send queue, its
// update budget (a token bucket: realtime/socket-limits.ts) and how many of its messages may wait to be handled or stored.
import type { WebSocket } from 'ws';
import { LIVE_DOC_MAX_BYTES } from '@cuemap/shared';

/** What may wait in a socket's send queue (a whole 1 MB document fits, twice) before the reader counts as too slow. */
export const LIVE_MAX_QUEUED_BYTES = 2 * 1024 * 1024;
/**
 * The largest message a live socket takes: a sync step 2 may carry a whole document (LIVE_DOC_MAX_BYTES)
 * plus framing. The server's WebSocket bound (ws maxPayload, set for the stage's small messages) is
 * raised for live sockets only, on the socket's receiver; a larger frame closes the socket (1009).
 */
export const LIVE_MAX_MESSAGE_BYTES = LIVE_DOC_MAX_BYTES + 64 * 1024;

/** ws keeps the bound on its receiver (a private field, checked by test/live: a 200 KB update passes). */
export function allowMessagesUpTo(ws: WebSocket, bytes: number) {
  const receiver = (ws as unknown as { _receiver?: { _maxPayload?: number } })._receiver;
  if (receiver && typeof receiver._maxPayload === 'number') receiver._maxPayload = bytes;
}

/** Awareness (presence) updates are small: a cursor and a name. */
export const AWARENESS_MAX_BYTES = 16 * 1024;

/** Updates of one socket being stored at once (pipelined); the next waits for the first to finish. */
export const MAX_IN_FLIGHT = 32;
/** Messages received and not yet handled: past PAUSE_AT the socket is not read; past MAX_QUEUED it is closed. */
export const PAUSE_AT = 64;
export const MAX_QUEUED = 2000;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
