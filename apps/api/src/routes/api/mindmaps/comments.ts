// /api/mindmaps/:id/comments…: comment threads on a script's nodes and sections (issue 27 item 5).
// Everyone with access reads them; editors and the owner write; a comment is deleted by its author or the
// owner. Someone without access gets 404, a viewer's write 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentParamsSchema,
  commentPeopleSchema,
  commentThreadListSchema,
  commentThreadParamsSchema,
  commentThreadResponseSchema,
  createCommentBodySchema,
  idParamSchema,
  replyCommentBodySchema,
  resolveThreadBodySchema,
} from '@cuemap/shared';
import { requireAccess } from '../../../plugins/app/sharing/require-access';
import { bearer, errors } from '../../responses';

const RATE = 'Past 60 comment writes in 10 minutes a person gets 429.';

const comments: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['comments'];

  app.get(
    '/:id/comments',
    {
      schema: {
        tags,
        operationId: 'listComments',
        summary: "List a script's comment threads",
        security: bearer,
        description: 'Every thread, open and resolved, oldest first, each with its comments oldest first. Any role reads them.',
        params: idParamSchema,
        response: { 200: commentThreadListSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      await requireAccess(request, request.params.id, 'viewer');
      return { threads: await app.comments.list(request.params.id) };
    },
  );

  app.get(
    '/:id/comments/people',
    {
      schema: {
        tags,
        operationId: 'listCommentPeople',
        summary: 'People who can be mentioned',
        security: bearer,
        description: 'Everyone with access to the script (the owner, then the members) by id and display name, for @mentions. No e-mail addresses.',
        params: idParamSchema,
        response: { 200: commentPeopleSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      await requireAccess(request, request.params.id, 'viewer');
      return { people: await app.comments.people(request.params.id) };
    },
  );

  app.post(
    '/:id/comments',
    {
      schema: {
        tags,
        operationId: 'createCommentThread',
        summary: 'Start a comment thread',
        security: bearer,
        description:
          'A thread on a map node or a script section, with its first comment (trimmed, 1 to 2,000 characters). Each mentioned person ' +
          `(who must have access) is e-mailed once. ${RATE}`,
        params: idParamSchema,
        body: createCommentBodySchema,
        response: { 201: commentThreadResponseSchema, ...errors(400, 401, 403, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const actor = await requireAccess(request, request.params.id, 'editor');
      return reply.code(201).send({ thread: await app.comments.create(actor, request.params.id, request.body) });
    },
  );

  app.post(
    '/:id/comments/:threadId/replies',
    {
      schema: {
        tags,
        operationId: 'replyToCommentThread',
        summary: 'Reply to a comment thread',
        security: bearer,
        description: `Adds a comment to the thread (same rules as a new thread's). 404 when the thread no longer exists. ${RATE}`,
        params: commentThreadParamsSchema,
        body: replyCommentBodySchema,
        response: { 201: commentThreadResponseSchema, ...errors(400, 401, 403, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const actor = await requireAccess(request, request.params.id, 'editor');
      return reply.code(201).send({ thread: await app.comments.reply(actor, request.params.id, request.params.threadId, request.body) });
    },
  );

  app.patch(
    '/:id/comments/:threadId',
    {
      schema: {
        tags,
        operationId: 'resolveCommentThread',
        summary: 'Resolve or reopen a comment thread',
        security: bearer,
        description: `Resolving records who and when; reopening clears both. ${RATE}`,
        params: commentThreadParamsSchema,
        body: resolveThreadBodySchema,
        response: { 200: commentThreadResponseSchema, ...errors(400, 401, 403, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      const actor = await requireAccess(request, request.params.id, 'editor');
      return { thread: await app.comments.resolve(actor, request.params.id, request.params.threadId, request.body.resolved) };
    },
  );

  app.delete(
    '/:id/comments/:threadId/comments/:commentId',
    {
      schema: {
        tags,
        operationId: 'deleteComment',
        summary: 'Delete a comment',
        security: bearer,
        description:
          "Its author or the script's owner (403 for anyone else). Deleting a thread's first comment deletes the thread: 204. " +
          `Otherwise 200 with what is left of the thread. ${RATE}`,
        params: commentParamsSchema,
        response: { 200: commentThreadResponseSchema, 204: z.null().describe('The thread is gone.'), ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const actor = await requireAccess(request, request.params.id, 'editor');
      const thread = await app.comments.remove(actor, request.params.id, request.params.threadId, request.params.commentId);
      return thread ? { thread } : reply.code(204).send(null);
    },
  );
};

export default comments;
