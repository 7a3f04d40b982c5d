// All SQL for scripts (mind maps). JSON columns come back as text (see db/values.ts jsonText).
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { jsonValue } from '../../../db/values';
import { mapContentColumns, type MapTextFields } from './map-columns';

export interface MindMapRow extends MapTextFields {
  id: string;
  /** JSON text */
  view_state: string;
  /** JSON text */
  node_order: string;
  version: number;
  created_at: string | Date;
  updated_at: string | Date;
}

export type MindMapSummaryRow = Omit<MindMapRow, 'nodes' | 'connections' | 'view_state' | 'node_order'>;

export interface MindMapWrite {
  title?: string;
  description?: string | null;
  category?: string | null;
  type?: string | null;
  nodes?: unknown;
  connections?: unknown;
  viewState?: unknown;
  nodeOrder?: unknown;
}

export type UpdateResult = { kind: 'ok'; row: MindMapSummaryRow } | { kind: 'not-found' } | { kind: 'conflict' };

export function createMindMapsRepository({ kysely, dialect, writeBatched }: Db) {
  const summaryColumns = ['id', 'title', 'description', 'category', 'type', 'version', 'created_at', 'updated_at'] as const;
  const fullColumns = ['id', ...mapContentColumns(dialect), 'version', 'created_at', 'updated_at'] as const;

  function toColumns(w: MindMapWrite) {
    return {
      ...(w.title !== undefined && { title: w.title }),
      ...(w.description !== undefined && { description: w.description }),
      ...(w.category !== undefined && { category: w.category }),
      ...(w.type !== undefined && { type: w.type }),
      ...(w.nodes !== undefined && { nodes: jsonValue(w.nodes) }),
      ...(w.connections !== undefined && { connections: jsonValue(w.connections) }),
      ...(w.viewState !== undefined && { view_state: jsonValue(w.viewState) }),
      ...(w.nodeOrder !== undefined && { node_order: jsonValue(w.nodeOrder) }),
    };
  }

  return {
    async list(userId: string): Promise<MindMapSummaryRow[]> {
      return kysely.selectFrom('mind_maps').select(summaryColumns).where('user_id', '=', userId).orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
    },

    async get(userId: string, id: string): Promise<MindMapRow | undefined> {
      return kysely.selectFrom('mind_maps').select(fullColumns).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    },

    /** The current version of an owned script (cheap: no JSON columns), or undefined. */
    async version(userId: string, id: string): Promise<number | undefined> {
      const row = await kysely.selectFrom('mind_maps').select('version').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return row === undefined ? undefined : Number(row.version);
    },

    async exists(userId: string, id: string): Promise<boolean> {
      const row = await kysely.selectFrom('mind_maps').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return row !== undefined;
    },

    /** Whether the user already holds as many scripts as their plan allows (a cheap look before costly work). */
    async atLimit(userId: string, limitForPlan: (plan: string) => number | null): Promise<boolean> {
      const user = await kysely.selectFrom('users').select('plan').where('id', '=', userId).executeTakeFirst();
      const limit = user ? limitForPlan(user.plan) : null;
      if (limit === null) return false;
      const { c } = await kysely
        .selectFrom('mind_maps')
        .select((eb) => eb.fn.countAll<number | string>().as('c'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(c) >= limit;
    },

    /**
     * Inserts a script unless the user's plan limit is reached, atomically: on PostgreSQL the user
     * row is locked (FOR UPDATE) so concurrent creates queue up and each counts the ones before it;
     * on SQLite Kysely runs every transaction on its single connection, one after another.
     */
    async createWithinLimit(
      userId: string,
      limitForPlan: (plan: string) => number | null,
      row: { id: string; now: string } & Required<Omit<MindMapWrite, 'title'>> & { title: string },
    ): Promise<MindMapRow | 'limit-reached'> {
      return kysely.transaction().execute(async (trx) => {
        let owner = trx.selectFrom('users').select('plan').where('id', '=', userId);
        if (dialect === 'postgres') owner = owner.forUpdate();
        const user = await owner.executeTakeFirstOrThrow();
        const limit = limitForPlan(user.plan);
        if (limit !== null) {
          const { c } = await trx
            .selectFrom('mind_maps')
            .select((eb) => eb.fn.countAll<number | string>().as('c'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow();
          if (Number(c) >= limit) return 'limit-reached';
        }
        return trx
          .insertInto('mind_maps')
          .values({
            id: row.id,
            user_id: userId,
            title: row.title,
            description: row.description,
            category: row.category,
            type: row.type,
            nodes: jsonValue(row.nodes),
            connections: jsonValue(row.connections),
            view_state: jsonValue(row.viewState),
            node_order: jsonValue(row.nodeOrder),
            version: 1,
            created_at: row.now,
            updated_at: row.now,
          })
          .returning(fullColumns)
          .executeTakeFirstOrThrow();
      });
    },

    /**
     * Applies `changes` and bumps the version in one conditional UPDATE: with `expectedVersion`,
     * only a writer holding the current version succeeds, so concurrent stale writes change nothing.
     */
    async update(userId: string, id: string, changes: MindMapWrite, now: string, expectedVersion?: number): Promise<UpdateResult> {
      // Autosave is the hot write path: it goes through the group committer (a single statement).
      const row = await writeBatched((db) => {
        let query = db
          .updateTable('mind_maps')
          .set({ ...toColumns(changes), version: sql<number>`version + 1`, updated_at: now })
          .where('id', '=', id)
          .where('user_id', '=', userId);
        if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
        return query.returning(summaryColumns).executeTakeFirst();
      });
      if (row) return { kind: 'ok', row };
      if (expectedVersion !== undefined && (await this.exists(userId, id))) return { kind: 'conflict' };
      return { kind: 'not-found' };
    },

    /** Deletes the script and its teleprompter text together. */
    async delete(userId: string, id: string): Promise<boolean> {
      return kysely.transaction().execute(async (trx) => {
        await trx.deleteFrom('teleprompter_texts').where('mind_map_id', '=', id).where('user_id', '=', userId).execute();
        const res = await trx.deleteFrom('mind_maps').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
        return Number(res.numDeletedRows) > 0;
      });
    },
  };
}

export type MindMapsRepository = ReturnType<typeof createMindMapsRepository>;
