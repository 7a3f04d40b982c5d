// Local HTTP servers that speak the OpenAI chat-completions and Anthropic messages wire formats, for provider tests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { createAiWriter, type AiWriterConfig } from '../../src/plugins/app/ai/providers';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire JSON, asserted field by field
  body: any;
  /** Resolves when the client closes the connection (e.g. after an abort). */
  closed: Promise<void>;
}

export type Handler = (request: RecordedRequest, res: ServerResponse) => void | Promise<void>;

export interface FakeServer {
  /** Base URL with the /v1 prefix both APIs use. */
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startFakeServer(handler: Handler | Handler[]): Promise<FakeServer> {
  const handlers = Array.isArray(handler) ? handler : [handler];
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const closed = new Promise<void>((resolve) => res.once('close', () => resolve()));
    const recorded: RecordedRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: raw ? JSON.parse(raw) : undefined,
      closed,
    };
    requests.push(recorded);
    // Each request takes the next handler; the last one repeats.
    const next = handlers[Math.min(requests.length - 1, handlers.length - 1)]!;
    await next(recorded, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function sse(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- OpenAI chat completions -------------------------------------------------------------

export interface ChatOptions {
  /** The answer, streamed as these pieces (non-streamed requests get them joined). */
  pieces: string[];
  /** After this many streamed pieces, stop sending and keep the connection open. */
  hangAfter?: number;
}

/** Answers POST /v1/chat/completions, as JSON or, when the body asks for `stream`, as SSE. */
export function openAiChat({ pieces, hangAfter }: ChatOptions): Handler {
  return async (request, res) => {
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') {
      json(res, 404, { error: { message: `Unknown path ${request.path}`, type: 'invalid_request_error' } });
      return;
    }
    const base = { id: 'chatcmpl-test', created: 1_763_769_600, model: request.body.model };
    if (!request.body.stream) {
      json(res, 200, {
        ...base,
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: pieces.join('') }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 42, completion_tokens: 17, total_tokens: 59 },
      });
      return;
    }
    sse(res);
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    const chunk = (delta: object, finish: string | null = null) =>
      send({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] });
    chunk({ role: 'assistant', content: '' });
    for (const [i, piece] of pieces.entries()) {
      if (hangAfter !== undefined && i >= hangAfter) return; // keep the socket open, send nothing more
      chunk({ content: piece });
      await sleep(1);
    }
    chunk({}, 'stop');
    send({ ...base, object: 'chat.completion.chunk', choices: [], usage: { prompt_tokens: 42, completion_tokens: 17, total_tokens: 59 } });
    res.end('data: [DONE]\n\n');
  };
}

/** An OpenAI-style error body with the given status. */
export function openAiError(status: number, message: string, headers: Record<string, string> = {}): Handler {
  return (_request, res) => json(res, status, { error: { message, type: 'server_error', param: null, code: null } }, headers);
}

// ---- Anthropic messages ------------------------------------------------------------------

/** Answers POST /v1/messages, as JSON or, when the body asks for `stream`, as Anthropic's SSE events. */
export function anthropicMessages({ pieces, hangAfter }: ChatOptions): Handler {
  return async (request, res) => {
    if (request.method !== 'POST' || request.path !== '/v1/messages') {
      json(res, 404, { type: 'error', error: { type: 'not_found_error', message: `Unknown path ${request.path}` } });
      return;
    }
    const message = { id: 'msg_test', type: 'message', role: 'assistant', model: request.body.model };
    if (!request.body.stream) {
      json(res, 200, {
        ...message,
        content: [{ type: 'text', text: pieces.join('') }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 42, output_tokens: 17 },
      });
      return;
    }
    sse(res);
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    send('message_start', {
      type: 'message_start',
      message: { ...message, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 42, output_tokens: 1 } },
    });
    send('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } });
    send('ping', { type: 'ping' });
    for (const [i, piece] of pieces.entries()) {
      if (hangAfter !== undefined && i >= hangAfter) return;
      send('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: piece } });
      await sleep(1);
    }
    send('content_block_stop', { type: 'content_block_stop', index: 0 });
    send('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: 17 },
    });
    send('message_stop', { type: 'message_stop' });
    res.end();
  };
}

/** An Anthropic-style error body with the given status. */
export function anthropicError(status: number, type: string, message: string): Handler {
  return (_request, res) => json(res, status, { type: 'error', error: { type, message } });
}

/** A stream that starts, sends one piece, then reports an error event (e.g. overloaded). */
export function anthropicStreamError(piece: string, type: string, message: string): Handler {
  return (request, res) => {
    sse(res);
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    send('message_start', {
      type: 'message_start',
      message: {
        id: 'msg_test',
        type: 'message',
        role: 'assistant',
        model: request.body.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 1, output_tokens: 1 },
      },
    });
    send('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } });
    send('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: piece } });
    send('error', { type: 'error', error: { type, message } });
    res.end();
  };
}

/** Never answers: the connection stays open until the client gives up. */
export const hanging: Handler = () => {};

/**
 * For a provider's test file: `writerFor(handler, overrides)` starts a fake server answering with `handler` and a writer
 * of `config` pointed at it. The server closes after each test; `closeServer()` drops it early (an unreachable provider).
 */
export function fakeProviderWriters(config: AiWriterConfig) {
  let server: FakeServer | undefined;
  async function closeServer() {
    await server?.close();
    server = undefined;
  }
  afterEach(closeServer);
  return {
    async writerFor(handler: Handler | Handler[], overrides: Partial<AiWriterConfig> = {}) {
      server = await startFakeServer(handler);
      const writer = createAiWriter({ ...config, baseUrl: server.baseUrl, ...overrides });
      return { writer, requests: server.requests };
    },
    closeServer,
  };
}
