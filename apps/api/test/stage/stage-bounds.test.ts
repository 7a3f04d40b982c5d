// Issue 23 item 4 (and the socket parts of 6 and 7): what one link, socket or address may cost the
// server. A display that asks for a 1 MB script over and over and stops reading; a reader too slow for
// the state; a crowd of devices on one link; many sockets from one address; a link's sockets sharing
// one command budget; bad frames before the hello; a browser page of another site. On SQLite and
// PostgreSQL, with real `ws` clients; every assertion is on answers, closes, sizes and counts.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { STAGE_CLOSE, STAGE_DEVICES_PER_LINK, STAGE_MAX_MESSAGE_BYTES, STAGE_MESSAGES } from '@cuemap/shared';
import { loadConfig } from '../../src/config/env';
import { STAGE_SERVER_MESSAGES as M } from '../../src/plugins/app/stage/messages';
import { bearer, build, registerUser, setupApp, type TestApp } from '../helper';
import { StageClient, createLink, createMap, device, prompter, sampleState, socketUrl } from './stage-client';

const t = setupApp();

async function setup(app: Pick<TestApp, 'app' | 'inject'> = t) {
  const url = await socketUrl(app.app);
  const { token } = await registerUser(app);
  const mapId = await createMap(app, token);
  return { url, token, mapId };
}

/** Saves a script of about `bytes` characters for the map. */
async function saveScript(token: string, mapId: string, bytes: number): Promise<void> {
  const paragraph = 'The quick brown fox jumps over the lazy dog, again and again. '.repeat(16) + '\n\n';
  const content = paragraph.repeat(Math.ceil(bytes / paragraph.length)).slice(0, bytes);
  const res = await t.inject({ method: 'POST', url: '/api/teleprompter', headers: bearer(token), payload: { mindMapId: mapId, title: 'Big', content } });
  expect(res.statusCode).toBe(200);
}

/** Counts the bytes of every message the client reads from now on. */
function countBytes(c: StageClient): () => number {
  let bytes = 0;
  c.ws.on('message', (data: Buffer) => (bytes += data.length));
  return () => bytes;
}

/** The upgrade's refusal: its status and JSON body (the socket never opens). */
function refusedUpgrade(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: { message: string } }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.on('open', () => reject(new Error('the socket opened')));
    ws.on('error', () => {});
    ws.on('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += String(chunk)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { message: string } }));
    });
  });
}

