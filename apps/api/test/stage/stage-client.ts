// A test WebSocket client of /api/stage/socket: it keeps every message, waits for the next one that
// matches, and knows how the socket closed — all on events, never on sleeps.
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { applyDeviceMessage, type StageClientMessage, type StageDevice, type StageServerMessage } from '@cuemap/shared';
import { bearer, mapBody, type TestApp } from '../helper';

type Msg = StageServerMessage;
type Waiter = { match: (m: Msg) => boolean; resolve: (m: Msg) => void; reject: (e: Error) => void };

export class StageClient {
  readonly ws: WebSocket;
  /** Messages not yet taken by `next()`. */
  readonly inbox: Msg[] = [];
  readonly all: Msg[] = [];
  /** A prompter's device list as its messages (the list, then who joined and left) make it. */
  devices: readonly StageDevice[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly waiters: Waiter[] = [];
  private readonly listWaiters: Array<{ match: (d: readonly StageDevice[]) => boolean; resolve: (d: readonly StageDevice[]) => void }> = [];

  constructor(
    url: string,
    userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    /** false: never answer the server's pings (a dead peer). */
    autoPong = true,
    headers: Record<string, string> = {},
  ) {
    this.ws = new WebSocket(url, { headers: { 'user-agent': userAgent, ...headers }, autoPong });
    this.ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as Msg;
      this.all.push(m);
      this.devices = applyDeviceMessage(this.devices, m);
      for (const w of this.listWaiters.filter((w) => w.match(this.devices))) {
        this.listWaiters.splice(this.listWaiters.indexOf(w), 1);
        w.resolve(this.devices);
      }
      const i = this.waiters.findIndex((w) => w.match(m));
      if (i >= 0) this.waiters.splice(i, 1)[0]!.resolve(m);
      else this.inbox.push(m);
    });
    this.closed = new Promise((resolve) => {
      this.ws.on('close', (code, reason) => {
        for (const w of this.waiters.splice(0)) w.reject(new Error(`socket closed (${code}) while waiting`));
        resolve({ code, reason: String(reason) });
      });
    });
  }

  opened(): Promise<void> {
    if (this.ws.readyState === WebSocket.OPEN) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
  }

  send(message: StageClientMessage | string): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message (already received or still to come) of `type` that satisfies `where`. */
  next<T extends Msg['type']>(type: T, where: (m: Extract<Msg, { type: T }>) => boolean = () => true): Promise<Extract<Msg, { type: T }>> {
    const match = (m: Msg) => m.type === type && where(m as Extract<Msg, { type: T }>);
    const i = this.inbox.findIndex(match);
    if (i >= 0) return Promise.resolve(this.inbox.splice(i, 1)[0] as Extract<Msg, { type: T }>);
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.reject(new Error(`socket closed while waiting for ${type}`));
    return new Promise((resolve, reject) => this.waiters.push({ match, resolve: resolve as (m: Msg) => void, reject }));
  }

  /** Resolves once the device list (as the prompter keeps it) satisfies `match`. */
  deviceList(match: (devices: readonly StageDevice[]) => boolean): Promise<readonly StageDevice[]> {
    if (match(this.devices)) return Promise.resolve(this.devices);
    return new Promise((resolve) => this.listWaiters.push({ match, resolve }));
  }

  close(): Promise<{ code: number; reason: string }> {
    this.ws.close();
    return this.closed;
  }
}

export const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Gecko/20100101 Firefox/125.0';
export const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36';

/** Starts the app on a free port (once) and returns its socket URL. */
export async function socketUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `ws://127.0.0.1:${address.port}/api/stage/socket`;
}

export async function createMap(t: Pick<TestApp, 'inject'>, token: string, nodes = 3): Promise<string> {
  const res = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(nodes, 'Keynote') });
  if (res.statusCode !== 201) throw new Error(`map: ${res.statusCode} ${res.body}`);
  return res.json<{ _id: string }>()._id;
}

export async function createLink(t: Pick<TestApp, 'inject'>, token: string, mapId: string, mode: 'remote' | 'display' | 'audience') {
  const res = await t.inject({ method: 'POST', url: `/api/mindmaps/${mapId}/stage-links`, headers: bearer(token), payload: { mode } });
  if (res.statusCode !== 201) throw new Error(`link: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string; token: string; url: string; expiresAt: string }>();
}

/** Opens a socket and says hello; resolves after the welcome. */
export async function prompter(url: string, mindMapId: string, session: string): Promise<StageClient> {
  const c = new StageClient(url, LAPTOP);
  await c.opened();
  c.send({ type: 'hello', as: 'prompter', mindMapId, session });
  await c.next('welcome');
  return c;
}

export async function device(url: string, token: string, userAgent?: string, autoPong = true): Promise<StageClient> {
  const c = new StageClient(url, userAgent, autoPong);
  await c.opened();
  c.send({ type: 'hello', as: 'link', token });
  await c.next('welcome');
  return c;
}

export const sampleState = (overrides: Record<string, unknown> = {}) => ({
  title: 'Keynote',
  playing: false,
  countdown: null,
  wpm: 140,
  position: { section: 0, fraction: 0 },
  sections: [
    { title: 'Main Idea', nodeId: '1' },
    { title: 'Point 1', nodeId: '2' },
  ],
  elapsedMs: 0,
  remainingMs: 60_000,
  display: {
    mirror: false,
    mirrorVertical: false,
    textScale: 1,
    theme: 'dark',
    font: 'sans',
    lineSpacing: 1.5,
    margin: 10,
    guideAt: 0.3,
    guide: true,
    markers: true,
  },
  version: 1,
  ...overrides,
});
