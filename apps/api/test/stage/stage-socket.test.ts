// /api/stage/socket against a listening server with real WebSocket clients: the hello variants, bad
// messages, relays both ways, the devices list, revoke and expiry closing a device, and a reconnect
// getting the latest state — on SQLite and PostgreSQL (in-process, no Redis).
import { describe, expect, it } from 'vitest';
import { STAGE_CLOSE, STAGE_LINK_TTL_MS, STAGE_MESSAGES, STAGE_MAX_MESSAGE_BYTES } from '@cuemap/shared';
import { STAGE_SERVER_MESSAGES as M } from '../../src/plugins/app/stage/messages';
import { bearer, registerUser, setupApp } from '../helper';
import { ANDROID, StageClient, createLink, createMap, device, prompter, sampleState, socketUrl } from './stage-client';

const t = setupApp();

async function setup() {
  const url = await socketUrl(t.app);
  const { token } = await registerUser(t);
  const mapId = await createMap(t, token);
  return { url, token, mapId };
}

describe('stage socket: hello', () => {
  it('welcomes a prompter with its session and a device with its link; the prompter sees the devices', async () => {
    const { url, token, mapId } = await setup();
    const p = await prompter(url, mapId, token);
    expect(p.all[0]).toMatchObject({ type: 'welcome', role: 'prompter', mindMapId: mapId, expiresAt: null });
    expect(await p.next('devices')).toEqual({ type: 'devices', devices: [] });

    const link = await createLink(t, token, mapId, 'remote');
    const r = await device(url, link.token);
    expect(r.all[0]).toMatchObject({ type: 'welcome', role: 'remote', mindMapId: mapId, expiresAt: link.expiresAt });
    expect(await r.next('prompter')).toEqual({ type: 'prompter', connected: true });
    const listed = await p.deviceList((d) => d.length === 1);
    expect(listed[0]).toMatchObject({
      linkId: link.id,
      mode: 'remote',
      label: 'iPhone · Safari',
      connectionId: (r.all[0] as { connectionId: string }).connectionId,
    });

    const d = await device(url, (await createLink(t, token, mapId, 'display')).token, ANDROID);
    expect((await p.deviceList((d) => d.length === 2)).map((x) => x.label)).toEqual(['iPhone · Safari', 'Android · Chrome']);
    await d.close();
    expect((await p.deviceList((d) => d.length === 1))[0]!.mode).toBe('remote');

    // The prompter leaves: its devices are told.
    await p.close();
    expect(await r.next('prompter')).toEqual({ type: 'prompter', connected: false });
    await r.close();
  });

  it('refuses a bad session (4401), a script that is not the user’s (4404), a bad link (revoked + 4401) and a first message that is not hello (4400)', async () => {
    const { url, token, mapId } = await setup();
    const other = await registerUser(t);

    const bad = new StageClient(url);
    await bad.opened();
    bad.send({ type: 'hello', as: 'prompter', mindMapId: mapId, session: 'x'.repeat(43) });
    expect(await bad.next('error')).toEqual({ type: 'error', message: M.sessionInvalid });
    expect((await bad.closed).code).toBe(STAGE_CLOSE.unauthorized);

    const notMine = new StageClient(url);
    await notMine.opened();
    notMine.send({ type: 'hello', as: 'prompter', mindMapId: mapId, session: other.token });
    expect((await notMine.closed).code).toBe(STAGE_CLOSE.notFound);

    const unknown = new StageClient(url);
    await unknown.opened();
    unknown.send({ type: 'hello', as: 'link', token: 'A'.repeat(43) });
    expect(await unknown.next('revoked')).toEqual({ type: 'revoked', message: STAGE_MESSAGES.linkInvalid });
    expect((await unknown.closed).code).toBe(STAGE_CLOSE.unauthorized);

    for (const first of ['not json', JSON.stringify({ type: 'ping', t: 1 }), JSON.stringify({ type: 'hello', as: 'someone' })]) {
      const c = new StageClient(url);
      await c.opened();
      c.send(first);
      expect((await c.closed).code, first).toBe(STAGE_CLOSE.badRequest);
    }
    // A plain HTTP request (no upgrade) is told to use a WebSocket.
    const plain = await t.inject({ method: 'GET', url: '/api/stage/socket', headers: bearer(token) });
    expect(plain.statusCode).toBe(426);
    expect(plain.json()).toEqual({ message: M.useWebSocket });
  });
});