describe('stage bounds: what a display may make the server send', () => {
  it('sends a 1 MB script once per version: 50 repeats from a display that stops reading get small answers', async () => {
    const { url, token, mapId } = await setup();
    await saveScript(token, mapId, 1_000_000);
    const d = await device(url, (await createLink(t, token, mapId, 'display')).token);
    const read = countBytes(d);
    d.ws.pause();
    for (let i = 0; i < 50; i++) d.send({ type: 'getScript' });
    d.send({ type: 'ping', t: 1 });
    d.ws.resume();
    await d.next('pong'); // answered in order: every getScript was answered before it

    const scripts = d.all.filter((m) => m.type === 'script');
    expect(scripts).toHaveLength(1);
    const scriptBytes = Buffer.byteLength(JSON.stringify(scripts[0]));
    expect(scriptBytes).toBeGreaterThan(1_000_000);
    const unchanged = d.all.filter((m) => m.type === 'scriptUnchanged');
    const tooFast = d.all.filter((m) => m.type === 'error' && m.message === M.scriptTooFast);
    expect(unchanged.length).toBeGreaterThan(0);
    expect(unchanged.every((m) => m.type === 'scriptUnchanged' && m.version === (scripts[0] as { script: { version: number } }).script.version)).toBe(true);
    expect(1 + unchanged.length + tooFast.length).toBe(50);
    // Everything else the socket read is small next to one copy of the script.
    expect(read() - scriptBytes).toBeLessThan(16 * 1024);
    await d.close();
  });

  it('closes a display that reads too slowly (4408, with the reason) once its queue passes the bound', async () => {
    const { url, token, mapId } = await setup();
    const p = await prompter(url, mapId, token);
    const d = await device(url, (await createLink(t, token, mapId, 'display')).token);
    await d.next('prompter', (m) => m.connected);
    d.ws.pause();
    // 400 states of about 55 kB (22 MB) while the display reads nothing; the ping's answer says the
    // server relayed (or refused to queue) every one of them.
    const sections = Array.from({ length: 110 }, (_, i) => ({ title: `${i} `.padEnd(500, 'x'), nodeId: null }));
    const states = 400;
    for (let i = 0; i < states; i++) p.send({ type: 'state', state: sampleState({ sections, elapsedMs: i }) });
    p.send({ type: 'ping', t: 2 });
    await p.next('pong');
    const read = countBytes(d);
    d.ws.resume();

    const { code, reason } = await d.closed;
    expect(code).toBe(STAGE_CLOSE.tooSlow);
    expect(reason).toBe(M.tooSlow);
    const received = d.all.filter((m) => m.type === 'state').length;
    expect(received).toBeLessThan(states);
    // What was queued for it stayed near the bound (plus what the kernel's buffers held), far from all 22 MB.
    const sent = states * Buffer.byteLength(JSON.stringify({ type: 'state', state: sampleState({ sections }), at: Date.now() }));
    expect(read()).toBeLessThan(sent / 2);
    // The prompter is not affected.
    p.send({ type: 'ping', t: 3 });
    expect(await p.next('pong')).toEqual({ type: 'pong', t: 3 });
    await p.close();
  });
});

describe('stage bounds: devices and commands', () => {
  it(`welcomes ${STAGE_DEVICES_PER_LINK} devices on one link, refuses the next (4429), and tells the prompter each join as a delta`, async () => {
    const { url, token, mapId } = await setup();
    const p = await prompter(url, mapId, token);
    await p.next('devices');
    const link = await createLink(t, token, mapId, 'remote');
    const devices: StageClient[] = [];
    for (let i = 0; i < STAGE_DEVICES_PER_LINK; i++) devices.push(await device(url, link.token));
    await p.deviceList((d) => d.length === STAGE_DEVICES_PER_LINK);

    const over = new StageClient(url);
    await over.opened();
    over.send({ type: 'hello', as: 'link', token: link.token });
    expect(await over.next('error')).toEqual({ type: 'error', message: STAGE_MESSAGES.linkFull });
    expect(await over.closed).toEqual({ code: STAGE_CLOSE.linkFull, reason: STAGE_MESSAGES.linkFull });
    expect(over.all.some((m) => m.type === 'welcome')).toBe(false);

    // Each join reached the prompter as one small message; the whole list came once, at its welcome.
    expect(p.all.filter((m) => m.type === 'devices')).toHaveLength(1);
    expect(p.all.filter((m) => m.type === 'deviceJoined')).toHaveLength(STAGE_DEVICES_PER_LINK);
    await devices[0]!.close();
    await p.deviceList((d) => d.length === STAGE_DEVICES_PER_LINK - 1);
    expect(p.all.filter((m) => m.type === 'deviceLeft')).toHaveLength(1);
    // A place is free again.
    devices.push(await device(url, link.token));
    await Promise.all([p.close(), ...devices.slice(1).map((d) => d.close())]);
  });

  it("limits commands per link, shared by the link's sockets: 10 remotes sending 30 each relay about 30, not 300", async () => {
    const { url, token, mapId } = await setup();
    const p = await prompter(url, mapId, token);
    const link = await createLink(t, token, mapId, 'remote');
    const remotes: StageClient[] = [];
    for (let i = 0; i < 10; i++) remotes.push(await device(url, link.token));
    await Promise.all(remotes.map((r) => r.next('prompter', (m) => m.connected)));

    for (const [n, r] of remotes.entries()) {
      for (let i = 0; i < 30; i++) r.send({ type: 'command', id: `r${n}-${i}`, sentAt: i, command: { kind: 'faster' } });
      r.send({ type: 'ping', t: n });
    }
    await Promise.all(remotes.map((r, n) => r.next('pong', (m) => m.t === n)));
    p.send({ type: 'ping', t: 99 });
    await p.next('pong', (m) => m.t === 99);
    const relayed = p.all.filter((m) => m.type === 'command').length;
    const refused = remotes.reduce((sum, r) => sum + r.all.filter((m) => m.type === 'error' && m.message === M.tooFast).length, 0);
    expect(relayed).toBeGreaterThanOrEqual(30);
    expect(relayed).toBeLessThan(100); // 30 at once, then 30 a second while the 300 arrive
    expect(relayed + refused).toBe(300);
    await Promise.all([p.close(), ...remotes.map((r) => r.close())]);
  });
});

