// Issue 27 item 4: presence between two browser live sessions (apps/web/src/lib/live/session.ts +
// presence/presence-state.ts) through the real server: each sees the other's state, a change arrives,
// and releasing a session (or losing its socket) removes it for the other. Nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Awareness } from 'y-protocols/awareness';
import { createLiveSession, type LiveSocketConstructor } from '../../../web/src/lib/live/session';
import { presenceUser, readPeers, setOwnPresence, type Peer } from '../../../web/src/lib/live/presence/presence-state';
import { build, type TestApp } from '../helper';
import { newLiveScript } from './live-script';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t?.close();
});

const newScript = (nodes?: number) => newLiveScript(t, nodes);

function open(script: { token: string; id: string; url: string }, userId: string) {
  return createLiveSession({
    mindMapId: script.id,
    userId,
    getToken: () => script.token,
    url: script.url,
    WebSocketImpl: WebSocket as unknown as LiveSocketConstructor,
    persistence: null,
  });
}

/** Resolves once `check` holds on the awareness's peers, checked on each of its changes (no timers). */
function peersUntil(awareness: Awareness, check: (peers: Peer[]) => boolean): Promise<Peer[]> {
  return new Promise((resolve) => {
    const test = () => {
      const peers = readPeers(awareness);
      if (!check(peers)) return;
      awareness.off('change', test);
      resolve(peers);
    };
    awareness.on('change', test);
    test();
  });
}

describe('presence between two browser sessions through the server', () => {
  it('each sees the other; a selection arrives; a released session is gone for the other', async () => {
    const script = await newScript();
    const a = open(script, 'ada');
    const b = open(script, 'bob');
    await Promise.all([a.whenReady(), b.whenReady()]);
    const ada = presenceUser('ada.lovelace@example.com');
    const bob = presenceUser('bob@example.com');
    setOwnPresence(a.awareness!, ada, { where: 'editor', selectedNodeId: null });
    setOwnPresence(b.awareness!, bob, { where: 'teleprompter' });

    const seenByB = await peersUntil(b.awareness!, (p) => p.length === 1);
    expect(seenByB[0]!.user).toEqual(ada);
    expect(seenByB[0]!.user.name).toBe('ada.lovelace');
    expect(JSON.stringify(b.awareness!.getStates().get(a.awareness!.clientID))).not.toContain('@');
    const seenByA = await peersUntil(a.awareness!, (p) => p.length === 1);
    expect(seenByA[0]).toMatchObject({ where: 'teleprompter', user: { name: 'bob' } });

    setOwnPresence(a.awareness!, ada, { selectedNodeId: 'n1', cursor: { x: 10, y: -4 } });
    const moved = await peersUntil(b.awareness!, (p) => p[0]?.selectedNodeId === 'n1');
    expect(moved[0]!.cursor).toEqual({ x: 10, y: -4 });

    a.release();
    await peersUntil(b.awareness!, (p) => p.length === 0);
    b.release();
  });

  it("a closed socket's presence is removed by the server; a newcomer is told who is already here", async () => {
    const script = await newScript();
    const a = open(script, 'ada');
    await a.whenReady();
    setOwnPresence(a.awareness!, presenceUser('ada@example.com'), { where: 'script', sectionId: 's1' });
    const b = open(script, 'bob');
    const [peer] = await peersUntil(b.awareness!, (p) => p.length === 1);
    expect(peer).toMatchObject({ where: 'script', sectionId: 's1' });
    // A second tab of the same script keeps its own client: both are told apart.
    const c = open(script, 'cid');
    setOwnPresence(c.awareness!, presenceUser('cid@example.com'), { where: 'outline' });
    await peersUntil(b.awareness!, (p) => p.length === 2);
    c.release();
    await peersUntil(b.awareness!, (p) => p.length === 1 && p[0]!.user.name === 'ada');
    a.release();
    b.release();
  });
});
