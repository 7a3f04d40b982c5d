// The one interface every AI writer implements: offline, OpenAI-compatible, OpenAI, Anthropic.
import type { MapContentNode } from '@cuemap/shared';

export interface IdeasRequest {
  title: string;
  currentText: string;
  /** Elite context; empty for everyone else. */
  userContext: string;
}

export interface ScriptRequest {
  mindMapTitle: string;
  /** The map's nodes in node order. */
  nodes: readonly MapContentNode[];
  /** Elite context; empty for everyone else. */
  additionalPrompt: string;
}

/** One section to fit (issue 12, *Fit to N minutes*): what it says now and the words to aim for. */
export interface FitPart {
  /** The node's title (for an opening or close, the talk's title). */
  title: string;
  /** The node's text now ('' for an opening or close). */
  nodeText: string;
  /** The section's words now. */
  text: string;
  /** About how many words it should have. */
  words: number;
}

export interface FitRequest {
  mindMapTitle: string;
  /** The chosen sections in script order; the answer marks each with `[[node N]]` (1-based, this order). */
  parts: readonly FitPart[];
}

export const AI_PROVIDERS = ['offline', 'openai-compatible', 'openai', 'anthropic'] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

export interface AiCallOptions {
  /** Cancels the call: the client went away or pressed Cancel. */
  signal?: AbortSignal;
}

export interface AiWriter {
  /** Which provider this is ('offline', 'openai-compatible', 'openai', 'anthropic'). */
  readonly name: AiProviderName;
  /** What the UI shows as the source, e.g. 'Offline writer' or 'gpt-4o-mini (OpenAI)'. */
  readonly label: string;
  /** Five ideas as one string, one per line. Rejects with AiProviderError / AiTimeoutError / AiCancelledError. */
  generateIdeas(input: IdeasRequest, options?: AiCallOptions): Promise<string>;
  /** The whole script. Rejects like generateIdeas. */
  generateScript(input: ScriptRequest, options?: AiCallOptions): Promise<string>;
  /** The parts rewritten to their word counts, each after its `[[node N]]` marker line (script-markers.ts). Rejects like generateIdeas. */
  fitScript(input: FitRequest, options?: AiCallOptions): Promise<string>;
  /** The script as it is written: text pieces whose concatenation is the script. Throws like generateIdeas. */
  streamScript(input: ScriptRequest, options?: AiCallOptions): AsyncIterable<string>;
}

/** What createAiWriter takes: a plain object the app fills from AI_PROVIDER, AI_BASE_URL, AI_API_KEY, AI_MODEL. */
export interface AiWriterConfig {
  /** Default 'offline'. */
  provider?: AiProviderName;
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  /** Non-streamed calls: total time allowed. Streamed: longest wait for the next piece. Default 60 000 ms. */
  timeoutMs?: number;
  /** Retries on 429/5xx/network errors, within the same timeout. Default 1. */
  maxRetries?: number;
  /** Offline streaming: pause between pieces so the script visibly types out. Default 8 ms. */
  offlineChunkDelayMs?: number;
}

export const DEFAULT_AI_TIMEOUT_MS = 60_000;
export const DEFAULT_AI_MAX_RETRIES = 1;