describe('stage bounds: before the hello', () => {
  it('logs a socket that sends 1 000 bad frames before its hello once, at warn, without a stack, and closes it (4400)', async () => {
    const lines: string[] = [];
    const logged = await build({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line: string) => void lines.push(line) } });
    lines.length = 0; // only what the sockets cause (start-up may warn, e.g. a tree without the built web app)
    try {
      const { url, token, mapId } = await setup(logged);
      const frames = [
        'not json',
        JSON.stringify({ type: 'ping', t: 1 }),
        JSON.stringify({ type: 'hello', as: 'prompter', mindMapId: `${mapId}\u0000`, session: token }),
      ];
      for (const first of frames) {
        const c = new StageClient(url);
        await c.opened();
        for (let i = 0; i < 1000; i++) c.send(i === 0 ? first : frames[i % frames.length]!);
        expect((await c.closed).code, first).toBe(STAGE_CLOSE.badRequest);
      }
      // The socket's close arrives after its refusal was logged; the log is written synchronously.
      const loud = lines.map((l) => JSON.parse(l) as { level: number; msg: string; err?: unknown; reason?: string }).filter((l) => l.level >= 40);
      expect(loud).toHaveLength(frames.length);
      for (const line of loud) {
        expect(line.level).toBe(40);
        expect(line.msg).toBe('Stage socket closed: its first message was not a valid hello');
        expect(line.err).toBeUndefined();
        expect(JSON.stringify(line)).not.toContain('    at ');
      }
    } finally {
      await logged.close();
    }
  });
});

/** A client frame with its mask (zero, so the payload goes as it is) and the length in the header's widest form when `length` is given. */
function clientFrame(first: number, payload: Buffer, length?: number): Buffer {
  const mask = Buffer.alloc(4);
  if (length === undefined) return Buffer.concat([Buffer.from([first, 0x80 | payload.length]), mask, payload]);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(length));
  return Buffer.concat([Buffer.from([first, 0x80 | 127]), size, mask, payload]);
}

