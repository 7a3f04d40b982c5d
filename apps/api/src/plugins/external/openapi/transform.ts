// What turns the routes into a document a client generator can use (issue 25): fastify-type-provider-
// zod converts the zod schemas; this adds what zod cannot say. Documentation only: Fastify validates and
// serialises with the route's own schema, never with what these functions return.
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { pruneComponents } from './prune';

/** What each status means on every route; a route's `.describe()` on its schema says it better. */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'Success.',
  201: 'Created.',
  204: 'Done; no body.',
  400: 'The request is not valid: the body, query or path fails the schema, or the JSON is malformed.',
  401: 'Not signed in: the bearer token is missing, unknown or expired.',
  403: 'Not allowed: the plan does not include this or its limit is reached, or the address is not verified.',
  404: 'Not found (another account’s resources are not found either).',
  409: 'Conflict: the resource changed since the version sent, or the request clashes with its state.',
  413: 'The body is larger than this route accepts.',
  415: 'The body is not JSON (Content-Type application/json).',
  422: 'The file could not be read or made within the time and memory allowed.',
  426: 'This address speaks WebSocket only: send an Upgrade request.',
  429: 'Too many requests: wait for the time in Retry-After.',
  502: 'An upstream service (AI or payment provider) failed; nothing was charged or changed.',
  503: 'Unavailable right now (too much work waiting, or the database is down); Retry-After says when to retry.',
};

type JsonSchema = Record<string, unknown>;

/** Is this response already in OpenAPI's `{description, content}` form (a route that names its media types)? */
function isContentResponse(response: unknown): response is { description?: string; content: Record<string, unknown> } {
  return typeof response === 'object' && response !== null && 'content' in response;
}

/** A `z.null()` answer (204, the socket's 101): no body, so no content (OpenAPI 3.0 writes null as `enum: [null]`). */
function isEmpty(json: JsonSchema): boolean {
  if (json.type === 'null') return true;
  return json.nullable === true && Array.isArray(json.enum) && json.enum.length === 1 && json.enum[0] === null;
}

/**
 * Every response gets a description (the schema's own, or the status's meaning) and JSON content, so the
 * document says more than "Default Response". A route that lists its own media types (a file download,
 * an event stream) keeps them.
 */
function describeResponses(response: Record<string, unknown>): Record<string, unknown> {
  const described: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(response)) {
    const fallback = STATUS_DESCRIPTIONS[status] ?? 'Answer.';
    if (isContentResponse(schema)) {
      described[status] = { ...schema, description: schema.description ?? fallback };
      continue;
    }
    const json = schema as JsonSchema;
    const description = typeof json.description === 'string' ? json.description : fallback;
    // `type: 'null'` is how @fastify/swagger is told to write a response without content.
    described[status] = isEmpty(json) ? { type: 'null', description } : { description, content: { 'application/json': { schema: json } } };
  }
  return described;
}

const zodTransform = createJsonSchemaTransform({});

/**
 * The per-route transform: only /api routes are documented (the pages, the SPA's files and the docs UI
 * are not API); responses are described; a route that reads raw bytes and names `consumes` without a
 * body schema gets a binary request body.
 */
export const routeTransform: SwaggerTransform = (input) => {
  if (!input.url.startsWith('/api/')) return { schema: { hide: true }, url: input.url };
  const { schema, url } = zodTransform(input as Parameters<typeof zodTransform>[0]) as { schema: JsonSchema; url: string };
  if (!schema || schema.hide) return { schema, url };
  const out: JsonSchema = { ...schema };
  if (out.response) out.response = describeResponses(out.response as Record<string, unknown>);
  if (out.consumes && !out.body) out.body = { type: 'string', format: 'binary', description: 'The file’s bytes.' };
  return { schema: out, url };
};

const zodTransformObject = createJsonSchemaTransformObject({});

/** The whole-document transform: the named schemas, then only the ones the operations use. */
export const documentTransform: SwaggerTransformObject = (input) =>
  pruneComponents(zodTransformObject(input) as JsonSchema) as ReturnType<SwaggerTransformObject>;
