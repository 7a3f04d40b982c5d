// All SQL for stage links (stage_links) and the little the stage reads of a map.
import type { Db } from '../../../db/database';
import { jsonText } from '../../../db/values';

export interface StageLinkRow {
  id: string;
  mind_map_id: string;
  user_id: string;
  mode: string;
  created_at: string | Date;
  expires_at: string | Date;
  monitor: string | null;
}

export interface NewStageLink {
  id: string;
  mindMapId: string;
  userId: string;
  mode: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  monitor: string | null;
}

const COLUMNS = ['id', 'mind_map_id', 'user_id', 'mode', 'created_at', 'expires_at', 'monitor'] as const;

export function createStageRepository({ kysely, dialect }: Db) {
  return {
    /** The map's node titles by node id (for section labels); empty when the map is gone. */
    async nodeTitles(mindMapId: string): Promise<Map<string, string>> {
      const row = await kysely.selectFrom('mind_maps').select(jsonText(dialect, 'nodes').as('nodes')).where('id', '=', mindMapId).executeTakeFirst();
      const titles = new Map<string, string>();
      if (!row) return titles;
      const nodes: unknown = JSON.parse(row.nodes);
      if (!Array.isArray(nodes)) return titles;
      for (const n of nodes as Array<{ id?: unknown; title?: unknown }>) {
        if (typeof n.id === 'string') titles.set(n.id, typeof n.title === 'string' ? n.title : '');
      }
      return titles;
    },

    /** The map's parts an audience link shows (issue 29 item 1), JSON still as text; undefined when the map is gone. */
    async audienceMap(mindMapId: string) {
      return kysely
        .selectFrom('mind_maps')
        .select([
          'title',
          'version',
          jsonText(dialect, 'nodes').as('nodes'),
          jsonText(dialect, 'connections').as('connections'),
          jsonText(dialect, 'node_order').as('node_order'),
        ])
        .where('id', '=', mindMapId)
        .executeTakeFirst();
    },

    /**
     * Live links of the map (not revoked, not expired at `now`), oldest first, with their maker's address:
     * everyone's, or only `madeBy`'s when given.
     */
    async listLive(mindMapId: string, now: string, madeBy?: string): Promise<Array<StageLinkRow & { maker_email: string }>> {
      let q = kysely
        .selectFrom('stage_links')
        .innerJoin('users', 'users.id', 'stage_links.user_id')
        .select([...COLUMNS.map((c) => `stage_links.${c}` as const), 'users.email as maker_email'])
        .where('stage_links.mind_map_id', '=', mindMapId)
        .where('stage_links.revoked_at', 'is', null)
        .where('stage_links.expires_at', '>', now);
      if (madeBy !== undefined) q = q.where('stage_links.user_id', '=', madeBy);
      return q.orderBy('stage_links.created_at').orderBy('stage_links.id').execute();
    },

    /**
     * Stores a link unless the map already has `max` live ones, in one transaction holding the map
     * (its row locked on PostgreSQL, so two creations count one after the other).
     * 'not-found' when the map is gone or not the user's.
     */
    async insert(link: NewStageLink, max: number, ownerId: string): Promise<'ok' | 'not-found' | 'too-many'> {
      return kysely.transaction().execute(async (trx) => {
        let owner = trx.selectFrom('mind_maps').select('id').where('id', '=', link.mindMapId).where('user_id', '=', ownerId);
        if (dialect === 'postgres') owner = owner.forUpdate();
        if (!(await owner.executeTakeFirst())) return 'not-found';
        const live = await trx
          .selectFrom('stage_links')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('mind_map_id', '=', link.mindMapId)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', link.createdAt)
          .executeTakeFirstOrThrow();
        if (Number(live.n) >= max) return 'too-many';
        await trx
          .insertInto('stage_links')
          .values({
            id: link.id,
            mind_map_id: link.mindMapId,
            user_id: link.userId,
            mode: link.mode,
            token_hash: link.tokenHash,
            created_at: link.createdAt,
            expires_at: link.expiresAt,
            revoked_at: null,
            monitor: link.monitor,
          })
          .execute();
        return 'ok';
      });
    },

    /** Marks a live link of the map revoked (only `madeBy`'s, when given); false when there is no such link (or it was already). */
    async revoke(mindMapId: string, linkId: string, now: string, madeBy?: string): Promise<boolean> {
      let q = kysely.updateTable('stage_links').set({ revoked_at: now }).where('id', '=', linkId).where('mind_map_id', '=', mindMapId);
      if (madeBy !== undefined) q = q.where('user_id', '=', madeBy);
      const res = await q.where('revoked_at', 'is', null).executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /** Sets what a live display link of the user's map shows; the link after, or undefined when there is no such link. */
    async setMonitor(userId: string, mindMapId: string, linkId: string, monitor: string, now: string): Promise<StageLinkRow | undefined> {
      const res = await kysely
        .updateTable('stage_links')
        .set({ monitor })
        .where('id', '=', linkId)
        .where('mind_map_id', '=', mindMapId)
        .where('user_id', '=', userId)
        .where('mode', '=', 'display')
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) return undefined;
      return kysely.selectFrom('stage_links').select(COLUMNS).where('id', '=', linkId).executeTakeFirst();
    },

    /** Which of the links are live at `now` (a link whose script or owner was deleted is gone with it). */
    async liveIds(ids: readonly string[], now: string): Promise<Set<string>> {
      const live = new Set<string>();
      // In slices, under every engine's limit on bound parameters.
      for (let i = 0; i < ids.length; i += 500) {
        const rows = await kysely
          .selectFrom('stage_links')
          .select('id')
          .where('id', 'in', ids.slice(i, i + 500))
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', now)
          .execute();
        for (const r of rows) live.add(r.id);
      }
      return live;
    },

    /** Marks every live link of the user (on one script, when given) revoked; returns them (id and script). */
    async revokeAllOf(userId: string, now: string, mindMapId?: string): Promise<Array<{ id: string; mind_map_id: string }>> {
      let q = kysely.updateTable('stage_links').set({ revoked_at: now }).where('user_id', '=', userId);
      if (mindMapId !== undefined) q = q.where('mind_map_id', '=', mindMapId);
      return q.where('revoked_at', 'is', null).where('expires_at', '>', now).returning(['id', 'mind_map_id']).execute();
    },

    /** The live link whose token hashes to `tokenHash`, if any. */
    async findLive(tokenHash: string, now: string): Promise<StageLinkRow | undefined> {
      return kysely
        .selectFrom('stage_links')
        .select(COLUMNS)
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },
  };
}

export type StageRepository = ReturnType<typeof createStageRepository>;
