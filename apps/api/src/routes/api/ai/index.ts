// /api/ai: idea suggestions for a node, and the teleprompter script as JSON (spec §7) or streamed as SSE.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fitScriptBodySchema,
  formatSseEvent,
  generateIdeasBodySchema,
  generateIdeasResponseSchema,
  generateTeleprompterBodySchema,
  generateTeleprompterResponseSchema,
  rewriteSectionBodySchema,
  teleprompterTextSchema,
} from '@cuemap/shared';
import { requireAuth } from '../../../plugins/app/auth/index';
import { requireAccess } from '../../../plugins/app/sharing/require-access';
import { AiCancelledError } from '../../../plugins/app/ai/providers';
import { bearer, errors } from '../../responses';

/**
 * Aborts when the client goes away before the answer is complete, so a generation (JSON or streamed)
 * stops calling the provider and gives its quota reservation back instead of running on for nobody.
 */
function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** Runs a JSON generation that is cancelled if the client disconnects; a cancel sends nothing. */
async function untilClientGone<T>(request: FastifyRequest, reply: FastifyReply, run: (signal: AbortSignal) => Promise<T>) {
  const signal = clientGoneSignal(reply);
  try {
    return await run(signal);
  } catch (error) {
    if (!(error instanceof AiCancelledError) && !signal.aborted) throw error;
    request.log.info('AI generation cancelled: the client disconnected');
    reply.hijack();
    reply.raw.destroy();
    return undefined;
  }
}

const ai: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  // Plan rules read the plan as of now: an ended trial or a cancellation past its period applies first.
  app.addHook('preHandler', app.refreshPlan);

  app.post(
    '/generate-ideas',
    {
      schema: {
        tags: ['ai'],
        operationId: 'generateIdeas',
        summary: 'Suggest ideas for a node',
        description:
          "Idea suggestions for one node of a script, from the configured AI provider (or the offline writer). Counts towards the plan's AI idea quota: 403 when it is used up.",
        security: bearer,
        body: generateIdeasBodySchema,
        response: { 200: generateIdeasResponseSchema, ...errors(400, 401, 403, 413, 415, 429, 502) },
      },
    },
    async (request, reply) => untilClientGone(request, reply, (signal) => app.aiService.generateIdeas(requireAuth(request).userId, request.body, signal)),
  );

  app.post(
    '/generate-teleprompter',
    {
      schema: {
        tags: ['ai'],
        operationId: 'generateTeleprompterScript',
        summary: 'Write the teleprompter script',
        description: "Writes the whole teleprompter script from the mind map and saves it; counts towards the plan's teleprompter generations.",
        security: bearer,
        body: generateTeleprompterBodySchema,
        response: { 200: generateTeleprompterResponseSchema, ...errors(400, 401, 404, 413, 415, 429, 502) },
      },
    },
    async (request, reply) =>
      untilClientGone(request, reply, async (signal) =>
        app.aiService.generateScript(await requireAccess(request, request.body.mindMapId, 'editor'), request.body, signal),
      ),
  );

  // *Rewrite with AI* for one stale script section (issue 11; Pro/Elite, one teleprompter generation).
  app.post(
    '/rewrite-section',
    {
      schema: {
        tags: ['ai'],
        operationId: 'rewriteScriptSection',
        summary: 'Rewrite one section with AI',
        description: 'Rewrites one stale script section from the map (Pro and Elite plans; one teleprompter generation) and answers with the saved script.',
        security: bearer,
        body: rewriteSectionBodySchema,
        response: { 200: teleprompterTextSchema, ...errors(400, 401, 403, 404, 409, 413, 415, 429, 502) },
      },
    },
    async (request, reply) =>
      untilClientGone(request, reply, async (signal) =>
        app.aiService.rewriteSection(await requireAccess(request, request.body.mindMapId, 'editor'), request.body, signal),
      ),
  );

  // *Fit to N minutes* (issue 12; Pro/Elite, one teleprompter generation): the script, or the chosen
  // sections, rewritten to read in `minutes` at `wpm`, within ±10 %.
  app.post(
    '/fit-script',
    {
      schema: {
        tags: ['ai'],
        operationId: 'fitScript',
        summary: 'Fit the script to a time',
        description:
          'Rewrites the script, or the chosen sections, to read in `minutes` at `wpm`, within ±10 % (Pro and Elite plans; one teleprompter generation).',
        security: bearer,
        body: fitScriptBodySchema,
        response: { 200: teleprompterTextSchema, ...errors(400, 401, 403, 404, 409, 413, 415, 429, 502) },
      },
    },
    async (request, reply) =>
      untilClientGone(request, reply, async (signal) =>
        app.aiService.fitScript(await requireAccess(request, request.body.mindMapId, 'editor'), request.body, signal),
      ),
  );

  app.post(
    '/generate-teleprompter/stream',
    {
      schema: {
        tags: ['ai'],
        operationId: 'streamTeleprompterScript',
        summary: 'Write the teleprompter script as a stream',
        security: bearer,
        description:
          'Server-sent events: `chunk` {text} pieces of the script in order, then `done` {script, source} ' +
          '(saved, quota charged) or `error` {message} (nothing charged). Closing the connection cancels.',
        body: generateTeleprompterBodySchema,
        response: {
          // Documentation only: the handler writes the stream itself (hijacked), so nothing serialises it.
          200: {
            description: 'The event stream (`event: chunk|done|error`, `data:` JSON), ended by `done` or `error`.',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...errors(400, 401, 404, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      // The checks and the quota reservation happen before the stream starts: they answer as JSON.
      const cancelled = clientGoneSignal(reply);
      const events = await app.aiService.streamScript(await requireAccess(request, request.body.mindMapId, 'editor'), request.body, {
        signal: cancelled,
        log: request.log,
      });
      const raw = reply.raw;
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      try {
        for await (const { event, data } of events) raw.write(formatSseEvent(event, data));
        raw.end();
      } catch (error) {
        // A cancel ends the events early (the service has refunded and logged it): the client is gone,
        // so drop the connection rather than leave a half-closed socket open.
        if (!(error instanceof AiCancelledError)) request.log.error({ err: error }, 'AI script stream failed');
        raw.destroy();
      }
    },
  );
};

export default ai;
