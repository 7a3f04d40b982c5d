// Account rules: registration, login, e-mail verification, profile and password changes, account deletion.
import {
  AUTH_MESSAGES,
  type AuthResponse,
  type ChangePasswordBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type UpdateProfileBody,
  type User,
} from '@cuemap/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { newId } from '../../../lib/ids';
import { HttpError, badRequest, conflict } from '../../../lib/http-error';
import { hashToken } from '../../../lib/tokens';
import type { Mailer } from '../mailer/mailer';
import type { Limiter } from '../rate-limit/index';
import { createAuthMail } from './auth-mail';
import { isUniqueViolation, type AuthRepository, type UserRow } from './auth-repository';
import { createFailedPasswordLimit } from './failed-passwords';
import { dummyHash, hashPassword, verifyPassword } from './password';
import { createSessions, type AuthContext } from './sessions';
import { toUserView } from './user-view';

export type { AuthContext } from './sessions';

export interface AuthServiceDeps {
  repo: AuthRepository;
  mailer: Mailer;
  limiter: Limiter;
  log: FastifyBaseLogger;
  appUrl: string;
  requireEmailVerification: boolean;
  sessionTtlMs: number;
  /** Failed password checks per account and hour before only addresses with no failures may try. */
  failedLoginsPerHour: number;
  /** Failed password checks per account and client address and hour. */
  failedLoginsPerAddressPerHour: number;
  /** How long a validated session may be served from memory (0 = always ask the database). */
  sessionCacheMs: number;
  now?: () => Date;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, mailer, log } = deps;
  const clock = deps.now ?? (() => new Date());
  const sessions = createSessions({ repo, clock, ttlMs: deps.sessionTtlMs, cacheMs: deps.sessionCacheMs });
  const { inBackground, sendNotice, sendVerification, sendEmailChangeConfirmation, sendPasswordReset, flush } = createAuthMail({
    repo,
    mailer,
    log,
    appUrl: deps.appUrl,
    clock,
  });

  /** Told when the account's other devices must lose access (see `onDevicesRevoked`). */
  const revokeListeners: Array<(userId: string) => Promise<void>> = [];
  const revokeDevices = async (userId: string) => {
    for (const listener of revokeListeners) await listener(userId);
  };

  const failedPasswords = createFailedPasswordLimit({
    limiter: deps.limiter,
    perAccount: deps.failedLoginsPerHour,
    perAddress: deps.failedLoginsPerAddressPerHour,
  });

  /**
   * Checks the signed-in user's password for a sensitive change (e-mail, password, deletion). Wrong
   * guesses share the failed-password limit with login, so a stolen session cannot try passwords
   * without end.
   */
  async function checkOwnPassword(user: UserRow, password: string, ip: string, wrongMessage: string) {
    await failedPasswords.refuseWhenLimited(user.email, ip, AUTH_MESSAGES.tooManyPasswordAttempts);
    if (!(await verifyPassword(user.password_hash, password))) {
      await failedPasswords.countFailure(user.email, ip);
      throw badRequest(wrongMessage);
    }
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
        if (!isUniqueViolation(err)) throw err;
        // With verification on, nobody logs in from this answer, so a taken address answers exactly
        // like a new one (no enumeration) and its owner hears about the attempt instead.
        if (!deps.requireEmailVerification) throw conflict(AUTH_MESSAGES.emailTaken);
        sendNotice(body.email, 'Someone tried to sign up with your email address', [
          'Someone (hopefully you) tried to create a Cuemap account with this email address, which already has one.',
          `If it was you, log in at ${deps.appUrl}/auth, or choose a new password at ${deps.appUrl}/forgot-password.`,
          'If it was not you, ignore this email: nothing has changed.',
        ]);
        return { message: AUTH_MESSAGES.registeredVerify, requiresVerification: true };
      }
      if (deps.requireEmailVerification) {
        inBackground('Sending the verification link', () => sendVerification(id, body.email));
        return { message: AUTH_MESSAGES.registeredVerify, requiresVerification: true };
      }
      await sendVerification(id, body.email);
      const token = await sessions.start(id);
      return { message: AUTH_MESSAGES.registered, token, user: toUserView(await loadUser(id), now), requiresVerification: false };
    },

    /** `ip` is the client address: failures count per account and per (account, address). */
    async login(body: LoginBody, ip: string): Promise<AuthResponse> {
      await failedPasswords.refuseWhenLimited(body.email, ip, AUTH_MESSAGES.tooManyFailedLogins);
      const user = await repo.findUserByEmail(body.email);
      // Unknown e-mails still pay for one argon2 verify, so both failures look and time the same.
      const ok = await verifyPassword(user?.password_hash ?? (await dummyHash()), body.password);
      if (!user || !ok) {
        await failedPasswords.countFailure(body.email, ip);
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      }
      await failedPasswords.forgetAddress(body.email, ip);
      if (deps.requireEmailVerification && user.email_verified_at === null) {
        throw new HttpError(403, AUTH_MESSAGES.verifyFirst, { requiresVerification: true });
      }
      const token = await sessions.start(user.id);
      return { message: AUTH_MESSAGES.loggedIn, token, user: toUserView(user, clock()), requiresVerification: false };
    },

    // Sessions (sessions.ts): bearer token → session, sign out, sign out everywhere else.
    authenticate: sessions.authenticate,
    logout: sessions.end,

    /** Ends every other session, and every device the account let in without one (stage links). */
    async logoutOthers(auth: AuthContext): Promise<number> {
      const ended = await sessions.endOthers(auth);
      await revokeDevices(auth.userId);
      return ended;
    },

    /**
     * `listener(userId)` runs when the account's devices must lose access: the password changed or was
     * reset, other devices were signed out, or the account is about to be deleted (the stage revokes
     * its links).
     */
    onDevicesRevoked(listener: (userId: string) => Promise<void>): void {
      revokeListeners.push(listener);
    },

    async me(auth: AuthContext): Promise<User> {
      return toUserView(await loadUser(auth.userId), clock());
    },

    /** Answers at once for any address; the lookup, token and mail happen after (no timing difference). */
    resendVerification(email: string): void {
      inBackground('Resending the verification link', async () => {
        const user = await repo.findUserByEmail(email);
        if (user && user.email_verified_at === null) await sendVerification(user.id, user.email);
      });
    },

    async verifyEmail(token: string): Promise<boolean> {
      try {
        return await repo.consumeVerificationToken(hashToken(token), clock().toISOString());
      } catch (err) {
        // An e-mail change whose new address was registered by someone else meanwhile.
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },

    /**
     * Mails a reset link when the address has an account. Answers at once for any address: the
     * lookup, token and mail happen after, so the answer's timing says nothing about the address.
     */
    forgotPassword(email: string): void {
      inBackground('Sending the reset link', async () => {
        const user = await repo.findUserByEmail(email);
        if (user) await sendPasswordReset(user.id, user.email);
      });
    },

    /** Sets a new password from a mailed link; every session of the account is signed out. */
    async resetPassword(body: ResetPasswordBody, ip: string): Promise<void> {
      const tokenHash = hashToken(body.token);
      if (!(await repo.isResetTokenLive(tokenHash, clock().toISOString()))) throw badRequest(AUTH_MESSAGES.resetFailed);
      const passwordHash = await hashPassword(body.newPassword);
      const done = await repo.consumeResetToken(tokenHash, passwordHash, clock().toISOString());
      // Spent by a concurrent request while the password was hashed.
      if (!done) throw badRequest(AUTH_MESSAGES.resetFailed);
      sessions.forget(done.revoked);
      await revokeDevices(done.userId);
      // The owner proved control of the mailbox: failed logins of the old password no longer count.
      await failedPasswords.forgetAccount(done.email, ip);
    },

    /**
     * Changes the e-mail. The current password is required (a stolen session must not be able to
     * take the account through a reset link to an address of its choosing), the old address is told,
     * and with verification on the new address stays pending until the link mailed there is opened.
     * Every outstanding reset and verification link dies. The same address again cancels a pending change.
     */
    async updateProfile(auth: AuthContext, body: UpdateProfileBody, ip: string): Promise<{ message: string; user: User }> {
      const user = await loadUser(auth.userId);
      const now = clock().toISOString();
      if (user.email === body.email) {
        if (user.pending_email !== null) await repo.setPendingEmail(auth.userId, null, now);
        return { message: AUTH_MESSAGES.profileUpdated, user: toUserView(await loadUser(auth.userId), clock()) };
      }
      if (!body.currentPassword) throw badRequest(AUTH_MESSAGES.currentPasswordRequired);
      await checkOwnPassword(user, body.currentPassword, ip, AUTH_MESSAGES.wrongCurrentPassword);
      const taken = await repo.findUserByEmail(body.email);
      if (taken) throw conflict(AUTH_MESSAGES.emailTaken);

      if (deps.requireEmailVerification) {
        await repo.setPendingEmail(auth.userId, body.email, now);
        await sendEmailChangeConfirmation(auth.userId, body.email);
      } else {
        try {
          await repo.updateEmail(auth.userId, body.email, now);
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken);
          throw err;
        }
        // The new address is unverified until its owner clicks the link we send there.
        await sendVerification(auth.userId, body.email);
      }
      sendNotice(user.email, 'Your Cuemap email address is changing', [
        deps.requireEmailVerification
          ? `Someone signed in to your Cuemap account asked to change its email address to ${body.email}. The change takes effect when the link sent to that address is opened.`
          : `The email address of your Cuemap account was changed to ${body.email}.`,
        `If this was not you, choose a new password at ${deps.appUrl}/forgot-password (using this address) and contact support. Every other device will be signed out.`,
      ]);
      return {
        message: deps.requireEmailVerification ? AUTH_MESSAGES.profileUpdatedVerify : AUTH_MESSAGES.profileUpdated,
        user: toUserView(await loadUser(auth.userId), clock()),
      };
    },

    async changePassword(auth: AuthContext, body: ChangePasswordBody, ip: string): Promise<void> {
      const user = await loadUser(auth.userId);
      await checkOwnPassword(user, body.currentPassword, ip, AUTH_MESSAGES.wrongCurrentPassword);
      if (body.newPassword === body.currentPassword) throw badRequest(AUTH_MESSAGES.samePassword);
      await repo.updatePassword(auth.userId, await hashPassword(body.newPassword), clock().toISOString());
      await sessions.endOthers(auth);
      await revokeDevices(auth.userId);
    },

    /** Checks the password before an account is deleted (throttled with login's failed-password limit). */
    async confirmPassword(auth: AuthContext, password: string, ip: string): Promise<void> {
      await checkOwnPassword(await loadUser(auth.userId), password, ip, AUTH_MESSAGES.wrongPassword);
    },

    /**
     * Deletes the account and everything it owns; every session ends. `first` runs in the deletion's
     * transaction (the sharing plugin hands scripts over there, issue 27).
     */
    async deleteAccount(auth: AuthContext, first?: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
      // First, while the links can still be listed: their devices are closed on every instance.
      await revokeDevices(auth.userId);
      // The revoked hashes include this session's own token.
      sessions.forget(await repo.deleteUser(auth.userId, first));
    },

    /** Drops expired sessions and e-mail tokens; called periodically. */
    async sweep(): Promise<void> {
      const now = clock().toISOString();
      await repo.deleteExpiredSessions(now);
      await repo.deleteStaleEmailTokens(now);
    },

    /** Waits for background work (token writes, mail) still running, and what it starts (graceful shutdown, tests). */
    async flushMail(): Promise<void> {
      await flush();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
