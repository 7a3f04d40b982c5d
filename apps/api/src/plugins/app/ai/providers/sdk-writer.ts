// Real models through the Vercel AI SDK: any OpenAI-compatible server, OpenAI itself, or Anthropic.
import type { LanguageModel } from 'ai';
import { buildFitPrompt, buildIdeasPrompt, buildScriptPrompt, type AssembledPrompt } from '../prompts';
import { AiCancelledError, AiProviderError, AiTimeoutError } from './errors';
import {
  DEFAULT_AI_MAX_RETRIES,
  DEFAULT_AI_TIMEOUT_MS,
  type AiCallOptions,
  type AiWriter,
  type FitRequest,
  type IdeasRequest,
  type ScriptRequest,
} from './types';

export interface SdkWriterConfig {
  provider: 'openai-compatible' | 'openai' | 'anthropic';
  model: string;
  baseUrl?: string;
  apiKey?: string;
  timeoutMs?: number;
  maxRetries?: number;
}

// Ideas are a short list; scripts are long but bounded, and an explicit cap keeps providers from
// guessing (Anthropic requires one, and warns for models it does not know).
const IDEAS_MAX_TOKENS = 1024;
const SCRIPT_MAX_TOKENS = 4096;

const DISPLAY_NAMES = { 'openai-compatible': 'The AI provider', openai: 'OpenAI', anthropic: 'Anthropic' } as const;

type AiSdk = typeof import('ai');

/**
 * The AI SDK and the configured provider's package, loaded with the first call: importing them costs about
 * 0.4 s of CPU, which every server start paid before (most run the offline writer, or never write).
 */
async function loadSdk(config: SdkWriterConfig): Promise<{ ai: AiSdk; model: LanguageModel }> {
  const [ai, model] = await Promise.all([import('ai'), languageModel(config)]);
  return { ai, model };
}

async function languageModel(config: SdkWriterConfig): Promise<LanguageModel> {
  switch (config.provider) {
    case 'openai-compatible': {
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseUrl ?? '',
        apiKey: config.apiKey,
        includeUsage: true,
      }).chatModel(config.model);
    }
    case 'openai': {
      const { createOpenAI } = await import('@ai-sdk/openai');
      // .chat(): the chat-completions endpoint, which OpenAI and every compatible proxy serve.
      return createOpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey }).chat(config.model);
    }
    case 'anthropic': {
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      return createAnthropic({ baseURL: config.baseUrl, apiKey: config.apiKey })(config.model);
    }
  }
}

/** One line, no trailing full stop (the UI adds its own), bounded, and never the API key. */
function tidy(reason: string, apiKey: string | undefined): string {
  let text = reason
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.\s]+$/, '');
  if (apiKey && apiKey.length >= 4) text = text.split(apiKey).join('***');
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

/** A readable message from whatever a provider reported: an Error, a string, or an error object from a stream. */
function messageOf(value: unknown): string {
  if (value instanceof Error) return value.message;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const { message, error } = value as { message?: unknown; error?: unknown };
    if (typeof message === 'string') return message;
    if (error !== undefined) return messageOf(error);
    return JSON.stringify(value);
  }
  return String(value);
}

interface CallState {
  timedOut: () => boolean;
  cancelled: () => boolean;
}

export function createSdkWriter(config: SdkWriterConfig): AiWriter {
  /** The SDK and the model, made on the first call; `ai` is set from then on (toAiError reads its error classes). */
  let loaded: Promise<{ ai: AiSdk; model: LanguageModel }> | undefined;
  let ai: AiSdk | undefined;
  const sdk = () => (loaded ??= loadSdk(config).then((sdk) => ((ai = sdk.ai), sdk)));
  const timeoutMs = config.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS;
  const maxRetries = config.maxRetries ?? DEFAULT_AI_MAX_RETRIES;
  const who = DISPLAY_NAMES[config.provider];

  function toAiError(error: unknown, state: CallState): Error {
    if (error instanceof AiProviderError || error instanceof AiCancelledError) return error;
    if (state.cancelled()) return new AiCancelledError();
    if (state.timedOut()) return new AiTimeoutError(timeoutMs);
    const last = ai?.RetryError.isInstance(error) ? error.lastError : error;
    if (ai?.APICallError.isInstance(last)) {
      const reason = last.statusCode
        ? `${who} answered ${last.statusCode}: ${last.message}`
        : `Could not reach ${who.replace(/^The /, 'the ')}: ${last.message}`;
      return new AiProviderError(tidy(reason, config.apiKey), last.statusCode, { cause: error });
    }
    return new AiProviderError(tidy(`${who} failed: ${messageOf(last)}`, config.apiKey), undefined, { cause: error });
  }

  const emptyAnswer = () => new AiProviderError(`${who} returned an empty answer`);

  async function generate(assembled: AssembledPrompt, maxOutputTokens: number, options: AiCallOptions): Promise<string> {
    if (options.signal?.aborted) throw new AiCancelledError();
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
    const state = { timedOut: () => deadline.aborted, cancelled: () => options.signal?.aborted === true };
    try {
      const { ai, model } = await sdk();
      const result = await ai.generateText({ model, ...assembled, maxOutputTokens, maxRetries, abortSignal: signal });
      const text = result.text.trim();
      if (!text) throw emptyAnswer();
      return text;
    } catch (error) {
      throw toAiError(error, state);
    }
  }

  async function* stream(assembled: AssembledPrompt, options: AiCallOptions): AsyncGenerator<string> {
    if (options.signal?.aborted) throw new AiCancelledError();
    // The timeout bounds each wait for the provider (first piece, then each next one), so a long
    // script that keeps arriving is never cut off, while a stalled provider is.
    const idle = new AbortController();
    const stop = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => idle.abort(), timeoutMs);
    };
    const signals = [idle.signal, stop.signal, ...(options.signal ? [options.signal] : [])];
    const state = { timedOut: () => idle.signal.aborted, cancelled: () => options.signal?.aborted === true };
    let produced = false;
    try {
      const { ai, model } = await sdk();
      arm();
      const result = ai.streamText({
        model,
        ...assembled,
        maxOutputTokens: SCRIPT_MAX_TOKENS,
        maxRetries,
        abortSignal: AbortSignal.any(signals),
        // Errors arrive as 'error' parts below; the default handler would print them to the console.
        onError: () => {},
      });
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta' && part.text) {
          produced = true;
          clearTimeout(timer);
          yield part.text;
          arm();
        } else if (part.type === 'error') {
          throw part.error;
        } else if (part.type === 'abort') {
          throw new Error('aborted');
        }
      }
    } catch (error) {
      throw toAiError(error, state);
    } finally {
      clearTimeout(timer);
      stop.abort();
    }
    if (!produced) throw emptyAnswer();
  }

  return {
    name: config.provider,
    label: config.provider === 'openai-compatible' ? config.model : `${config.model} (${DISPLAY_NAMES[config.provider]})`,
    generateIdeas: (input: IdeasRequest, options: AiCallOptions = {}) => generate(buildIdeasPrompt(input), IDEAS_MAX_TOKENS, options),
    generateScript: (input: ScriptRequest, options: AiCallOptions = {}) => generate(buildScriptPrompt(input), SCRIPT_MAX_TOKENS, options),
    // A long target may not fit in the answer; the service's fallback (offline fit) makes up the rest.
    fitScript: (input: FitRequest, options: AiCallOptions = {}) => generate(buildFitPrompt(input), SCRIPT_MAX_TOKENS, options),
    streamScript: (input: ScriptRequest, options: AiCallOptions = {}) => stream(buildScriptPrompt(input), options),
  };
}
