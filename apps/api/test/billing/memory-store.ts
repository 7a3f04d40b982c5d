// In-memory BillingStore for the billing tests: the same contract the Kysely repository implements.
import type { BillingStore, BillingUser, PendingTestCheckout, SubscriptionState } from '../../src/plugins/app/billing/billing-types';

export const FREE: SubscriptionState = {
  plan: 'free',
  status: 'active',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  subscriptionId: null,
};

export interface MemoryStore extends BillingStore {
  users: Map<string, BillingUser>;
  events: Map<string, string>;
  testCheckouts: Map<string, PendingTestCheckout>;
  writes: number;
  addUser(id: string, patch?: Partial<BillingUser>): BillingUser;
  user(id: string): BillingUser;
}

export function createMemoryStore(): MemoryStore {
  const users = new Map<string, BillingUser>();
  const events = new Map<string, string>();
  const testCheckouts = new Map<string, PendingTestCheckout>();
  const copy = (u: BillingUser | undefined) => (u ? structuredClone(u) : null);
  const mutate = (id: string, f: (u: BillingUser) => void) => {
    const u = users.get(id);
    if (!u) throw new Error(`no user ${id}`);
    f(u);
    store.writes++;
  };
  const store: MemoryStore = {
    users,
    events,
    testCheckouts,
    writes: 0,
    addUser(id, patch = {}) {
      const u: BillingUser = {
        id,
        email: `${id}@example.com`,
        paymentCustomerId: null,
        freeTrialClaimed: false,
        subscription: { ...FREE },
        ...patch,
      };
      users.set(id, u);
      return u;
    },
    user(id) {
      const u = users.get(id);
      if (!u) throw new Error(`no user ${id}`);
      return structuredClone(u);
    },
    async findUserById(id) {
      return copy(users.get(id));
    },
    async findUserByCustomerId(customerId) {
      return copy([...users.values()].find((u) => u.paymentCustomerId === customerId));
    },
    async setCustomerId(userId, customerId) {
      mutate(userId, (u) => (u.paymentCustomerId = customerId));
    },
    async applySubscriptionState(userId, state) {
      mutate(userId, (u) => (u.subscription = { ...state }));
    },
    async markTrialClaimed(userId) {
      mutate(userId, (u) => (u.freeTrialClaimed = true));
    },
    async recordEventOnce(eventId, type) {
      if (events.has(eventId)) return false;
      events.set(eventId, type);
      return true;
    },
    async forgetEvent(eventId) {
      events.delete(eventId);
    },
    async saveTestCheckout(checkout) {
      testCheckouts.set(checkout.id, { ...checkout });
    },
    async findTestCheckout(id, userId) {
      const c = testCheckouts.get(id);
      return c && c.userId === userId ? { ...c } : null;
    },
    async takeTestCheckout(id, userId) {
      const c = testCheckouts.get(id);
      if (!c || c.userId !== userId) return null;
      testCheckouts.delete(id);
      return c;
    },
    async deleteExpiredTestCheckouts(at) {
      for (const [id, c] of testCheckouts) if (c.expiresAt.getTime() <= at.getTime()) testCheckouts.delete(id);
    },
  };
  return store;
}
