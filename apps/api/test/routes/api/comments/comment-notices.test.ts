// Issue 27 item 5: what a comment sets off, on the configured engine. Each mentioned person but the
// author gets one e-mail per comment (their display name, the text, a link to the thread); every change
// reaches the script's live sockets as a type 6 message (a viewer's too), on another instance as well
// with PostgreSQL + Redis; comment writes are rate-limited per person like the other limited routes.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { HTTP_MESSAGES, type CommentThread } from '@cuemap/shared';
import { buildApp } from '../../../../src/app';
import { COMMENT_WRITES } from '../../../../src/plugins/app/comments/comments-service';
import { openDatabase } from '../../../../src/db/database';
import { build, usePostgres, type TestApp } from '../../../helper';
import { connect, liveUrl, type LiveClient } from '../../../live/live-client';
import { addMember, ownerWithScript } from '../sharing/sharing-helpers';
import { comments, localPart, newThread } from './comment-helpers';

const redisUrl = process.env.REDIS_TEST_URL;
const twoInstances = usePostgres && !!redisUrl && !!process.env.TEST_DATABASE_URL;
const redisPrefix = `test-comments-${randomBytes(4).toString('hex')}:`;

let t: TestApp;
beforeAll(async () => {
  t = await build(twoInstances ? { env: { REDIS_URL: redisUrl! }, redisPrefix } : {});
});
afterAll(async () => {
  await t?.close();
});

/** The mention mails to `to` (registration and invitation mails are not counted). */
const mailTo = (to: string) => t.mail.filter((m) => m.to === to && m.subject.includes(' mentioned you on '));

