// Issue 27 item 5: comment threads on a script's nodes and sections over REST, on the configured engine.
// Threads, replies, resolve/reopen and delete with their shapes and order; every refusal (empty, too
// long, a mention of someone without access, a thread or comment that is gone, someone else's comment);
// who may read and write (owner, editor, viewer, stranger, removed editor); comments go with their
// script and keep their text (with no author) when the author's account is deleted.
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX, COMMENT_MESSAGES, MIND_MAP_MESSAGES, SHARING_MESSAGES, type CommentThread } from '@cuemap/shared';
import { bearer, PASSWORD, registerUser, setupApp } from '../../../helper';
import { addMember, ownerWithScript } from '../sharing/sharing-helpers';
import { comments, localPart, newThread } from './comment-helpers';

const t = setupApp();

const threadOf = (res: { json<X>(): X }) => res.json<{ thread: CommentThread }>().thread;
const message = (res: { json<X>(): X }) => res.json<{ message: string }>().message;
/** The rows of these threads still stored. */
async function stored(threadIds: string[]) {
  const db = t.app.db.kysely;
  const threads = await db.selectFrom('comment_threads').select('id').where('id', 'in', threadIds).execute();
  const rows = await db.selectFrom('comments').select('id').where('thread_id', 'in', threadIds).execute();
  return { threads: threads.length, comments: rows.length };
}

