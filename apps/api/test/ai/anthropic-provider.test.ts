// The Anthropic writer against a local server speaking Anthropic's messages wire format.
import { describe, expect, it } from 'vitest';
import { AiProviderError, AiTimeoutError } from '../../src/plugins/app/ai/providers';
import { IDEAS_SYSTEM_PROMPT, SCRIPT_SYSTEM_PROMPT } from '../../src/plugins/app/ai/prompts';
import { anthropicError, anthropicMessages, anthropicStreamError, fakeProviderWriters, hanging } from './fake-provider-server';
import { collect, ELITE_CONTEXT, ideasInput, rejectionOf, scriptInput } from './fixtures';

const { writerFor } = fakeProviderWriters({ provider: 'anthropic', apiKey: 'sk-ant-test-key', model: 'claude-test-model', maxRetries: 0 });

/** Anthropic sends the system prompt as a string or as text blocks; either way, this is its text. */
function systemText(system: unknown): string {
  if (typeof system === 'string') return system;
  return (system as { text: string }[]).map((block) => block.text).join('');
}

/** The user turn's text, whether sent as a string or as content blocks. */
function userText(messages: { role: string; content: unknown }[]): string {
  const user = messages.find((message) => message.role === 'user')!;
  if (typeof user.content === 'string') return user.content;
  return (user.content as { text: string }[]).map((block) => block.text).join('');
}

const SCRIPT = ['Welcome to remote teams that work.', ' First, async first.', '\n\nThanks for listening.'];
const IDEAS = '1. Hook: A walk.\n2. Example: A founder.\n3. Question: Why?\n4. Counterpoint: Coffee.\n5. Next step: Walk.';

describe('anthropic writer', () => {
  it('posts ideas to /v1/messages with the key, model, system prompt and a token cap', async () => {
    const { writer, requests } = await writerFor(anthropicMessages({ pieces: [IDEAS] }));
    expect(writer.name).toBe('anthropic');
    expect(writer.label).toBe('claude-test-model (Anthropic)');
    await expect(writer.generateIdeas(ideasInput())).resolves.toBe(IDEAS);

    const [request] = requests;
    expect(request!.path).toBe('/v1/messages');
    expect(request!.headers['x-api-key']).toBe('sk-ant-test-key');
    expect(request!.headers['anthropic-version']).toBeTruthy();
    expect(request!.body.model).toBe('claude-test-model');
    expect(request!.body.max_tokens).toBe(1024);
    expect(systemText(request!.body.system)).toBe(IDEAS_SYSTEM_PROMPT);
    expect(userText(request!.body.messages)).toContain('Node title:\nMorning routines');
    expect(userText(request!.body.messages)).not.toContain(ELITE_CONTEXT);
  });

  it('sends Elite context when given, and the nodes in order', async () => {
    const { writer, requests } = await writerFor(anthropicMessages({ pieces: SCRIPT }));
    await expect(writer.generateScript(scriptInput(ELITE_CONTEXT))).resolves.toBe(SCRIPT.join('').trim());
    const prompt = userText(requests[0]!.body.messages);
    expect(systemText(requests[0]!.body.system)).toBe(SCRIPT_SYSTEM_PROMPT);
    expect(prompt).toContain(ELITE_CONTEXT);
    expect(prompt.indexOf('Node 1: Async first')).toBeLessThan(prompt.indexOf('Node 2: Time zones'));
    expect(prompt.indexOf('Node 2: Time zones')).toBeLessThan(prompt.indexOf('Node 3: Next steps'));
  });

  it('streams message_start … content_block_delta … message_stop into pieces', async () => {
    const { writer, requests } = await writerFor(anthropicMessages({ pieces: SCRIPT }));
    expect(await collect(writer.streamScript(scriptInput()))).toEqual(SCRIPT);
    expect(requests[0]!.body.stream).toBe(true);
    expect(requests[0]!.body.max_tokens).toBe(4096);
    expect(userText(requests[0]!.body.messages)).not.toContain('Additional instructions');
  });

  it('turns a 401 into an AiProviderError with Anthropic’s message', async () => {
    const { writer } = await writerFor(anthropicError(401, 'authentication_error', 'invalid x-api-key'));
    const error = await rejectionOf(writer.generateScript(scriptInput()));
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error.message).toBe('Anthropic answered 401: invalid x-api-key');
  });

  it('turns a 500 on a stream into an AiProviderError', async () => {
    const { writer } = await writerFor(anthropicError(500, 'api_error', 'Internal server error'));
    const error = await rejectionOf(writer.streamScript(scriptInput()));
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error.message).toBe('Anthropic answered 500: Internal server error');
  });

  it('turns an error event in the middle of a stream into an AiProviderError', async () => {
    const { writer } = await writerFor(anthropicStreamError('Welcome.', 'overloaded_error', 'Overloaded'));
    const error = await rejectionOf(writer.streamScript(scriptInput()));
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error.message).toContain('Overloaded');
    expect(error.message).not.toMatch(/\n/);
  });

  it('times out a provider that never answers', async () => {
    const { writer } = await writerFor(hanging, { timeoutMs: 120 });
    expect(await rejectionOf(writer.generateIdeas(ideasInput()))).toBeInstanceOf(AiTimeoutError);
    expect(await rejectionOf(writer.streamScript(scriptInput()))).toBeInstanceOf(AiTimeoutError);
  });

  it('times out a stream that stalls after message_start', async () => {
    const { writer } = await writerFor(anthropicMessages({ pieces: SCRIPT, hangAfter: 0 }), { timeoutMs: 120 });
    const error = await rejectionOf(writer.streamScript(scriptInput()));
    expect(error).toBeInstanceOf(AiTimeoutError);
    expect(error.message).toBe('The AI provider did not answer within 120 ms');
  });
});
