// Decorates `app.ai` with the configured AI writer (offline by default); tests may inject their own writer.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
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
    app.decorate('ai', ai);
    app.log.info({ provider: ai.name, label: ai.label }, 'AI writer ready');
  },
  { name: 'ai' },
);
