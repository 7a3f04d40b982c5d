// /api/mindmaps: CRUD, defaults, ownership, Free limit (atomic), optimistic concurrency, bad input.
import { describe, expect, it } from 'vitest';
import { LIMITS, MIND_MAP_MESSAGES, type MindMap, type MindMapSummary } from '@cuemap/shared';
import { bearer, mapBody, registerUser, setupApp } from '../../../helper';

const t = setupApp();

const summaryOf = (m: MindMap): MindMapSummary => ({
  _id: m._id,
  title: m.title,
  description: m.description,
  category: m.category,
  type: m.type,
  version: m.version,
  createdAt: m.createdAt,
  updatedAt: m.updatedAt,
});

/** One node over the limit with short texts: the count is what is refused, not the body's size. */
function tooManyNodes() {
  const b = mapBody(LIMITS.nodesMax + 1);
  return { ...b, nodes: b.nodes.map((n) => ({ ...n, text: '' })) };
}

async function create(token: string, payload: object = mapBody(3)) {
  return t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload });
}

describe('POST /api/mindmaps', () => {
  it('creates a script with _id, version 1 and the sent fields', async () => {
    const { token } = await registerUser(t);
    const body = mapBody(3, '  My talk  ');
    const res = await create(token, body);
    expect(res.statusCode).toBe(201);
    const map = res.json<MindMap>();
    expect(map._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(map.title).toBe('My talk');
    expect(map.version).toBe(1);
    expect(map.nodes).toEqual(body.nodes);
    expect(map.connections).toEqual(body.connections);
    expect(map.nodeOrder).toEqual(['1', '2', '3']);
    expect(map.viewState).toEqual({ translateX: 0, translateY: 0 });
    expect(map.description).toMatch(/^Paragraph 0: what to say/);
    expect(map.createdAt).toBe(map.updatedAt);
  });

  it('keeps a phone view beside the wide-screen view (issue 14 item 5), and refuses a bad one', async () => {
    const { token } = await registerUser(t);
    const viewState = { translateX: -40, translateY: 12, zoom: 1.5, phone: { translateX: 5, translateY: 80, zoom: 0.5 } };
    const map = (await create(token, { ...mapBody(3), viewState })).json<MindMap>();
    expect(map.viewState).toEqual(viewState);
    const read = await t.inject({ method: 'GET', url: `/api/mindmaps/${map._id}`, headers: bearer(token) });
    expect(read.json<MindMap>().viewState).toEqual(viewState);
    const bad = await create(token, { ...mapBody(3), viewState: { translateX: 0, translateY: 0, phone: { translateX: 'x', translateY: 0 } } });
    expect(bad.statusCode).toBe(400);
  });

  it('fills defaults for an empty body: title, root node, order', async () => {
    const { token } = await registerUser(t);
    const map = (await create(token, {})).json<MindMap>();
    expect(map.title).toBe('Untitled Script');
    expect(map.nodes).toEqual([{ id: '1', x: 400, y: 300, title: 'Central Idea', text: '', color: '#dc2626', isRoot: true }]);
    expect(map.nodeOrder).toEqual(['1']);
    expect(map.connections).toEqual([]);
  });

  it('refuses the third script of a Free user with 403 limitReached', async () => {
    const { token } = await registerUser(t);
    expect((await create(token)).statusCode).toBe(201);
    expect((await create(token)).statusCode).toBe(201);
    const res = await create(token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ limitReached: true, message: MIND_MAP_MESSAGES.limitReached });
    const me = await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().user.mindMapCount).toBe(2);
  });

  it('enforces the limit atomically: 20 concurrent creates make exactly 2', async () => {
    const { token } = await registerUser(t);
    const results = await Promise.all(Array.from({ length: 20 }, () => create(token, mapBody(2))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 403)).toHaveLength(18);
    for (const r of results.filter((x) => x.statusCode === 403)) expect(r.json().limitReached).toBe(true);
    const list = await t.inject({ method: 'GET', url: '/api/mindmaps', headers: bearer(token) });
    expect(list.json()).toHaveLength(2);
  });

  it('needs a session', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/mindmaps', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });
});

