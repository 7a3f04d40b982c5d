// Comments contract (issue 27 item 5): /api/mindmaps/:id/comments…. The shapes are comments.ts's.
import { z } from 'zod';
import { COMMENT_MESSAGES } from '../comments';
import { idParamSchema } from './common';
import { lineText, multilineText } from './text';

const ANCHOR_KINDS = ['node', 'section'] as const;
/** A body is trimmed and measured by the API (empty, too long); this bound only stops a huge one early. */
const BODY_BOUND = 20_000;

export const commentPersonSchema = z.object({ id: z.string(), name: z.string().describe('The e-mail address’s local part; never the address.') });

export const commentAnchorSchema = z.object({
  kind: z.enum(ANCHOR_KINDS).describe('node: a map node; section: a script section.'),
  id: z.string().describe("The node's or the section's id."),
});

export const scriptCommentSchema = z.object({
  id: z.string(),
  author: commentPersonSchema.nullable().describe('null once the author’s account is deleted.'),
  body: z.string(),
  mentions: z.array(commentPersonSchema),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});

export const commentThreadSchema = z.object({
  id: z.string(),
  anchor: commentAnchorSchema,
  resolved: z.boolean(),
  resolvedBy: commentPersonSchema.nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  comments: z.array(scriptCommentSchema).describe('Oldest first; the first one opened the thread.'),
});

export const commentThreadListSchema = z.object({ threads: z.array(commentThreadSchema).describe('Oldest first.') });
export const commentThreadResponseSchema = z.object({ thread: commentThreadSchema });
export const commentPeopleSchema = z.object({ people: z.array(commentPersonSchema).describe('The owner first, then the members.') });

const commentBody = multilineText({ error: COMMENT_MESSAGES.empty }).max(BODY_BOUND, COMMENT_MESSAGES.tooLong);
const mentions = z.array(lineText().min(1).max(64)).max(50).optional().describe('User ids of people with access to the script.');

export const createCommentBodySchema = z.object({
  anchor: z.object({ kind: z.enum(ANCHOR_KINDS), id: lineText().min(1).max(100) }),
  body: commentBody,
  mentions,
});
export type CreateCommentBody = z.infer<typeof createCommentBodySchema>;

export const replyCommentBodySchema = z.object({ body: commentBody, mentions });
export type ReplyCommentBody = z.infer<typeof replyCommentBodySchema>;

export const resolveThreadBodySchema = z.object({ resolved: z.boolean().describe('true resolves the thread, false reopens it.') });

export const commentThreadParamsSchema = idParamSchema.extend({ threadId: lineText().min(1).max(64) });
export const commentParamsSchema = commentThreadParamsSchema.extend({ commentId: lineText().min(1).max(64) });
