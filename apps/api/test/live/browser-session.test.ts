// Issue 26: the browser's live session (apps/web/src/lib/live/session.ts) against the real server, both
// engines: two devices (two Y.Docs, two IndexedDB copies in fake-indexeddb, `ws` sockets whose network a
// test can cut) on one script see each other's edits, say Saving… until the server acknowledges, keep
// edits made offline and merge them on reconnect, open offline from IndexedDB, stop for good on 4401,
// and start afresh after a refused (4413) edit without it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { LIMITS, MAP_SIZE_MESSAGES, applyMapToDoc, readLiveMap } from '@cuemap/shared';
import { createLiveSession, LiveSessionEndedError, type LiveSocketConstructor } from '../../../web/src/lib/live/session';
import { LOCAL_ORIGIN, type LiveEnd, type LiveSession } from '../../../web/src/lib/live/types';
import { bearer, build, type TestApp } from '../helper';
import { newLiveScript } from './live-script';

const DEAD_URL = 'ws://127.0.0.1:1/';
const idbGlobals = globalThis as { indexedDB?: unknown; IDBKeyRange?: unknown };
const before = { indexedDB: idbGlobals.indexedDB, IDBKeyRange: idbGlobals.IDBKeyRange };

let t: TestApp;
beforeAll(async () => {
  // y-indexeddb reads the globals when it opens a database; restored after the file (shared worker).
  Object.assign(idbGlobals, { indexedDB: new IDBFactory(), IDBKeyRange });
  t = await build();
});
afterAll(async () => {
  Object.assign(idbGlobals, before);
  await t?.close();
});

/** One device's network: its sockets can be cut, and while it is down new ones fail to connect. */
function network() {
  const sockets = new Set<WebSocket>();
  const state = { up: true, opened: 0 };
  class DeviceSocket extends WebSocket {
    constructor(url: string) {
      super(state.up ? url : DEAD_URL);
      state.opened += 1;
      sockets.add(this);
      this.on('close', () => sockets.delete(this));
    }
  }
  return {
    state,
    WebSocketImpl: DeviceSocket as unknown as LiveSocketConstructor,
    cut() {
      state.up = false;
      for (const s of sockets) s.terminate();
    },
  };
}

const newScript = (nodes?: number) => newLiveScript(t, nodes);

interface Device {
  session: LiveSession;
  net: ReturnType<typeof network>;
  ends: LiveEnd[];
  /** Resolves with the first end reported through onEnded. */
  ended: Promise<LiveEnd>;
}

function open(script: { token: string; id: string; url: string }, userId: string, net = network(), token: string | null = script.token): Device {
  const ends: LiveEnd[] = [];
  let reportEnd: (end: LiveEnd) => void = () => undefined;
  const ended = new Promise<LiveEnd>((resolve) => (reportEnd = resolve));
  const session = createLiveSession({
    mindMapId: script.id,
    userId,
    getToken: () => token,
    url: script.url,
    WebSocketImpl: net.WebSocketImpl,
    onEnded: (end) => {
      ends.push(end);
      reportEnd(end);
    },
  });
  return { session, net, ends, ended };
}

/** Resolves once `check` holds, checked on every status change and document update (no timers). */
function until(session: LiveSession, check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const test = () => {
      if (!check()) return;
      off();
      session.doc.off('update', test);
      resolve();
    };
    const off = session.subscribe(test);
    session.doc.on('update', test);
    test();
  });
}

const title = (s: LiveSession) => readLiveMap(s.doc).title;
const nodeText = (s: LiveSession, id: string) => readLiveMap(s.doc).nodes.find((n) => n.id === id)?.text;
const editNode = (s: LiveSession, id: string, text: (old: string) => string) =>
  applyMapToDoc(s.doc, { nodes: readLiveMap(s.doc).nodes.map((n) => (n.id === id ? { ...n, text: text(n.text) } : n)) }, LOCAL_ORIGIN);
const getMap = async (token: string, id: string) =>
  (await t.inject({ method: 'GET', url: `/api/mindmaps/${id}`, headers: bearer(token) })).json<{ title: string; nodes: Array<{ id: string; text: string }> }>();

