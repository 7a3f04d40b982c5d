// The OpenAI-compatible and OpenAI writers against a local server speaking the chat-completions wire format.
import { describe, expect, it } from 'vitest';
import { AiCancelledError, AiProviderError, AiTimeoutError } from '../../src/plugins/app/ai/providers';
import { SCRIPT_SYSTEM_PROMPT, IDEAS_SYSTEM_PROMPT } from '../../src/plugins/app/ai/prompts';
import { fakeProviderWriters, hanging, openAiChat, openAiError } from './fake-provider-server';
import { collect, ELITE_CONTEXT, ideasInput, rejectionOf, scriptInput } from './fixtures';

const { writerFor, closeServer } = fakeProviderWriters({ provider: 'openai-compatible', apiKey: 'sk-test-key-123', model: 'llama3.1:8b', maxRetries: 0 });

const SCRIPT = ['Welcome to remote teams that work.', ' Let us start with async first.', '\n\nThanks for listening.'];
const IDEAS = '1. Hook: Start with your walk.\n2. Example: A founder.\n3. Question: Why?\n4. Counterpoint: Coffee.\n5. Next step: Walk.';

describe('openai-compatible writer, non-streamed', () => {
  it('sends the ideas prompt to /v1/chat/completions with the model and the key, and returns the answer', async () => {
    const { writer, requests } = await writerFor(openAiChat({ pieces: [IDEAS] }));
    await expect(writer.generateIdeas(ideasInput())).resolves.toBe(IDEAS);

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test-key-123');
    expect(request!.body.model).toBe('llama3.1:8b');
    expect(request!.body.stream).toBeFalsy();
    expect(request!.body.messages[0]).toEqual({ role: 'system', content: IDEAS_SYSTEM_PROMPT });
    expect(request!.body.messages[1].role).toBe('user');
    expect(request!.body.messages[1].content).toContain('Node title:\nMorning routines');
    expect(request!.body.messages[1].content).toContain('A ten-minute walk beats coffee for waking up.');
    expect(request!.body.messages[1].content).not.toContain("presenter's context");
  });

  it('passes Elite context to the model only when it is given', async () => {
    const { writer, requests } = await writerFor(openAiChat({ pieces: [IDEAS] }));
    await writer.generateIdeas(ideasInput(ELITE_CONTEXT));
    await writer.generateScript(scriptInput(ELITE_CONTEXT));
    await writer.generateScript(scriptInput(''));
    expect(requests[0]!.body.messages[1].content).toContain(ELITE_CONTEXT);
    expect(requests[1]!.body.messages[1].content).toContain(ELITE_CONTEXT);
    expect(requests[2]!.body.messages[1].content).not.toContain(ELITE_CONTEXT);
    expect(requests[2]!.body.messages[1].content).not.toContain('Additional instructions');
  });

  it('sends every node in node order with the script rules, and returns the script', async () => {
    const { writer, requests } = await writerFor(openAiChat({ pieces: SCRIPT }));
    await expect(writer.generateScript(scriptInput())).resolves.toBe(SCRIPT.join('').trim());

    const [system, user] = requests[0]!.body.messages;
    expect(system).toEqual({ role: 'system', content: SCRIPT_SYSTEM_PROMPT });
    const prompt: string = user.content;
    const positions = ['Node 1: Async first', 'Write decisions down', 'Node 2: Time zones', 'Overlap two hours', 'Node 3: Next steps'].map((part) =>
      prompt.indexOf(part),
    );
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(prompt).toContain('Title of the talk:\nRemote teams that work');
  });

  it('turns a provider 500 into an AiProviderError with the status and the provider message, no stack', async () => {
    const { writer } = await writerFor(openAiError(500, 'The server had an error while processing your request.'));
    const error = await rejectionOf(writer.generateScript(scriptInput()));
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error.message).toBe('The AI provider answered 500: The server had an error while processing your request');
    expect((error as AiProviderError).statusCode).toBe(502);
    expect((error as AiProviderError).providerStatus).toBe(500);
    expect(error.message).not.toMatch(/\n|\bat .+:\d+/);
  });

  it('turns a 401 into an AiProviderError without retrying and never echoes the key', async () => {
    const { writer, requests } = await writerFor(
      openAiError(401, 'Incorrect API key provided: sk-test-key-123. You can find your API key at https://example.test.'),
      { maxRetries: 2 },
    );
    const error = await rejectionOf(writer.generateIdeas(ideasInput()));
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error.message).toContain('answered 401: Incorrect API key provided: ***');
    expect(error.message).not.toContain('sk-test-key-123');
    expect(requests).toHaveLength(1);
  });

  it('retries a 5xx once by default and returns the second answer', async () => {
    const { writer, requests } = await writerFor([openAiError(503, 'Overloaded', { 'retry-after-ms': '10' }), openAiChat({ pieces: [IDEAS] })], {
      maxRetries: undefined,
    });
    await expect(writer.generateIdeas(ideasInput())).resolves.toBe(IDEAS);
    expect(requests).toHaveLength(2);
  });

  it('gives up on a provider that does not answer within the timeout', async () => {
    const { writer } = await writerFor(hanging, { timeoutMs: 150 });
    const error = await rejectionOf(writer.generateScript(scriptInput()));
    expect(error).toBeInstanceOf(AiTimeoutError);
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error.message).toBe('The AI provider did not answer within 150 ms');
  });

  it('reports a provider it cannot reach', async () => {
    const { writer } = await writerFor(hanging);
    await closeServer();
    const error = await rejectionOf(writer.generateIdeas(ideasInput()));
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error.message).toMatch(/^Could not reach the AI provider: /);
  });

  it('stops when the caller cancels', async () => {
    const { writer, requests } = await writerFor(hanging);
    const controller = new AbortController();
    const pending = writer.generateScript(scriptInput(), { signal: controller.signal });
    while (requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    expect(await rejectionOf(pending)).toBeInstanceOf(AiCancelledError);
    await requests[0]!.closed;
  });
});

