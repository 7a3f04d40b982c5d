// /api/ai: idea suggestions for a node, and the teleprompter script as JSON (spec §7) or streamed as SSE.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  formatSseEvent,
  generateIdeasBodySchema,
  generateIdeasResponseSchema,
  generateTeleprompterBodySchema,
  generateTeleprompterResponseSchema,
  HTTP_MESSAGES,
} from '@cuemap/shared';
import { HttpError } from '../../../lib/http-error';
import { requireAuth } from '../../../plugins/app/auth/index';
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
        security: bearer,
        body: generateIdeasBodySchema,
        response: { 200: generateIdeasResponseSchema, ...errors(400, 401, 403, 413, 415, 502) },
      },
    },
    async (request, reply) =>
      untilClientGone(request, reply, (signal) => app.aiService.generateIdeas(requireAuth(request).userId, request.body, signal)),
  );

  app.post(
    '/generate-teleprompter',
    {
      schema: {
        tags: ['ai'],
        security: bearer,
        body: generateTeleprompterBodySchema,
        response: { 200: generateTeleprompterResponseSchema, ...errors(400, 401, 404, 413, 415, 429, 502) },
      },
    },
    async (request, reply) =>
      untilClientGone(request, reply, (signal) => app.aiService.generateScript(requireAuth(request).userId, request.body, signal)),
  );

  app.post(
    '/generate-teleprompter/stream',
    {
      schema: {
        tags: ['ai'],
        security: bearer,
        description:
          'Server-sent events: `chunk` {text} pieces of the script in order, then `done` {script, source} ' +
          '(saved, quota charged) or `error` {message} (nothing charged). Closing the connection cancels.',
        body: generateTeleprompterBodySchema,
        response: errors(400, 401, 404, 413, 415, 429),
      },
    },
    async (request, reply) => {
      // Every check, and the quota reservation, happen before the stream starts: they answer as JSON.
      const job = await app.aiService.startScript(requireAuth(request).userId, request.body);
      const raw = reply.raw;
      const cancelled = clientGoneSignal(reply);
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      let script = '';
      try {
        for await (const text of app.ai.streamScript(job.input, { signal: cancelled })) {
          script += text;
          raw.write(formatSseEvent('chunk', { text }));
        }
        if (cancelled.aborted) throw new AiCancelledError();
        const result = await job.complete(script.trim());
        raw.end(formatSseEvent('done', result));
      } catch (error) {
        await job.refund().catch((err: unknown) => request.log.error({ err }, 'Refunding an AI generation failed'));
        if (cancelled.aborted || error instanceof AiCancelledError) {
          request.log.info('AI script generation cancelled by the client');
          // The client is gone: drop the connection rather than leave a half-closed socket open.
          raw.destroy();
          return;
        }
        const known = error instanceof HttpError;
        if (known) request.log.warn({ err: error }, 'AI script generation failed');
        else request.log.error({ err: error }, 'AI script generation failed');
        raw.end(formatSseEvent('error', { message: known ? error.message : HTTP_MESSAGES.internal }));
      }
    },
  );
};

export default ai;
