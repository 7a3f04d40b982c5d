// Keep-alive: the server pings every socket each round and drops one that did not answer the previous
// ping; the prompter's device list then loses it. A prompter's session is checked again each round.
// (The period is shortened for the test.)
import { describe, expect, it } from 'vitest';
import { STAGE_CLOSE } from '@cuemap/shared';
import { STAGE_SERVER_MESSAGES as M } from '../../src/plugins/app/stage/messages';
import { bearer, PASSWORD, registerUser, setupApp } from '../helper';
import { createLink, createMap, device, prompter, socketUrl, type StageClient } from './stage-client';

const t = setupApp({ stagePingMs: 400 });

describe('stage keep-alive', () => {
  it('drops a device that stops answering pings, and keeps one that answers', async () => {
    const url = await socketUrl(t.app);
    const { token } = await registerUser(t);
    const mapId = await createMap(t, token);
    const p = await prompter(url, mapId, token);
    const live = await device(url, (await createLink(t, token, mapId, 'remote')).token);
    const dead = await device(url, (await createLink(t, token, mapId, 'display')).token, undefined, false);
    const both = await p.deviceList((d) => d.length === 2);
    const deadId = both.find((d) => d.mode === 'display')!.connectionId;

    const { code } = await dead.closed;
    expect(code).toBe(1006);
    const left = await p.deviceList((d) => d.length === 1);
    expect(left.map((d) => d.connectionId)).not.toContain(deadId);
    live.send({ type: 'ping', t: 3 });
    expect(await live.next('pong')).toEqual({ type: 'pong', t: 3 });
    await Promise.all([p.close(), live.close()]);
  });

  it('closes a prompter whose session ended (signed out elsewhere), and keeps the one still signed in', async () => {
    const url = await socketUrl(t.app);
    const { email, token: here } = await registerUser(t);
    const login = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    const elsewhere = login.json<{ token: string }>().token;
    const mapId = await createMap(t, here);
    const stays = await prompter(url, mapId, here);
    const goes = await prompter(url, mapId, elsewhere);
    const pingsTo = (c: StageClient) => {
      let n = 0;
      c.ws.on('ping', () => (n += 1));
      return () => n;
    };
    const staysPings = pingsTo(stays);

    expect((await t.inject({ method: 'POST', url: '/api/auth/logout-others', headers: bearer(here) })).statusCode).toBe(200);
    expect(await goes.next('error')).toEqual({ type: 'error', message: M.sessionInvalid });
    expect((await goes.closed).code).toBe(STAGE_CLOSE.unauthorized);

    // Two more rounds (each checks every prompter's session): the signed-in one is still there.
    const seen = staysPings();
    await new Promise<void>((resolve) => stays.ws.on('ping', () => staysPings() >= seen + 2 && resolve()));
    stays.send({ type: 'ping', t: 7 });
    expect(await stays.next('pong')).toEqual({ type: 'pong', t: 7 });

    // Signing out here ends this one too.
    expect((await t.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(here) })).statusCode).toBe(200);
    expect((await stays.closed).code).toBe(STAGE_CLOSE.unauthorized);
  });
});
