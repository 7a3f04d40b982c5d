// A folded branch (issue 14 item 2) is saved with the map: the node's optional `collapsed` flag goes in
// with a create or an update and comes back on read, a non-boolean is refused, and
// the export formats (which have no such thing) ignore it, so a folded map exports and imports back.
import { describe, expect, it } from 'vitest';
import type { ImportResult, MindMap } from '@cuemap/shared';
import { bearer, mapBody, registerUser, setupApp } from '../../../helper';

const t = setupApp();

/** Five nodes in a chain, the second folded. */
function foldedBody() {
  const body = mapBody(5, 'Folded talk');
  return { ...body, nodes: body.nodes.map((n) => (n.id === '2' ? { ...n, collapsed: true } : n)) };
}

describe('collapsed nodes', () => {
  it('round-trips the flag through create, read and update; refuses a non-boolean', async () => {
    const { token } = await registerUser(t);
    const created = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: foldedBody() });
    expect(created.statusCode).toBe(201);
    const map = created.json<MindMap>();
    expect(map.nodes.find((n) => n.id === '2')?.collapsed).toBe(true);
    expect(map.nodes.find((n) => n.id === '3')).not.toHaveProperty('collapsed');

    const read = (await t.inject({ method: 'GET', url: `/api/mindmaps/${map._id}`, headers: bearer(token) })).json<MindMap>();
    expect(read.nodes).toEqual(map.nodes);

    // Unfold 2, fold 4.
    const nodes = read.nodes.map(({ collapsed: _c, ...n }) => (n.id === '4' ? { ...n, collapsed: true } : n));
    const updated = await t.inject({
      method: 'PUT',
      url: `/api/mindmaps/${map._id}`,
      headers: bearer(token),
      payload: { nodes, connections: read.connections, nodeOrder: read.nodeOrder, version: read.version },
    });
    expect(updated.statusCode).toBe(200);
    const after = (await t.inject({ method: 'GET', url: `/api/mindmaps/${map._id}`, headers: bearer(token) })).json<MindMap>();
    expect(after.nodes.filter((n) => n.collapsed).map((n) => n.id)).toEqual(['4']);

    const bad = foldedBody();
    const refused = await t.inject({
      method: 'POST',
      url: '/api/mindmaps',
      headers: bearer(token),
      payload: { ...bad, nodes: bad.nodes.map((n) => (n.id === '3' ? { ...n, collapsed: 'yes' } : n)) },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('exports a folded map in every outline format and imports it back whole (the flag is layout only)', async () => {
    const { token, email } = await registerUser(t);
    // Imports count towards the Free limit of two scripts: a plan without one.
    await t.app.db.kysely.updateTable('users').set({ plan: 'elite' }).where('email', '=', email).execute();
    const body = foldedBody();
    const id = (await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: body })).json<MindMap>()._id;
    for (const format of ['md', 'opml', 'mm', 'xmind']) {
      const file = await t.inject({ method: 'GET', url: `/api/mindmaps/${id}/export?format=${format}`, headers: bearer(token) });
      expect(file.statusCode, format).toBe(200);
      const back = await t.inject({
        method: 'POST',
        url: `/api/mindmaps/import?filename=back.${format}`,
        headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
        payload: file.rawPayload,
      });
      expect(back.statusCode, format).toBe(201);
      const map = (await t.inject({ method: 'GET', url: `/api/mindmaps/${back.json<ImportResult>()._id}`, headers: bearer(token) })).json<MindMap>();
      expect(map.nodes.map((n) => n.title)).toEqual(body.nodes.map((n) => n.title));
      expect(map.nodes.some((n) => 'collapsed' in n)).toBe(false);
    }
  });
});
