// All SQL for AI usage: the user's plan and the monthly counters (reserve, refund, count).
import { sql } from 'kysely';
import type { Db } from '../../../db/database';

export function createAiRepository({ kysely }: Db) {
  return {
    async findPlan(userId: string): Promise<string | undefined> {
      const row = await kysely.selectFrom('users').select('plan').where('id', '=', userId).executeTakeFirst();
      return row?.plan;
    },

    /**
     * Takes one teleprompter generation from this month's allowance in a single UPDATE, so
     * concurrent requests cannot overspend: the row only matches while the month is new or the
     * count is under the limit, and the database serialises writers on the row. A new month
     * starts both counters from zero. Returns false when the allowance is used up.
     */
    async reserveTeleprompter(userId: string, period: string, limit: number, now: string): Promise<boolean> {
      if (limit <= 0) return false;
      const row = await kysely
        .updateTable('users')
        .set({
          ai_teleprompter_generations: sql<number>`case when ai_period = ${period} then ai_teleprompter_generations + 1 else 1 end`,
          ai_idea_generations: sql<number>`case when ai_period = ${period} then ai_idea_generations else 0 end`,
          ai_period: period,
          updated_at: now,
        })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('ai_period', 'is', null), eb('ai_period', '<>', period), eb('ai_teleprompter_generations', '<', limit)]))
        .returning('id')
        .executeTakeFirst();
      return !!row;
    },

    /** Gives back a reservation whose generation failed or was cancelled (same month only). */
    async refundTeleprompter(userId: string, period: string): Promise<void> {
      await kysely
        .updateTable('users')
        .set({ ai_teleprompter_generations: sql<number>`ai_teleprompter_generations - 1` })
        .where('id', '=', userId)
        .where('ai_period', '=', period)
        .where('ai_teleprompter_generations', '>', 0)
        .execute();
    },

    /** Counts one idea generation this month (a new month starts both counters from zero). */
    async countIdeas(userId: string, period: string, now: string): Promise<void> {
      await kysely
        .updateTable('users')
        .set({
          ai_idea_generations: sql<number>`case when ai_period = ${period} then ai_idea_generations + 1 else 1 end`,
          ai_teleprompter_generations: sql<number>`case when ai_period = ${period} then ai_teleprompter_generations else 0 end`,
          ai_period: period,
          updated_at: now,
        })
        .where('id', '=', userId)
        .execute();
    },
  };
}

export type AiRepository = ReturnType<typeof createAiRepository>;
