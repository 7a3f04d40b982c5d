// All SQL of comments (issue 27 item 5): comment_threads and comments, and the names (e-mail addresses,
// shown by their local part) of the people they name.
import type { Db } from '../../../db/database';
import { jsonText, jsonValue } from '../../../db/values';

export interface ThreadRow {
  id: string;
  anchor_kind: string;
  anchor_id: string;
  resolved_at: string | Date | null;
  resolved_by_user_id: string | null;
  created_at: string | Date;
}

export interface CommentRow {
  id: string;
  thread_id: string;
  author_user_id: string | null;
  body: string;
  mentions: string;
  created_at: string | Date;
  edited_at: string | Date | null;
}

export interface NewComment {
  id: string;
  threadId: string;
  authorId: string;
  body: string;
  mentions: string[];
  createdAt: string;
}

export function createCommentsRepository({ kysely, dialect }: Db) {
  const commentRow = (c: NewComment) => ({
    id: c.id,
    thread_id: c.threadId,
    author_user_id: c.authorId,
    body: c.body,
    mentions: jsonValue(c.mentions),
    created_at: c.createdAt,
    edited_at: null,
  });

  return {
    /** The script's threads (or the one), oldest first, and their comments, oldest first. */
    async threads(mindMapId: string, threadId?: string): Promise<{ threads: ThreadRow[]; comments: CommentRow[] }> {
      let q = kysely
        .selectFrom('comment_threads')
        .select(['id', 'anchor_kind', 'anchor_id', 'resolved_at', 'resolved_by_user_id', 'created_at'])
        .where('mind_map_id', '=', mindMapId);
      if (threadId !== undefined) q = q.where('id', '=', threadId);
      const threads = await q.orderBy('created_at').orderBy('id').execute();
      if (threads.length === 0) return { threads, comments: [] };
      let c = kysely
        .selectFrom('comments')
        .innerJoin('comment_threads', 'comment_threads.id', 'comments.thread_id')
        .select([
          'comments.id',
          'comments.thread_id',
          'comments.author_user_id',
          'comments.body',
          jsonText(dialect, 'comments.mentions').as('mentions'),
          'comments.created_at',
          'comments.edited_at',
        ])
        .where('comment_threads.mind_map_id', '=', mindMapId);
      if (threadId !== undefined) c = c.where('comments.thread_id', '=', threadId);
      const comments = await c.orderBy('comments.created_at').orderBy('comments.id').execute();
      return { threads, comments };
    },

    /** The addresses of these users (a deleted account is absent). */
    async emails(userIds: string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await kysely.selectFrom('users').select(['id', 'email']).where('id', 'in', userIds).execute();
      return new Map(rows.map((r) => [r.id, r.email]));
    },

    /** Everyone with access: the owner first, then the members, oldest first. */
    async people(mindMapId: string): Promise<Array<{ id: string; email: string }>> {
      const owner = await kysely
        .selectFrom('mind_maps')
        .innerJoin('users', 'users.id', 'mind_maps.user_id')
        .select(['users.id', 'users.email'])
        .where('mind_maps.id', '=', mindMapId)
        .execute();
      const members = await kysely
        .selectFrom('script_members')
        .innerJoin('users', 'users.id', 'script_members.user_id')
        .select(['users.id', 'users.email'])
        .where('script_members.mind_map_id', '=', mindMapId)
        .orderBy('script_members.created_at')
        .orderBy('script_members.id')
        .execute();
      return [...owner, ...members];
    },

    title: async (mindMapId: string) => (await kysely.selectFrom('mind_maps').select('title').where('id', '=', mindMapId).executeTakeFirst())?.title,

    async insertThread(t: { id: string; mindMapId: string; kind: string; anchorId: string; createdBy: string; createdAt: string }, first: NewComment) {
      await kysely.transaction().execute(async (trx) => {
        await trx
          .insertInto('comment_threads')
          .values({
            id: t.id,
            mind_map_id: t.mindMapId,
            anchor_kind: t.kind,
            anchor_id: t.anchorId,
            resolved_at: null,
            resolved_by_user_id: null,
            created_by: t.createdBy,
            created_at: t.createdAt,
          })
          .execute();
        await trx.insertInto('comments').values(commentRow(first)).execute();
      });
    },

    /** Adds a reply to the script's thread; false when there is no such thread. */
    async insertReply(mindMapId: string, c: NewComment): Promise<boolean> {
      return kysely.transaction().execute(async (trx) => {
        const thread = await trx
          .selectFrom('comment_threads')
          .select('id')
          .where('id', '=', c.threadId)
          .where('mind_map_id', '=', mindMapId)
          .executeTakeFirst();
        if (!thread) return false;
        await trx.insertInto('comments').values(commentRow(c)).execute();
        return true;
      });
    },

    /** Resolves (with who and when) or reopens (both null) the script's thread; false when there is no such thread. */
    async setResolved(mindMapId: string, threadId: string, at: string | null, by: string | null): Promise<boolean> {
      const res = await kysely
        .updateTable('comment_threads')
        .set({ resolved_at: at, resolved_by_user_id: by })
        .where('id', '=', threadId)
        .where('mind_map_id', '=', mindMapId)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /** A comment of the script's thread: its author and whether it opened the thread. */
    async comment(mindMapId: string, threadId: string, commentId: string): Promise<{ authorId: string | null; first: boolean } | undefined> {
      const found = await kysely
        .selectFrom('comments')
        .innerJoin('comment_threads', 'comment_threads.id', 'comments.thread_id')
        .select('comments.author_user_id')
        .where('comments.id', '=', commentId)
        .where('comments.thread_id', '=', threadId)
        .where('comment_threads.mind_map_id', '=', mindMapId)
        .executeTakeFirst();
      if (!found) return undefined;
      const first = await kysely
        .selectFrom('comments')
        .select('id')
        .where('thread_id', '=', threadId)
        .orderBy('created_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return { authorId: found.author_user_id, first: first?.id === commentId };
    },

    deleteThread: async (threadId: string) => void (await kysely.deleteFrom('comment_threads').where('id', '=', threadId).execute()),
    deleteComment: async (commentId: string) => void (await kysely.deleteFrom('comments').where('id', '=', commentId).execute()),
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