describe('bad input changes nothing', () => {
  const cases: Array<[string, (b: ReturnType<typeof mapBody>) => unknown, RegExp]> = [
    ['title too long', (b) => ({ ...b, title: 'x'.repeat(LIMITS.titleMax + 1) }), /Title must be at most 200/],
    ['node text too long', (b) => ({ ...b, nodes: b.nodes.map((n, i) => (i === 1 ? { ...n, text: 'y'.repeat(20_001) } : n)) }), /nodes\[1\]\.text/],
    ['too many nodes', () => tooManyNodes(), new RegExp(`at most ${LIMITS.nodesMax} nodes`)],
    ['connection to a missing node', (b) => ({ ...b, connections: [{ from: '1', to: 'ghost' }] }), /connections\[0\]\.to.*ghost/],
    ['nodeOrder with a missing node', (b) => ({ ...b, nodeOrder: ['1', 'ghost'] }), /nodeOrder\[1\].*ghost/],
    ['node without x', (b) => ({ ...b, nodes: [{ ...b.nodes[0], x: undefined }], connections: [], nodeOrder: ['1'] }), /nodes\[0\]\.x is required/],
    ['wrong type', (b) => ({ ...b, title: 42 }), /title/],
    ['bad colour', (b) => ({ ...b, nodes: b.nodes.map((n) => ({ ...n, color: 'red' })) }), /colour/],
    ['array body', () => [1, 2], /Request body must be a JSON object/],
  ];
  for (const [name, mutate, message] of cases) {
    it(`400 for ${name}`, async () => {
      const { token } = await registerUser(t);
      const res = await create(token, mutate(mapBody(3)) as object);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
      const list = await t.inject({ method: 'GET', url: '/api/mindmaps', headers: bearer(token) });
      expect(list.json()).toEqual([]);
    });
  }

  it('400 for too many connections', async () => {
    const { token } = await registerUser(t);
    const b = mapBody(2);
    const res = await create(token, { ...b, connections: Array.from({ length: LIMITS.connectionsMax + 1 }, () => ({ from: '1', to: '2' })) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`at most ${LIMITS.connectionsMax} connections`));
  });

  it('413 for a body over 1 MiB, 415 for non-JSON, 400 for malformed JSON', async () => {
    const { token } = await registerUser(t);
    const big = await t.inject({
      method: 'POST',
      url: '/api/mindmaps',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x', description: 'y'.repeat(LIMITS.bodyLimitBytes) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/too large/);
    const text = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: { ...bearer(token), 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/Unsupported content type/);
    const bad = await t.inject({
      method: 'POST',
      url: '/api/mindmaps',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Malformed JSON in request body.');
    const list = await t.inject({ method: 'GET', url: '/api/mindmaps', headers: bearer(token) });
    expect(list.json()).toEqual([]);
  });
});

describe('GET /api/mindmaps', () => {
  it('lists own scripts newest-updated first, without nodes', async () => {
    const { token, email } = await registerUser(t);
    const a = (await create(token, mapBody(2, 'A'))).json<MindMap>();
    const b = (await create(token, mapBody(2, 'B'))).json<MindMap>();
    t.clock.advance(1000);
    await t.inject({ method: 'PUT', url: `/api/mindmaps/${a._id}`, headers: bearer(token), payload: { title: 'A2' } });
    const res = await t.inject({ method: 'GET', url: '/api/mindmaps', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const list = res.json<MindMapSummary[]>();
    expect(list.map((m) => m.title)).toEqual(['A2', 'B']);
    expect(list[1]).toEqual({
      _id: b._id,
      title: 'B',
      description: b.description,
      category: null,
      type: 'script',
      version: 1,
      createdAt: b.createdAt,
      updatedAt: b.updatedAt,
      // Issue 27 item 7: who last edited it (its creator, by name) and who it is shared with.
      lastEditedBy: { id: expect.any(String), name: email.split('@')[0] },
      lastEditedAt: b.createdAt,
      sharedWith: { count: 0, people: [] },
    });
    expect(list[0]).not.toHaveProperty('nodes');
  });

  it('reflects every create, rename and delete at once', async () => {
    const { token } = await registerUser(t);
    const titles = async () => (await t.inject({ method: 'GET', url: '/api/mindmaps', headers: bearer(token) })).json<MindMapSummary[]>().map((m) => m.title);
    expect(await titles()).toEqual([]);
    const a = (await create(token, mapBody(2, 'First'))).json<MindMap>();
    expect(await titles()).toEqual(['First']);
    t.clock.advance(10);
    await t.inject({ method: 'PUT', url: `/api/mindmaps/${a._id}`, headers: bearer(token), payload: { title: 'Renamed' } });
    expect(await titles()).toEqual(['Renamed']);
    await t.inject({ method: 'DELETE', url: `/api/mindmaps/${a._id}`, headers: bearer(token) });
    expect(await titles()).toEqual([]);
  });

  it('shows nothing of another account', async () => {
    const alice = await registerUser(t);
    await create(alice.token);
    const bob = await registerUser(t);
    const res = await t.inject({ method: 'GET', url: '/api/mindmaps', headers: bearer(bob.token) });
    expect(res.json()).toEqual([]);
  });
});

describe('GET/PUT/DELETE /api/mindmaps/:id', () => {
  it('reads a script back exactly', async () => {
    const { token } = await registerUser(t);
    const created = (await create(token, mapBody(5))).json<MindMap>();
    const res = await t.inject({ method: 'GET', url: `/api/mindmaps/${created._id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual(created);
  });

  it('another user’s script is a 404 for read, update and delete, and stays unchanged', async () => {
    const alice = await registerUser(t);
    const map = (await create(alice.token)).json<MindMap>();
    const bob = await registerUser(t);
    const url = `/api/mindmaps/${map._id}`;
    for (const [method, payload] of [['GET'], ['PUT', { title: 'Hacked' }], ['DELETE']] as const) {
      const res = await t.inject({ method, url, headers: bearer(bob.token), ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MIND_MAP_MESSAGES.notFound });
    }
    const mine = await t.inject({ method: 'GET', url, headers: bearer(alice.token) });
    expect(mine.json()).toEqual(map);
  });

  it('404 for an unknown id', async () => {
    const { token } = await registerUser(t);
    const res = await t.inject({ method: 'GET', url: '/api/mindmaps/does-not-exist', headers: bearer(token) });
    expect(res.statusCode).toBe(404);
  });

  it('renames with only {title} (trimmed, blank becomes the default) and keeps the graph', async () => {
    const { token } = await registerUser(t);
    const map = (await create(token, mapBody(4))).json<MindMap>();
    const url = `/api/mindmaps/${map._id}`;
    const renamed = await t.inject({ method: 'PUT', url, headers: bearer(token), payload: { title: '  New name ' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ ...summaryOf(map), title: 'New name', version: 2, updatedAt: expect.any(String) });
    const stored = (await t.inject({ method: 'GET', url, headers: bearer(token) })).json<MindMap>();
    expect(stored).toMatchObject({ title: 'New name', nodes: map.nodes, connections: map.connections, nodeOrder: map.nodeOrder });
    const blank = await t.inject({ method: 'PUT', url, headers: bearer(token), payload: { title: '   ' } });
    expect(blank.json().title).toBe('Untitled Script');
  });

  it('saves the full map, bumps the version and refreshes the preview', async () => {
    const { token } = await registerUser(t);
    const map = (await create(token, mapBody(2))).json<MindMap>();
    const next = mapBody(3, 'Saved');
    next.nodes[0]!.text = 'Opening line.';
    next.nodeOrder = ['1', '3', '2'];
    t.clock.advance(1000);
    const res = await t.inject({ method: 'PUT', url: `/api/mindmaps/${map._id}`, headers: bearer(token), payload: { ...next, version: 1 } });
    expect(res.statusCode).toBe(200);
    // The answer is the summary: new version and updatedAt, no echo of the nodes.
    const summary = res.json<MindMapSummary>();
    expect(summary).not.toHaveProperty('nodes');
    expect(summary).toMatchObject({ _id: map._id, title: 'Saved', version: 2, createdAt: map.createdAt });
    expect(summary.description).toMatch(/^Opening line\. Paragraph 2/);
    expect(summary.updatedAt > map.updatedAt).toBe(true);
    const saved = (await t.inject({ method: 'GET', url: `/api/mindmaps/${map._id}`, headers: bearer(token) })).json<MindMap>();
    expect(saved).toEqual({ ...map, ...summary, nodes: next.nodes, connections: next.connections, nodeOrder: ['1', '3', '2'] });
  });

  it('a stale version is a 409 that changes nothing', async () => {
    const { token } = await registerUser(t);
    const map = (await create(token)).json<MindMap>();
    const url = `/api/mindmaps/${map._id}`;
    await t.inject({ method: 'PUT', url, headers: bearer(token), payload: { title: 'Tab A', version: 1 } });
    const stale = await t.inject({ method: 'PUT', url, headers: bearer(token), payload: { title: 'Tab B', version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: MIND_MAP_MESSAGES.versionConflict });
    const now = await t.inject({ method: 'GET', url, headers: bearer(token) });
    expect(now.json()).toMatchObject({ title: 'Tab A', version: 2 });
  });

  it('200 concurrent PUTs with the same version: one 200, 199 × 409, version +1', async () => {
    const { token } = await registerUser(t);
    const map = (await create(token, mapBody(20))).json<MindMap>();
    const url = `/api/mindmaps/${map._id}`;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => t.inject({ method: 'PUT', url, headers: bearer(token), payload: { ...mapBody(20, `Writer ${i}`), version: 1 } })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(199);
    const winner = results.find((r) => r.statusCode === 200)!.json<MindMapSummary>();
    expect(winner.version).toBe(2);
    const stored = (await t.inject({ method: 'GET', url, headers: bearer(token) })).json<MindMap>();
    expect(stored.version).toBe(2);
    expect(stored.title).toBe(winner.title);
  });

  it('PUT validates like POST', async () => {
    const { token } = await registerUser(t);
    const map = (await create(token)).json<MindMap>();
    const res = await t.inject({
      method: 'PUT',
      url: `/api/mindmaps/${map._id}`,
      headers: bearer(token),
      payload: { ...mapBody(2), connections: [{ from: '1', to: '9' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/connections\[0\]\.to/);
    const bad = await t.inject({ method: 'PUT', url: `/api/mindmaps/${map._id}`, headers: bearer(token), payload: { version: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^version/);
  });

  it('DELETE removes the script and its teleprompter text, then 404s', async () => {
    const { token } = await registerUser(t);
    const map = (await create(token)).json<MindMap>();
    await t.inject({ method: 'POST', url: '/api/teleprompter', headers: bearer(token), payload: { mindMapId: map._id, title: 'T', content: 'Hello' } });
    const del = await t.inject({ method: 'DELETE', url: `/api/mindmaps/${map._id}`, headers: bearer(token) });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: MIND_MAP_MESSAGES.deleted });
    expect((await t.inject({ method: 'GET', url: `/api/mindmaps/${map._id}`, headers: bearer(token) })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/teleprompter/${map._id}`, headers: bearer(token) })).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: `/api/mindmaps/${map._id}`, headers: bearer(token) })).statusCode).toBe(404);
    // A freed slot can be used again.
    expect((await create(token)).statusCode).toBe(201);
  });
});
