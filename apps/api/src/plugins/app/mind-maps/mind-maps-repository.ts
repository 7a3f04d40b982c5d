// All SQL for scripts (mind maps). JSON columns come back as text (see db/values.ts jsonText).
import { jsonArrayFrom as pgJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import { SHARED_WITH_SHOWN } from '@cuemap/shared';
import type { Db } from '../../../db/database';
import { jsonValue } from '../../../db/values';
import { mapContentColumns, SCRIPT_SUMMARY_COLUMNS, type MapTextFields } from './map-columns';

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

/** A dashboard row: the summary, who last edited it (their e-mail, to name them) and the people it is shared with. */
export interface MindMapListRow extends MindMapSummaryRow {
  last_edited_by: string | null;
  last_edited_by_email: string | null;
  last_edited_at: string | Date | null;
  shared_count: number | string | null;
  /** The first SHARED_WITH_SHOWN members, oldest first: JSON text on SQLite, parsed on PostgreSQL. */
  shared_people: string | Array<{ id: string; email: string }>;
}

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

export function createMindMapsRepository({ kysely, dialect }: Db) {
  const fullColumns = ['id', ...mapContentColumns(dialect), 'version', 'created_at', 'updated_at'] as const;

  return {
    /** The user's scripts for the dashboard, with their last editor and who they are shared with: one query. */
    async list(userId: string): Promise<MindMapListRow[]> {
      const jsonArrayFrom = dialect === 'postgres' ? pgJsonArrayFrom : sqliteJsonArrayFrom;
      return kysely
        .selectFrom('mind_maps')
        .leftJoin('users as editor', 'editor.id', 'mind_maps.last_edited_by')
        .select(SCRIPT_SUMMARY_COLUMNS)
        .select((eb) => [
          eb
            .selectFrom('script_members')
            .select((m) => m.fn.countAll<number | string>().as('n'))
            .whereRef('script_members.mind_map_id', '=', 'mind_maps.id')
            .as('shared_count'),
          jsonArrayFrom(
            eb
              .selectFrom('script_members')
              .innerJoin('users', 'users.id', 'script_members.user_id')
              .select(['users.id', 'users.email'])
              .whereRef('script_members.mind_map_id', '=', 'mind_maps.id')
              .orderBy('script_members.created_at')
              .orderBy('script_members.id')
              .limit(SHARED_WITH_SHOWN),
          ).as('shared_people'),
        ])
        .where('mind_maps.user_id', '=', userId)
        .orderBy('mind_maps.updated_at', 'desc')
        .orderBy('mind_maps.id', 'desc')
        .execute();
    },

    async get(userId: string, id: string): Promise<MindMapRow | undefined> {
      return kysely.selectFrom('mind_maps').select(fullColumns).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    },

    /** The current version of an owned script (cheap: no JSON columns), or undefined. */
    async version(userId: string, id: string): Promise<number | undefined> {
      const row = await kysely.selectFrom('mind_maps').select('version').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return row === undefined ? undefined : Number(row.version);
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
     * Inserts a script (and its first teleprompter text, when given) unless the user's plan limit is reached, atomically: on PostgreSQL the user
     * row is locked (FOR UPDATE) so concurrent creates queue up and each counts the ones before it;
     * on SQLite Kysely runs every transaction on its single connection, one after another.
     */
    async createWithinLimit(
      userId: string,
      limitForPlan: (plan: string) => number | null,
      row: { id: string; now: string } & Required<Omit<MindMapWrite, 'title'>> & {
          title: string;
          script?: { title: string; content: string; sections: string };
        },
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
        const created = await trx
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
            last_edited_by: userId,
            last_edited_at: row.now,
          })
          .returning(fullColumns)
          .executeTakeFirstOrThrow();
        if (row.script) {
          const { title, content, sections } = row.script;
          await trx
            .insertInto('teleprompter_texts')
            .values({ mind_map_id: row.id, user_id: userId, title, content, sections, version: 1, updated_at: row.now, source_hash: null })
            .execute();
        }
        return created;
      });
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
