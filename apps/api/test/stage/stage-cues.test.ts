// Issue 27 items 2 and 6 on the stage socket, both engines: an editor's cue (live message type 5) also
// reaches the script's display links and the teleprompters opened through its view link (not a remote,
// not the view link's map page), and the editor hears how many screens it went to; turning the view link
// off or making a new one ends the pages opened through it at once. With PostgreSQL + Redis the same
// across two instances: a cue taken by A reaches B's display and view teleprompter, A counts them, and
// revoking the view link through A ends B's view pages.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { SHARING_MESSAGES, STAGE_CLOSE, STAGE_MESSAGES, type StageServerMessage } from '@cuemap/shared';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { STAGE_SERVER_MESSAGES } from '../../src/plugins/app/stage/messages';
import { bearer, build, usePostgres, type TestApp } from '../helper';
import { connect, liveUrl, type LiveClient } from '../live/live-client';
import { addMember, ownerWithScript } from '../routes/api/sharing/sharing-helpers';
import { LAPTOP, StageClient, createLink, device, socketUrl } from './stage-client';

const redisUrl = process.env.REDIS_TEST_URL;
const twoInstances = usePostgres && !!redisUrl && !!process.env.TEST_DATABASE_URL;
const redisPrefix = `test-stage-cues-${randomBytes(4).toString('hex')}:`;

let t: TestApp;
beforeAll(async () => {
  t = await build(twoInstances ? { env: { REDIS_URL: redisUrl! }, redisPrefix } : {});
});
afterAll(async () => {
  await t?.close();
});

/** A page opened through a view link: says hello with the link's token and which screen it is. */
async function viewPage(url: string, token: string, screen: 'page' | 'prompter'): Promise<StageClient> {
  const c = new StageClient(url, LAPTOP);
  await c.opened();
  c.send({ type: 'hello', as: 'view', token, screen });
  await c.next('welcome');
  return c;
}

