// Decorates `app.presenterSettings`: reads a script's presenter settings (issue 24 item 2), stored as JSON
// text in mind_maps.presenter_settings for its owner. They are saved through the live document
// (live/rest-through-doc.ts), leaving the map's version and updated_at alone: a speed change is no edit
// of the script (no 409 for the editor, no dashboard reorder).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { MIND_MAP_MESSAGES, presenterSettingsSchema, type PresenterSettingsResponse } from '@cuemap/shared';
import { notFound } from '../../../lib/http-error';

export interface PresenterSettingsService {
  /** The owner's stored settings; someone else's map (or none) is the map's 404. */
  get(userId: string, mindMapId: string): Promise<PresenterSettingsResponse>;
}

declare module 'fastify' {
  interface FastifyInstance {
    presenterSettings: PresenterSettingsService;
  }
}

/** Stored JSON read back through the schema: a row written by an older app version never breaks the screen. */
function parseStored(raw: string | null): PresenterSettingsResponse {
  if (raw === null) return { settings: {}, stored: false };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { settings: {}, stored: false };
  }
  const parsed = presenterSettingsSchema.safeParse(json);
  return parsed.success ? { settings: parsed.data, stored: true } : { settings: {}, stored: false };
}

export default fp(
  async function presenterSettingsPlugin(app: FastifyInstance) {
    const service: PresenterSettingsService = {
      async get(userId, mindMapId) {
        const row = await app.db.kysely
          .selectFrom('mind_maps')
          .select('presenter_settings')
          .where('id', '=', mindMapId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!row) throw notFound(MIND_MAP_MESSAGES.notFound);
        return parseStored(row.presenter_settings);
      },
    };
    app.decorate('presenterSettings', service);
  },
  { name: 'presenter-settings', dependencies: ['db'] },
);
