// Account mail: single-use links (verification, e-mail change, password reset) and plain notices,
// sent after the answer (`inBackground`) so neither SMTP nor the token writes show in its timing.
import type { FastifyBaseLogger } from 'fastify';
import { createBackgroundTasks, escapeHtml } from '../../../lib/background';
import { hashToken, newToken } from '../../../lib/tokens';
import type { Mailer } from '../mailer/mailer';
import type { AuthRepository, EmailTokenPurpose } from './auth-repository';

const HOUR = 60 * 60 * 1000;
const VERIFY_TOKEN_TTL = 24 * HOUR;
/** A reset link is a key to the account: it lives one hour. */
const RESET_TOKEN_TTL = HOUR;

export interface AuthMailDeps {
  repo: AuthRepository;
  mailer: Mailer;
  log: FastifyBaseLogger;
  appUrl: string;
  clock: () => Date;
}

export function createAuthMail(deps: AuthMailDeps) {
  const { repo, mailer, log, clock } = deps;
  const background = createBackgroundTasks(log);
  const inBackground = background.run;

  /** Mail goes out in the background: the response must not wait on (or reveal) SMTP. */
  function sendInBackground(to: string, subject: string, text: string, html: string) {
    inBackground('Sending mail', () => mailer.send({ to, subject, text, html }));
  }

  /** A plain notice (no link to act on): paragraphs as text and as HTML. */
  function sendNotice(to: string, subject: string, paragraphs: string[]) {
    const text = `${paragraphs.join('\n\n')}\n`;
    const html = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
    sendInBackground(to, subject, text, html);
  }

  /**
   * Mails a single-use link to `path?token=…`: a fresh ≥ 256-bit token, stored hashed, replacing the
   * user's earlier links of the same purpose. `before` and `after` are the paragraphs around the link.
   */
  async function sendLinkMail(
    user: { id: string; email: string },
    mail: {
      purpose: EmailTokenPurpose;
      ttlMs: number;
      path: string;
      subject: string;
      before: string[];
      after: string[];
      /** The new address an e-mail change link confirms. */
      confirmsEmail?: string;
    },
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
      email: mail.confirmsEmail,
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

  /** With verification on, a new address only becomes the account's once this link is opened. */
  function sendEmailChangeConfirmation(userId: string, newEmail: string) {
    return sendLinkMail(
      { id: userId, email: newEmail },
      {
        purpose: 'verify-email',
        ttlMs: VERIFY_TOKEN_TTL,
        path: '/verify-email',
        subject: 'Confirm your new Cuemap email address',
        before: ['You asked to use this address for your Cuemap account.', 'Confirm it by opening this link:'],
        after: ['Until then you keep logging in with your current address. The link works once and expires in 24 hours.'],
        confirmsEmail: newEmail,
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

  return {
    inBackground,
    sendNotice,
    sendVerification,
    sendEmailChangeConfirmation,
    sendPasswordReset,
    /** Waits for background work still running, and what it starts (graceful shutdown, tests). */
    flush: background.flush,
  };
}
