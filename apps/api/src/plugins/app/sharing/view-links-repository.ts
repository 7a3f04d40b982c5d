// All SQL of view links (issue 27): "anyone with the link can view", at most one live link per script.
import type { Db } from '../../../db/database';

export function createViewLinksRepository({ kysely }: Db) {
  return {
    liveViewLink: (mindMapId: string) =>
      kysely.selectFrom('view_links').select('created_at').where('mind_map_id', '=', mindMapId).where('revoked_at', 'is', null).executeTakeFirst(),

    /** A new live view link for the script, revoking the one before (regenerate), in one transaction. */
    async replaceViewLink(link: { id: string; mindMapId: string; tokenHash: string; createdAt: string }): Promise<void> {
      await kysely.transaction().execute(async (trx) => {
        await trx
          .updateTable('view_links')
          .set({ revoked_at: link.createdAt })
          .where('mind_map_id', '=', link.mindMapId)
          .where('revoked_at', 'is', null)
          .execute();
        await trx
          .insertInto('view_links')
          .values({ id: link.id, mind_map_id: link.mindMapId, token_hash: link.tokenHash, created_at: link.createdAt, revoked_at: null })
          .execute();
      });
    },

    async revokeViewLink(mindMapId: string, now: string): Promise<boolean> {
      const res = await kysely
        .updateTable('view_links')
        .set({ revoked_at: now })
        .where('mind_map_id', '=', mindMapId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /** The script a live view link opens, with its owner (whose rows it reads). */
    viewLinkScript: (tokenHash: string) =>
      kysely
        .selectFrom('view_links')
        .innerJoin('mind_maps', 'mind_maps.id', 'view_links.mind_map_id')
        .select(['view_links.mind_map_id as mindMapId', 'mind_maps.user_id as ownerId'])
        .where('view_links.token_hash', '=', tokenHash)
        .where('view_links.revoked_at', 'is', null)
        .executeTakeFirst(),

    async viewLinkMap(tokenHash: string): Promise<string | undefined> {
      const row = await kysely
        .selectFrom('view_links')
        .select('mind_map_id')
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return row?.mind_map_id;
    },
  };
}

export type ViewLinksRepository = ReturnType<typeof createViewLinksRepository>;