describe('mentions', () => {
  it('mails each mentioned person once per comment, never the author, with the text and a link to the thread', async () => {
    const owner = await ownerWithScript(t);
    const [editor, viewer] = [await addMember(t, owner, 'editor'), await addMember(t, owner, 'viewer')];
    await t.inject({
      method: 'PUT',
      url: `/api/mindmaps/${owner.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { title: 'Launch <talk>' },
    });
    const thread = await newThread(t, owner.token, owner.id, 'Can you @check the <numbers>?\nThanks', {
      mentions: [editor.userId, viewer.userId, editor.userId, owner.userId],
    });
    await t.app.comments.flushMail();
    expect(mailTo(owner.email)).toHaveLength(0);
    for (const who of [editor, viewer]) {
      const mails = mailTo(who.email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe(`${localPart(owner.email)} mentioned you on “Launch <talk>”`);
      const url = `${t.config.appUrl}/mindmap/${owner.id}?comment=${thread.id}`;
      expect(mail!.text).toContain('Can you @check the <numbers>?\nThanks');
      expect(mail!.text).toContain(url);
      expect(mail!.html).toContain('Can you @check the &#60;numbers&#62;?<br>Thanks');
      expect(mail!.html).toContain(`href="${url}"`);
      // The author's address is never in the mail.
      expect(`${mail!.subject}${mail!.text}${mail!.html}`).not.toContain(owner.email);
    }

    // A reply mentioning the owner mails the owner, once; the editor (its author) mentioned too gets nothing more.
    const reply = await comments(t, editor.token, owner.id).reply(thread.id, 'Checked.', [owner.userId, editor.userId, owner.userId]);
    expect(reply.statusCode, reply.body).toBe(201);
    await t.app.comments.flushMail();
    expect(mailTo(owner.email).map((m) => m.subject)).toEqual([`${localPart(editor.email)} mentioned you on “Launch <talk>”`]);
    expect(mailTo(owner.email)[0]!.text).toContain('Checked.');
    expect(mailTo(editor.email)).toHaveLength(1);
    // Without mentions, nobody is mailed.
    const before = t.mail.length;
    await newThread(t, editor.token, owner.id, 'No one named here.');
    await t.app.comments.flushMail();
    expect(t.mail.length).toBe(before);
    expect(mailTo(owner.email)).toHaveLength(1);
  });
});

describe('comment writes are rate-limited per person', () => {
  it(`past ${COMMENT_WRITES.max} writes in the window: 429 with Retry-After; another person still writes`, async () => {
    const owner = await ownerWithScript(t);
    const editor = await addMember(t, owner, 'editor');
    const c = comments(t, owner.token, owner.id);
    const thread = await newThread(t, owner.token, owner.id);
    // Refused writes count too (each is a request the server did work for).
    for (let i = 1; i < COMMENT_WRITES.max; i++) {
      const res = i % 2 ? await c.create('   ') : await c.resolve(thread.id, i % 4 === 0);
      expect(res.statusCode, `write ${i + 1}: ${res.body}`).toBeLessThan(429);
    }
    const limited = await c.reply(thread.id, 'One too many.');
    expect(limited.statusCode, limited.body).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json<{ message: string }>().message).toBe(HTTP_MESSAGES.tooManyRequests(Number(limited.headers['retry-after'])));
    expect((await c.remove(thread.id, thread.comments[0]!.id)).statusCode).toBe(429);
    // Reading is not limited, and the editor has their own budget.
    expect((await c.list()).statusCode).toBe(200);
    expect((await comments(t, editor.token, owner.id).reply(thread.id, 'Mine goes.')).statusCode).toBe(201);
  });
});

describe('live sockets hear of every change (type 6)', () => {
  it("a new thread, a reply, resolve and delete each reach the owner's and a viewer's sockets", async () => {
    const owner = await ownerWithScript(t);
    const [editor, viewer] = [await addMember(t, owner, 'editor'), await addMember(t, owner, 'viewer')];
    const url = await liveUrl(t.app, owner.id);
    const [o, v] = [await connect(url, owner.token), await connect(url, viewer.token)];
    await Promise.all([o.ready(), v.ready()]);
    expect([o.commentsChanged, v.commentsChanged]).toEqual([0, 0]);
    const heard = async (n: number) => {
      await Promise.all([o.until(() => o.commentsChanged >= n), v.until(() => v.commentsChanged >= n)]);
      expect([o.commentsChanged, v.commentsChanged]).toEqual([n, n]);
    };

    const c = comments(t, editor.token, owner.id);
    const thread = await newThread(t, editor.token, owner.id);
    await heard(1);
    const reply = (await c.reply(thread.id, 'And a reply.')).json<{ thread: CommentThread }>().thread;
    await heard(2);
    expect((await c.resolve(thread.id, true)).statusCode).toBe(200);
    await heard(3);
    expect((await c.remove(thread.id, reply.comments[1]!.id)).statusCode).toBe(200);
    await heard(4);
    // A refused write tells no one. Proof: a cue sent after it arrives (on the same sockets, in order) with nothing before it.
    expect((await c.reply('no-such-thread', 'Lost.')).statusCode).toBe(404);
    o.cue('fence', 'Wrap up');
    await Promise.all([o.until(() => o.cues.some((x) => x.id === 'fence')), v.until(() => v.cues.some((x) => x.id === 'fence'))]);
    expect([o.commentsChanged, v.commentsChanged]).toEqual([4, 4]);
    expect((await comments(t, owner.token, owner.id).remove(thread.id, thread.comments[0]!.id)).statusCode).toBe(204);
    await heard(5);
    // The sockets stay open and in sync.
    expect([o.ws.readyState, v.ws.readyState]).toEqual([o.ws.OPEN, v.ws.OPEN]);
    expect(o.errors).toEqual([]);
    await Promise.all([o.close(), v.close()]);
  });
});

describe.skipIf(!twoInstances)('live sockets hear of comments, two instances', () => {
  it("a comment taken by instance A reaches the owner's socket on instance B", async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.app.db.kysely);
    const db = openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, pgSearchPath: rows[0]!.schema, pgPoolSize: 2 });
    const b = await buildApp(t.config, { db, migrate: false, logger: false, redisPrefix });
    let onB: LiveClient | undefined;
    try {
      await b.ready();
      const owner = await ownerWithScript(t);
      const editor = await addMember(t, owner, 'editor');
      onB = await connect(await liveUrl(b, owner.id), owner.token);
      await onB.ready();
      await newThread(t, editor.token, owner.id, 'From instance A.');
      await onB.until(() => onB!.commentsChanged >= 1);
      expect(onB.commentsChanged).toBe(1);
      // Instance B reads the same thread.
      const list = await b.inject({ method: 'GET', url: `/api/mindmaps/${owner.id}/comments`, headers: { authorization: `Bearer ${owner.token}` } });
      expect(list.json<{ threads: CommentThread[] }>().threads.map((th) => th.comments[0]!.body)).toEqual(['From instance A.']);
    } finally {
      await onB?.close();
      await b.close();
    }
  });
});
