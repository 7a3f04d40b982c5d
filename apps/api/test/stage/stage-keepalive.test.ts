// Keep-alive: the server pings every socket each round and drops one that did not answer the previous
// ping; the prompter's device list then loses it. (The period is shortened for the test.)
import { describe, expect, it } from 'vitest';
import { registerUser, setupApp } from '../helper';
import { createLink, createMap, device, prompter, socketUrl } from './stage-client';

const t = setupApp({ stagePingMs: 400 });

describe('stage keep-alive', () => {
  it('drops a device that stops answering pings, and keeps one that answers', async () => {
    const url = await socketUrl(t.app);
    const { token } = await registerUser(t);
    const mapId = await createMap(t, token);
    const p = await prompter(url, mapId, token);
    const live = await device(url, (await createLink(t, token, mapId, 'remote')).token);
    const dead = await device(url, (await createLink(t, token, mapId, 'display')).token, undefined, false);
    const both = await p.next('devices', (m) => m.devices.length === 2);
    const deadId = both.devices.find((d) => d.mode === 'display')!.connectionId;

    const { code } = await dead.closed;
    expect(code).toBe(1006);
    const left = await p.next('devices', (m) => m.devices.length === 1);
    expect(left.devices.map((d) => d.connectionId)).not.toContain(deadId);
    live.send({ type: 'ping', t: 3 });
    expect(await live.next('pong')).toEqual({ type: 'pong', t: 3 });
    await Promise.all([p.close(), live.close()]);
  });
});
