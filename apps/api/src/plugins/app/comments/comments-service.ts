// Comments on a script (issue 27 item 5): threads on a node or a section, replies, resolve/reopen and
// delete, @mentions of people with access (each mailed once per comment). The routes check the role
// (require-access.ts); this checks the text, the mentions and who may delete, and tells every listener
// (the live sockets of the script, on every instance) after each change.
import {
  COMMENT_MAX,
  COMMENT_MESSAGES,
  personName,
  type CommentAnchor,
  type CommentPerson,
  type CommentThread,
  type CreateCommentBody,
  type ReplyCommentBody,
  type ScriptComment,
} from '@cuemap/shared';
import { toIso, toIsoOrNull } from '../../../db/values';
import { HttpError, badRequest, notFound } from '../../../lib/http-error';
import { newId } from '../../../lib/ids';
import type { Limiter } from '../rate-limit/index';
import type { ScriptActor } from '../sharing/require-access';
import type { CommentRow, CommentsRepository, ThreadRow } from './comments-repository';
import type { MentionMail } from './mention-mail';

/** Comment writes (new threads, replies, resolve/reopen, deletes) one person may make per window. */
export const COMMENT_WRITES = { max: 60, windowMs: 10 * 60 * 1000 };

export interface CommentsServiceDeps {
  repo: CommentsRepository;
  limiter: Limiter;
  mail: MentionMail;
  appUrl: string;
  clock?: () => Date;
  writes?: { max: number; windowMs: number };
  /** Told after every change of a script's comments. */
  changed(mindMapId: string): void;
}

/** The name people see for an address: its local part, as presence shows it (personName); never the address. */
const person = (id: string, email: string): CommentPerson => ({ id, name: personName(email) });

/** A comment's text: trimmed, not empty, at most COMMENT_MAX characters. */
function checkedBody(raw: string): string {
  const body = raw.trim();
  if (!body) throw badRequest(COMMENT_MESSAGES.empty);
  if (body.length > COMMENT_MAX) throw badRequest(COMMENT_MESSAGES.tooLong);
  return body;
}

