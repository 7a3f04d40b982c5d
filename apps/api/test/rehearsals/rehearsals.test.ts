// /api/mindmaps/:id/rehearsals: store and list runs (a bounded page of summaries, one run's sections on
// its own route), validation (400, nothing stored), ownership, retention of the last 50 per map, and the
// runs going with their map — on SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import {
  MIND_MAP_MESSAGES,
  REHEARSAL_LIMITS,
  REHEARSAL_MESSAGES,
  TELEPROMPTER_SPEED,
  TEXT_MESSAGES,
  type Rehearsal,
  type RehearsalList,
  type RehearsalSummary,
} from '@cuemap/shared';
import { bearer, registerUser, setupApp } from '../helper';
import { rehearsalRoutes } from './rehearsal-routes';

const t = setupApp();
const SIX_HOURS = 6 * 60 * 60 * 1000;

const { createMap, post } = rehearsalRoutes(t);

const run = (overrides: Record<string, unknown> = {}) => ({
  wpm: 140,
  totalMs: 95_000,
  targetMs: 90_000,
  sections: [
    { nodeId: null, plannedMs: 10_000, actualMs: 12_500 },
    { nodeId: '1', plannedMs: 40_000, actualMs: 41_000 },
    { nodeId: '2', plannedMs: 40_000, actualMs: 41_500 },
  ],
  ...overrides,
});

const page = (token: string, mapId: string, query = '') =>
  t.inject({ method: 'GET', url: `/api/mindmaps/${mapId}/rehearsals${query}`, headers: bearer(token) });

