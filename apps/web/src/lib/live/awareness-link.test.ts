// The session's presence link (awareness-link.ts): our state goes at most every AWARENESS_SEND_MS with the
// latest state last, only while connected (in full on each new connection), the server's states are applied
// and dropped with the connection, and destroying it sends our state's removal.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import { applyAwarenessUpdate, Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import { AWARENESS_SEND_MS, linkAwareness } from './awareness-link';

/** The awareness update inside a type-1 message. */
const body = (message: Uint8Array) => {
  const d = decoding.createDecoder(message);
  expect(decoding.readVarUint(d)).toBe(1);
  return decoding.readVarUint8Array(d);
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('linkAwareness', () => {
  it('throttles our changes, the latest last; sends nothing while offline, everything on connecting; clears on destroy', () => {
    const sent: Uint8Array[] = [];
    let online = true;
    const link = linkAwareness(new Y.Doc(), (m) => (online ? sent.push(m) > 0 : false));
    const server = new Awareness(new Y.Doc());
    const deliver = () => {
      for (const m of sent.splice(0)) applyAwarenessUpdate(server, body(m), 'socket');
    };
    const seen = () => server.getStates().get(link.awareness.clientID) as { n: number } | undefined;

    for (let n = 1; n <= 10; n++) link.awareness.setLocalState({ n });
    expect(sent).toHaveLength(1); // the first at once, the rest wait
    vi.advanceTimersByTime(AWARENESS_SEND_MS);
    expect(sent).toHaveLength(2);
    deliver();
    expect(seen()).toEqual({ n: 10 });

    online = false;
    vi.advanceTimersByTime(AWARENESS_SEND_MS);
    link.awareness.setLocalState({ n: 11 });
    vi.advanceTimersByTime(AWARENESS_SEND_MS);
    online = true;
    link.connected();
    deliver();
    expect(seen()).toEqual({ n: 11 });

    link.destroy();
    deliver();
    expect(seen()).toBeUndefined();
    server.destroy();
  });

  it("applies the server's states and drops them with the connection", () => {
    const link = linkAwareness(new Y.Doc(), () => true);
    const other = new Awareness(new Y.Doc());
    other.setLocalState({ user: 'x' });
    link.receive(encodeAwarenessUpdate(other, [other.clientID]));
    expect(link.awareness.getStates().get(other.clientID)).toEqual({ user: 'x' });
    link.disconnected();
    expect(link.awareness.getStates().has(other.clientID)).toBe(false);
    link.destroy();
    other.destroy();
  });
});