export function createCommentsService(deps: CommentsServiceDeps) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());
  const writes = deps.writes ?? COMMENT_WRITES;

  async function limit(userId: string) {
    const { count, resetInMs } = await deps.limiter.store.hit(`comment-writes:${userId}`, writes.windowMs);
    if (count > writes.max) throw deps.limiter.tooMany(resetInMs);
  }

  /** The mentioned people (each once), all of whom must have access to the script. */
  async function checkedMentions(mindMapId: string, ids: string[] | undefined) {
    const unique = [...new Set(ids ?? [])];
    if (unique.length === 0) return [];
    const people = new Map((await repo.people(mindMapId)).map((p) => [p.id, p.email]));
    if (unique.some((id) => !people.has(id))) throw badRequest(COMMENT_MESSAGES.badMention);
    return unique.map((id) => ({ id, email: people.get(id)! }));
  }

  async function threadsOf(mindMapId: string, threadId?: string): Promise<CommentThread[]> {
    const { threads, comments } = await repo.threads(mindMapId, threadId);
    const mentionIds = (c: CommentRow) => JSON.parse(c.mentions) as string[];
    const ids = new Set<string>();
    for (const t of threads) if (t.resolved_by_user_id) ids.add(t.resolved_by_user_id);
    for (const c of comments) {
      if (c.author_user_id) ids.add(c.author_user_id);
      for (const id of mentionIds(c)) ids.add(id);
    }
    const emails = await repo.emails([...ids]);
    const who = (id: string | null) => {
      const email = id === null ? undefined : emails.get(id);
      return id === null || email === undefined ? null : person(id, email);
    };
    const byThread = new Map<string, ScriptComment[]>();
    for (const c of comments) {
      const list = byThread.get(c.thread_id) ?? [];
      list.push({
        id: c.id,
        author: who(c.author_user_id),
        body: c.body,
        mentions: mentionIds(c).flatMap((id) => who(id) ?? []),
        createdAt: toIso(c.created_at),
        editedAt: toIsoOrNull(c.edited_at),
      });
      byThread.set(c.thread_id, list);
    }
    return threads.map((t: ThreadRow) => ({
      id: t.id,
      anchor: { kind: t.anchor_kind as CommentAnchor['kind'], id: t.anchor_id },
      resolved: t.resolved_at !== null,
      resolvedBy: who(t.resolved_by_user_id),
      resolvedAt: toIsoOrNull(t.resolved_at),
      createdAt: toIso(t.created_at),
      comments: byThread.get(t.id) ?? [],
    }));
  }

  async function thread(mindMapId: string, threadId: string): Promise<CommentThread> {
    const [found] = await threadsOf(mindMapId, threadId);
    if (!found) throw notFound(COMMENT_MESSAGES.gone);
    return found;
  }

  /** Mails each mentioned person but the author, once, after the answer. */
  async function mailMentions(actor: ScriptActor, mindMapId: string, threadId: string, body: string, mentioned: Array<{ id: string; email: string }>) {
    const to = mentioned.filter((p) => p.id !== actor.userId);
    if (to.length === 0) return;
    const [title, authors] = await Promise.all([repo.title(mindMapId), repo.emails([actor.userId])]);
    const from = personName(authors.get(actor.userId) ?? '') || 'Someone';
    const url = `${deps.appUrl}/mindmap/${encodeURIComponent(mindMapId)}?comment=${encodeURIComponent(threadId)}`;
    for (const p of to) deps.mail.send({ to: p.email, from, title: title ?? 'Untitled', body, url });
  }

  /** A comment's text, mentions and ids, checked (after the rate limit). */
  async function newComment(actor: ScriptActor, mindMapId: string, threadId: string, input: { body: string; mentions?: string[] }) {
    await limit(actor.userId);
    const body = checkedBody(input.body);
    const mentioned = await checkedMentions(mindMapId, input.mentions);
    const now = clock();
    const comment = { id: newId(now.getTime()), threadId, authorId: actor.userId, body, mentions: mentioned.map((p) => p.id), createdAt: now.toISOString() };
    return { comment, mentioned };
  }

  return {
    list: (mindMapId: string) => threadsOf(mindMapId),

    /** Everyone with access (for @mentions): the owner first, then the members. */
    people: async (mindMapId: string): Promise<CommentPerson[]> => (await repo.people(mindMapId)).map((p) => person(p.id, p.email)),

    async create(actor: ScriptActor, mindMapId: string, input: CreateCommentBody): Promise<CommentThread> {
      const threadId = newId(clock().getTime());
      const { comment, mentioned } = await newComment(actor, mindMapId, threadId, input);
      await repo.insertThread(
        { id: threadId, mindMapId, kind: input.anchor.kind, anchorId: input.anchor.id, createdBy: actor.userId, createdAt: comment.createdAt },
        comment,
      );
      deps.changed(mindMapId);
      await mailMentions(actor, mindMapId, threadId, comment.body, mentioned);
      return thread(mindMapId, threadId);
    },

    async reply(actor: ScriptActor, mindMapId: string, threadId: string, input: ReplyCommentBody): Promise<CommentThread> {
      const { comment, mentioned } = await newComment(actor, mindMapId, threadId, input);
      if (!(await repo.insertReply(mindMapId, comment))) throw notFound(COMMENT_MESSAGES.gone);
      deps.changed(mindMapId);
      await mailMentions(actor, mindMapId, threadId, comment.body, mentioned);
      return thread(mindMapId, threadId);
    },

    async resolve(actor: ScriptActor, mindMapId: string, threadId: string, resolved: boolean): Promise<CommentThread> {
      await limit(actor.userId);
      const at = resolved ? clock().toISOString() : null;
      if (!(await repo.setResolved(mindMapId, threadId, at, resolved ? actor.userId : null))) throw notFound(COMMENT_MESSAGES.gone);
      deps.changed(mindMapId);
      return thread(mindMapId, threadId);
    },

    /** Deletes a comment (its author or the owner); the thread's first comment takes the thread with it (null). */
    async remove(actor: ScriptActor, mindMapId: string, threadId: string, commentId: string): Promise<CommentThread | null> {
      await limit(actor.userId);
      const found = await repo.comment(mindMapId, threadId, commentId);
      if (!found) throw notFound(COMMENT_MESSAGES.gone);
      if (actor.access !== 'owner' && found.authorId !== actor.userId) throw new HttpError(403, COMMENT_MESSAGES.notYours);
      if (found.first) await repo.deleteThread(threadId);
      else await repo.deleteComment(commentId);
      deps.changed(mindMapId);
      return found.first ? null : thread(mindMapId, threadId);
    },

    flushMail: () => deps.mail.flush(),
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