/** Every run, walking the pages (`limit` a page) to the end; each page is checked for size and shape. */
async function list(token: string, mapId: string, limit: number = REHEARSAL_LIMITS.pageMax): Promise<RehearsalSummary[]> {
  const runs: RehearsalSummary[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const res = await page(token, mapId, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<RehearsalList>();
    expect(body.rehearsals.length).toBeLessThanOrEqual(limit);
    for (const r of body.rehearsals) expect(Object.keys(r).sort()).toEqual(['coach', 'createdAt', 'id', 'targetMs', 'totalMs', 'wpm']);
    runs.push(...body.rehearsals);
    cursor = body.nextCursor;
  }
  return runs;
}

const getRun = (token: string, mapId: string, runId: string) =>
  t.inject({ method: 'GET', url: `/api/mindmaps/${mapId}/rehearsals/${runId}`, headers: bearer(token) });

// Runs without the coach (issue 28) list it as null.
const summaryOf = ({ sections: _sections, coach: _coach, ...rest }: Rehearsal): RehearsalSummary => ({ ...rest, coach: null });

/** Rows in the table itself, whoever could read them through the API. */
const storedRows = async (mapId: string) => (await t.app.db.kysely.selectFrom('rehearsals').select('id').where('mind_map_id', '=', mapId).execute()).length;

describe('POST and GET /api/mindmaps/:id/rehearsals', () => {
  it('stores a run (201 with the stored run) and lists runs newest first', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    expect(await list(token, map._id)).toEqual([]);

    const first = await post(token, map._id, run());
    expect(first.statusCode).toBe(201);
    const created = first.json<Rehearsal>();
    expect(created).toEqual({ id: expect.any(String), createdAt: expect.any(String), ...run(), coach: null });
    expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);

    t.clock.advance(60_000);
    // No target: targetMs left out or null is stored as null; a field the contract lacks is dropped.
    const second = await post(token, map._id, { ...run({ wpm: 150, targetMs: undefined }), extra: 'ignored' });
    expect(second.statusCode).toBe(201);
    expect(second.json<Rehearsal>().targetMs).toBeNull();
    const third = await post(token, map._id, run({ wpm: 160, targetMs: null, sections: [{ nodeId: '3', plannedMs: 0, actualMs: 0 }] }));
    expect(third.statusCode).toBe(201);

    const runs = await list(token, map._id);
    expect(runs.map((r) => r.wpm)).toEqual([160, 150, 140]);
    expect(runs[2]).toEqual(summaryOf(created));
    expect(runs[0]).toEqual(summaryOf(third.json()));
    expect(Date.parse(runs[1]!.createdAt) - Date.parse(runs[2]!.createdAt)).toBeGreaterThanOrEqual(60_000);
    // Each run's sections, from its own route.
    expect((await getRun(token, map._id, created.id)).json()).toEqual(created);
    expect((await getRun(token, map._id, runs[1]!.id)).json()).not.toHaveProperty('extra');
    expect((await getRun(token, map._id, runs[0]!.id)).json<Rehearsal>().sections).toEqual([{ nodeId: '3', plannedMs: 0, actualMs: 0 }]);
  });

  it('accepts every bound: slowest and fastest speed, 0 and 6 hours, the most sections (a 5 000-node map), a 64-character node id', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    const sections = Array.from({ length: REHEARSAL_LIMITS.sectionsMax }, (_, i) => ({
      nodeId: i === 0 ? 'n'.repeat(64) : `node-${i}`,
      plannedMs: i === 1 ? REHEARSAL_LIMITS.plannedMsMax : i,
      actualMs: i === 1 ? SIX_HOURS : i,
    }));
    for (const body of [
      run({ wpm: TELEPROMPTER_SPEED.min, totalMs: 0, targetMs: 0 }),
      run({ wpm: TELEPROMPTER_SPEED.max, totalMs: SIX_HOURS, targetMs: SIX_HOURS, sections }),
    ]) {
      const res = await post(token, map._id, body);
      expect(res.statusCode, res.body).toBe(201);
    }
    const [big] = await list(token, map._id);
    expect((await getRun(token, map._id, big!.id)).json<Rehearsal>().sections).toEqual(sections);
  });

  it('refuses bad input with a 400 naming the problem, and stores nothing', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    const section = { nodeId: '1', plannedMs: 1_000, actualMs: 1_000 };
    const cases: [string, unknown, string][] = [
      ['wpm too slow', run({ wpm: TELEPROMPTER_SPEED.min - 1 }), REHEARSAL_MESSAGES.wpm],
      ['wpm too fast', run({ wpm: TELEPROMPTER_SPEED.max + 1 }), REHEARSAL_MESSAGES.wpm],
      ['wpm not whole', run({ wpm: 120.5 }), REHEARSAL_MESSAGES.wpm],
      ['wpm a string', run({ wpm: '120' }), 'wpm: '],
      ['wpm missing', run({ wpm: undefined }), 'wpm is required.'],
      ['totalMs negative', run({ totalMs: -1 }), REHEARSAL_MESSAGES.totalMs],
      ['totalMs over 6 h', run({ totalMs: SIX_HOURS + 1 }), REHEARSAL_MESSAGES.totalMs],
      ['totalMs missing', run({ totalMs: undefined }), 'totalMs is required.'],
      ['targetMs negative', run({ targetMs: -5 }), REHEARSAL_MESSAGES.targetMs],
      ['targetMs huge', run({ targetMs: 2 ** 40 }), REHEARSAL_MESSAGES.targetMs],
      ['targetMs not whole', run({ targetMs: 1.5 }), REHEARSAL_MESSAGES.targetMs],
      ['no sections', run({ sections: [] }), REHEARSAL_MESSAGES.sections],
      ['too many sections', run({ sections: Array.from({ length: REHEARSAL_LIMITS.sectionsMax + 1 }, () => section) }), REHEARSAL_MESSAGES.sections],
      ['sections not a list', run({ sections: section }), 'sections: '],
      ['node id too long', run({ sections: [{ ...section, nodeId: 'n'.repeat(65) }] }), `sections[0].nodeId: ${REHEARSAL_MESSAGES.nodeId}`],
      ['node id with NUL', run({ sections: [section, { ...section, nodeId: 'a\u0000b' }] }), `sections[1].nodeId: ${TEXT_MESSAGES.invalidCharacters}`],
      ['node id a number', run({ sections: [{ ...section, nodeId: 7 }] }), 'sections[0].nodeId: '],
      ['plannedMs negative', run({ sections: [{ ...section, plannedMs: -1 }] }), `sections[0].plannedMs: ${REHEARSAL_MESSAGES.plannedMs}`],
      ['actualMs over 6 h', run({ sections: [{ ...section, actualMs: SIX_HOURS + 1 }] }), `sections[0].actualMs: ${REHEARSAL_MESSAGES.actualMs}`],
      ['actualMs missing', run({ sections: [{ nodeId: null, plannedMs: 0 }] }), 'sections[0].actualMs is required.'],
      ['body a list', [run()], 'Request body must be a JSON object.'],
    ];
    for (const [what, body, message] of cases) {
      const res = await post(token, map._id, body);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message, what).toContain(message);
    }
    const empty = await t.inject({ method: 'POST', url: `/api/mindmaps/${map._id}/rehearsals`, headers: bearer(token) });
    expect(empty.statusCode).toBe(400);
    expect(await list(token, map._id)).toEqual([]);
    expect(await storedRows(map._id)).toBe(0);
  });

  it("another user's map, or none, is a 404 for both routes, and nothing is stored; no session is a 401", async () => {
    const alice = await registerUser(t);
    const bob = await registerUser(t);
    const map = await createMap(alice.token);
    expect((await post(alice.token, map._id, run())).statusCode).toBe(201);

    const [alicesRun] = await list(alice.token, map._id);
    for (const id of [map._id, 'no-such-map']) {
      for (const get of [await page(bob.token, id), await getRun(bob.token, id, alicesRun!.id)]) {
        expect(get.statusCode).toBe(404);
        expect(get.json()).toEqual({ message: MIND_MAP_MESSAGES.notFound });
      }
      const create = await post(bob.token, id, run());
      expect(create.statusCode).toBe(404);
      expect(create.json()).toEqual({ message: MIND_MAP_MESSAGES.notFound });
    }
    expect(await storedRows(map._id)).toBe(1);
    expect(await list(alice.token, map._id)).toHaveLength(1);

    // A run asked for under another map of its owner, or an unknown run, is the run's 404.
    const otherMap = await createMap(alice.token);
    for (const [mapId, runId] of [
      [otherMap._id, alicesRun!.id],
      [map._id, 'no-such-run'],
    ] as const) {
      const res = await getRun(alice.token, mapId, runId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: REHEARSAL_MESSAGES.notFound });
    }

    const anonymous = [
      await t.inject({ method: 'GET', url: `/api/mindmaps/${map._id}/rehearsals` }),
      await t.inject({ method: 'GET', url: `/api/mindmaps/${map._id}/rehearsals/${alicesRun!.id}` }),
      await t.inject({ method: 'POST', url: `/api/mindmaps/${map._id}/rehearsals`, payload: run() }),
    ];
    for (const res of anonymous) expect(res.statusCode).toBe(401);
    expect(await storedRows(map._id)).toBe(1);
  });
});

