// Account rules: registration, login, sessions, e-mail verification, profile and password changes.
import {
  AUTH_MESSAGES,
  isPlanId,
  usagePeriod,
  type AuthResponse,
  type ChangePasswordBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type User,
} from '@cuemap/shared';
import type { FastifyBaseLogger } from 'fastify';
import { toBool, toIso, toIsoOrNull } from '../../../db/values';
import { newId } from '../../../lib/ids';
import { HttpError, badRequest, conflict } from '../../../lib/http-error';
import { hashToken, newToken } from '../../../lib/tokens';
import type { Mailer } from '../mailer/mailer';
import type { Limiter } from '../rate-limit/index';
import { isUniqueViolation, type AuthRepository, type EmailTokenPurpose, type UserRow } from './auth-repository';
import { dummyHash, hashPassword, verifyPassword } from './password';

const HOUR = 60 * 60 * 1000;
const VERIFY_TOKEN_TTL = 24 * HOUR;
/** A reset link is a key to the account: it lives one hour. */
const RESET_TOKEN_TTL = HOUR;
/** last_used_at / expiry are refreshed at most this often, so reads do not turn into writes. */
const SESSION_TOUCH_INTERVAL = HOUR;

export interface AuthContext {
  userId: string;
  sessionId: string;
  tokenHash: string;
}

export interface AuthServiceDeps {
  repo: AuthRepository;
  mailer: Mailer;
  limiter: Limiter;
  log: FastifyBaseLogger;
  appUrl: string;
  requireEmailVerification: boolean;
  sessionTtlMs: number;
  failedLoginsPerHour: number;
  /** How long a validated session may be served from memory (0 = always ask the database). */
  sessionCacheMs: number;
  now?: () => Date;
}

interface CachedSession {
  auth: AuthContext;
  expiresAt: number;
  cachedUntil: number;
}

