// All SQL for teleprompter texts (one per script).
import type { Db } from '../../../db/database';

export interface TeleprompterRow {
  mind_map_id: string;
  title: string;
  content: string;
  updated_at: string | Date;
}

export function createTeleprompterRepository({ kysely }: Db) {
  return {
    async get(userId: string, mindMapId: string): Promise<TeleprompterRow | undefined> {
      return kysely
        .selectFrom('teleprompter_texts')
        .select(['mind_map_id', 'title', 'content', 'updated_at'])
        .where('mind_map_id', '=', mindMapId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Insert or replace, only for a script the user owns; undefined when there is no such script. */
    async upsertOwned(userId: string, row: { mindMapId: string; title: string; content: string; now: string }): Promise<TeleprompterRow | undefined> {
      return kysely.transaction().execute(async (trx) => {
        const owned = await trx
          .selectFrom('mind_maps')
          .select('id')
          .where('id', '=', row.mindMapId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!owned) return undefined;
        return trx
          .insertInto('teleprompter_texts')
          .values({ mind_map_id: row.mindMapId, user_id: userId, title: row.title, content: row.content, updated_at: row.now })
          .onConflict((oc) =>
            oc.column('mind_map_id').doUpdateSet((eb) => ({
              title: eb.ref('excluded.title'),
              content: eb.ref('excluded.content'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .returning(['mind_map_id', 'title', 'content', 'updated_at'])
          .executeTakeFirst();
      });
    },
  };
}

export type TeleprompterRepository = ReturnType<typeof createTeleprompterRepository>;