describe('openai-compatible writer, streamed', () => {
  it('asks for a stream with usage and yields the pieces as they arrive', async () => {
    const { writer, requests } = await writerFor(openAiChat({ pieces: SCRIPT }));
    const pieces = await collect(writer.streamScript(scriptInput(ELITE_CONTEXT)));
    expect(pieces).toEqual(SCRIPT);

    const body = requests[0]!.body;
    expect(requests[0]!.path).toBe('/v1/chat/completions');
    expect(body.stream).toBe(true);
    expect(body.stream_options).toEqual({ include_usage: true });
    expect(body.model).toBe('llama3.1:8b');
    expect(body.messages[0].content).toBe(SCRIPT_SYSTEM_PROMPT);
    expect(body.messages[1].content).toContain(ELITE_CONTEXT);
  });

  it('throws an AiProviderError when the stream request fails', async () => {
    const { writer } = await writerFor(openAiError(500, 'Model crashed'));
    const error = await rejectionOf(writer.streamScript(scriptInput()));
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error.message).toBe('The AI provider answered 500: Model crashed');
  });

  it('times out when the stream stalls, after yielding what arrived', async () => {
    // Generous enough that the first piece always arrives in time on a busy machine.
    const { writer } = await writerFor(openAiChat({ pieces: SCRIPT, hangAfter: 1 }), { timeoutMs: 400 });
    const received: string[] = [];
    const error = await rejectionOf(
      (async function* () {
        for await (const piece of writer.streamScript(scriptInput())) {
          received.push(piece);
          yield piece;
        }
      })(),
    );
    expect(received).toEqual([SCRIPT[0]]);
    expect(error).toBeInstanceOf(AiTimeoutError);
  });

  it('does not time out a stream that keeps arriving, even past the timeout in total', async () => {
    const pieces = Array.from({ length: 10 }, (_, i) => `Sentence ${i + 1}. `);
    // Same wire format, but a pause before each piece: 10 × 200 ms is more than the 1.5 s timeout, while
    // each pause leaves a loaded machine 1.3 s to spare.
    const { writer } = await writerFor(
      async (request, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const base = { id: 'c', object: 'chat.completion.chunk', created: 1, model: request.body.model };
        for (const piece of pieces) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })}\n\n`);
        }
        res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
        res.end('data: [DONE]\n\n');
      },
      { timeoutMs: 1_500 },
    );
    expect((await collect(writer.streamScript(scriptInput()))).join('')).toBe(pieces.join(''));
  });

  it('closes the provider connection when the caller stops reading', async () => {
    const { writer, requests } = await writerFor(openAiChat({ pieces: SCRIPT, hangAfter: 1 }));
    for await (const piece of writer.streamScript(scriptInput())) {
      expect(piece).toBe(SCRIPT[0]);
      break;
    }
    await requests[0]!.closed;
  });

  it('throws AiCancelledError when the caller aborts mid-stream', async () => {
    const { writer, requests } = await writerFor(openAiChat({ pieces: SCRIPT, hangAfter: 1 }));
    const controller = new AbortController();
    const error = await rejectionOf(
      (async function* () {
        for await (const piece of writer.streamScript(scriptInput(), { signal: controller.signal })) {
          controller.abort();
          yield piece;
        }
      })(),
    );
    expect(error).toBeInstanceOf(AiCancelledError);
    await requests[0]!.closed;
  });
});

describe('openai writer', () => {
  it('speaks chat completions (not /responses) to the configured base URL', async () => {
    const { writer, requests } = await writerFor(openAiChat({ pieces: SCRIPT }), { provider: 'openai', model: 'gpt-4o-mini' });
    expect(writer.name).toBe('openai');
    expect(writer.label).toBe('gpt-4o-mini (OpenAI)');
    await expect(writer.generateScript(scriptInput())).resolves.toBe(SCRIPT.join('').trim());
    expect((await collect(writer.streamScript(scriptInput()))).join('')).toBe(SCRIPT.join(''));

    expect(requests.map((r) => r.path)).toEqual(['/v1/chat/completions', '/v1/chat/completions']);
    expect(requests[0]!.headers.authorization).toBe('Bearer sk-test-key-123');
    expect(requests[0]!.body.model).toBe('gpt-4o-mini');
    expect(requests[0]!.body.messages[0]).toEqual({ role: 'system', content: SCRIPT_SYSTEM_PROMPT });
    expect(requests[1]!.body.stream).toBe(true);
  });

  it('names OpenAI in its errors', async () => {
    const { writer } = await writerFor(openAiError(429, 'Rate limit reached for gpt-4o-mini.'), { provider: 'openai', model: 'gpt-4o-mini' });
    const error = await rejectionOf(writer.generateIdeas(ideasInput()));
    expect(error.message).toBe('OpenAI answered 429: Rate limit reached for gpt-4o-mini');
  });
});
