// The socket-level attacks of bench/hostile.ts (issue 23): stage sockets that stop reading, crowd one
// link or push commands, WebSocket frames that break the protocol, and uploads that stall. Each one
// talks only to the bench's server on 127.0.0.1 and ends by itself (every wait has a time limit).
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import WebSocket from 'ws';

export interface Target {
  /** http://127.0.0.1:port */
  base: string;
  /** The APP_URL the server runs with: a browser page of the app sends it as its Origin. */
  appUrl: string;
}

/** What a phone's browser sends; the server labels devices by it. */
const USER_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WAIT_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const socketUrl = (t: Target) => `${t.base.replace(/^http/, 'ws')}/api/stage/socket`;

/** Runs `task` over `items`, `limit` at a time. */
export async function pooled<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * A stage socket as the web app opens it (Origin, user agent, hello), resolved once welcomed, or with
 * null if the server refuses or closes it first or says nothing within WAIT_MS.
 */
export function stageSocket(t: Target, hello: Record<string, unknown>, onMessage?: (data: Buffer) => void): Promise<WebSocket | null> {
  const ws = new WebSocket(socketUrl(t), { origin: t.appUrl, headers: { 'user-agent': USER_AGENT } });
  return new Promise((resolve) => {
    const done = (value: WebSocket | null) => {
      clearTimeout(timer);
      if (!value) ws.terminate();
      resolve(value);
    };
    const timer = setTimeout(() => done(null), WAIT_MS);
    ws.on('error', () => done(null));
    ws.on('close', () => done(null));
    ws.on('open', () => ws.send(JSON.stringify(hello)));
    ws.on('message', (data: Buffer) => {
      onMessage?.(data);
      if (String(data).startsWith('{"type":"welcome"')) done(ws);
    });
  });
}

export const deviceHello = (token: string) => ({ type: 'hello', as: 'link', token });
export const prompterHello = (session: string, mindMapId: string) => ({ type: 'hello', as: 'prompter', mindMapId, session });

/** How a socket the bench left open ended: closed by the server (its code), or still open. */
async function ending(ws: WebSocket, waitMs: number): Promise<number | null> {
  if (ws.readyState === ws.CLOSED) return -1;
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), waitMs);
    ws.once('close', (c: number) => {
      clearTimeout(timer);
      resolve(c);
    });
    ws.resume(); // read what is queued (and a close frame after it), if it comes in time
  });
  ws.terminate();
  return code;
}

/**
 * Display sockets that ask for the script `requests` times each and never read the answers.
 * `stop()` reads what they can in 2 s and reports how many the server had closed, with their codes.
 */
export async function nonReadingDisplays(t: Target, linkToken: string, sockets: number, requests: number) {
  const open = (await Promise.all(Array.from({ length: sockets }, () => stageSocket(t, deviceHello(linkToken))))).filter((ws): ws is WebSocket => ws !== null);
  for (const ws of open) {
    ws.on('message', () => {}); // draining at the end only
    ws.pause();
    for (let i = 0; i < requests; i++) ws.send('{"type":"getScript"}');
  }
  return {
    welcomed: open.length,
    async stop(): Promise<string> {
      const codes = await Promise.all(open.map((ws) => ending(ws, 2_000)));
      const closed = codes.filter((c) => c !== null);
      return `${open.length}/${sockets} welcomed; closed by the server: ${closed.length}${closed.length ? ` (codes ${[...new Set(closed)].join(', ')})` : ''}`;
    },
  };
}

/**
 * `count` sockets join one remote link while its prompter is connected. Reports how many were
 * welcomed and how many bytes the prompter was sent meanwhile (each join tells it of the devices).
 */
export async function crowdOneLink(t: Target, session: string, mindMapId: string, linkToken: string, count: number) {
  let prompterBytes = 0;
  const prompter = await stageSocket(t, prompterHello(session, mindMapId));
  if (!prompter) throw new Error('the prompter was not welcomed');
  prompter.on('message', (data: Buffer) => (prompterBytes += data.length));
  const sockets = await pooled(Array.from({ length: count }), 100, () => stageSocket(t, deviceHello(linkToken)));
  await sleep(1_000); // the last joins' device lists reach the prompter
  const welcomed = sockets.filter(Boolean).length;
  for (const ws of [...sockets, prompter]) ws?.terminate();
  return { welcomed, prompterBytes };
}

/**
 * `count` remote sockets on one link each send `perSocket` commands at once; counts the commands the
 * prompter is handed within `windowMs` (the issue's 20 sockets × 30 got 600 through in 1.5 s).
 */
export async function commandFlood(t: Target, session: string, mindMapId: string, linkToken: string, count: number, perSocket: number, windowMs: number) {
  let relayed = 0;
  const prompter = await stageSocket(t, prompterHello(session, mindMapId));
  if (!prompter) throw new Error('the prompter was not welcomed');
  prompter.on('message', (data: Buffer) => {
    if (String(data).startsWith('{"type":"command"')) relayed++;
  });
  const remotes = (await Promise.all(Array.from({ length: count }, () => stageSocket(t, deviceHello(linkToken))))).filter((ws): ws is WebSocket => ws !== null);
  await sleep(500); // the remotes' joins settle
  for (const [r, ws] of remotes.entries()) {
    for (let i = 0; i < perSocket; i++) {
      ws.send(JSON.stringify({ type: 'command', id: `r${r}-${i}`, sentAt: Date.now(), command: { kind: i % 2 ? 'faster' : 'slower' } }));
    }
  }
  await sleep(windowMs);
  const seen = relayed;
  for (const ws of [...remotes, prompter]) ws.terminate();
  return { remotes: remotes.length, relayed: seen };
}