export function toUserView(row: UserRow, now: Date): User {
  const currentPeriod = row.ai_period === usagePeriod(now);
  return {
    email: row.email,
    createdAt: toIso(row.created_at),
    subscription: {
      plan: isPlanId(row.plan) ? row.plan : 'free',
      status: row.subscription_status,
      currentPeriodEnd: toIsoOrNull(row.current_period_end),
      cancelAtPeriodEnd: toBool(row.cancel_at_period_end),
    },
    paymentCustomerId: row.payment_customer_id,
    freeTrialClaimed: toBool(row.free_trial_claimed),
    mindMapCount: Number(row.mind_map_count),
    aiIdeaGenerations: currentPeriod ? row.ai_idea_generations : 0,
    aiTeleprompterGenerations: currentPeriod ? row.ai_teleprompter_generations : 0,
  };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, mailer, log } = deps;
  const clock = deps.now ?? (() => new Date());
  const sessionCache = new Map<string, CachedSession>();
  const pendingMail = new Set<Promise<void>>();

  /** Mail goes out in the background: the response must not wait on (or reveal) SMTP. */
  function sendInBackground(to: string, subject: string, text: string, html: string) {
    const p = mailer
      .send({ to, subject, text, html })
      .catch((err: unknown) => log.error({ err, mailTo: to }, 'Sending mail failed'))
      .finally(() => pendingMail.delete(p));
    pendingMail.add(p);
  }

  /**
   * Mails a single-use link to `path?token=…`: a fresh ≥ 256-bit token, stored hashed, replacing the
   * user's earlier links of the same purpose. `before` and `after` are the paragraphs around the link.
   */
  async function sendLinkMail(
    user: { id: string; email: string },
    mail: { purpose: EmailTokenPurpose; ttlMs: number; path: string; subject: string; before: string[]; after: string[] },
  ) {
    const now = clock();
    const token = newToken(32);
    await repo.invalidateEmailTokens(user.id, mail.purpose, now.toISOString());
    await repo.insertEmailToken({
      tokenHash: hashToken(token),
      userId: user.id,
      purpose: mail.purpose,
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + mail.ttlMs).toISOString(),
    });
    const link = `${deps.appUrl}${mail.path}?token=${encodeURIComponent(token)}`;
    const text = `${[...mail.before, link, ...mail.after].join('\n\n')}\n`;
    const html = [...mail.before, `<a href="${link}">${link}</a>`, ...mail.after].map((p) => `<p>${p}</p>`).join('');
    sendInBackground(user.email, mail.subject, text, html);
  }

  function sendVerification(userId: string, email: string) {
    return sendLinkMail(
      { id: userId, email },
      {
        purpose: 'verify-email',
        ttlMs: VERIFY_TOKEN_TTL,
        path: '/verify-email',
        subject: 'Verify your Cuemap email address',
        before: ['Welcome to Cuemap!', 'Confirm your email address by opening this link:'],
        after: ['The link works once and expires in 24 hours. If you did not sign up, ignore this email.'],
      },
    );
  }

  function sendPasswordReset(userId: string, email: string) {
    return sendLinkMail(
      { id: userId, email },
      {
        purpose: 'reset-password',
        ttlMs: RESET_TOKEN_TTL,
        path: '/reset-password',
        subject: 'Reset your Cuemap password',
        before: ['Someone (hopefully you) asked to reset the password of your Cuemap account.', 'Choose a new password here:'],
        after: ['The link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays as it is.'],
      },
    );
  }

  /** Failed password checks per account and hour (login, account deletion), without locking the owner out for good. */
  const failedLoginKey = (email: string) => `failed-login:${email}`;
  async function refuseWhenTooManyFailures(email: string) {
    const failures = await deps.limiter.store.peek(failedLoginKey(email));
    if (failures.count >= deps.failedLoginsPerHour) {
      throw deps.limiter.tooMany(failures.resetInMs, AUTH_MESSAGES.tooManyFailedLogins);
    }
  }
  const countFailure = (email: string) => deps.limiter.store.hit(failedLoginKey(email), HOUR);

  async function startSession(userId: string): Promise<string> {
    const now = clock();
    const token = newToken(32);
    await repo.insertSession({
      id: newId(now.getTime()),
      userId,
      tokenHash: hashToken(token),
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + deps.sessionTtlMs).toISOString(),
    });
    return token;
  }

  async function loadUser(userId: string): Promise<UserRow> {
    const row = await repo.findUserById(userId);
    // The session row cascades away with its user, so this only happens in a race with deletion.
    if (!row) throw new HttpError(401, AUTH_MESSAGES.sessionInvalid);
    return row;
  }

  return {
    async register(body: RegisterBody): Promise<AuthResponse> {
      const now = clock();
      const id = newId(now.getTime());
      const passwordHash = await hashPassword(body.password);
      try {
        await repo.insertUser({ id, email: body.email, passwordHash, now: now.toISOString() });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken);
        throw err;
      }
      await sendVerification(id, body.email);
      if (deps.requireEmailVerification) {
        return { message: AUTH_MESSAGES.registeredVerify, requiresVerification: true };
      }
      const token = await startSession(id);
      return { message: AUTH_MESSAGES.registered, token, user: toUserView(await loadUser(id), now), requiresVerification: false };
    },

    async login(body: LoginBody): Promise<AuthResponse> {
      await refuseWhenTooManyFailures(body.email);
      const user = await repo.findUserByEmail(body.email);
      // Unknown e-mails still pay for one argon2 verify, so both failures look and time the same.
      const ok = await verifyPassword(user?.password_hash ?? (await dummyHash()), body.password);
      if (!user || !ok) {
        await countFailure(body.email);
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      }
      if (deps.requireEmailVerification && user.email_verified_at === null) {
        throw new HttpError(403, AUTH_MESSAGES.verifyFirst, { requiresVerification: true });
      }
      const token = await startSession(user.id);
      return { message: AUTH_MESSAGES.loggedIn, token, user: toUserView(user, clock()), requiresVerification: false };
    },

    /** Resolves a bearer token to its session, or null when unknown, revoked or expired. */
    async authenticate(token: string): Promise<AuthContext | null> {
      const tokenHash = hashToken(token);
      const nowMs = clock().getTime();
      const cached = sessionCache.get(tokenHash);
      if (cached && cached.cachedUntil > nowMs && cached.expiresAt > nowMs) return cached.auth;
      sessionCache.delete(tokenHash);

      const session = await repo.findSession(tokenHash);
      if (!session) return null;
      const expiresAt = new Date(session.expiresAt).getTime();
      if (expiresAt <= nowMs) {
        await repo.deleteSession(session.sessionId);
        return null;
      }
      let effectiveExpiry = expiresAt;
      if (nowMs - new Date(session.lastUsedAt).getTime() > SESSION_TOUCH_INTERVAL) {
        // Sliding expiry: an active session stays alive, an abandoned one lapses after the TTL.
        effectiveExpiry = nowMs + deps.sessionTtlMs;
        await repo.touchSession(session.sessionId, new Date(nowMs).toISOString(), new Date(effectiveExpiry).toISOString());
      }
      const auth = { userId: session.userId, sessionId: session.sessionId, tokenHash };
      if (deps.sessionCacheMs > 0) {
        if (sessionCache.size > 10_000) sessionCache.clear();
        sessionCache.set(tokenHash, { auth, expiresAt: effectiveExpiry, cachedUntil: nowMs + deps.sessionCacheMs });
      }
      return auth;
    },

    async logout(auth: AuthContext): Promise<void> {
      sessionCache.delete(auth.tokenHash);
      await repo.deleteSession(auth.sessionId);
    },

    /** Ends every session of the user but this one; returns how many ended. */
    async logoutOthers(auth: AuthContext): Promise<number> {
      const revoked = await repo.deleteOtherSessions(auth.userId, auth.sessionId);
      for (const hash of revoked) sessionCache.delete(hash);
      return revoked.length;
    },

    async me(auth: AuthContext): Promise<User> {
      return toUserView(await loadUser(auth.userId), clock());
    },

    async resendVerification(email: string): Promise<void> {
      const user = await repo.findUserByEmail(email);
      if (user && user.email_verified_at === null) await sendVerification(user.id, user.email);
    },

    async verifyEmail(token: string): Promise<boolean> {
      return repo.consumeVerificationToken(hashToken(token), clock().toISOString());
    },

    /** Mails a reset link when the address has an account; the caller answers the same either way. */
    async forgotPassword(email: string): Promise<void> {
      const user = await repo.findUserByEmail(email);
      if (user) await sendPasswordReset(user.id, user.email);
    },

    /** Sets a new password from a mailed link; every session of the account is signed out. */
    async resetPassword(body: ResetPasswordBody): Promise<void> {
      const tokenHash = hashToken(body.token);
      if (!(await repo.isResetTokenLive(tokenHash, clock().toISOString()))) throw badRequest(AUTH_MESSAGES.resetFailed);
      const passwordHash = await hashPassword(body.newPassword);
      const done = await repo.consumeResetToken(tokenHash, passwordHash, clock().toISOString());
      // Spent by a concurrent request while the password was hashed.
      if (!done) throw badRequest(AUTH_MESSAGES.resetFailed);
      for (const hash of done.revoked) sessionCache.delete(hash);
      // The owner proved control of the mailbox: failed logins of the old password no longer count.
      await deps.limiter.store.reset(failedLoginKey(done.email));
    },

    async updateProfile(auth: AuthContext, email: string): Promise<{ message: string; user: User }> {
      const user = await loadUser(auth.userId);
      if (user.email === email) return { message: AUTH_MESSAGES.profileUpdated, user: toUserView(user, clock()) };
      const now = clock().toISOString();
      try {
        await repo.updateEmail(auth.userId, email, now);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken);
        throw err;
      }
      // The new address is unverified until its owner clicks the link we send there.
      await sendVerification(auth.userId, email);
      return {
        message: deps.requireEmailVerification ? AUTH_MESSAGES.profileUpdatedVerify : AUTH_MESSAGES.profileUpdated,
        user: toUserView(await loadUser(auth.userId), clock()),
      };
    },

    async changePassword(auth: AuthContext, body: ChangePasswordBody): Promise<void> {
      const user = await loadUser(auth.userId);
      if (!(await verifyPassword(user.password_hash, body.currentPassword))) throw badRequest(AUTH_MESSAGES.wrongCurrentPassword);
      if (body.newPassword === body.currentPassword) throw badRequest(AUTH_MESSAGES.samePassword);
      await repo.updatePassword(auth.userId, await hashPassword(body.newPassword), clock().toISOString());
      const revoked = await repo.deleteOtherSessions(auth.userId, auth.sessionId);
      for (const hash of revoked) sessionCache.delete(hash);
    },

    /**
     * Checks the password before an account is deleted. Wrong guesses count toward the account's
     * failed-login limit, so a stolen session cannot be used to try passwords without end.
     */
    async confirmPassword(auth: AuthContext, password: string): Promise<void> {
      const user = await loadUser(auth.userId);
      await refuseWhenTooManyFailures(user.email);
      if (!(await verifyPassword(user.password_hash, password))) {
        await countFailure(user.email);
        throw badRequest(AUTH_MESSAGES.wrongPassword);
      }
    },

    /** Deletes the account and everything it owns; every session ends. */
    async deleteAccount(auth: AuthContext): Promise<void> {
      // The revoked hashes include this session's own token.
      for (const hash of await repo.deleteUser(auth.userId)) sessionCache.delete(hash);
    },

    /** Drops expired sessions and e-mail tokens; called periodically. */
    async sweep(): Promise<void> {
      const now = clock().toISOString();
      await repo.deleteExpiredSessions(now);
      await repo.deleteStaleEmailTokens(now);
    },

    /** Waits for mail still being sent (graceful shutdown, tests). */
    async flushMail(): Promise<void> {
      await Promise.allSettled([...pendingMail]);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
