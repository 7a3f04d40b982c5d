// The failed-password limit shared by every password check: login, change password, e-mail change
// and account deletion. Failures are counted per account *and* per (account, client address):
//
// - An address that failed `perAddress` times for an account in the hour is refused for that account.
// - Once the account as a whole collects `perAccount` failures (an attack from many addresses), an
//   address with any failure of its own in the window is refused too — so every attacking address
//   gets at most one guess an hour — while an address with no recent failures (the owner at home)
//   still gets its password checked and logs in.
import type { Limiter } from '../rate-limit/index';

const HOUR = 60 * 60 * 1000;

export interface FailedPasswordLimitOptions {
  limiter: Limiter;
  /** Failures per account and hour after which only addresses with no failures of their own may try. */
  perAccount: number;
  /** Failures per account and client address and hour. */
  perAddress: number;
}

export function createFailedPasswordLimit({ limiter, perAccount, perAddress }: FailedPasswordLimitOptions) {
  const { store } = limiter;
  const addressMax = Math.min(perAddress, perAccount);
  const accountKey = (email: string) => `failed-password:${email}`;
  const addressKey = (email: string, ip: string) => `failed-password:${email}|${ip}`;

  return {
    /** Throws 429 with `message` when `ip` may not try a password for `email` now. */
    async refuseWhenLimited(email: string, ip: string, message: string): Promise<void> {
      const mine = await store.peek(addressKey(email, ip));
      if (mine.count >= addressMax) throw limiter.tooMany(mine.resetInMs, message);
      if (mine.count === 0) return;
      const account = await store.peek(accountKey(email));
      if (account.count >= perAccount) throw limiter.tooMany(Math.min(account.resetInMs, mine.resetInMs), message);
    },

    async countFailure(email: string, ip: string): Promise<void> {
      await Promise.all([store.hit(addressKey(email, ip), HOUR), store.hit(accountKey(email), HOUR)]);
    },

    /** The right password from `ip`: its own failures no longer count (the account's do). */
    async forgetAddress(email: string, ip: string): Promise<void> {
      await store.reset(addressKey(email, ip));
    },

    /** The owner proved control of the mailbox (password reset): the account starts afresh. */
    async forgetAccount(email: string, ip: string): Promise<void> {
      await Promise.all([store.reset(accountKey(email)), store.reset(addressKey(email, ip))]);
    },
  };
}

export type FailedPasswordLimit = ReturnType<typeof createFailedPasswordLimit>;
