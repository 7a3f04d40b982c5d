// The admin CLI's own SQL: listings across users and the few writes no API path has (mark verified, end
// every session). Everything else the CLI does goes through the API's repositories and services.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { toIso, toIsoOrNull } from '../db/values';

export interface UserSummary {
  email: string;
  plan: string;
  status: string;
  verifiedAt: string | null;
  createdAt: string;
  scripts: number;
}

export interface SessionSummary {
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
}

/** `%`, `_` and `\` typed by the operator match themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createAdminRepository({ kysely }: Db) {
  const summaries = () =>
    kysely
      .selectFrom('users')
      .select(['email', 'plan', 'subscription_status', 'email_verified_at', 'created_at'])
      .select((eb) => eb.selectFrom('mind_maps').select(eb.fn.countAll<number | string>().as('c')).whereRef('mind_maps.user_id', '=', 'users.id').as('scripts'))
      .orderBy('created_at')
      .orderBy('id');

  const toSummary = (r: {
    email: string;
    plan: string;
    subscription_status: string;
    email_verified_at: string | Date | null;
    created_at: string | Date;
    scripts: number | string | null;
  }): UserSummary => ({
    email: r.email,
    plan: r.plan,
    status: r.subscription_status,
    verifiedAt: toIsoOrNull(r.email_verified_at),
    createdAt: toIso(r.created_at),
    scripts: Number(r.scripts ?? 0),
  });

  return {
    async countUsers(): Promise<number> {
      const row = await kysely
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Oldest first. */
    async listUsers(limit: number): Promise<UserSummary[]> {
      return (await summaries().limit(limit).execute()).map(toSummary);
    },

    /** Users whose address contains `text` (case-insensitive). */
    async findUsers(text: string, limit: number): Promise<UserSummary[]> {
      const rows = await summaries()
        .where(sql<boolean>`lower(${sql.ref('email')}) like ${likePattern(text)} escape '\\'`)
        .limit(limit)
        .execute();
      return rows.map(toSummary);
    },

    /** The user's live sessions, most recently used first. */
    async liveSessions(userId: string, now: string): Promise<SessionSummary[]> {
      const rows = await kysely
        .selectFrom('sessions')
        .select(['created_at', 'last_used_at', 'expires_at'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .orderBy('last_used_at', 'desc')
        .execute();
      return rows.map((r) => ({ createdAt: toIso(r.created_at), lastUsedAt: toIso(r.last_used_at), expiresAt: toIso(r.expires_at) }));
    },

    /** Marks the address verified (as opening its link would); false when it already was. */
    async markVerified(userId: string, now: string): Promise<boolean> {
      const result = await kysely
        .updateTable('users')
        .set({ email_verified_at: now, updated_at: now })
        .where('id', '=', userId)
        .where('email_verified_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Ends every session of the user; returns how many. */
    async deleteSessions(userId: string): Promise<number> {
      const result = await kysely.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