describe('stage socket: messages', () => {
  it('answers bad messages with an error and keeps the socket; display links may not command; ping gets pong', async () => {
    const { url, token, mapId } = await setup();
    const r = await device(url, (await createLink(t, token, mapId, 'remote')).token);
    for (const bad of ['{', '[]', JSON.stringify({ type: 'dance' }), JSON.stringify({ type: 'command', id: '1', sentAt: 1, command: { kind: 'fly' } })]) {
      r.send(bad);
      expect(await r.next('error'), bad).toEqual({ type: 'error', message: STAGE_MESSAGES.badMessage });
    }
    r.send({ type: 'state', state: sampleState() });
    expect(await r.next('error')).toEqual({ type: 'error', message: M.notForRole });
    r.send({ type: 'hello', as: 'link', token: 'again' });
    expect(await r.next('error')).toEqual({ type: 'error', message: M.alreadyHello });
    // No prompter yet: a command is answered, not lost silently.
    r.send({ type: 'command', id: 'c0', sentAt: 1, command: { kind: 'play' } });
    expect(await r.next('error')).toEqual({ type: 'error', message: STAGE_MESSAGES.notConnected });
    r.send({ type: 'ping', t: 42 });
    expect(await r.next('pong')).toEqual({ type: 'pong', t: 42 });

    const d = await device(url, (await createLink(t, token, mapId, 'display')).token);
    d.send({ type: 'command', id: 'c1', sentAt: 1, command: { kind: 'next' } });
    expect(await d.next('error')).toEqual({ type: 'error', message: M.displayCannotCommand });
    // Too large a message: the socket is closed by the server (1009).
    const big = new StageClient(url);
    await big.opened();
    big.send('x'.repeat(STAGE_MAX_MESSAGE_BYTES + 1));
    expect((await big.closed).code).toBe(1009);
    await Promise.all([r.close(), d.close()]);
  });

  it('relays remote commands to the prompter and its acks and state to the devices; a display reads the script', async () => {
    const { url, token, mapId } = await setup();
    const p = await prompter(url, mapId, token);
    const r = await device(url, (await createLink(t, token, mapId, 'remote')).token);
    const d = await device(url, (await createLink(t, token, mapId, 'display')).token);

    r.send({ type: 'command', id: 'c1', sentAt: 1000, command: { kind: 'goTo', section: 1 } });
    const command = await p.next('command');
    expect(command).toMatchObject({ id: 'c1', sentAt: 1000, command: { kind: 'goTo', section: 1 }, from: (r.all[0] as { connectionId: string }).connectionId });
    expect(command.relayedAt).toEqual(expect.any(Number));

    p.send({ type: 'ack', id: 'c1', sentAt: 1000 });
    expect(await r.next('ack')).toEqual({ type: 'ack', id: 'c1', sentAt: 1000 });
    p.send({ type: 'state', state: sampleState({ playing: true }) });
    expect((await d.next('state', (m) => m.state.playing)).state).toEqual(sampleState({ playing: true }));
    expect((await r.next('state', (m) => m.state.playing)).state.position).toEqual({ section: 0, fraction: 0 });

    // A remote may not read the script; a display gets it in labelled sections.
    r.send({ type: 'getScript' });
    expect(await r.next('error')).toEqual({ type: 'error', message: M.scriptOnlyForDisplay });
    const tp = await t.inject({ method: 'GET', url: `/api/teleprompter/${mapId}`, headers: bearer(token) });
    d.send({ type: 'getScript' });
    const { script } = await d.next('script');
    expect(script.title).toBe(tp.json<{ title: string }>().title);
    expect(script.version).toBe(tp.json<{ version: number }>().version);
    expect(script.sections?.map((s) => s.title)).toEqual(['Main Idea', 'Point 1', 'Point 2']);
    expect(script.sections?.[1]?.text).toContain('Paragraph 1');
    await Promise.all([p.close(), r.close(), d.close()]);
  });

  it('limits a link’s commands to about 30 a second', async () => {
    const { url, token, mapId } = await setup();
    const p = await prompter(url, mapId, token);
    const r = await device(url, (await createLink(t, token, mapId, 'remote')).token);
    await r.next('prompter');
    for (let i = 0; i < 60; i++) r.send({ type: 'command', id: `c${i}`, sentAt: i, command: { kind: 'faster' } });
    expect(await r.next('error')).toEqual({ type: 'error', message: M.tooFast });
    r.send({ type: 'ping', t: 1 });
    await r.next('pong');
    const received = p.inbox.filter((m) => m.type === 'command').length;
    expect(received).toBeGreaterThanOrEqual(30);
    expect(received).toBeLessThan(60);
    await Promise.all([p.close(), r.close()]);
  });
});

