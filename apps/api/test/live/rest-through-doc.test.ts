// Issue 26 item 6: REST writes are changes of the live document (both engines). A connected y-protocols
// client sees a map PUT, a script PUT and a settings PUT live; a stale `version` is a 409 that changes
// nothing; a live edit and a REST edit of different nodes both survive; GET answers what was PUT.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { MIND_MAP_MESSAGES, liveNodeText, readLiveSnapshot } from '@cuemap/shared';
import { bearer, build, mapBody, type TestApp } from '../helper';
import { newLiveScript } from './live-script';
import { connect } from './live-client';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t?.close();
});

interface MapRead {
  title: string;
  version: number;
  nodes: Array<{ id: string; title: string; text: string; x: number; y: number; color: string; isRoot?: boolean }>;
  connections: Array<{ from: string; to: string }>;
  nodeOrder: string[];
  viewState: { translateX: number; translateY: number };
}

const newScript = (nodes?: number) => newLiveScript(t, nodes);

const getMap = async (token: string, id: string) => (await t.inject({ method: 'GET', url: `/api/mindmaps/${id}`, headers: bearer(token) })).json<MapRead>();
const putMap = (token: string, id: string, payload: object) => t.inject({ method: 'PUT', url: `/api/mindmaps/${id}`, headers: bearer(token), payload });
/** The server's loaded copy of the document, as it is at this moment (a client is connected, so it is loaded). */
const serverCopy = (id: string) => readLiveSnapshot(t.app.live.docs.loaded.get(id)!.doc);
const nodeText = (m: { nodes: Array<{ id: string; text: string }> }, id: string) => m.nodes.find((n) => n.id === id)?.text;

