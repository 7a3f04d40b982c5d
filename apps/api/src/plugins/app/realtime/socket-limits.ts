// Limits shared by the realtime sockets (the stage's and the live documents'): a token bucket for what a
// socket may send, the bound on what may wait in a socket's send queue (a slow reader is closed, never
// buffered without end), and the keep-alive round (a socket that missed the previous pong is dropped).
import type { WebSocket } from 'ws';

/** A token bucket: `perSecond` refills, bursts up to `burst`; taking answers 0 or how long (ms) until a token is there. */
export function tokenBucket(perSecond: number, burst: number): () => number {
  let tokens = burst;
  let at = performance.now();
  return () => {
    const now = performance.now();
    tokens = Math.min(burst, tokens + ((now - at) / 1000) * perSecond);
    at = now;
    if (tokens < 1) return Math.ceil(((1 - tokens) / perSecond) * 1000);
    tokens -= 1;
    return 0;
  };
}

/** A token bucket whose taking answers whether a token was there. */
export function tokenGate(perSecond: number, burst: number): () => boolean {
  const take = tokenBucket(perSecond, burst);
  return () => take() === 0;
}

/**
 * Closes the socket with `code` and `reason` when `queuedBytes` (what waits in its send queue) is past
 * `maxBytes`, and answers whether it did: the sender then drops its message.
 */
export function closedAsTooSlow(ws: WebSocket, queuedBytes: number, maxBytes: number, code: number, reason: string): boolean {
  if (queuedBytes <= maxBytes) return false;
  ws.close(code, reason);
  return true;
}

/**
 * One keep-alive round: a socket that did not answer the previous ping (`alive` still false) is
 * terminated; every other is pinged, marked unanswered, and passed to `pinged` (e.g. to check its session again).
 */
export function pingRound<C extends { alive: boolean; ws: WebSocket }>(conns: Iterable<C>, pinged: (conn: C) => void): void {
  for (const conn of conns) {
    if (!conn.alive) {
      conn.ws.terminate();
      continue;
    }
    conn.alive = false;
    conn.ws.ping();
    pinged(conn);
  }
}
