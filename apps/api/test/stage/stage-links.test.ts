// /api/mindmaps/:id/stage-links: create, list and revoke pairing links, the per-script limit, owner
// only (404 for anyone else), a token of 256 random bits of which only the hash is stored — on SQLite
// and PostgreSQL.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MIND_MAP_MESSAGES, STAGE_LINKS_PER_MAP, STAGE_LINK_TTL_MS, STAGE_MESSAGES, type CreatedStageLink, type StageLink } from '@cuemap/shared';
import { bearer, registerUser, setupApp } from '../helper';
import { createMap } from './stage-client';

const t = setupApp();

const links = (_token: string, mapId: string) => `/api/mindmaps/${mapId}/stage-links`;
const post = (token: string, mapId: string, payload: unknown) =>
  t.inject({ method: 'POST', url: links(token, mapId), headers: bearer(token), payload: payload as object });
async function list(token: string, mapId: string): Promise<StageLink[]> {
  const res = await t.inject({ method: 'GET', url: links(token, mapId), headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<{ links: StageLink[] }>().links;
}
const rows = (mapId: string) => t.app.db.kysely.selectFrom('stage_links').selectAll().where('mind_map_id', '=', mapId).execute();

describe('stage links', () => {
  it('creates a remote and a display link with a 256-bit token and its URL, and lists them without tokens', async () => {
    const { email, token } = await registerUser(t);
    const mapId = await createMap(t, token);
    expect(await list(token, mapId)).toEqual([]);

    const res = await post(token, mapId, { mode: 'remote' });
    expect(res.statusCode).toBe(201);
    const remote = res.json<CreatedStageLink>();
    expect(remote.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(remote.token, 'base64url')).toHaveLength(32);
    expect(remote.url).toBe(`http://cuemap.test/remote/${remote.token}`);
    expect(Date.parse(remote.expiresAt) - Date.parse(remote.createdAt)).toBe(STAGE_LINK_TTL_MS);

    const display = (await post(token, mapId, { mode: 'display' })).json<CreatedStageLink>();
    expect(display.url).toBe(`http://cuemap.test/display/${display.token}`);
    expect(display.token).not.toBe(remote.token);

    const listed = await list(token, mapId);
    const maker = { madeBy: email.split('@')[0], mine: true };
    expect(listed).toEqual([
      { id: remote.id, mode: 'remote', createdAt: remote.createdAt, expiresAt: remote.expiresAt, ...maker },
      { id: display.id, mode: 'display', createdAt: display.createdAt, expiresAt: display.expiresAt, ...maker },
    ]);

    // Only the SHA-256 of the token is stored, never the token.
    const stored = await rows(mapId);
    expect(stored.map((r) => r.token_hash).sort()).toEqual([remote.token, display.token].map((tk) => createHash('sha256').update(tk).digest('hex')).sort());
    expect(JSON.stringify(stored)).not.toContain(remote.token);
  });

  it('rejects a bad mode (400, nothing stored)', async () => {
    const { token } = await registerUser(t);
    const mapId = await createMap(t, token);
    for (const body of [{}, { mode: 'admin' }, { mode: 'remote', extra: 1 }]) {
      const res = await post(token, mapId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await rows(mapId)).toHaveLength(0);
  });

  it(`allows ${STAGE_LINKS_PER_MAP} live links per script (409 past that) and a new one after a revoke`, async () => {
    const { token } = await registerUser(t);
    const mapId = await createMap(t, token);
    const created: CreatedStageLink[] = [];
    for (let i = 0; i < STAGE_LINKS_PER_MAP; i++) created.push((await post(token, mapId, { mode: i % 2 ? 'display' : 'remote' })).json());
    const over = await post(token, mapId, { mode: 'remote' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ message: STAGE_MESSAGES.tooManyLinks });
    expect(await rows(mapId)).toHaveLength(STAGE_LINKS_PER_MAP);

    const del = await t.inject({ method: 'DELETE', url: `${links(token, mapId)}/${created[0]!.id}`, headers: bearer(token) });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await list(token, mapId)).map((l) => l.id)).not.toContain(created[0]!.id);
    expect((await post(token, mapId, { mode: 'remote' })).statusCode).toBe(201);
    // Revoking twice: the link is no longer there.
    const again = await t.inject({ method: 'DELETE', url: `${links(token, mapId)}/${created[0]!.id}`, headers: bearer(token) });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for someone else's script or a missing one, and changes nothing", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const mapId = await createMap(t, owner.token);
    const link = (await post(owner.token, mapId, { mode: 'remote' })).json<CreatedStageLink>();

    const created = await post(other.token, mapId, { mode: 'remote' });
    expect(created.statusCode).toBe(404);
    expect(created.json()).toMatchObject({ message: MIND_MAP_MESSAGES.notFound });
    expect((await t.inject({ method: 'GET', url: links(other.token, mapId), headers: bearer(other.token) })).statusCode).toBe(404);
    const revoked = await t.inject({ method: 'DELETE', url: `${links(other.token, mapId)}/${link.id}`, headers: bearer(other.token) });
    expect(revoked.statusCode).toBe(404);
    expect((await post(owner.token, 'no-such-map', { mode: 'remote' })).statusCode).toBe(404);

    expect((await list(owner.token, mapId)).map((l) => l.id)).toEqual([link.id]);
    expect((await rows(mapId)).every((r) => r.revoked_at === null)).toBe(true);
    expect((await t.inject({ method: 'GET', url: links('', mapId) })).statusCode).toBe(401);
  });

  it('drops expired links from the list; deleting the script deletes its links', async () => {
    const { token } = await registerUser(t);
    const mapId = await createMap(t, token);
    await post(token, mapId, { mode: 'remote' });
    t.clock.advance(STAGE_LINK_TTL_MS + 1000);
    expect(await list(token, mapId)).toEqual([]);
    // An expired link no longer counts against the limit.
    expect((await post(token, mapId, { mode: 'display' })).statusCode).toBe(201);

    expect((await t.inject({ method: 'DELETE', url: `/api/mindmaps/${mapId}`, headers: bearer(token) })).statusCode).toBe(200);
    expect(await rows(mapId)).toHaveLength(0);
  });
});
