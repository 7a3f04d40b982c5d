// Issue 27 item 6: cues from an editor to the presenter over the live socket (type 5), both engines. An
// editor's cue reaches the script's other sockets (a viewer at the prompter too) and the sender hears it
// went; a viewer's cue is refused and reaches no one; one cue a second per socket; an empty or too long
// cue is refused. With PostgreSQL + Redis, a cue taken by instance A reaches a socket on instance B.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CUE_MESSAGES } from '@cuemap/shared';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { build, usePostgres, type TestApp } from '../helper';
import { addMember, ownerWithScript } from '../routes/api/sharing/sharing-helpers';
import { connect, liveUrl, type LiveClient } from './live-client';

const redisUrl = process.env.REDIS_TEST_URL;
const twoInstances = usePostgres && !!redisUrl && !!process.env.TEST_DATABASE_URL;
const redisPrefix = `test-live-cue-${randomBytes(4).toString('hex')}:`;

let t: TestApp;
beforeAll(async () => {
  t = await build(twoInstances ? { env: { REDIS_URL: redisUrl! }, redisPrefix } : {});
});
afterAll(async () => {
  await t?.close();
});

const shown = (c: LiveClient) => c.cues.filter((x) => x.kind === 'cue').map((x) => x.text);
const answer = (c: LiveClient, id: string) => c.cues.find((x) => x.id === id && x.kind !== 'cue');

describe('cues to the presenter', () => {
  it("an editor's cue reaches the owner's and a viewer's sockets; the editor is told it went", async () => {
    const owner = await ownerWithScript(t);
    const [editor, viewer] = [await addMember(t, owner, 'editor'), await addMember(t, owner, 'viewer')];
    const url = await liveUrl(t.app, owner.id);
    const [o, e, v] = [await connect(url, owner.token), await connect(url, editor.token), await connect(url, viewer.token)];
    await Promise.all([o.ready(), e.ready(), v.ready()]);

    e.cue('c1', '  Wrap   up ');
    await e.until(() => !!answer(e, 'c1'));
    expect(answer(e, 'c1')).toEqual({ kind: 'sent', id: 'c1', screens: 0 });
    await o.until(() => shown(o).length > 0);
    await v.until(() => shown(v).length > 0);
    expect(o.cues).toEqual([{ kind: 'cue', id: 'c1', text: 'Wrap up' }]);
    expect(shown(v)).toEqual(['Wrap up']);
    expect(shown(e)).toEqual([]);
    await Promise.all([o.close(), e.close(), v.close()]);
  });

  it("a viewer's cue is refused and reaches no one; so are a second cue within the second and one past 80 characters", async () => {
    const owner = await ownerWithScript(t);
    const viewer = await addMember(t, owner, 'viewer');
    const url = await liveUrl(t.app, owner.id);
    const [o, v] = [await connect(url, owner.token), await connect(url, viewer.token)];
    await Promise.all([o.ready(), v.ready()]);

    v.cue('v1', 'Slow down');
    await v.until(() => !!answer(v, 'v1'));
    expect(answer(v, 'v1')).toEqual({ kind: 'refused', id: 'v1', reason: CUE_MESSAGES.viewerRefused });

    // The owner sends two at once: the first goes, the second is over the budget of one a second.
    o.cue('o1', 'Look up');
    o.cue('o2', 'Speed up');
    o.cue('o3', 'x'.repeat(81));
    await o.until(() => !!answer(o, 'o3'));
    expect(answer(o, 'o1')).toEqual({ kind: 'sent', id: 'o1', screens: 0 });
    expect(answer(o, 'o2')).toEqual({ kind: 'refused', id: 'o2', reason: CUE_MESSAGES.tooFast });
    expect(answer(o, 'o3')).toEqual({ kind: 'refused', id: 'o3', reason: CUE_MESSAGES.invalid });
    await v.until(() => shown(v).length > 0);
    // Only the owner's first cue reached the viewer; the viewer's own never reached the owner.
    expect(shown(v)).toEqual(['Look up']);
    expect(shown(o)).toEqual([]);
    // Both sockets stay open.
    expect([o.ws.readyState, v.ws.readyState]).toEqual([o.ws.OPEN, v.ws.OPEN]);
    await Promise.all([o.close(), v.close()]);
  });
});

describe.skipIf(!twoInstances)('cues to the presenter, two instances', () => {
  it("an editor's cue on A reaches the prompter's socket on B", async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.app.db.kysely);
    const db = openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, pgSearchPath: rows[0]!.schema, pgPoolSize: 2 });
    const b = await buildApp(t.config, { db, migrate: false, logger: false, redisPrefix });
    try {
      await b.ready();
      const owner = await ownerWithScript(t);
      const editor = await addMember(t, owner, 'editor');
      const onA = await connect(await liveUrl(t.app, owner.id), editor.token);
      const onB = await connect(await liveUrl(b, owner.id), owner.token);
      await Promise.all([onA.ready(), onB.ready()]);
      onA.cue('a1', '2 minutes');
      await onB.until(() => shown(onB).length > 0);
      expect(shown(onB)).toEqual(['2 minutes']);
      expect(answer(onA, 'a1')).toEqual({ kind: 'sent', id: 'a1', screens: 0 });
      await Promise.all([onA.close(), onB.close()]);
    } finally {
      await b.close();
    }
  });
});
