// With REDIS_URL set but Redis unreachable, the stage keeps working for the sockets of this instance:
// a remote still drives a prompter connected to the same server (the outage is only logged).
import { describe, expect, it } from 'vitest';
import { registerUser, setupApp } from '../helper';
import { createLink, createMap, device, prompter, socketUrl } from './stage-client';

// Port 1: nothing listens there, so every connection attempt fails at once.
const t = setupApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });

describe('stage without a reachable Redis', () => {
  it('relays between sockets on this instance', async () => {
    expect(t.app.stage.bus.kind).toBe('redis');
    const url = await socketUrl(t.app);
    const { token } = await registerUser(t);
    const mapId = await createMap(t, token);
    const p = await prompter(url, mapId, token);
    const r = await device(url, (await createLink(t, token, mapId, 'remote')).token);
    await r.next('prompter', (m) => m.connected);
    r.send({ type: 'command', id: 'd1', sentAt: 5, command: { kind: 'toggle' } });
    expect(await p.next('command')).toMatchObject({ id: 'd1', command: { kind: 'toggle' } });
    p.send({ type: 'ack', id: 'd1', sentAt: 5 });
    expect(await r.next('ack')).toEqual({ type: 'ack', id: 'd1', sentAt: 5 });
    await Promise.all([p.close(), r.close()]);
  });
});
