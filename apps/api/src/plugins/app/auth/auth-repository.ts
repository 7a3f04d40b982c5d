// All SQL for users, sessions and e-mail tokens.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database, UsersTable } from '../../../db/schema';

export type UserRow = Selectable<UsersTable> & { mind_map_count: number | string };

export interface NewUser {
  id: string;
  email: string;
  passwordHash: string;
  now: string;
}

export interface SessionLookup {
  sessionId: string;
  userId: string;
  lastUsedAt: string | Date;
  expiresAt: string | Date;
}

/** Unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; message?: unknown };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Every unused reset and verification link of the user stops working. */
async function revokeLinks(trx: Kysely<Database>, userId: string, now: string): Promise<void> {
  await trx.updateTable('email_tokens').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export function createAuthRepository({ kysely }: Db) {
  const userWithCount = () =>
    kysely
      .selectFrom('users')
      .selectAll('users')
      .select((eb) =>
        eb.selectFrom('mind_maps').select(eb.fn.countAll<number | string>().as('c')).whereRef('mind_maps.user_id', '=', 'users.id').as('mind_map_count'),
      );

  return {
    async insertUser(u: NewUser): Promise<void> {
      await kysely
        .insertInto('users')
        .values({
          id: u.id,
          email: u.email,
          password_hash: u.passwordHash,
          email_verified_at: null,
          plan: 'free',
          subscription_status: 'active',
          current_period_end: null,
          cancel_at_period_end: 0,
          payment_customer_id: null,
          payment_subscription_id: null,
          free_trial_claimed: 0,
          ai_period: null,
          created_at: u.now,
          updated_at: u.now,
        })
        .execute();
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      return (await userWithCount().where('users.id', '=', id).executeTakeFirst()) as UserRow | undefined;
    },

    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      return (await userWithCount().where('users.email', '=', email).executeTakeFirst()) as UserRow | undefined;
    },

    /** Switches the address at once (verification off): unverified until its link is opened; every outstanding link dies. */
    async updateEmail(userId: string, email: string, now: string): Promise<void> {
      await kysely.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ email, email_verified_at: null, pending_email: null, updated_at: now }).where('id', '=', userId).execute();
        await revokeLinks(trx, userId, now);
      });
    },

    /** Records a new address waiting for verification (null cancels it); every outstanding link dies. */
    async setPendingEmail(userId: string, email: string | null, now: string): Promise<void> {
      await kysely.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ pending_email: email, updated_at: now }).where('id', '=', userId).execute();
        await revokeLinks(trx, userId, now);
      });
    },

    /** Sets a new password; every outstanding reset and verification link dies with the old one. */
    async updatePassword(userId: string, passwordHash: string, now: string): Promise<void> {
      await kysely.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
        await revokeLinks(trx, userId, now);
      });
    },

    async insertSession(s: { id: string; userId: string; tokenHash: string; now: string; expiresAt: string }): Promise<void> {
      await kysely
        .insertInto('sessions')
        .values({ id: s.id, user_id: s.userId, token_hash: s.tokenHash, created_at: s.now, last_used_at: s.now, expires_at: s.expiresAt })
        .execute();
    },

    async findSession(tokenHash: string): Promise<SessionLookup | undefined> {
      return kysely
        .selectFrom('sessions')
        .select(['id as sessionId', 'user_id as userId', 'last_used_at as lastUsedAt', 'expires_at as expiresAt'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    async touchSession(sessionId: string, now: string, expiresAt: string): Promise<void> {
      await kysely.updateTable('sessions').set({ last_used_at: now, expires_at: expiresAt }).where('id', '=', sessionId).execute();
    },

    async deleteSession(sessionId: string): Promise<void> {
      await kysely.deleteFrom('sessions').where('id', '=', sessionId).execute();
    },

    /** Revokes every session of the user except `keepSessionId`; returns the revoked token hashes. */
    async deleteOtherSessions(userId: string, keepSessionId: string): Promise<string[]> {
      const rows = await kysely.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keepSessionId).returning('token_hash').execute();
      return rows.map((r) => r.token_hash);
    },

    /**
     * Deletes the user and, by cascade, its sessions, tokens, scripts and texts, after `first` (account
     * deletion's hand-overs, issue 27) in the same transaction; returns the revoked token hashes.
     */
    async deleteUser(userId: string, first?: (trx: Transaction<Database>) => Promise<void>): Promise<string[]> {
      return kysely.transaction().execute(async (trx) => {
        await first?.(trx);
        const sessions = await trx.deleteFrom('sessions').where('user_id', '=', userId).returning('token_hash').execute();
        await trx.deleteFrom('users').where('id', '=', userId).execute();
        return sessions.map((r) => r.token_hash);
      });
    },

    async deleteExpiredSessions(now: string): Promise<void> {
      await kysely.deleteFrom('sessions').where('expires_at', '<=', now).execute();
    },

    async insertEmailToken(t: {
      tokenHash: string;
      userId: string;
      purpose: string;
      now: string;
      expiresAt: string;
      /** The new address an e-mail change link confirms. */
      email?: string;
    }): Promise<void> {
      await kysely
        .insertInto('email_tokens')
        .values({
          token_hash: t.tokenHash,
          user_id: t.userId,
          purpose: t.purpose,
          created_at: t.now,
          expires_at: t.expiresAt,
          used_at: null,
          email: t.email ?? null,
        })
        .execute();
    },

    /**
     * Marks a valid (unused, unexpired) token used and the user verified, in one transaction.
     * The conditional UPDATE makes it single-use even under concurrent clicks.
     */
    async consumeVerificationToken(tokenHash: string, now: string): Promise<boolean> {
      return kysely.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('email_tokens')
          .set({ used_at: now })
          .where('token_hash', '=', tokenHash)
          .where('purpose', '=', 'verify-email')
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning(['user_id', 'email'])
          .executeTakeFirst();
        if (!used) return false;
        if (used.email) {
          // An e-mail change: the pending address becomes the account's, verified. A unique
          // violation (someone registered it meanwhile) rolls the whole step back.
          const switched = await trx
            .updateTable('users')
            .set({ email: used.email, pending_email: null, email_verified_at: now, updated_at: now })
            .where('id', '=', used.user_id)
            .where('pending_email', '=', used.email)
            .executeTakeFirst();
          return Number(switched.numUpdatedRows) > 0;
        }
        await trx
          .updateTable('users')
          .set({ email_verified_at: now, updated_at: now })
          .where('id', '=', used.user_id)
          .where('email_verified_at', 'is', null)
          .execute();
        return true;
      });
    },

    /** Older links of that kind stop working when a new one is sent (or the address changes). */
    async invalidateEmailTokens(userId: string, purpose: EmailTokenPurpose, now: string): Promise<void> {
      await kysely
        .updateTable('email_tokens')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },

    /** Whether a reset token is currently usable (so a password is only hashed for a live link). */
    async isResetTokenLive(tokenHash: string, now: string): Promise<boolean> {
      const row = await kysely
        .selectFrom('email_tokens')
        .select('user_id')
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', 'reset-password')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return !!row;
    },

    /**
     * Spends a reset token and sets the new password in one transaction: the token is single-use
     * under concurrent clicks (conditional UPDATE), the address counts as verified (the link reached
     * its mailbox), every other link and any pending e-mail change die, and every session of the user is revoked. Returns the
     * revoked token hashes and the user's id and e-mail, or null for an unusable token.
     */
    async consumeResetToken(tokenHash: string, passwordHash: string, now: string): Promise<{ userId: string; email: string; revoked: string[] } | null> {
      return kysely.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('email_tokens')
          .set({ used_at: now })
          .where('token_hash', '=', tokenHash)
          .where('purpose', '=', 'reset-password')
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning('user_id')
          .executeTakeFirst();
        if (!used) return null;
        await revokeLinks(trx, used.user_id, now);
        const user = await trx
          .updateTable('users')
          .set({
            password_hash: passwordHash,
            updated_at: now,
            email_verified_at: sql`coalesce(email_verified_at, ${now})`,
            // A pending e-mail change (perhaps from a stolen session) dies with the old password.
            pending_email: null,
          })
          .where('id', '=', used.user_id)
          .returning('email')
          .executeTakeFirstOrThrow();
        const sessions = await trx.deleteFrom('sessions').where('user_id', '=', used.user_id).returning('token_hash').execute();
        return { userId: used.user_id, email: user.email, revoked: sessions.map((r) => r.token_hash) };
      });
    },

    async deleteStaleEmailTokens(now: string): Promise<void> {
      await kysely.deleteFrom('email_tokens').where('expires_at', '<=', now).execute();
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
export type EmailTokenPurpose = 'verify-email' | 'reset-password';
