// Decorates `app.ai` with the configured AI writer (offline by default); tests may inject their own writer.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { countedWriter } from '../metrics/ai-metrics';
import { createAiWriter, type AiWriter, type AiWriterConfig } from './providers';

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiWriter;
  }
}

export interface AiPluginOptions extends AiWriterConfig {
  /** Replaces the configured writer (tests). */
  writer?: AiWriter;
}

export default fp(
  async function aiPlugin(app: FastifyInstance, opts: AiPluginOptions) {
    const { writer, ...config } = opts;
    const ai = writer ?? createAiWriter(config);
    // Counted when the metrics plugin is there (the app always registers it; a bare test app may not).
    app.decorate('ai', app.hasDecorator('metrics') ? countedWriter(ai, app.metrics.families.aiGenerations) : ai);
    app.log.info({ provider: ai.name, label: ai.label }, 'AI writer ready');
  },
  { name: 'ai' },
);
