// All SQL for rehearsal runs (rehearsals).
import type { Db } from '../../../db/database';
import { jsonText, jsonValue } from '../../../db/values';

export interface RehearsalSummaryRow {
  id: string;
  created_at: string | Date;
  wpm: number;
  total_ms: number;
  target_ms: number | null;
  /** The coach's totals' JSON as text (null: no coach). */
  coach_summary: string | null;
}

export interface RehearsalRow extends RehearsalSummaryRow {
  /** The sections' JSON, as text on both engines. */
  sections: string;
  /** The coach's JSON as text, or null. */
  coach: string | null;
}

const SUMMARY_COLUMNS = ['id', 'created_at', 'wpm', 'total_ms', 'target_ms'] as const;

export interface NewRehearsal {
  id: string;
  userId: string;
  mindMapId: string;
  createdAt: string;
  wpm: number;
  totalMs: number;
  targetMs: number | null;
  sections: unknown;
  coach: unknown;
  coachSummary: unknown;
}

export function createRehearsalsRepository({ kysely, dialect }: Db) {
  return {
    /**
     * Up to `limit` runs without their sections, newest first, older than the run `before` when given.
     * Ids are time-ordered (made from the run's creation time, ties in creation order), so the id alone
     * orders the runs and marks where a page ended.
     */
    async listPage(userId: string, mindMapId: string, limit: number, before?: string): Promise<RehearsalSummaryRow[]> {
      let query = kysely
        .selectFrom('rehearsals')
        .select([...SUMMARY_COLUMNS, jsonText(dialect, 'coach_summary').as('coach_summary')])
        .where('mind_map_id', '=', mindMapId)
        .where('user_id', '=', userId);
      if (before !== undefined) query = query.where('id', '<', before);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },

    /** One run with its sections, if it is of this user's map. */
    async get(userId: string, mindMapId: string, id: string): Promise<RehearsalRow | undefined> {
      return kysely
        .selectFrom('rehearsals')
        .select([
          ...SUMMARY_COLUMNS,
          jsonText(dialect, 'coach_summary').as('coach_summary'),
          jsonText(dialect, 'sections').as('sections'),
          jsonText(dialect, 'coach').as('coach'),
        ])
        .where('id', '=', id)
        .where('mind_map_id', '=', mindMapId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** The newest `limit` runs with their sections and coach, newest first (the per-section trend). */
    async newest(userId: string, mindMapId: string, limit: number): Promise<RehearsalRow[]> {
      return kysely
        .selectFrom('rehearsals')
        .select([
          ...SUMMARY_COLUMNS,
          jsonText(dialect, 'coach_summary').as('coach_summary'),
          jsonText(dialect, 'sections').as('sections'),
          jsonText(dialect, 'coach').as('coach'),
        ])
        .where('mind_map_id', '=', mindMapId)
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * Stores a run and deletes the map's runs beyond the newest `keep`, in one transaction holding the
     * map: on PostgreSQL its row is locked (FOR UPDATE), so a map deleted meanwhile cannot leave the
     * insert without its parent, and two runs of one map trim one after the other. False when the map
     * is gone (nothing stored). Runs are each person's own (issue 27): the newest `keep` are kept per person.
     */
    async insert(r: NewRehearsal, keep: number): Promise<boolean> {
      return kysely.transaction().execute(async (trx) => {
        let owner = trx.selectFrom('mind_maps').select('id').where('id', '=', r.mindMapId);
        if (dialect === 'postgres') owner = owner.forUpdate();
        if (!(await owner.executeTakeFirst())) return false;
        await trx
          .insertInto('rehearsals')
          .values({
            id: r.id,
            user_id: r.userId,
            mind_map_id: r.mindMapId,
            created_at: r.createdAt,
            wpm: r.wpm,
            total_ms: r.totalMs,
            target_ms: r.targetMs,
            sections: jsonValue(r.sections),
            coach_summary: r.coachSummary === null ? null : jsonValue(r.coachSummary),
            coach: r.coach === null ? null : jsonValue(r.coach),
          })
          .execute();
        await trx
          .deleteFrom('rehearsals')
          .where('mind_map_id', '=', r.mindMapId)
          .where('user_id', '=', r.userId)
          .where('id', 'not in', (qb) =>
            qb
              .selectFrom('rehearsals')
              .select('id')
              .where('mind_map_id', '=', r.mindMapId)
              .where('user_id', '=', r.userId)
              .orderBy('created_at', 'desc')
              .orderBy('id', 'desc')
              .limit(keep),
          )
          .execute();
        return true;
      });
    },
  };
}

export type RehearsalsRepository = ReturnType<typeof createRehearsalsRepository>;
