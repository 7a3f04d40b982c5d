// The one error handler: user-caused errors become `{message}` with the right status, ours become a
// logged 500 whose body reveals nothing.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HTTP_MESSAGES } from '@cuemap/shared';
import { HttpError } from './http-error';
import { validationMessage } from './validation-message';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a 413 (body over the limit) says on this route, e.g. the script-size message on saves. */
    bodyTooLargeMessage?: string;
  }
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send({ message: validationMessage(error.validation, error.validationContext) });
  }
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
    return reply.code(error.statusCode).send({ message: error.message, ...error.extra });
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return reply.code(413).send({ message: request.routeOptions.config.bodyTooLargeMessage ?? HTTP_MESSAGES.bodyTooLarge });
  if (status === 415) return reply.code(415).send({ message: HTTP_MESSAGES.unsupportedMediaType });
  if (status === 400 && (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)) {
    return reply.code(400).send({ message: HTTP_MESSAGES.malformedJson });
  }
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'Client error');
    return reply.code(status).send({ message: error.message });
  }
  request.log.error({ err: error }, 'Unhandled error');
  return reply.code(500).send({ message: HTTP_MESSAGES.internal });
}