/** A client frame that breaks RFC 6455 in one of five ways. */
function badFrame(i: number): Buffer {
  const mask = randomBytes(4);
  const masked = (bytes: number[]) => bytes.map((b, j) => b ^ mask[j % 4]!);
  switch (i % 5) {
    case 0:
      return Buffer.from([0x81, 0x02, 0x68, 0x69]); // not masked
    case 1:
      return Buffer.concat([Buffer.from([0x83, 0x80]), mask]); // reserved opcode 3
    case 2:
      return Buffer.concat([Buffer.from([0x81, 0x82]), mask, Buffer.from(masked([0xff, 0xfe]))]); // text that is not UTF-8
    case 3:
      return Buffer.concat([Buffer.from([0xc1, 0x81]), mask, Buffer.from(masked([0x61]))]); // RSV1 without an extension
    default: {
      const header = Buffer.from([0x82, 0xff, 0, 0, 0, 0, 0, 0x10, 0, 0]); // 1 MB binary frame, over the 64 KB limit
      return Buffer.concat([header, mask]);
    }
  }
}

/** Opens a raw connection and sends `head`; resolves with the socket once `ready` says the answer so far is enough. */
function rawConnection(t: Target, head: string): Promise<net.Socket | null> {
  const { hostname, port } = new URL(t.base);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => socket.write(head));
    let seen = '';
    const timer = setTimeout(() => finish(null), WAIT_MS);
    const finish = (value: net.Socket | null) => {
      clearTimeout(timer);
      socket.removeAllListeners('data');
      if (!value) socket.destroy();
      resolve(value);
    };
    socket.on('error', () => finish(null));
    socket.on('data', (chunk: Buffer) => {
      seen += chunk.toString('latin1');
      if (seen.includes('\r\n\r\n')) finish(seen.startsWith('HTTP/1.1 101') ? socket : null);
    });
  });
}

/** Resolves when the server closes `socket` (true) or after `ms` (false); the socket is destroyed either way. */
function closedWithin(socket: net.Socket, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(closed);
    };
    const timer = setTimeout(() => done(false), ms);
    socket.on('data', () => {});
    socket.on('close', () => done(true));
    socket.on('end', () => done(true));
    socket.on('error', () => done(true));
  });
}

/** `count` upgraded sockets, each sends one bad frame before any hello; how many the server closed. */
export async function badFrames(t: Target, count: number) {
  const head = () =>
    `GET /api/stage/socket HTTP/1.1\r\nHost: ${new URL(t.base).host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
    `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\nUser-Agent: ${USER_AGENT}\r\n\r\n`;
  const closed = await pooled(Array.from({ length: count }), 50, async (_, i) => {
    const socket = await rawConnection(t, head());
    if (!socket) return false;
    socket.write(badFrame(i));
    return closedWithin(socket, 2_000);
  });
  return { sent: count, closed: closed.filter(Boolean).length };
}

/**
 * `frames` prompter hellos, signed in with `session`, whose script id holds a NUL, spread over `sockets`
 * sockets (PostgreSQL threw on each: an error line with a stack per frame, and the socket stayed open).
 * How many sockets the server closed.
 */
export async function nulHellos(t: Target, session: string, sockets: number, frames: number) {
  const hello = JSON.stringify(prompterHello(session, 'a\u0000b'));
  const closed = await Promise.all(
    Array.from({ length: sockets }, (_, s) => {
      const ws = new WebSocket(socketUrl(t), { headers: { 'user-agent': USER_AGENT } });
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => done(false), WAIT_MS);
        const done = (value: boolean) => {
          clearTimeout(timer);
          ws.terminate();
          resolve(value);
        };
        ws.on('error', () => done(true));
        ws.on('close', () => done(true));
        ws.on('open', () => {
          for (let i = s; i < frames; i += sockets) ws.send(hello);
        });
      });
    }),
  );
  return { sockets, closed: closed.filter(Boolean).length };
}

/**
 * `tokens.length` authenticated imports that declare `declared` bytes, send `sent` and then stall.
 * Waits up to `waitMs` for the server to close them; reports the closes and how long each took.
 */
export async function stalledUploads(t: Target, tokens: string[], declared: number, sent: number, waitMs: number) {
  const { hostname, port, host } = new URL(t.base);
  const body = Buffer.from('- a\n'.repeat(Math.ceil(sent / 4))).subarray(0, sent);
  const closes = await Promise.all(
    tokens.map(
      (token) =>
        new Promise<number | null>((resolve) => {
          const socket = net.connect({ host: hostname, port: Number(port) });
          let stalledAt = performance.now();
          const timer = setTimeout(() => done(null), waitMs);
          const done = (ms: number | null) => {
            clearTimeout(timer);
            socket.destroy();
            resolve(ms);
          };
          socket.on('data', () => {}); // an answer (408, 413…) is fine: what counts is that the server lets go
          socket.on('close', () => done(performance.now() - stalledAt));
          socket.on('error', () => done(performance.now() - stalledAt));
          socket.write(
            `POST /api/mindmaps/import?filename=talk.md HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${token}\r\n` +
              `Content-Type: application/octet-stream\r\nContent-Length: ${declared}\r\n\r\n`,
          );
          socket.write(body, () => (stalledAt = performance.now()));
        }),
    ),
  );
  const times = closes.filter((ms): ms is number => ms !== null);
  return { uploads: tokens.length, closed: times.length, slowestMs: times.length ? Math.max(...times) : NaN };
}
