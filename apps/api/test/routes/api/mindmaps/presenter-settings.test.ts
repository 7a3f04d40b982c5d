// /api/mindmaps/:id/presenter-settings (issue 24 item 2): validation, owner only, a round trip that
// leaves the map's version alone, and the script files printed at the stored speed — on SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { MIND_MAP_MESSAGES, type MindMap, type MindMapSummary, type PresenterSettingsResponse } from '@cuemap/shared';
import { bearer, mapBody, registerUser, setupApp } from '../../../helper';
import { pdfText } from '../../../io/pdf-text';

const t = setupApp();

async function createMap(token: string): Promise<MindMap> {
  const res = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(3, 'Keynote') });
  expect(res.statusCode).toBe(201);
  return res.json<MindMap>();
}

const url = (id: string) => `/api/mindmaps/${id}/presenter-settings`;
const read = (token: string, id: string) => t.inject({ method: 'GET', url: url(id), headers: bearer(token) });
const save = (token: string, id: string, payload: unknown) => t.inject({ method: 'PUT', url: url(id), headers: bearer(token), payload: payload as object });

const FULL = {
  wpm: 150,
  targetMinutes: 10,
  countdown: 5,
  markers: false,
  guide: true,
  font: 'serif',
  lineSpacing: 1.8,
  margin: 0.1,
  theme: 'yellow',
  mirror: true,
  mirrorVertical: false,
  guideAt: 0.3,
  textScale: 1.3,
} as const;

describe('/api/mindmaps/:id/presenter-settings', () => {
  it('answers {} (not stored) before the first save, then the saved settings to any reader of the owner', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    const first = await read(token, map._id);
    expect(first.statusCode).toBe(200);
    expect(first.json<PresenterSettingsResponse>()).toEqual({ settings: {}, stored: false });

    const put = await save(token, map._id, FULL);
    expect(put.statusCode).toBe(200);
    expect(put.json<PresenterSettingsResponse>()).toEqual({ settings: FULL, stored: true });
    expect((await read(token, map._id)).json<PresenterSettingsResponse>()).toEqual({ settings: FULL, stored: true });

    // A PUT replaces the whole object: a field left out goes back to the default; null clears the target.
    await save(token, map._id, { wpm: 140, targetMinutes: null });
    expect((await read(token, map._id)).json<PresenterSettingsResponse>().settings).toEqual({ wpm: 140, targetMinutes: null });

    // A settings change is no edit of the script: its version stays.
    const summary = (await t.inject({ method: 'GET', url: `/api/mindmaps/${map._id}`, headers: bearer(token) })).json<MindMapSummary>();
    expect(summary.version).toBe(map.version);
  });

  it('refuses values out of bounds, wrong types and unknown keys with 400, storing nothing', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    const bad: unknown[] = [
      { wpm: 5 },
      { wpm: 501 },
      { wpm: 120.5 },
      { targetMinutes: 0 },
      { targetMinutes: 301 },
      { countdown: 11 },
      { countdown: -1 },
      { font: 'comic' },
      { theme: 'pink' },
      { margin: 0.5 },
      { guideAt: 0.9 },
      { textScale: 3 },
      { lineSpacing: 10 },
      { mirror: 'yes' },
      { wpm: 120, keymap: { next: ['x'] } },
      [],
    ];
    for (const payload of bad) expect((await save(token, map._id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect((await read(token, map._id)).json<PresenterSettingsResponse>()).toEqual({ settings: {}, stored: false });
  });

  it("is the owner's only: another user's map and a missing one are 404, and nothing is written", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const map = await createMap(owner.token);
    for (const res of [
      await read(other.token, map._id),
      await save(other.token, map._id, { wpm: 200 }),
      await read(owner.token, 'missing'),
      await save(owner.token, 'missing', {}),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(MIND_MAP_MESSAGES.notFound);
    }
    expect((await read(owner.token, map._id)).json<PresenterSettingsResponse>().stored).toBe(false);
    expect((await t.inject({ method: 'GET', url: url(map._id) })).statusCode).toBe(401);
  });

  it("prints the script's files at its stored speed when the client sends none", async () => {
    const { token } = await registerUser(t);
    const body = mapBody(2, 'Lectern');
    body.nodes[0]!.text = '';
    body.nodes[1]!.text = Array.from({ length: 60 }, () => 'word').join(' ');
    const created = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: body });
    const id = created.json<MindMap>()._id;
    const pdf = async (query: string) =>
      pdfText((await t.inject({ method: 'GET', url: `/api/mindmaps/${id}/export?format=pdf${query}`, headers: bearer(token) })).rawPayload);
    expect(await pdf('')).toContain('Total 0:45 at 80 WPM');
    expect((await save(token, id, { wpm: 120 })).statusCode).toBe(200);
    expect(await pdf('')).toContain('Total 0:30 at 120 WPM');
    // The client's own speed still wins.
    expect(await pdf('&wpm=60')).toContain('Total 1:00 at 60 WPM');
  });
});
