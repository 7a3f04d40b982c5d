// A node's mark in the audience view (issue 29 item 2): the optional `audience` field ('branch' frames it
// with its whole branch, 'skip' leaves it off the path) goes in with a create or an update, comes back on
// read and in the versions (restore brings it back); anything else is refused. SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import type { MindMap } from '@cuemap/shared';
import { bearer, mapBody, registerUser, setupApp } from '../../../helper';

const t = setupApp();

function markedBody() {
  const body = mapBody(4, 'Marked talk');
  return { ...body, nodes: body.nodes.map((n) => (n.id === '2' ? { ...n, audience: 'branch' } : n.id === '3' ? { ...n, audience: 'skip' } : n)) };
}

const read = async (token: string, id: string) => (await t.inject({ method: 'GET', url: `/api/mindmaps/${id}`, headers: bearer(token) })).json<MindMap>();

describe('audience marks on nodes', () => {
  it('round-trips the marks through create, read, update and a version restore; refuses other values', async () => {
    const { token } = await registerUser(t);
    const created = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: markedBody() });
    expect(created.statusCode).toBe(201);
    const map = await read(token, created.json<MindMap>()._id);
    expect(map.nodes.map((n) => n.audience)).toEqual([undefined, 'branch', 'skip', undefined]);
    expect(map.nodes[0]).not.toHaveProperty('audience');

    // A save keeps a version with the marks; a save two minutes later (its own version) changes them:
    // 2 back to the default, 4 skipped.
    const same = { nodes: map.nodes, connections: map.connections, nodeOrder: map.nodeOrder, version: map.version };
    expect((await t.inject({ method: 'PUT', url: `/api/mindmaps/${map._id}`, headers: bearer(token), payload: same })).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    const saved = await read(token, map._id);
    const nodes = saved.nodes.map(({ audience: _a, ...n }) =>
      n.id === '4' ? { ...n, audience: 'skip' as const } : n.id === '3' ? { ...n, audience: 'skip' as const } : n,
    );
    const payload = { nodes, connections: map.connections, nodeOrder: map.nodeOrder, version: saved.version };
    expect((await t.inject({ method: 'PUT', url: `/api/mindmaps/${map._id}`, headers: bearer(token), payload })).statusCode).toBe(200);
    const after = await read(token, map._id);
    expect(after.nodes.map((n) => n.audience)).toEqual([undefined, undefined, 'skip', 'skip']);

    // The first save's version holds the first marks; restoring it brings them back.
    const versions = (await t.inject({ method: 'GET', url: `/api/mindmaps/${map._id}/versions`, headers: bearer(token) })).json<
      { versions: Array<{ id: string }> } | Array<{ id: string }>
    >();
    const list = Array.isArray(versions) ? versions : versions.versions;
    const first = list.at(-1)!;
    const version = (await t.inject({ method: 'GET', url: `/api/mindmaps/${map._id}/versions/${first.id}`, headers: bearer(token) })).json<{ map: MindMap }>();
    expect(version.map.nodes.map((n) => n.audience)).toEqual([undefined, 'branch', 'skip', undefined]);
    const restored = await t.inject({ method: 'POST', url: `/api/mindmaps/${map._id}/versions/${first.id}/restore`, headers: bearer(token) });
    expect(restored.statusCode).toBe(200);
    expect((await read(token, map._id)).nodes.map((n) => n.audience)).toEqual([undefined, 'branch', 'skip', undefined]);

    for (const bad of ['hide', '', true, 1, null]) {
      const body = markedBody();
      const refused = await t.inject({
        method: 'POST',
        url: '/api/mindmaps',
        headers: bearer(token),
        payload: { ...body, nodes: body.nodes.map((n) => (n.id === '4' ? { ...n, audience: bad } : n)) },
      });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});
