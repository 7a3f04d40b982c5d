// All SQL for billing: the BillingStore over the users and billing_events tables (SQLite and PostgreSQL).
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { TestCheckoutsTable, UsersTable } from '../../../db/schema';
import { fromBool, toBool, toIso, toIsoOrNull } from '../../../db/values';
import { isPlanId } from '@cuemap/shared';
import type { BillingStore, BillingUser, PendingTestCheckout } from './billing-types';

type BillingRow = Pick<
  Selectable<UsersTable>,
  | 'id'
  | 'email'
  | 'plan'
  | 'subscription_status'
  | 'current_period_end'
  | 'cancel_at_period_end'
  | 'payment_customer_id'
  | 'payment_subscription_id'
  | 'free_trial_claimed'
>;

const COLUMNS = [
  'id',
  'email',
  'plan',
  'subscription_status',
  'current_period_end',
  'cancel_at_period_end',
  'payment_customer_id',
  'payment_subscription_id',
  'free_trial_claimed',
] as const;

function toBillingUser(row: BillingRow): BillingUser {
  const periodEnd = toIsoOrNull(row.current_period_end);
  return {
    id: row.id,
    email: row.email,
    paymentCustomerId: row.payment_customer_id,
    freeTrialClaimed: toBool(row.free_trial_claimed),
    subscription: {
      plan: isPlanId(row.plan) ? row.plan : 'free',
      status: row.subscription_status,
      currentPeriodEnd: periodEnd === null ? null : new Date(periodEnd),
      cancelAtPeriodEnd: toBool(row.cancel_at_period_end),
      subscriptionId: row.payment_subscription_id,
    },
  };
}

function toPendingTestCheckout(row: Selectable<TestCheckoutsTable>): PendingTestCheckout | null {
  // A tier this build does not sell (an old row) cannot be confirmed.
  if (row.tier !== 'pro' && row.tier !== 'elite') return null;
  return { id: row.id, userId: row.user_id, tier: row.tier, expiresAt: new Date(toIso(row.expires_at)) };
}

export function createBillingRepository({ kysely }: Db, now: () => Date = () => new Date()): BillingStore {
  const stamp = () => toIso(now());
  return {
    async findUserById(userId) {
      const row = await kysely.selectFrom('users').select(COLUMNS).where('id', '=', userId).executeTakeFirst();
      return row ? toBillingUser(row) : null;
    },

    async findUserByCustomerId(customerId) {
      const row = await kysely.selectFrom('users').select(COLUMNS).where('payment_customer_id', '=', customerId).executeTakeFirst();
      return row ? toBillingUser(row) : null;
    },

    async setCustomerId(userId, customerId) {
      // Set once: a stored customer is never replaced (one Stripe customer per user).
      await kysely
        .updateTable('users')
        .set({ payment_customer_id: customerId, updated_at: stamp() })
        .where('id', '=', userId)
        .where('payment_customer_id', 'is', null)
        .execute();
    },

    async applySubscriptionState(userId, state) {
      await kysely
        .updateTable('users')
        .set({
          plan: state.plan,
          subscription_status: state.status,
          current_period_end: state.currentPeriodEnd ? state.currentPeriodEnd.toISOString() : null,
          cancel_at_period_end: fromBool(state.cancelAtPeriodEnd),
          payment_subscription_id: state.subscriptionId,
          updated_at: stamp(),
        })
        .where('id', '=', userId)
        .execute();
    },

    async markTrialClaimed(userId) {
      await kysely
        .updateTable('users')
        .set({ free_trial_claimed: fromBool(true), updated_at: stamp() })
        .where('id', '=', userId)
        .execute();
    },

    async recordEventOnce(eventId, type) {
      const result = await kysely
        .insertInto('billing_events')
        .values({ id: eventId, type, received_at: stamp() })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    async forgetEvent(eventId) {
      await kysely.deleteFrom('billing_events').where('id', '=', eventId).execute();
    },

    async saveTestCheckout(checkout) {
      await kysely
        .insertInto('test_checkouts')
        .values({
          id: checkout.id,
          user_id: checkout.userId,
          tier: checkout.tier,
          created_at: stamp(),
          expires_at: checkout.expiresAt.toISOString(),
        })
        .execute();
    },

    async findTestCheckout(id, userId) {
      const row = await kysely.selectFrom('test_checkouts').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return row ? toPendingTestCheckout(row) : null;
    },

    async takeTestCheckout(id, userId) {
      const row = await kysely.deleteFrom('test_checkouts').where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();
      return row ? toPendingTestCheckout(row) : null;
    },

    async deleteExpiredTestCheckouts(at) {
      await kysely.deleteFrom('test_checkouts').where('expires_at', '<=', at.toISOString()).execute();
    },
  };
}