describe('stage socket: links ending', () => {
  it('closes a device when its link is revoked, and refuses the link after', async () => {
    const { url, token, mapId } = await setup();
    const link = await createLink(t, token, mapId, 'remote');
    const keep = await device(url, (await createLink(t, token, mapId, 'remote')).token);
    const r = await device(url, link.token);
    const del = await t.inject({ method: 'DELETE', url: `/api/mindmaps/${mapId}/stage-links/${link.id}`, headers: bearer(token) });
    expect(del.statusCode).toBe(204);
    expect(await r.next('revoked')).toEqual({ type: 'revoked', message: STAGE_MESSAGES.linkInvalid });
    expect((await r.closed).code).toBe(STAGE_CLOSE.unauthorized);
    // The other link's device stays.
    keep.send({ type: 'ping', t: 7 });
    expect(await keep.next('pong')).toEqual({ type: 'pong', t: 7 });

    const again = new StageClient(url);
    await again.opened();
    again.send({ type: 'hello', as: 'link', token: link.token });
    expect((await again.closed).code).toBe(STAGE_CLOSE.unauthorized);
    await keep.close();
  });

  it('closes every socket of a script when the script is deleted; its links are gone', async () => {
    const { url, token, mapId } = await setup();
    const otherMap = await createMap(t, token);
    const link = await createLink(t, token, mapId, 'display');
    const p = await prompter(url, mapId, token);
    const d = await device(url, link.token);
    const elsewhere = await device(url, (await createLink(t, token, otherMap, 'remote')).token);
    const del = await t.inject({ method: 'DELETE', url: `/api/mindmaps/${mapId}`, headers: bearer(token) });
    expect(del.statusCode).toBe(200);
    expect(await d.next('revoked')).toEqual({ type: 'revoked', message: STAGE_MESSAGES.scriptDeleted });
    expect((await d.closed).code).toBe(STAGE_CLOSE.unauthorized);
    expect((await p.closed).code).toBe(STAGE_CLOSE.notFound);
    // Another script's device is untouched.
    elsewhere.send({ type: 'ping', t: 3 });
    expect(await elsewhere.next('pong')).toEqual({ type: 'pong', t: 3 });

    const again = new StageClient(url);
    await again.opened();
    again.send({ type: 'hello', as: 'link', token: link.token });
    expect((await again.closed).code).toBe(STAGE_CLOSE.unauthorized);
    await elsewhere.close();
  });

  it('gives a reconnecting device the latest state at once', async () => {
    const { url, token, mapId } = await setup();
    const link = await createLink(t, token, mapId, 'display');
    const p = await prompter(url, mapId, token);
    const first = await device(url, link.token);
    p.send({ type: 'state', state: sampleState({ position: { section: 1, fraction: 0.25 } }) });
    await first.next('state');
    p.send({ type: 'state', state: sampleState({ position: { section: 1, fraction: 0.5 } }) });
    await first.next('state', (m) => m.state.position.fraction === 0.5);
    first.ws.terminate();
    await first.closed;

    const back = await device(url, link.token);
    expect(back.all.slice(0, 3).map((m) => m.type)).toEqual(['welcome', 'prompter', 'state']);
    expect((await back.next('state')).state.position).toEqual({ section: 1, fraction: 0.5 });
    await Promise.all([p.close(), back.close()]);
  });

  it('refuses an expired link and closes a device whose link expired', async () => {
    const { url, token, mapId } = await setup();
    const connected = await device(url, (await createLink(t, token, mapId, 'remote')).token);
    const later = await createLink(t, token, mapId, 'remote');
    t.clock.advance(STAGE_LINK_TTL_MS + 1000);

    connected.send({ type: 'ping', t: 1 });
    expect(await connected.next('revoked')).toEqual({ type: 'revoked', message: STAGE_MESSAGES.linkInvalid });
    expect((await connected.closed).code).toBe(STAGE_CLOSE.unauthorized);

    const c = new StageClient(url);
    await c.opened();
    c.send({ type: 'hello', as: 'link', token: later.token });
    expect(await c.next('revoked')).toEqual({ type: 'revoked', message: STAGE_MESSAGES.linkInvalid });
    expect((await c.closed).code).toBe(STAGE_CLOSE.unauthorized);
  });
});