async function viewLink(t: Pick<TestApp, 'inject'>, owner: { token: string; id: string }): Promise<string> {
  const res = await t.inject({ method: 'POST', url: `/api/mindmaps/${owner.id}/view-link`, headers: bearer(owner.token) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ token: string }>().token;
}

const cuesOf = (c: StageClient) => c.all.filter((m): m is Extract<StageServerMessage, { type: 'cue' }> => m.type === 'cue');
const answer = (c: LiveClient, id: string) => c.cues.find((x) => x.id === id && x.kind !== 'cue');
const gone = { type: 'revoked', message: SHARING_MESSAGES.viewLinkGone };

describe('cues on the stage and the view link', () => {
  it("an editor's cue reaches the display and the view-link teleprompter, not a remote or the view's map page; the editor hears 3 screens", async () => {
    const owner = await ownerWithScript(t);
    const editor = await addMember(t, owner, 'editor');
    const url = await socketUrl(t.app);
    const display = await device(url, (await createLink(t, owner.token, owner.id, 'display')).token);
    const remoteLink = await createLink(t, owner.token, owner.id, 'remote');
    const remote = await device(url, remoteLink.token);
    const token = await viewLink(t, owner);
    const [viewPrompter, viewMap] = [await viewPage(url, token, 'prompter'), await viewPage(url, token, 'page')];
    expect(viewPrompter.all[0]).toMatchObject({ type: 'welcome', role: 'view', mindMapId: '', expiresAt: null });

    // The owner's teleprompter on the live socket says where it is (presence), as the web app's does.
    const live = await liveUrl(t.app, owner.id);
    const [o, e] = [await connect(live, owner.token), await connect(live, editor.token)];
    await Promise.all([o.ready(), e.ready()]);
    o.awareness.setLocalState({ user: { id: owner.userId, name: 'Owner', color: '#0ea5e9' }, where: 'teleprompter' });
    await e.until(() => [...e.awareness.getStates().values()].some((s) => (s as { where?: string }).where === 'teleprompter'));

    e.cue('c1', ' Wrap   up ');
    expect(await display.next('cue')).toEqual({ type: 'cue', id: 'c1', text: 'Wrap up' });
    expect(await viewPrompter.next('cue')).toEqual({ type: 'cue', id: 'c1', text: 'Wrap up' });
    await e.until(() => !!answer(e, 'c1'));
    expect(answer(e, 'c1')).toEqual({ kind: 'sent', id: 'c1', screens: 3 });
    await o.until(() => o.cues.length > 0);
    expect(o.cues).toEqual([{ kind: 'cue', id: 'c1', text: 'Wrap up' }]);

    // What reaches the remote and the map page comes after the cue would have: their ends, with no cue before them.
    expect((await t.inject({ method: 'DELETE', url: `/api/mindmaps/${owner.id}/stage-links/${remoteLink.id}`, headers: bearer(owner.token) })).statusCode).toBe(
      204,
    );
    expect(await remote.next('revoked')).toEqual({ type: 'revoked', message: STAGE_MESSAGES.linkInvalid });
    expect(cuesOf(remote)).toEqual([]);
    expect((await t.inject({ method: 'DELETE', url: `/api/mindmaps/${owner.id}/view-link`, headers: bearer(owner.token) })).statusCode).toBe(204);
    expect(await viewMap.next('revoked')).toEqual(gone);
    expect(cuesOf(viewMap)).toEqual([]);
    await Promise.all([o.close(), e.close(), display.close()]);
  });

  it('turning the view link off or making a new one ends the pages opened through it at once; a gone token is refused', async () => {
    const owner = await ownerWithScript(t);
    const url = await socketUrl(t.app);
    const first = await viewLink(t, owner);
    const [page, prompterScreen] = [await viewPage(url, first, 'page'), await viewPage(url, first, 'prompter')];
    // A view page sends nothing but pings.
    page.send({ type: 'getScript' });
    expect(await page.next('error')).toEqual({ type: 'error', message: STAGE_SERVER_MESSAGES.scriptOnlyForDisplay });

    // A new link replaces the old one: the old link's pages end (close code 4401, the view link's words).
    const second = await viewLink(t, owner);
    expect(await page.next('revoked')).toEqual(gone);
    expect(await prompterScreen.next('revoked')).toEqual(gone);
    expect((await page.closed).code).toBe(STAGE_CLOSE.unauthorized);
    expect((await prompterScreen.closed).code).toBe(STAGE_CLOSE.unauthorized);

    // The old token opens nothing; the new one does, until the link is turned off.
    const stale = new StageClient(url, LAPTOP);
    await stale.opened();
    stale.send({ type: 'hello', as: 'view', token: first, screen: 'page' });
    expect(await stale.next('revoked')).toEqual(gone);
    expect((await stale.closed).code).toBe(STAGE_CLOSE.unauthorized);
    const current = await viewPage(url, second, 'page');
    expect((await t.inject({ method: 'DELETE', url: `/api/mindmaps/${owner.id}/view-link`, headers: bearer(owner.token) })).statusCode).toBe(204);
    expect(await current.next('revoked')).toEqual(gone);
  });

  it('a view link turned off behind the app’s back (no event) still ends its pages within a keep-alive round', async () => {
    // An app of its own with short keep-alive rounds (the other tests keep the default, so a slow pong under load drops nothing).
    const quick = await build({ stagePingMs: 300 });
    try {
      const owner = await ownerWithScript(quick);
      const page = await viewPage(await socketUrl(quick.app), await viewLink(quick, owner), 'page');
      await quick.app.db.kysely.updateTable('view_links').set({ revoked_at: new Date().toISOString() }).where('mind_map_id', '=', owner.id).execute();
      expect(await page.next('revoked')).toEqual(gone);
      expect((await page.closed).code).toBe(STAGE_CLOSE.unauthorized);
    } finally {
      await quick.close();
    }
  });
});

describe.skipIf(!twoInstances)('cues on the stage and the view link, two instances', () => {
  it("a cue taken by A reaches B's display and view teleprompter and A counts them; revoking through A ends B's view pages", async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.app.db.kysely);
    const db = openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, pgSearchPath: rows[0]!.schema, pgPoolSize: 2 });
    const b: FastifyInstance = await buildApp(t.config, { db, migrate: false, logger: false, redisPrefix });
    try {
      await b.ready();
      const owner = await ownerWithScript(t);
      const editor = await addMember(t, owner, 'editor');
      const e = await connect(await liveUrl(t.app, owner.id), editor.token);
      await e.ready();
      const urlB = await socketUrl(b);
      const display = await device(urlB, (await createLink(t, owner.token, owner.id, 'display')).token);
      const viewPrompter = await viewPage(urlB, await viewLink(t, owner), 'prompter');
      // A hears B's presence over Redis (A watches the script while the editor's socket is open).
      await vi.waitFor(() => expect(t.app.stage.hub.screens(owner.id)).toBe(2), { timeout: 5000, interval: 20 });

      e.cue('a1', '2 minutes');
      expect(await display.next('cue')).toEqual({ type: 'cue', id: 'a1', text: '2 minutes' });
      expect(await viewPrompter.next('cue')).toEqual({ type: 'cue', id: 'a1', text: '2 minutes' });
      await e.until(() => !!answer(e, 'a1'));
      expect(answer(e, 'a1')).toEqual({ kind: 'sent', id: 'a1', screens: 2 });

      expect((await t.inject({ method: 'DELETE', url: `/api/mindmaps/${owner.id}/view-link`, headers: bearer(owner.token) })).statusCode).toBe(204);
      expect(await viewPrompter.next('revoked')).toEqual(gone);
      expect((await viewPrompter.closed).code).toBe(STAGE_CLOSE.unauthorized);
      await Promise.all([e.close(), display.close()]);
    } finally {
      await b.close();
    }
  });
});
