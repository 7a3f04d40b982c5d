// Issue 27: roles on the live socket (both engines). A viewer connects and receives every change, but its
// own changes are refused (an error message, nothing stored, the socket stays open read-only); removing
// an editor closes their socket (4404), making them a viewer makes it read-only — on another instance too
// (PostgreSQL + Redis: that instance's keep-alive is set far off, so only the access event can act).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import * as Y from 'yjs';
import { SHARING_MESSAGES, applyMapToDoc } from '@cuemap/shared';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { LIVE_CLOSE } from '@cuemap/shared';
import { bearer, build, usePostgres, type TestApp } from '../helper';
import { addMember, ownerWithScript } from '../routes/api/sharing/sharing-helpers';
import { connect, liveUrl } from './live-client';

const redisUrl = process.env.REDIS_TEST_URL;
const twoInstances = usePostgres && !!redisUrl && !!process.env.TEST_DATABASE_URL;
const redisPrefix = `test-live-roles-${randomBytes(4).toString('hex')}:`;

let t: TestApp;
beforeAll(async () => {
  t = await build(twoInstances ? { env: { REDIS_URL: redisUrl!, SESSION_CACHE_SECONDS: '0' }, redisPrefix } : {});
});
afterAll(async () => {
  await t?.close();
});

const titleOf = async (token: string, id: string) =>
  (await t.inject({ method: 'GET', url: `/api/mindmaps/${id}`, headers: bearer(token) })).json<{ title: string }>().title;
const removeMember = (owner: { token: string; id: string }, userId: string) =>
  t.inject({ method: 'DELETE', url: `/api/mindmaps/${owner.id}/members/${userId}`, headers: bearer(owner.token) });

describe('roles on the live socket', () => {
  it("a viewer receives the editor's changes; its own change is refused and not stored; the socket stays open", async () => {
    const owner = await ownerWithScript(t);
    const [editor, viewer] = [await addMember(t, owner, 'editor'), await addMember(t, owner, 'viewer')];
    const url = await liveUrl(t.app, owner.id);
    const [e, v] = [await connect(url, editor.token), await connect(url, viewer.token)];
    await Promise.all([e.ready(), v.ready()]);

    applyMapToDoc(e.doc, { title: 'From the editor' }, 'me');
    await e.stored();
    await v.until(() => v.snapshot().map.title === 'From the editor');

    applyMapToDoc(v.doc, { title: 'From the viewer' }, 'me');
    await v.until(() => v.errors.length > 0);
    expect(v.errors).toEqual([SHARING_MESSAGES.viewerReadOnly]);
    expect(await titleOf(owner.token, owner.id)).toBe('From the editor');

    // Still open and still following.
    applyMapToDoc(e.doc, { title: 'Second edit' }, 'me');
    await e.stored();
    const editorClock = Y.getState(e.doc.store, e.doc.clientID);
    await v.until(() => Y.getState(v.doc.store, e.doc.clientID) === editorClock);
    expect(v.errors).toHaveLength(1);
    expect(await titleOf(owner.token, owner.id)).toBe('Second edit');
    await Promise.all([e.close(), v.close()]);
  });

  it('removing an editor closes their socket; making one a viewer refuses their next change', async () => {
    const owner = await ownerWithScript(t);
    const [gone, demoted] = [await addMember(t, owner, 'editor'), await addMember(t, owner, 'editor')];
    const url = await liveUrl(t.app, owner.id);
    const [g, d] = [await connect(url, gone.token), await connect(url, demoted.token)];
    await Promise.all([g.ready(), d.ready()]);

    expect((await removeMember(owner, gone.userId)).statusCode).toBe(204);
    expect(await g.closed).toEqual({ code: LIVE_CLOSE.notFound, reason: 'You no longer have access to this script.' });
    expect((await (await connect(url, gone.token)).closed).code).toBe(LIVE_CLOSE.notFound);

    const patch = await t.inject({
      method: 'PATCH',
      url: `/api/mindmaps/${owner.id}/members/${demoted.userId}`,
      headers: bearer(owner.token),
      payload: { role: 'viewer' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    applyMapToDoc(d.doc, { title: 'After the demotion' }, 'me');
    await d.until(() => d.errors.length > 0);
    expect(d.errors).toEqual([SHARING_MESSAGES.viewerReadOnly]);
    expect(await titleOf(owner.token, owner.id)).toBe('Keynote');
    await d.close();
  });
});

describe('roles on the live socket, an event lost', () => {
  it('a membership removed behind the bus closes the socket at the next keep-alive round', async () => {
    const quick = await build({ livePingMs: 300 });
    try {
      const owner = await ownerWithScript(quick);
      const editor = await addMember(quick, owner, 'editor');
      const c = await connect(await liveUrl(quick.app, owner.id), editor.token);
      await c.ready();
      // Written straight to the database: no instance is told.
      await quick.app.db.kysely.deleteFrom('script_members').where('user_id', '=', editor.userId).execute();
      expect(await c.closed).toEqual({ code: LIVE_CLOSE.notFound, reason: 'You no longer have access to this script.' });
    } finally {
      await quick.close();
    }
  });
});

describe.skipIf(!twoInstances)('roles on the live socket, two instances', () => {
  it('removing an editor on A closes their socket on B', async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.app.db.kysely);
    const db = openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, pgSearchPath: rows[0]!.schema, pgPoolSize: 2 });
    const b = await buildApp(t.config, { db, migrate: false, logger: false, redisPrefix, livePingMs: 600_000 });
    try {
      await b.ready();
      const owner = await ownerWithScript(t);
      const editor = await addMember(t, owner, 'editor');
      const onB = await connect(await liveUrl(b, owner.id), editor.token);
      await onB.ready();
      expect((await removeMember(owner, editor.userId)).statusCode).toBe(204);
      expect((await onB.closed).code).toBe(LIVE_CLOSE.notFound);
    } finally {
      await b.close();
    }
  });
});
