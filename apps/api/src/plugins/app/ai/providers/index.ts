// Picks the AI writer from configuration: the offline writer unless a real provider is configured.
import { createOfflineWriter } from './offline';
import { createSdkWriter } from './sdk-writer';
import { AiConfigError } from './errors';
import { AI_PROVIDERS, type AiWriter, type AiWriterConfig } from './types';

export * from './types';
export * from './errors';
export { OFFLINE_WRITER_LABEL, createOfflineWriter, fitSectionText, offlineFittedScript, textPieces, type FitMaterial } from './offline';
export { createSdkWriter, type SdkWriterConfig } from './sdk-writer';

/**
 * Builds the writer once at start-up. Throws AiConfigError naming the variable when the
 * configuration cannot work (unknown provider, missing model, key or base URL).
 */
export function createAiWriter(config: AiWriterConfig = {}): AiWriter {
  const provider = config.provider ?? 'offline';
  if (!(AI_PROVIDERS as readonly string[]).includes(provider)) {
    throw new AiConfigError(`AI_PROVIDER must be one of ${AI_PROVIDERS.join(', ')} (got "${provider}").`);
  }
  if (provider === 'offline') return createOfflineWriter({ chunkDelayMs: config.offlineChunkDelayMs });
  const model = config.model?.trim();
  if (!model) throw new AiConfigError(`AI_MODEL is required when AI_PROVIDER=${provider}.`);
  if (provider === 'openai-compatible' && !config.baseUrl) {
    throw new AiConfigError('AI_BASE_URL is required when AI_PROVIDER=openai-compatible (e.g. http://localhost:11434/v1).');
  }
  if ((provider === 'openai' || provider === 'anthropic') && !config.apiKey) {
    throw new AiConfigError(`AI_API_KEY is required when AI_PROVIDER=${provider}.`);
  }
  return createSdkWriter({
    provider,
    model,
    baseUrl: config.baseUrl?.replace(/\/+$/, '') || undefined,
    apiKey: config.apiKey || undefined,
    timeoutMs: config.timeoutMs,
    maxRetries: config.maxRetries,
  });
}
