// The rehearsal coach's figures with a run (issue 28 item 2): stored and read back whole, the list's
// totals, runs without them (older ones too) still working, bad or oversized figures refused (400,
// nothing stored), and the per-section trend across runs — on SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import {
  analyseRehearsal,
  COACH_LIMITS,
  COACH_MESSAGES,
  defaultFillers,
  MIND_MAP_MESSAGES,
  type Rehearsal,
  type RehearsalCoach,
  type RehearsalList,
  type RehearsalTrend,
} from '@cuemap/shared';
import { bearer, registerUser, setupApp } from '../helper';
import { rehearsalRoutes } from './rehearsal-routes';

const t = setupApp();

const { createMap, post } = rehearsalRoutes(t);

const TEXTS = ['Good evening everyone. Tonight we talk about small teams.', 'The first reason is communication. Every new person adds more talk than work.'];

/** The coach's figures as the app makes them: a reading of the two sections with fillers and a skip. */
function coachFor(words: string): RehearsalCoach {
  const transcript = words.split(' ').map((text, i) => ({ text, atMs: i * 400 }));
  return analyseRehearsal({ sections: TEXTS.map((text) => ({ text })), wpm: 140, transcript, fillers: defaultFillers('en'), lang: 'en-US' });
}

const COACH = coachFor('good evening everyone um tonight we talk about uh small teams the first reason is communication');

const run = (overrides: Record<string, unknown> = {}) => ({
  wpm: 140,
  totalMs: 20_000,
  targetMs: null,
  sections: [
    { nodeId: '1', plannedMs: 4_000, actualMs: 5_000 },
    { nodeId: '2', plannedMs: 5_000, actualMs: 6_000 },
  ],
  ...overrides,
});

const get = (token: string, url: string) => t.inject({ method: 'GET', url, headers: bearer(token) });