describe('the browser live session against the real server', () => {
  it("carries one device's edit to the other; Saving… until the server acknowledges it, then Saved", async () => {
    const script = await newScript();
    const a = open(script, 'device-a');
    const b = open(script, 'device-b');
    await Promise.all([a.session.whenReady(), b.session.whenReady()]);
    expect(title(b.session)).toBe('Keynote');
    await until(a.session, () => a.session.getStatus() === 'saved');

    applyMapToDoc(a.session.doc, { title: 'Live keynote' }, LOCAL_ORIGIN);
    expect(a.session.getStatus()).toBe('saving');
    expect(a.session.pending()).toBe(1);
    await until(b.session, () => title(b.session) === 'Live keynote');
    await until(a.session, () => a.session.getStatus() === 'saved');
    expect(a.session.pending()).toBe(0);
    // Acknowledged means stored: the REST read has it.
    expect((await getMap(script.token, script.id)).title).toBe('Live keynote');
    a.session.release();
    b.session.release();
  });

  it('keeps edits made offline on both sides and merges them on reconnect, nothing lost', async () => {
    const script = await newScript();
    const a = open(script, 'device-a');
    const b = open(script, 'device-b');
    await Promise.all([a.session.whenReady(), b.session.whenReady()]);

    a.net.cut();
    await until(a.session, () => a.session.getStatus() === 'offline');
    applyMapToDoc(a.session.doc, { title: 'Renamed offline' }, LOCAL_ORIGIN);
    editNode(a.session, '2', (text) => `A: ${text}`);
    expect(a.session.getStatus()).toBe('offline');
    expect(a.session.pending()).toBe(2);
    // Meanwhile the other device edits the same node's text and another node.
    editNode(b.session, '2', (text) => `${text} (B)`);
    editNode(b.session, '3', () => 'Only B wrote this.');
    await until(b.session, () => b.session.getStatus() === 'saved');

    a.net.state.up = true;
    await a.session.flush();
    expect(a.session.pending()).toBe(0);
    expect(a.session.getStatus()).toBe('saved');
    const merged = (s: LiveSession) => nodeText(s, '2')?.startsWith('A: ') && nodeText(s, '2')?.endsWith(' (B)') && title(s) === 'Renamed offline';
    await until(a.session, () => !!merged(a.session) && nodeText(a.session, '3') === 'Only B wrote this.');
    await until(b.session, () => !!merged(b.session));
    expect(readLiveMap(a.session.doc)).toEqual(readLiveMap(b.session.doc));
    const stored = await getMap(script.token, script.id);
    expect(stored.title).toBe('Renamed offline');
    expect(stored.nodes.find((n) => n.id === '2')?.text).toBe(nodeText(b.session, '2'));
    a.session.release();
    b.session.release();
  });

  it('opens offline from IndexedDB with the edits that were waiting, and sends them once the server is back', async () => {
    const script = await newScript();
    const first = open(script, 'device-a');
    await first.session.whenReady();
    first.net.cut();
    await until(first.session, () => first.session.getStatus() === 'offline');
    applyMapToDoc(first.session.doc, { title: 'Written on the train' }, LOCAL_ORIGIN);
    first.session.release();

    const net = network();
    net.state.up = false;
    const again = open(script, 'device-a', net);
    await again.session.whenReady();
    expect(title(again.session)).toBe('Written on the train');
    await until(again.session, () => again.session.getStatus() === 'offline');

    net.state.up = true;
    await until(again.session, () => again.session.getStatus() === 'saved');
    expect((await getMap(script.token, script.id)).title).toBe('Written on the train');
    again.session.release();
  });

  it('stops for good on 4401 (signed out): ended unauthorized, no reconnect', async () => {
    const script = await newScript();
    const a = open(script, 'device-a');
    await a.session.whenReady();
    await until(a.session, () => a.session.getStatus() === 'saved');
    const out = await t.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(script.token) });
    expect(out.statusCode).toBe(200);
    expect(await a.ended).toEqual({ kind: 'unauthorized' });
    expect(a.session.ended()).toEqual({ kind: 'unauthorized' });
    expect(a.ends).toEqual([{ kind: 'unauthorized' }]);
    expect(a.session.getStatus()).toBe('offline');
    applyMapToDoc(a.session.doc, { title: 'After the logout' }, LOCAL_ORIGIN);
    await expect(a.session.flush()).rejects.toBeInstanceOf(LiveSessionEndedError);
    expect(a.net.state.opened).toBe(1);
    a.session.release();
  });

  it('a refused (4413) edit ends the session with its message and drops the IndexedDB copy; a new session starts from the server', async () => {
    const script = await newScript();
    const a = open(script, 'device-a');
    await a.session.whenReady();
    applyMapToDoc(a.session.doc, { title: 'Stored before' }, LOCAL_ORIGIN);
    await a.session.flush();

    editNode(a.session, '3', () => 'z'.repeat(LIMITS.mapBytesMax));
    expect(await a.ended).toEqual({ kind: 'tooLarge', message: MAP_SIZE_MESSAGES.tooLarge });
    expect(a.session.ended()).toEqual({ kind: 'tooLarge', message: MAP_SIZE_MESSAGES.tooLarge });
    a.session.release();

    // Had the copy kept the refused text, the next session would open with it and send it again.
    const next = open(script, 'device-a');
    await next.session.whenReady();
    expect(title(next.session)).toBe('Stored before');
    expect(nodeText(next.session, '3')).not.toContain('zzz');
    await until(next.session, () => next.session.getStatus() === 'saved');
    expect(next.ends).toEqual([]);
    next.session.release();
  });
});
