// createAiWriter's choice and checks, and the offline writer behind the AiWriter interface.
import { describe, expect, it } from 'vitest';
import { AiCancelledError, AiConfigError, createAiWriter, OFFLINE_WRITER_LABEL, textPieces } from '../../src/plugins/app/ai/providers';
import { offlineIdeas } from '../../src/plugins/app/ai/providers/offline/offline-writer';
import { offlineMarkedScript } from '../../src/plugins/app/ai/providers/offline';
import { collect, ELITE_CONTEXT, ideasInput, rejectionOf, scriptInput } from './fixtures';

describe('createAiWriter', () => {
  it('is the offline writer by default', () => {
    for (const writer of [createAiWriter(), createAiWriter({}), createAiWriter({ provider: 'offline', model: 'ignored' })]) {
      expect(writer.name).toBe('offline');
      expect(writer.label).toBe(OFFLINE_WRITER_LABEL);
    }
  });

  it('names the variable to fix when the configuration cannot work', () => {
    const cases: [Parameters<typeof createAiWriter>[0], string][] = [
      [{ provider: 'gemini' as never }, 'AI_PROVIDER must be one of offline, openai-compatible, openai, anthropic (got "gemini").'],
      [{ provider: 'openai-compatible', baseUrl: 'http://localhost:11434/v1' }, 'AI_MODEL is required when AI_PROVIDER=openai-compatible.'],
      [{ provider: 'openai-compatible', model: 'llama3.1' }, 'AI_BASE_URL is required when AI_PROVIDER=openai-compatible (e.g. http://localhost:11434/v1).'],
      [{ provider: 'openai', model: 'gpt-4o-mini' }, 'AI_API_KEY is required when AI_PROVIDER=openai.'],
      [{ provider: 'anthropic', model: ' ', apiKey: 'k' }, 'AI_MODEL is required when AI_PROVIDER=anthropic.'],
    ];
    for (const [config, message] of cases) {
      expect(() => createAiWriter(config)).toThrow(new AiConfigError(message));
    }
  });

  it('needs no key for an OpenAI-compatible server (Ollama, llama.cpp, LM Studio)', () => {
    const writer = createAiWriter({ provider: 'openai-compatible', baseUrl: 'http://localhost:11434/v1/', model: 'llama3.1' });
    expect(writer.name).toBe('openai-compatible');
    expect(writer.label).toBe('llama3.1');
  });
});

describe('offline writer through the AiWriter interface', () => {
  const writer = createAiWriter({ offlineChunkDelayMs: 0 });

  it('returns the shared offline writer’s ideas and script (with its part markers)', async () => {
    await expect(writer.generateIdeas(ideasInput(ELITE_CONTEXT))).resolves.toBe(offlineIdeas(ideasInput(ELITE_CONTEXT)));
    await expect(writer.generateScript(scriptInput())).resolves.toBe(offlineMarkedScript(scriptInput()));
  });

  it('streams the same script in small pieces', async () => {
    const pieces = await collect(writer.streamScript(scriptInput()));
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.join('')).toBe(offlineMarkedScript(scriptInput()));
    expect(Math.max(...pieces.map((piece) => piece.trim().split(/\s+/).length))).toBeLessThanOrEqual(3);
  });

  it('stops streaming when the caller cancels, also while pausing between pieces', async () => {
    const controller = new AbortController();
    const received: string[] = [];
    const error = await rejectionOf(
      (async function* () {
        for await (const piece of createAiWriter({ offlineChunkDelayMs: 50 }).streamScript(scriptInput(), {
          signal: controller.signal,
        })) {
          received.push(piece);
          if (received.length === 2) setTimeout(() => controller.abort(), 10);
          yield piece;
        }
      })(),
    );
    expect(error).toBeInstanceOf(AiCancelledError);
    expect(received).toHaveLength(2);
  });

  it('refuses to start on an already aborted signal', async () => {
    const signal = AbortSignal.abort();
    expect(await rejectionOf(writer.generateIdeas(ideasInput(), { signal }))).toBeInstanceOf(AiCancelledError);
    expect(await rejectionOf(writer.streamScript(scriptInput(), { signal }))).toBeInstanceOf(AiCancelledError);
  });

  it('splits text into pieces that join back exactly', () => {
    const text = 'One two three four.\n\nFive  six seven';
    expect(textPieces(text)).toEqual(['One two three ', 'four.\n\nFive  six ', 'seven']);
    expect(textPieces('')).toEqual([]);
  });
});

describe('ai plugin', () => {
  it('decorates the app with the configured writer, or the injected one', async () => {
    const { default: Fastify } = await import('fastify');
    const { default: aiPlugin } = await import('../../src/plugins/app/ai');
    const app = Fastify();
    await app.register(aiPlugin, {});
    expect(app.ai.label).toBe(OFFLINE_WRITER_LABEL);
    await app.close();

    const injected = createAiWriter({ offlineChunkDelayMs: 0 });
    const other = Fastify();
    await other.register(aiPlugin, { provider: 'openai', writer: injected });
    expect(other.ai).toBe(injected);
    await other.close();
  });
});