describe('REST writes through the live document', () => {
  it('a map PUT is seen live, answers its summary, and GET then equals what was PUT; the script follows once', async () => {
    const { token, id, url } = await newScript(4);
    const a = await connect(url, token);
    await a.ready();
    const before = await getMap(token, id);
    const body = mapBody(4, 'Keynote, revised');
    body.nodes[2]!.text = 'Said over REST.';
    // In the order GET answers in: nodes in Node Order, connections by their target's place in it.
    body.nodes.splice(1, 0, { id: '5', x: 10, y: 20, title: 'Added', text: 'A new point.', color: '#10B981' });
    body.connections.unshift({ from: '1', to: '5' });
    body.nodeOrder = ['1', '5', '2', '3', '4'];
    const res = await putMap(token, id, { ...body, version: before.version });
    expect(res.statusCode).toBe(200);
    const summary = res.json<{ _id: string; title: string; version: number }>();
    expect(summary).toMatchObject({ _id: id, title: 'Keynote, revised', version: before.version + 1 });
    // The PUT was a change of the document: it holds it by the time the PUT answers.
    expect(serverCopy(id).map.title).toBe('Keynote, revised');

    await a.until(() => a.snapshot().map.title === 'Keynote, revised' && nodeText(a.snapshot().map, '3') === 'Said over REST.');
    expect(a.snapshot().map.nodeOrder).toEqual(['1', '5', '2', '3', '4']);
    const after = await getMap(token, id);
    expect(after.version).toBe(summary.version);
    expect({ title: after.title, nodes: after.nodes, connections: after.connections, nodeOrder: after.nodeOrder, viewState: after.viewState }).toEqual(body);

    // The merge rule ran once on the server: one section per node with text, the new text in the script, seen live too.
    const script = (await t.inject({ method: 'GET', url: `/api/teleprompter/${id}`, headers: bearer(token) })).json<{
      sections: Array<{ nodeId: string | null; text: string }>;
    }>();
    const ids = script.sections.map((s) => s.nodeId).filter((n) => n !== null);
    expect(new Set(ids).size).toBe(ids.length);
    expect(script.sections.find((s) => s.nodeId === '3')?.text).toBe('Said over REST.');
    await a.until(() => a.snapshot().script?.sections.some((s) => s.nodeId === '5' && s.text === 'A new point.') ?? false);
    await a.close();
  });

  it('a PUT to a script nobody has open is stored through its document, which is unloaded again; a client opening it then has it', async () => {
    const { token, id, url } = await newScript();
    const before = await getMap(token, id);
    const res = await putMap(token, id, { title: 'Renamed while closed', version: before.version });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(t.app.live.docs.loaded.has(id)).toBe(false));
    const a = await connect(url, token);
    await a.ready();
    expect(a.snapshot().map.title).toBe('Renamed while closed');
    expect((await getMap(token, id)).version).toBe(before.version + 1);
    await a.close();
  });

  it('a PUT with a stale version is a 409 that changes nothing, in the tables or live', async () => {
    const { token, id, url } = await newScript();
    const a = await connect(url, token);
    await a.ready();
    const first = await getMap(token, id);
    expect((await putMap(token, id, { title: 'First rename', version: first.version })).statusCode).toBe(200);
    await a.until(() => a.snapshot().map.title === 'First rename');
    const before = await getMap(token, id);
    const stale = await putMap(token, id, { title: 'Stale rename', version: first.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: MIND_MAP_MESSAGES.versionConflict });
    const unchanged = await getMap(token, id);
    expect(unchanged).toEqual(before);

    // A later good write reaches the client; the stale one never did (it would have come first).
    const good = await putMap(token, id, { title: 'Good rename', version: before.version });
    expect(good.statusCode).toBe(200);
    await a.until(() => a.snapshot().map.title === 'Good rename');
    expect((await getMap(token, id)).title).toBe('Good rename');
    await a.close();
  });

  it('a live edit and a REST edit of different nodes both survive, whichever the server stores first', async () => {
    const { token, id, url } = await newScript();
    const a = await connect(url, token);
    await a.ready();

    // A live edit stored first; then a REST client reads the map and changes another node.
    liveNodeText(a.doc, '1', 'text')!.insert(0, 'Live: ');
    await a.stored();
    const read = await getMap(token, id);

    // A live edit made before the client sees the REST write below (on a copy of its document), sent after it.
    const offline = new Y.Doc();
    Y.applyUpdate(offline, Y.encodeStateAsUpdate(a.doc));
    const copied = Y.encodeStateVector(offline);
    liveNodeText(offline, '3', 'text')!.insert(0, 'Concurrent: ');

    const nodes = read.nodes.map((n) => (n.id === '2' ? { ...n, text: 'REST: second point.' } : n));
    const { title, connections, nodeOrder, viewState } = read;
    expect((await putMap(token, id, { title, nodes, connections, nodeOrder, viewState, version: read.version })).statusCode).toBe(200);
    await a.until(() => nodeText(a.snapshot().map, '2') === 'REST: second point.');
    Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(offline, copied), 'me');
    await a.stored();

    const map = await getMap(token, id);
    expect(nodeText(map, '1')).toMatch(/^Live: Paragraph 0/);
    expect(nodeText(map, '2')).toBe('REST: second point.');
    expect(nodeText(map, '3')).toMatch(/^Concurrent: Paragraph 2/);
    await a.close();
  });

  it('a script PUT and a settings PUT are seen live, and GET answers what was PUT', async () => {
    const { token, id, url } = await newScript();
    const a = await connect(url, token);
    await a.ready();
    await a.until(() => (a.snapshot().script?.sections.length ?? 0) > 0);

    const script = (await t.inject({ method: 'GET', url: `/api/teleprompter/${id}`, headers: bearer(token) })).json<{
      version: number;
      sections: Array<{ nodeId: string | null; text: string }>;
    }>();
    const sections = script.sections.map((s, i) => ({ nodeId: s.nodeId, text: i === 0 ? 'Edited over REST.' : s.text }));
    const put = await t.inject({
      method: 'PUT',
      url: `/api/teleprompter/${id}/script`,
      headers: bearer(token),
      payload: { sections, version: script.version },
    });
    expect(put.statusCode).toBe(200);
    expect(serverCopy(id).script?.sections[0]?.text).toBe('Edited over REST.');
    await a.until(() => a.snapshot().script?.sections[0]?.text === 'Edited over REST.');

    const versionBefore = (await getMap(token, id)).version;
    const settings = { wpm: 170 };
    const saved = await t.inject({ method: 'PUT', url: `/api/mindmaps/${id}/presenter-settings`, headers: bearer(token), payload: settings });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ settings, stored: true });
    expect(serverCopy(id).settings?.wpm).toBe(170);
    await a.until(() => a.snapshot().settings?.wpm === 170);
    const read = await t.inject({ method: 'GET', url: `/api/mindmaps/${id}/presenter-settings`, headers: bearer(token) });
    expect(read.json()).toEqual({ settings, stored: true });
    // Settings are no edit of the script: its version stays.
    expect((await getMap(token, id)).version).toBe(versionBefore);
    await a.close();
  });
});