describe('the list is a bounded page', () => {
  it('holds summaries only, at most the page size (default 20, at most 50), however big the runs', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    const sections = Array.from({ length: REHEARSAL_LIMITS.sectionsMax }, (_, i) => ({ nodeId: `node-${i}`, plannedMs: i, actualMs: i }));
    for (let i = 0; i < REHEARSAL_LIMITS.kept; i++) expect((await post(token, map._id, run({ totalMs: i, sections }))).statusCode).toBe(201);

    const first = await page(token, map._id);
    const body = first.json<RehearsalList>();
    expect(body.rehearsals).toHaveLength(REHEARSAL_LIMITS.pageDefault);
    expect(body.nextCursor).toBe(body.rehearsals.at(-1)!.id);
    // 50 runs of 5 002 sections each: the whole list was over 10 MB; a full page of summaries stays small.
    const full = await page(token, map._id, `?limit=${REHEARSAL_LIMITS.pageMax}`);
    expect(full.json<RehearsalList>().rehearsals).toHaveLength(REHEARSAL_LIMITS.pageMax);
    expect(full.json<RehearsalList>().nextCursor).toBeNull();
    expect(full.body.length).toBeLessThan(10_000);
    expect(full.body).not.toContain('node-1');
  });

  it('walks every run exactly once, newest first, whatever the page size', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      ids.unshift((await post(token, map._id, run({ totalMs: i }))).json<Rehearsal>().id);
      if (i % 3 === 0) t.clock.advance(1_000); // some runs share a millisecond
    }
    for (const limit of [1, 5, 7, 23, 50]) expect((await list(token, map._id, limit)).map((r) => r.id)).toEqual(ids);

    // A page that ends exactly on the last run says so; the last run's id as cursor is an empty page.
    const first = (await page(token, map._id, '?limit=22')).json<RehearsalList>();
    const rest = (await page(token, map._id, `?limit=1&cursor=${first.nextCursor}`)).json<RehearsalList>();
    expect(rest).toEqual({ rehearsals: [expect.objectContaining({ id: ids[22] })], nextCursor: null });
    expect((await page(token, map._id, `?cursor=${ids[22]}`)).json()).toEqual({ rehearsals: [], nextCursor: null });
  });

  it('refuses a bad page size with a 400 naming it', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    for (const limit of ['0', '51', '2.5', 'lots', '-1']) {
      const res = await page(token, map._id, `?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(REHEARSAL_MESSAGES.limit);
    }
  });
});

describe('retention and deletion', () => {
  it('keeps the last 50 runs of a map: storing more deletes the oldest, other maps untouched', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    const other = await createMap(token);
    expect((await post(token, other._id, run())).statusCode).toBe(201);

    const ids: string[] = [];
    for (let i = 0; i < REHEARSAL_LIMITS.kept + 5; i++) {
      const res = await post(token, map._id, run({ totalMs: i }));
      expect(res.statusCode).toBe(201);
      ids.push(res.json<Rehearsal>().id);
      // Every other run lands in the same millisecond as the one before: ties keep creation order.
      if (i % 2 === 1) t.clock.advance(1_000);
    }
    const runs = await list(token, map._id);
    expect(runs).toHaveLength(REHEARSAL_LIMITS.kept);
    expect(runs.map((r) => r.id)).toEqual(ids.slice(5).reverse());
    expect(runs.map((r) => r.totalMs)).toEqual(Array.from({ length: 50 }, (_, i) => 54 - i));
    expect(await storedRows(map._id)).toBe(REHEARSAL_LIMITS.kept);
    expect(await list(token, other._id)).toHaveLength(1);
  });

  it("deleting a map deletes its runs; another map's runs stay", async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    const kept = await createMap(token);
    for (const id of [map._id, map._id, kept._id]) expect((await post(token, id, run())).statusCode).toBe(201);
    expect(await storedRows(map._id)).toBe(2);

    const del = await t.inject({ method: 'DELETE', url: `/api/mindmaps/${map._id}`, headers: bearer(token) });
    expect(del.statusCode).toBe(200);
    expect(await storedRows(map._id)).toBe(0);
    const gone = await t.inject({ method: 'GET', url: `/api/mindmaps/${map._id}/rehearsals`, headers: bearer(token) });
    expect(gone.statusCode).toBe(404);
    expect(await list(token, kept._id)).toHaveLength(1);
  });
});
