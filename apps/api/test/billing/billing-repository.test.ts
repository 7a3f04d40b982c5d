import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../../src/db/database';
import { createBillingRepository } from '../../src/plugins/app/billing/billing-repository';
import type { BillingStore } from '../../src/plugins/app/billing/billing-types';

// The Kysely BillingStore on a migrated SQLite database (the route tests cover PostgreSQL through the app).
describe('billing repository', () => {
  let db: Db;
  let repo: BillingStore;

  beforeEach(async () => {
    db = openDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(db);
    const now = new Date().toISOString();
    await db.kysely
      .insertInto('users')
      .values({
        id: 'u1',
        email: 'u1@example.com',
        password_hash: 'x',
        email_verified_at: null,
        plan: 'free',
        subscription_status: 'active',
        current_period_end: null,
        cancel_at_period_end: 0,
        payment_customer_id: null,
        payment_subscription_id: null,
        free_trial_claimed: 0,
        ai_period: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    repo = createBillingRepository(db);
  });
  afterEach(() => db.close());

  it('reads, links the customer once, applies state and claims the trial', async () => {
    expect(await repo.findUserById('u1')).toEqual({
      id: 'u1',
      email: 'u1@example.com',
      paymentCustomerId: null,
      freeTrialClaimed: false,
      subscription: { plan: 'free', status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false, subscriptionId: null },
    });
    await repo.setCustomerId('u1', 'cus_1');
    await repo.setCustomerId('u1', 'cus_other');
    expect((await repo.findUserByCustomerId('cus_1'))?.id).toBe('u1');
    expect(await repo.findUserByCustomerId('cus_other')).toBeNull();

    const state = {
      plan: 'pro' as const,
      status: 'trialing',
      currentPeriodEnd: new Date('2026-06-08T10:00:00Z'),
      cancelAtPeriodEnd: true,
      subscriptionId: 'sub_1',
    };
    await repo.applySubscriptionState('u1', state);
    await repo.markTrialClaimed('u1');
    expect(await repo.findUserById('u1')).toMatchObject({ freeTrialClaimed: true, subscription: state });
  });

  it('records an event id once and can forget it', async () => {
    expect(await repo.recordEventOnce('evt_1', 'invoice.paid')).toBe(true);
    expect(await repo.recordEventOnce('evt_1', 'invoice.paid')).toBe(false);
    await repo.forgetEvent('evt_1');
    expect(await repo.recordEventOnce('evt_1', 'invoice.paid')).toBe(true);
  });
});