describe('rehearsal coach figures', () => {
  it('stores a run’s coach figures and reads them back whole; the list carries the totals; runs without them still work', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    expect(COACH.fillers).toBe(2);

    const plain = await post(token, map._id, run());
    expect(plain.statusCode).toBe(201);
    expect(plain.json<Rehearsal>().coach).toBeNull();
    const coached = await post(token, map._id, run({ coach: COACH }));
    expect(coached.statusCode, coached.body).toBe(201);
    const created = coached.json<Rehearsal>();
    expect(created.coach).toEqual(COACH);

    expect((await get(token, `/api/mindmaps/${map._id}/rehearsals/${created.id}`)).json<Rehearsal>().coach).toEqual(COACH);
    const list = (await get(token, `/api/mindmaps/${map._id}/rehearsals`)).json<RehearsalList>();
    expect(list.rehearsals.map((r) => r.coach)).toEqual([
      { wpm: COACH.wpm, words: COACH.words, fillers: 2, pauses: 0, skipped: COACH.skipped, adlibs: COACH.adlibs },
      null,
    ]);
    // A run stored before the coach existed (its columns null) reads as no coach.
    await t.app.db.kysely.updateTable('rehearsals').set({ coach: null, coach_summary: null }).where('id', '=', created.id).execute();
    expect((await get(token, `/api/mindmaps/${map._id}/rehearsals/${created.id}`)).json<Rehearsal>().coach).toBeNull();
  });

  it('refuses bad coach figures with 400 and stores nothing', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    const section = COACH.sections[0]!;
    const bad: [string, unknown][] = [
      ['one section short', { ...COACH, sections: [section] }],
      ['a negative count', { ...COACH, fillers: -1 }],
      ['a pace past the bound', { ...COACH, wpm: COACH_LIMITS.wpmMax + 1 }],
      ['too many tips', { ...COACH, tips: ['a', 'b', 'c', 'd'] }],
      ['a tip too long', { ...COACH, tips: ['x'.repeat(COACH_LIMITS.tipMax + 1)] }],
      ['a control character in a filler', { ...COACH, sections: [{ ...section, fillerAt: [{ word: 'um\u0000', atMs: 0 }] }, COACH.sections[1]] }],
      [
        'too many places',
        {
          ...COACH,
          sections: [{ ...section, pauses: Array.from({ length: COACH_LIMITS.pausesPerSection + 1 }, () => ({ atMs: 0, ms: 4000 })) }, COACH.sections[1]],
        },
      ],
      ['an unknown field', { ...COACH, mood: 'great' }],
      ['not an object', 'lots of fillers'],
    ];
    for (const [what, coach] of bad) {
      const res = await post(token, map._id, run({ coach }));
      expect(res.statusCode, what).toBe(400);
      if (what === 'one section short') expect(res.json<{ message: string }>().message).toContain(COACH_MESSAGES.sections);
    }
    expect((await get(token, `/api/mindmaps/${map._id}/rehearsals`)).json<RehearsalList>().rehearsals).toEqual([]);
  });

  it('trends each section across runs: time, and the coach’s pace and fillers where it listened', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    expect((await get(token, `/api/mindmaps/${map._id}/rehearsals/trend`)).json<RehearsalTrend>()).toEqual({ runs: [], sections: [] });

    await post(token, map._id, run());
    t.clock.advance(60_000);
    const later = coachFor(
      'um good evening everyone tonight we talk about small teams the first reason is communication every new person adds more talk than work',
    );
    await post(
      token,
      map._id,
      run({
        coach: later,
        sections: [
          { nodeId: '1', plannedMs: 4_000, actualMs: 4_500 },
          { nodeId: '2', plannedMs: 5_000, actualMs: 5_500 },
        ],
      }),
    );
    t.clock.advance(60_000);
    // The newest run has a section the others lacked (node 3): null points for them.
    await post(
      token,
      map._id,
      run({
        sections: [
          { nodeId: '3', plannedMs: 1_000, actualMs: 900 },
          { nodeId: '1', plannedMs: 4_000, actualMs: 4_200 },
        ],
      }),
    );

    const res = await get(token, `/api/mindmaps/${map._id}/rehearsals/trend?limit=3`);
    expect(res.statusCode).toBe(200);
    const trend = res.json<RehearsalTrend>();
    expect(trend.runs).toHaveLength(3);
    expect(Date.parse(trend.runs[0]!.createdAt)).toBeLessThan(Date.parse(trend.runs[2]!.createdAt));
    expect(trend.sections.map((s) => s.nodeId)).toEqual(['3', '1']);
    expect(trend.sections[0]!.points).toEqual([null, null, { actualMs: 900, plannedMs: 1_000, wpm: null, fillers: null }]);
    expect(trend.sections[1]!.points).toEqual([
      { actualMs: 5_000, plannedMs: 4_000, wpm: null, fillers: null },
      { actualMs: 4_500, plannedMs: 4_000, wpm: later.sections[0]!.wpm, fillers: 1 },
      { actualMs: 4_200, plannedMs: 4_000, wpm: null, fillers: null },
    ]);

    expect((await get(token, `/api/mindmaps/${map._id}/rehearsals/trend?limit=1`)).statusCode).toBe(400);
    expect((await get(token, `/api/mindmaps/${map._id}/rehearsals/trend?limit=99`)).statusCode).toBe(400);
    // Someone else's map is the map's 404.
    const other = await registerUser(t);
    const denied = await get(other.token, `/api/mindmaps/${map._id}/rehearsals/trend`);
    expect(denied.statusCode).toBe(404);
    expect(denied.json<{ message: string }>().message).toBe(MIND_MAP_MESSAGES.notFound);
  });

  it('keeps a script’s filler words with its presenter settings, and refuses bad lists (400)', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    const url = `/api/mindmaps/${map._id}/presenter-settings`;
    const put = (settings: unknown) => t.inject({ method: 'PUT', url, headers: bearer(token), payload: settings as object });
    const ok = await put({ wpm: 150, fillerWords: ['um', 'you know', 'genau'] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get(token, url)).json<{ settings: { fillerWords?: string[] } }>().settings.fillerWords).toEqual(['um', 'you know', 'genau']);
    const bad: [string, unknown][] = [
      ['too many', Array.from({ length: 51 }, (_, i) => `w${i}`)],
      ['too long', ['x'.repeat(41)]],
      ['empty', ['  ']],
      ['a control character', ['um\u0007']],
      ['not a list', 'um, uh'],
    ];
    for (const [what, fillerWords] of bad) expect((await put({ wpm: 150, fillerWords })).statusCode, what).toBe(400);
    expect((await get(token, url)).json<{ settings: { fillerWords?: string[] } }>().settings.fillerWords).toEqual(['um', 'you know', 'genau']);
  });
});