/** Opens a raw TCP socket, upgrades it to the stage socket, writes `frame` three times and waits until the server closes it. */
async function sendRawFrames(url: string, frame: Buffer): Promise<string> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    const upgraded = received.includes('\r\n\r\n');
    received += chunk.toString('latin1');
    if (!upgraded && received.includes('\r\n\r\n')) socket.write(Buffer.concat([frame, frame, frame]));
  });
  socket.on('error', () => {}); // the server may reset it
  socket.write(
    `GET /api/stage/socket HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  await new Promise((resolve) => socket.once('close', resolve));
  return received;
}

describe('stage bounds: frames that break the WebSocket protocol', () => {
  it('logs each such socket once, at warn, without a stack, and closes it', async () => {
    const lines: string[] = [];
    const logged = await build({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line: string) => void lines.push(line) } });
    lines.length = 0; // only what the sockets cause (start-up may warn, e.g. a tree without the built web app)
    try {
      const url = await socketUrl(logged.app);
      const text = Buffer.from('hi');
      const frames = {
        unmasked: Buffer.from([0x81, text.length, ...text]),
        reservedOpcode: clientFrame(0x83, text),
        invalidUtf8: clientFrame(0x81, Buffer.from([0xff, 0xfe])),
        rsv1: clientFrame(0xc1, text),
        oversize: clientFrame(0x82, Buffer.alloc(0), STAGE_MAX_MESSAGE_BYTES + 1),
      };
      for (const [name, frame] of Object.entries(frames)) {
        expect(await sendRawFrames(url, frame), name).toMatch(/^HTTP\/1\.1 101 /);
      }
      // Each socket's error is logged before the server ends it.
      const loud = lines.map((l) => JSON.parse(l) as { level: number; msg: string; err?: unknown }).filter((l) => l.level >= 40);
      expect(loud).toHaveLength(Object.keys(frames).length);
      for (const line of loud) {
        expect(line.level).toBe(40);
        expect(line.msg).toBe('Stage socket closed: a frame broke the WebSocket protocol');
        expect(line.err).toBeUndefined();
        expect(JSON.stringify(line)).not.toContain('    at ');
      }
    } finally {
      await logged.close();
    }
  });
});

describe('stage bounds: who may open a socket', () => {
  const limited = setupApp({ env: { STAGE_SOCKETS_PER_ADDRESS: '5', STAGE_ALLOWED_ORIGINS: 'https://stage.example, https://other.example/' } });

  it('refuses a browser page of another site (403 before the upgrade); the app, a listed origin, a page served at the address used and non-browsers connect', async () => {
    const url = await socketUrl(limited.app);
    for (const origin of ['https://evil.example', 'http://cuemap.test.evil.example', 'null', 'http://cuemap.test:8080']) {
      expect(await refusedUpgrade(url, { origin }), origin).toEqual({ status: 403, body: { message: M.originRefused } });
    }
    // The app's, listed origins, a page this server served at the address used (Host: 127.0.0.1:port), non-browsers.
    const self = `http://${new URL(url).host}`;
    const allowed: Array<Record<string, string>> = [
      { origin: 'http://cuemap.test' },
      { origin: 'https://stage.example' },
      { origin: 'https://other.example' },
      { origin: self },
      {},
    ];
    for (const headers of allowed) {
      const c = new StageClient(url, undefined, true, headers);
      await c.opened();
      await c.close();
    }
  });

  it('refuses to start with a STAGE_ALLOWED_ORIGINS entry that is not an http(s) origin', () => {
    for (const entry of ['cuemap.example', 'ftp://cuemap.example']) {
      expect(() => loadConfig({ STAGE_ALLOWED_ORIGINS: `https://ok.example,${entry}` }), entry).toThrow(`STAGE_ALLOWED_ORIGINS entry "${entry}"`);
    }
    expect(loadConfig({ APP_URL: 'https://cuemap.example/app', STAGE_ALLOWED_ORIGINS: ' https://www.cuemap.example/ ' }).stageAllowedOrigins).toEqual([
      'https://cuemap.example',
      'https://www.cuemap.example',
    ]);
  });

  it('refuses a sixth socket from one address (429 before the upgrade) and takes one again after a close', async () => {
    const url = await socketUrl(limited.app);
    const open: StageClient[] = [];
    for (let i = 0; i < 5; i++) {
      const c = new StageClient(url);
      await c.opened();
      open.push(c);
    }
    expect(await refusedUpgrade(url)).toEqual({ status: 429, body: { message: M.tooManySockets } });
    await open.pop()!.close();
    // The server counts the socket gone when its side has closed too: until then the answer is still 429.
    let again: StageClient | null = null;
    while (!again) {
      const c = new StageClient(url);
      c.ws.on('error', () => {});
      const opened = await c.opened().then(
        () => true,
        () => false,
      );
      if (opened) again = c;
    }
    await Promise.all([again.close(), ...open.map((c) => c.close())]);
  });
});
