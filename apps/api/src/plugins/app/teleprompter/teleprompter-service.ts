// Teleprompter text rules: one text per script, readable and writable by the script's owner only.
import { MIND_MAP_MESSAGES, TELEPROMPTER_MESSAGES, type TeleprompterText, type TeleprompterUpsertBody } from '@cuemap/shared';
import { toIso } from '../../../db/values';
import { notFound } from '../../../lib/http-error';
import type { TeleprompterRepository, TeleprompterRow } from './teleprompter-repository';

const view = (r: TeleprompterRow): TeleprompterText => ({
  mindMapId: r.mind_map_id,
  title: r.title,
  content: r.content,
  updatedAt: toIso(r.updated_at),
});

export function createTeleprompterService(repo: TeleprompterRepository, clock: () => Date = () => new Date()) {
  return {
    async get(userId: string, mindMapId: string): Promise<TeleprompterText> {
      const row = await repo.get(userId, mindMapId);
      if (!row) throw notFound(TELEPROMPTER_MESSAGES.notFound);
      return view(row);
    },

    async upsert(userId: string, body: TeleprompterUpsertBody): Promise<TeleprompterText> {
      const row = await repo.upsertOwned(userId, { ...body, now: clock().toISOString() });
      // No row: the script does not exist or belongs to someone else — the same 404 either way.
      if (!row) throw notFound(MIND_MAP_MESSAGES.notFound);
      return view(row);
    },
  };
}

export type TeleprompterService = ReturnType<typeof createTeleprompterService>;
