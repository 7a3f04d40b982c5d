// HTTP timeouts (issue 23 item 3), on a real listening server with short limits: a client that stops
// sending its headers or body is closed; a body that keeps arriving is read; what is slow on our side
// (a quiet AI answer) and WebSockets are left alone. Every wait is for an event (a close, an answer).
import net from 'node:net';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSseParser, type ScriptStreamEvent } from '@cuemap/shared';
import { createOfflineWriter, type AiWriter } from '../../src/plugins/app/ai/providers';
import { bearer, build, registerUser, type TestApp } from '../helper';
import { createMap, scriptBody } from '../routes/api/ai/ai-helpers';
import { createLink, device, socketUrl } from '../stage/stage-client';

// 1 s (request limit 5 s): the test and the server share one event loop, and a loaded CI machine stalled it past 500 ms between
// the trickled pieces (the idle close then came before the whole-request 408).
const IDLE_MS = 1000;
const ENV = { HTTP_HEADERS_TIMEOUT_MS: '300', HTTP_IDLE_TIMEOUT_MS: String(IDLE_MS), HTTP_REQUEST_TIMEOUT_MS: '5000' };

/** An AI writer that goes quiet until `open()`: a model thinking for longer than the idle timeout. */
function gatedWriter() {
  const offline = createOfflineWriter({ chunkDelayMs: 0 });
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let started!: () => void;
  const waiting = new Promise<void>((resolve) => (started = resolve));
  const writer: AiWriter = {
    ...offline,
    async *streamScript(input, options) {
      started();
      await gate;
      yield* offline.streamScript(input, options);
    },
  };
  return { writer, waiting, open };
}

const log: string[] = [];
let t: TestApp;
let port: number;
let token: string;
const ai = gatedWriter();

beforeAll(async () => {
  t = await build({ env: { ...ENV, LOG_LEVEL: 'info' }, aiWriter: ai.writer, logStream: { write: (line) => void log.push(line) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  ({ token } = await registerUser(t));
});
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

/** A raw TCP connection: what it received, and a promise of everything received once the server closes it. */
function connect() {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (d: string) => (received += d));
  socket.on('error', () => {}); // the server may reset it
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return { socket, closed };
}

/** Writes `piece()` every `ms` until the server closes the connection (or `count` pieces are sent). */
function trickle(socket: net.Socket, piece: () => string, ms: number, count = Infinity) {
  let sent = 0;
  const timer = setInterval(() => {
    if (sent++ >= count) clearInterval(timer);
    else socket.write(piece());
  }, ms);
  socket.on('close', () => clearInterval(timer));
}

const importHead = (length: number) =>
  `POST /api/mindmaps/import?filename=talk.md HTTP/1.1\r\nHost: cuemap.test\r\nAuthorization: Bearer ${token}\r\n` +
  `Content-Type: text/markdown\r\nContent-Length: ${length}\r\n\r\n`;

/** An upload that stops after its first megabyte: the server closes it once the idle timeout has passed. */
function stalledUpload() {
  const { socket, closed } = connect();
  socket.write(importHead(5_000_000));
  socket.write('- a\n'.repeat(250_000));
  return closed;
}

const mapCount = async () => (await t.inject({ method: 'GET', url: '/api/mindmaps', headers: bearer(token) })).json<unknown[]>().length;

describe('HTTP timeouts', () => {
  it('close an upload whose body stops arriving, and import nothing', async () => {
    const before = await mapCount();
    expect(await stalledUpload()).toBe('');
    expect(await mapCount()).toBe(before);
    const lines = log.join('');
    expect(lines).toContain('Request closed: it stopped arriving');
    expect(lines).not.toContain('"level":50');
  });

  it('answer 408 to headers trickled in slower than the headers limit (slowloris)', async () => {
    const { socket, closed } = connect();
    socket.write('GET /api/health HTTP/1.1\r\nHost: cuemap.test\r\n');
    trickle(socket, () => 'X-Slow: 1\r\n', 50); // each line well within the idle timeout
    expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answer 408 to a body that keeps arriving past the whole-request limit', async () => {
    const { socket, closed } = connect();
    socket.write(importHead(5_000_000));
    trickle(socket, () => '- a\n', 50);
    expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('read a body that arrives slowly but steadily, for longer than the idle timeout', async () => {
    const lines = Array.from({ length: 12 }, (_, i) => `- Point ${i}\n`);
    const { socket, closed } = connect();
    socket.write(importHead(lines.join('').length).replace('HTTP/1.1\r\n', 'HTTP/1.1\r\nConnection: close\r\n'));
    trickle(socket, () => lines.shift() ?? '', IDLE_MS / 5, lines.length);
    expect(await closed).toMatch(/^HTTP\/1\.1 201 /);
  });

  it('keep a request the server is slow to answer (a quiet AI stream), and a WebSocket, past the idle timeout', async () => {
    const map = await createMap(t, token);
    const link = await createLink(t, token, map._id, 'display');
    const ws = await device(await socketUrl(t.app), link.token);
    const answer = fetch(`http://127.0.0.1:${port}/api/ai/generate-teleprompter/stream`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(scriptBody(map._id)),
    });
    await ai.waiting;
    // An upload that stalls after both went quiet: its close proves the idle time has passed for them too.
    expect(await stalledUpload()).toBe('');

    ws.ws.ping();
    await once(ws.ws, 'pong');
    ai.open();
    const res = await answer;
    expect(res.status).toBe(200);
    const events: ScriptStreamEvent[] = [];
    const feed = createSseParser((e) => events.push(e));
    feed(await res.text());
    expect(events.at(-1)?.event).toBe('done');
    await ws.close();
  });
});
