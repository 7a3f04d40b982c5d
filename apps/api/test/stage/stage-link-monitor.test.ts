// A display link's confidence monitor (issue 24 item 7): chosen when the link is created or edited,
// stored with it, given to its display in the welcome and changed live; the prompter's state carries
// what the monitor shows (target, section colours) through the socket — on SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { MIND_MAP_MESSAGES, STAGE_MESSAGES, type CreatedStageLink, type StageLink, type StageMonitor } from '@cuemap/shared';
import { bearer, registerUser, setupApp } from '../helper';
import { createMap, device, prompter, sampleState, socketUrl } from './stage-client';

const t = setupApp();

const linksUrl = (mapId: string) => `/api/mindmaps/${mapId}/stage-links`;
const post = (token: string, mapId: string, payload: object) => t.inject({ method: 'POST', url: linksUrl(mapId), headers: bearer(token), payload });
const patch = (token: string, mapId: string, linkId: string, payload: object) =>
  t.inject({ method: 'PATCH', url: `${linksUrl(mapId)}/${linkId}`, headers: bearer(token), payload });
const list = async (token: string, mapId: string) =>
  (await t.inject({ method: 'GET', url: linksUrl(mapId), headers: bearer(token) })).json<{ links: StageLink[] }>().links;

const ALL: StageMonitor = { clock: true, times: true, pace: true, next: true };
const CLOCK_ONLY: StageMonitor = { clock: true, times: false, pace: false, next: false };

describe('stage link monitor options', () => {
  it('stores the monitor chosen for a display link and lists it; a link without one has none', async () => {
    const { token } = await registerUser(t);
    const mapId = await createMap(t, token);
    const res = await post(token, mapId, { mode: 'display', monitor: ALL });
    expect(res.statusCode).toBe(201);
    const link = res.json<CreatedStageLink>();
    expect(link.monitor).toEqual(ALL);
    const plain = (await post(token, mapId, { mode: 'display' })).json<CreatedStageLink>();
    expect(plain).not.toHaveProperty('monitor');
    const listed = await list(token, mapId);
    expect(listed.map((l) => l.monitor)).toEqual([ALL, undefined]);
    const stored = await t.app.db.kysely.selectFrom('stage_links').select('monitor').where('id', '=', link.id).executeTakeFirstOrThrow();
    expect(stored.monitor).toBe('clock,times,pace,next');
  });

  it('refuses a monitor on a remote link, unknown or missing options and non-booleans (400, nothing stored)', async () => {
    const { token } = await registerUser(t);
    const mapId = await createMap(t, token);
    const remote = await post(token, mapId, { mode: 'remote', monitor: ALL });
    expect(remote.statusCode).toBe(400);
    expect(remote.json<{ message: string }>().message).toBe(STAGE_MESSAGES.monitorOnlyForDisplay);
    for (const monitor of [{ ...ALL, weather: true }, { clock: true }, { ...ALL, pace: 'yes' }, 'clock']) {
      const res = await post(token, mapId, { mode: 'display', monitor });
      expect(res.statusCode, JSON.stringify(monitor)).toBe(400);
    }
    expect(await list(token, mapId)).toEqual([]);
  });

  it('edits a display link: the owner only, live display links only', async () => {
    const { token } = await registerUser(t);
    const mapId = await createMap(t, token);
    const display = (await post(token, mapId, { mode: 'display' })).json<CreatedStageLink>();
    const res = await patch(token, mapId, display.id, { monitor: CLOCK_ONLY });
    expect(res.statusCode).toBe(200);
    expect(res.json<StageLink>()).toEqual({ id: display.id, mode: 'display', createdAt: display.createdAt, expiresAt: display.expiresAt, monitor: CLOCK_ONLY });
    expect((await list(token, mapId))[0]!.monitor).toEqual(CLOCK_ONLY);

    expect((await patch(token, mapId, display.id, { monitor: { clock: 1 } })).statusCode).toBe(400);
    expect((await patch(token, mapId, display.id, {})).statusCode).toBe(400);
    const remote = (await post(token, mapId, { mode: 'remote' })).json<CreatedStageLink>();
    expect((await patch(token, mapId, remote.id, { monitor: ALL })).json<{ message: string }>().message).toBe(STAGE_MESSAGES.linkInvalid);
    const other = await registerUser(t);
    const foreign = await patch(other.token, mapId, display.id, { monitor: ALL });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ message: string }>().message).toBe(MIND_MAP_MESSAGES.notFound);
    await t.inject({ method: 'DELETE', url: `${linksUrl(mapId)}/${display.id}`, headers: bearer(token) });
    expect((await patch(token, mapId, display.id, { monitor: ALL })).statusCode).toBe(404);
  });

  it('gives the display its monitor in the welcome, tells it of an edit at once, and relays what the monitor reads', async () => {
    const url = await socketUrl(t.app);
    const { token } = await registerUser(t);
    const mapId = await createMap(t, token);
    const link = (await post(token, mapId, { mode: 'display', monitor: CLOCK_ONLY })).json<CreatedStageLink>();
    const d = await device(url, link.token);
    expect(d.all[0]).toMatchObject({ type: 'welcome', role: 'display', monitor: CLOCK_ONLY });
    const other = await device(url, (await post(token, mapId, { mode: 'display' })).json<CreatedStageLink>().token);
    expect(other.all[0]).not.toHaveProperty('monitor');

    expect((await patch(token, mapId, link.id, { monitor: ALL })).statusCode).toBe(200);
    expect(await d.next('monitor')).toEqual({ type: 'monitor', monitor: ALL });

    const p = await prompter(url, mapId, token);
    const sections = [
      { title: 'Main Idea', nodeId: '1', color: '#2563eb' },
      { title: 'Point 1', nodeId: '2', color: '#16a34a' },
    ];
    p.send({ type: 'state', state: sampleState({ sections, targetMs: 600_000, elapsedMs: 12_000 }) });
    const got = await d.next('state');
    expect(got.state).toMatchObject({ sections, targetMs: 600_000, elapsedMs: 12_000, remainingMs: 60_000 });
    // Only the edited link's devices were told.
    await other.next('state');
    expect(other.all.some((m) => m.type === 'monitor')).toBe(false);
    await Promise.all([d.close(), other.close(), p.close()]);
  });
});
