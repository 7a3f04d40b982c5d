// The audience link's migration (issue 29 item 1) on a database that already holds stage links: the
// rows, their token index and their map's cascade survive it (SQLite rebuilds the table, PostgreSQL swaps
// the CHECK), 'audience' is accepted after it; rolled back, audience links go and the old modes stay.
import { describe, expect, it } from 'vitest';
import { createMigrator } from '../../src/db/database';
import { bearer, mapBody, registerUser, setupApp } from '../helper';

const t = setupApp();
const BEFORE = '20261205T050000-stage-link-monitor';

async function linkStatus(token: string, mapId: string, mode: string) {
  return (await t.inject({ method: 'POST', url: `/api/mindmaps/${mapId}/stage-links`, headers: bearer(token), payload: { mode } })).statusCode;
}

describe('stage-link-audience migration', () => {
  it('keeps existing links through the rebuild, accepts audience links after it, drops them on the way down', async () => {
    const { token } = await registerUser(t);
    const mapId = (await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(2) })).json<{ _id: string }>()._id;
    const migrator = createMigrator(t.app.db);
    const { error: downError } = await migrator.migrateTo(BEFORE);
    expect(downError).toBeUndefined();
    const db = t.app.db.kysely;
    const userId = (await db.selectFrom('mind_maps').select('user_id').where('id', '=', mapId).executeTakeFirstOrThrow()).user_id;
    const row = (id: string, mode: string) => ({
      id,
      mind_map_id: mapId,
      user_id: userId,
      mode,
      token_hash: id.padEnd(64, '0'),
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      revoked_at: null,
      monitor: mode === 'display' ? 'clock' : null,
    });
    await db
      .insertInto('stage_links')
      .values([row('link-remote', 'remote'), row('link-display', 'display')])
      .execute();
    // The old CHECK refuses an audience row.
    await expect(db.insertInto('stage_links').values(row('link-audience', 'audience')).execute()).rejects.toThrow();

    const { error: upError } = await migrator.migrateToLatest();
    expect(upError).toBeUndefined();
    const kept = await db.selectFrom('stage_links').select(['id', 'mode', 'monitor', 'token_hash']).orderBy('id').execute();
    expect(kept).toEqual([
      { id: 'link-display', mode: 'display', monitor: 'clock', token_hash: 'link-display'.padEnd(64, '0') },
      { id: 'link-remote', mode: 'remote', monitor: null, token_hash: 'link-remote'.padEnd(64, '0') },
    ]);
    await db.insertInto('stage_links').values(row('link-audience', 'audience')).execute();
    // The token stays unique; a bogus mode is still refused.
    await expect(
      db
        .insertInto('stage_links')
        .values({ ...row('link-copy', 'remote'), token_hash: 'link-remote'.padEnd(64, '0') })
        .execute(),
    ).rejects.toThrow();
    await expect(db.insertInto('stage_links').values(row('link-bogus', 'projector')).execute()).rejects.toThrow();
    expect(await linkStatus(token, mapId, 'audience')).toBe(201);

    await migrator.migrateTo(BEFORE);
    expect((await db.selectFrom('stage_links').select('mode').execute()).map((r) => r.mode).sort()).toEqual(['display', 'remote']);
    await migrator.migrateToLatest();

    // The map's deletion still takes its links with it (the foreign key survived the rebuild).
    expect((await t.inject({ method: 'DELETE', url: `/api/mindmaps/${mapId}`, headers: bearer(token) })).statusCode).toBe(200);
    expect(await db.selectFrom('stage_links').select('id').execute()).toEqual([]);
  });
});