describe('comment threads', () => {
  it('a thread, a reply, resolve and reopen: shapes, names (never addresses) and order', async () => {
    const owner = await ownerWithScript(t);
    const editor = await addMember(t, owner, 'editor');
    const viewer = await addMember(t, owner, 'viewer');
    const first = await newThread(t, owner.token, owner.id, '  Tighten the opening.\n', { anchor: { kind: 'section', id: 's-1' }, mentions: [editor.userId] });
    expect(first).toMatchObject({ anchor: { kind: 'section', id: 's-1' }, resolved: false, resolvedBy: null, resolvedAt: null });
    expect(first.comments).toEqual([
      {
        id: expect.any(String),
        author: { id: owner.userId, name: localPart(owner.email) },
        body: 'Tighten the opening.',
        mentions: [{ id: editor.userId, name: localPart(editor.email) }],
        createdAt: first.createdAt,
        editedAt: null,
      },
    ]);
    const second = await newThread(t, editor.token, owner.id, 'A node note.');

    const reply = await comments(t, editor.token, owner.id).reply(first.id, 'Done, shorter now.');
    expect(reply.statusCode, reply.body).toBe(201);
    expect(threadOf(reply).comments.map((c) => [c.author?.name, c.body])).toEqual([
      [localPart(owner.email), 'Tighten the opening.'],
      [localPart(editor.email), 'Done, shorter now.'],
    ]);

    const resolved = await comments(t, editor.token, owner.id).resolve(first.id, true);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(threadOf(resolved)).toMatchObject({ resolved: true, resolvedBy: { id: editor.userId, name: localPart(editor.email) } });
    expect(threadOf(resolved).resolvedAt).toEqual(expect.any(String));

    // The viewer reads everything, oldest thread first, with the resolved one.
    const list = await comments(t, viewer.token, owner.id).list();
    expect(list.statusCode, list.body).toBe(200);
    const threads = list.json<{ threads: CommentThread[] }>().threads;
    expect(threads.map((th) => th.id)).toEqual([first.id, second.id]);
    expect(threads[0]!.comments).toHaveLength(2);
    expect(list.body).not.toContain('@');

    const reopened = await comments(t, owner.token, owner.id).resolve(first.id, false);
    expect(threadOf(reopened)).toMatchObject({ resolved: false, resolvedBy: null, resolvedAt: null });

    const people = await comments(t, viewer.token, owner.id).people();
    expect(people.statusCode, people.body).toBe(200);
    expect(people.json()).toEqual({
      people: [
        { id: owner.userId, name: localPart(owner.email) },
        { id: editor.userId, name: localPart(editor.email) },
        { id: viewer.userId, name: localPart(viewer.email) },
      ],
    });
  });

  it('refuses an empty or too long comment, a mention of someone without access, and a thread or comment that is gone', async () => {
    const owner = await ownerWithScript(t);
    const other = await ownerWithScript(t);
    const stranger = await registerUser(t);
    const c = comments(t, owner.token, owner.id);
    const refused = async (res: Awaited<ReturnType<typeof c.create>>, status: number, text: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(message(res)).toBe(text);
    };
    await refused(await c.create(' \n\t '), 400, COMMENT_MESSAGES.empty);
    await refused(await c.create(''), 400, COMMENT_MESSAGES.empty);
    await refused(await c.create('x'.repeat(COMMENT_MAX + 1)), 400, COMMENT_MESSAGES.tooLong);
    const longest = await c.create(`  ${'x'.repeat(COMMENT_MAX)}  `);
    expect(longest.statusCode, longest.body).toBe(201);
    const strangerId = (await t.app.db.kysely.selectFrom('users').select('id').where('email', '=', stranger.email).executeTakeFirstOrThrow()).id;
    await refused(await c.create('Hey @someone', { mentions: [strangerId] }), 400, COMMENT_MESSAGES.badMention);
    await refused(await c.create('Hey @nobody', { mentions: ['no-such-user'] }), 400, COMMENT_MESSAGES.badMention);

    const thread = threadOf(longest);
    await refused(await c.reply(thread.id, '   '), 400, COMMENT_MESSAGES.empty);
    await refused(await c.reply(thread.id, 'y'.repeat(COMMENT_MAX + 1)), 400, COMMENT_MESSAGES.tooLong);
    await refused(await c.reply(thread.id, 'Hi', [strangerId]), 400, COMMENT_MESSAGES.badMention);
    await refused(await c.reply('no-such-thread', 'Hi'), 404, COMMENT_MESSAGES.gone);
    await refused(await c.resolve('no-such-thread', true), 404, COMMENT_MESSAGES.gone);
    await refused(await c.remove(thread.id, 'no-such-comment'), 404, COMMENT_MESSAGES.gone);
    // Another script's thread is gone from this one's routes.
    const elsewhere = await newThread(t, other.token, other.id);
    await refused(await c.reply(elsewhere.id, 'Hi'), 404, COMMENT_MESSAGES.gone);
    await refused(await c.resolve(elsewhere.id, true), 404, COMMENT_MESSAGES.gone);
    await refused(await c.remove(elsewhere.id, elsewhere.comments[0]!.id), 404, COMMENT_MESSAGES.gone);
    // A bad anchor or body type is the schema's 400.
    const badAnchor = await t.inject({
      method: 'POST',
      url: `/api/mindmaps/${owner.id}/comments`,
      headers: bearer(owner.token),
      payload: { anchor: { kind: 'slide', id: '1' }, body: 'Hi' },
    });
    expect(badAnchor.statusCode).toBe(400);
    // Nothing refused was stored: one thread with one comment.
    const list = (await c.list()).json<{ threads: CommentThread[] }>().threads;
    expect(list.map((th) => th.comments.length)).toEqual([1]);
  });

  it('a comment is deleted by its author or the owner; the first one takes its thread', async () => {
    const owner = await ownerWithScript(t);
    const [editor, other] = [await addMember(t, owner, 'editor'), await addMember(t, owner, 'editor')];
    const thread = await newThread(t, editor.token, owner.id, 'Opening note.');
    const mine = threadOf(await comments(t, other.token, owner.id).reply(thread.id, 'My reply.')).comments[1]!;
    const owners = threadOf(await comments(t, owner.token, owner.id).reply(thread.id, "The owner's reply.")).comments[2]!;

    const notYours = await comments(t, editor.token, owner.id).remove(thread.id, mine.id);
    expect(notYours.statusCode).toBe(403);
    expect(message(notYours)).toBe(COMMENT_MESSAGES.notYours);
    expect((await comments(t, other.token, owner.id).remove(thread.id, owners.id)).statusCode).toBe(403);

    const own = await comments(t, other.token, owner.id).remove(thread.id, mine.id);
    expect(own.statusCode, own.body).toBe(200);
    expect(threadOf(own).comments.map((x) => x.body)).toEqual(['Opening note.', "The owner's reply."]);
    // The owner deletes someone else's opening comment: the thread goes.
    const gone = await comments(t, owner.token, owner.id).remove(thread.id, thread.comments[0]!.id);
    expect(gone.statusCode, gone.body).toBe(204);
    expect(gone.body).toBe('');
    expect((await comments(t, owner.token, owner.id).list()).json()).toEqual({ threads: [] });
    const again = await comments(t, owner.token, owner.id).remove(thread.id, owners.id);
    expect([again.statusCode, message(again)]).toEqual([404, COMMENT_MESSAGES.gone]);
  });

  it('viewers read and cannot write; strangers and removed editors get 404', async () => {
    const owner = await ownerWithScript(t, 'pro');
    const [editor, viewer, removed] = [await addMember(t, owner, 'editor'), await addMember(t, owner, 'viewer'), await addMember(t, owner, 'editor')];
    const stranger = await registerUser(t);
    const thread = await newThread(t, removed.token, owner.id, 'Before I was removed.');
    expect((await t.inject({ method: 'DELETE', url: `/api/mindmaps/${owner.id}/members/${removed.userId}`, headers: bearer(owner.token) })).statusCode).toBe(
      204,
    );
    const commentId = thread.comments[0]!.id;

    const v = comments(t, viewer.token, owner.id);
    for (const res of [await v.create('Hi'), await v.reply(thread.id, 'Hi'), await v.resolve(thread.id, true), await v.remove(thread.id, commentId)]) {
      expect([res.statusCode, message(res)]).toEqual([403, SHARING_MESSAGES.viewerReadOnly]);
    }
    for (const who of [stranger, removed]) {
      const c = comments(t, who.token, owner.id);
      for (const res of [
        await c.list(),
        await c.people(),
        await c.create('Hi'),
        await c.reply(thread.id, 'Hi'),
        await c.resolve(thread.id, true),
        await c.remove(thread.id, commentId),
      ]) {
        expect([res.statusCode, message(res)]).toEqual([404, MIND_MAP_MESSAGES.notFound]);
      }
    }
    const unauthenticated = await t.inject({ method: 'GET', url: `/api/mindmaps/${owner.id}/comments` });
    expect(unauthenticated.statusCode).toBe(401);
    // Nothing changed; the editor still writes, and the removed editor's comment stays (with their name).
    const list = (await comments(t, editor.token, owner.id).list()).json<{ threads: CommentThread[] }>().threads;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ resolved: false, comments: [{ body: 'Before I was removed.', author: { id: removed.userId } }] });
    expect((await comments(t, editor.token, owner.id).reply(thread.id, 'Noted.')).statusCode).toBe(201);
  });

  it('deleting the script deletes its comments; deleting an account leaves its comments without an author', async () => {
    const owner = await ownerWithScript(t);
    const editor = await addMember(t, owner, 'editor');
    const thread = await newThread(t, editor.token, owner.id, 'From the editor.', { mentions: [owner.userId] });
    await comments(t, owner.token, owner.id).reply(thread.id, 'Thanks.', [editor.userId]);
    expect((await comments(t, owner.token, owner.id).resolve(thread.id, true)).statusCode).toBe(200);
    await newThread(t, owner.token, owner.id, 'Resolved by the editor.');
    const last = (await comments(t, owner.token, owner.id).list()).json<{ threads: CommentThread[] }>().threads[1]!;
    expect((await comments(t, editor.token, owner.id).resolve(last.id, true)).statusCode).toBe(200);

    const gone = await t.inject({ method: 'DELETE', url: '/api/auth/account', headers: bearer(editor.token), payload: { password: PASSWORD } });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    const after = (await comments(t, owner.token, owner.id).list()).json<{ threads: CommentThread[] }>().threads;
    // The editor's comment keeps its text (and its mention of the owner); the owner's mention of the editor is gone with the account.
    expect(after[0]!.comments.map((c) => [c.author?.id ?? null, c.body, c.mentions.length])).toEqual([
      [null, 'From the editor.', 1],
      [owner.userId, 'Thanks.', 0],
    ]);
    expect(after[1]).toMatchObject({ resolved: true, resolvedBy: null });

    const threadIds = after.map((th) => th.id);
    expect(await stored(threadIds)).toEqual({ threads: 2, comments: 3 });
    const deleted = await t.inject({ method: 'DELETE', url: `/api/mindmaps/${owner.id}`, headers: bearer(owner.token) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await stored(threadIds)).toEqual({ threads: 0, comments: 0 });
  });
});
