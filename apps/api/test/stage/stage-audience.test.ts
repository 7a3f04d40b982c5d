// The audience link (issue 29 item 1): a third stage link mode that shows the map and follows the
// prompter. Created, listed and revoked as a display link is (owner only, the same per-script limit),
// it reads the map — titles, colours, places, the path, the audience marks — and never a node's details
// nor the script; it follows the prompter's state and cannot drive it. SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { STAGE_CLOSE, STAGE_LINKS_PER_MAP, STAGE_MESSAGES, type CreatedStageLink, type StageLink } from '@cuemap/shared';
import { bearer, mapBody, registerUser, setupApp } from '../helper';
import { StageClient, createLink, createMap, device, prompter, sampleState, socketUrl } from './stage-client';

const t = setupApp();

const linksUrl = (mapId: string) => `/api/mindmaps/${mapId}/stage-links`;
const post = (token: string, mapId: string, payload: unknown) =>
  t.inject({ method: 'POST', url: linksUrl(mapId), headers: bearer(token), payload: payload as object });
const list = async (token: string, mapId: string) =>
  (await t.inject({ method: 'GET', url: linksUrl(mapId), headers: bearer(token) })).json<{ links: StageLink[] }>().links;

describe('audience links', () => {
  it('creates, lists and revokes an audience link like a display link; its URL opens /audience/', async () => {
    const { token } = await registerUser(t);
    const mapId = await createMap(t, token);
    const res = await post(token, mapId, { mode: 'audience' });
    expect(res.statusCode).toBe(201);
    const link = res.json<CreatedStageLink>();
    expect(link.mode).toBe('audience');
    expect(link.url).toMatch(new RegExp(`/audience/${link.token}$`));
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(4 * 60 * 60 * 1000);
    expect((await list(token, mapId)).map((l) => l.mode)).toEqual(['audience']);

    const other = await registerUser(t);
    expect((await post(other.token, mapId, { mode: 'audience' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: `${linksUrl(mapId)}/${link.id}`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: `${linksUrl(mapId)}/${link.id}`, headers: bearer(token) })).statusCode).toBe(204);
    expect(await list(token, mapId)).toEqual([]);
  });

  it('refuses bad input: an unknown mode, a monitor on an audience link, extra fields (400, nothing stored)', async () => {
    const { token } = await registerUser(t);
    const mapId = await createMap(t, token);
    for (const body of [{ mode: 'audiences' }, { mode: 'Audience' }, { mode: '' }, {}, { mode: 'audience', extra: 1 }, ['audience']]) {
      expect((await post(token, mapId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const monitor = await post(token, mapId, { mode: 'audience', monitor: { clock: true, times: false, pace: false, next: false } });
    expect(monitor.statusCode).toBe(400);
    expect(monitor.json<{ message: string }>().message).toBe(STAGE_MESSAGES.monitorOnlyForDisplay);
    expect(await list(token, mapId)).toEqual([]);
  });

  it('counts audience links in the per-script limit', async () => {
    const { token } = await registerUser(t);
    const mapId = await createMap(t, token);
    for (let i = 0; i < STAGE_LINKS_PER_MAP; i++) expect((await post(token, mapId, { mode: i % 2 ? 'audience' : 'display' })).statusCode).toBe(201);
    const over = await post(token, mapId, { mode: 'audience' });
    expect(over.statusCode).toBe(409);
    expect(over.json<{ message: string }>().message).toBe(STAGE_MESSAGES.tooManyLinks);
  });

  it('sends the map without any node details or script, follows the state, and may not command or read the script', async () => {
    const url = await socketUrl(t.app);
    const { token } = await registerUser(t);
    const body = mapBody(4, 'Keynote');
    body.nodes[2] = { ...body.nodes[2]!, audience: 'skip' } as (typeof body.nodes)[number];
    body.nodes[1] = { ...body.nodes[1]!, audience: 'branch' } as (typeof body.nodes)[number];
    const created = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: body });
    expect(created.statusCode).toBe(201);
    const mapId = created.json<{ _id: string }>()._id;
    const script = 'The secret spoken words of the talk.';
    expect(
      (await t.inject({ method: 'POST', url: '/api/teleprompter', headers: bearer(token), payload: { mindMapId: mapId, title: 'Talk', content: script } }))
        .statusCode,
    ).toBe(200);

    const link = await createLink(t, token, mapId, 'audience');
    const a = await device(url, link.token);
    expect(a.all[0]).toMatchObject({ type: 'welcome', role: 'audience', mindMapId: mapId });
    a.send({ type: 'getMap' });
    const { map } = await a.next('map');
    expect(map.title).toBe('Keynote');
    expect(map.nodeOrder).toEqual(['1', '2', '3', '4']);
    expect(map.connections).toHaveLength(3);
    expect(map.nodes[0]).toEqual({ id: '1', x: 400, y: 300, title: 'Main Idea', color: '#3B82F6', isRoot: true });
    expect(map.nodes.map((n) => n.audience)).toEqual([undefined, 'branch', 'skip', undefined]);

    const p = await prompter(url, mapId, token);
    p.send({ type: 'state', state: sampleState({ position: { section: 2, fraction: 0.5 } }) });
    expect((await a.next('state')).state.position).toEqual({ section: 2, fraction: 0.5 });

    a.send({ type: 'getScript' });
    expect((await a.next('error')).message).toBe('Only a display link reads the script.');
    a.send({ type: 'command', id: 'c1', sentAt: Date.now(), command: { kind: 'next' } });
    expect((await a.next('error')).message).toBe('An audience link follows the prompter; it cannot send commands.');
    const text = JSON.stringify(a.all);
    expect(text).not.toContain('Paragraph');
    expect(text).not.toContain(script);
    // A display asking for the map is refused as well.
    const d = await device(url, (await createLink(t, token, mapId, 'display')).token);
    d.send({ type: 'getMap' });
    expect((await d.next('error')).message).toBe('Only an audience link reads the map.');
    await Promise.all([a.close(), p.close(), d.close()]);
  });

  it('closes a connected audience device when its link is revoked, and refuses its token after', async () => {
    const url = await socketUrl(t.app);
    const { token } = await registerUser(t);
    const mapId = await createMap(t, token);
    const link = await createLink(t, token, mapId, 'audience');
    const a = await device(url, link.token);
    expect((await t.inject({ method: 'DELETE', url: `${linksUrl(mapId)}/${link.id}`, headers: bearer(token) })).statusCode).toBe(204);
    expect(await a.next('revoked')).toEqual({ type: 'revoked', message: STAGE_MESSAGES.linkInvalid });
    expect((await a.closed).code).toBe(STAGE_CLOSE.unauthorized);
    const again = new StageClient(url);
    await again.opened();
    again.send({ type: 'hello', as: 'link', token: link.token });
    expect((await again.closed).code).toBe(STAGE_CLOSE.unauthorized);
  });
});
