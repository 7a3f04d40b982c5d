// The live session's count of unsaved changes: settled only by the server's cumulative acks, kept across
// a lost socket (its changes go again with the next sync), and counting a sync step 2 that carries them.
import { describe, expect, it } from 'vitest';
import { createAckLedger } from './ack-ledger';

describe('ack ledger', () => {
  it('counts each sent change until a cumulative ack covers it', () => {
    const l = createAckLedger();
    l.synced(false); // message 1: our step 2, nothing in it
    l.local(true); // 2
    l.local(true); // 3
    expect(l.pending()).toBe(2);
    l.ack(2);
    expect(l.pending()).toBe(1);
    expect(l.awaitingAck()).toBe(true);
    l.ack(3);
    expect(l.pending()).toBe(0);
    expect(l.awaitingAck()).toBe(false);
  });

  it('offline changes wait, go together in the next step 2 and are settled by its ack', () => {
    const l = createAckLedger();
    l.local(false);
    l.local(false);
    l.local(false);
    expect(l.pending()).toBe(3);
    l.synced(true);
    expect(l.pending()).toBe(3);
    l.ack(1);
    expect(l.pending()).toBe(0);
  });

  it('a step 2 carrying changes of an earlier visit (nothing counted yet) counts as one', () => {
    const l = createAckLedger();
    l.synced(true);
    expect(l.pending()).toBe(1);
    l.ack(1);
    expect(l.pending()).toBe(0);
  });

  it('a lost socket keeps what it did not get acknowledged; the next socket counts from 1 again', () => {
    const l = createAckLedger();
    l.synced(false);
    l.local(true); // 2
    l.local(true); // 3
    l.ack(2);
    l.socketLost();
    expect(l.pending()).toBe(1);
    expect(l.awaitingAck()).toBe(false);
    l.local(false);
    l.synced(true); // message 1 of the new socket carries both
    l.ack(1);
    expect(l.pending()).toBe(0);
  });
});
