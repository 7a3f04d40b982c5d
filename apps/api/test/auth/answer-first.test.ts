// Forgot-password and resend-verification answer before they look the address up: the answer's
// timing cannot tell a registered address from an unknown one (the lookup, token write and mail
// happen after). The repository here holds every lookup until the test lets it go.
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createAuthService } from '../../src/plugins/app/auth/auth-service';
import type { AuthRepository, UserRow } from '../../src/plugins/app/auth/auth-repository';
import { MemoryCounterStore } from '../../src/plugins/app/rate-limit/counter-store';
import { HttpError } from '../../src/lib/http-error';
import type { MailMessage } from '../../src/plugins/app/mailer/mailer';

const noop = () => {};
const silentLogger = { error: noop, warn: noop, info: noop, debug: noop, trace: noop, fatal: noop } as unknown as FastifyBaseLogger;

function gatedService(known: Partial<UserRow>) {
  const calls: string[] = [];
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const repo = {
    async findUserByEmail(email: string) {
      calls.push(`find ${email}`);
      await gate;
      return email === known.email ? (known as UserRow) : undefined;
    },
    async invalidateEmailTokens() {
      calls.push('invalidate');
    },
    async insertEmailToken() {
      calls.push('insert');
    },
  } as unknown as AuthRepository;
  const sent: MailMessage[] = [];
  const service = createAuthService({
    repo,
    mailer: { kind: 'capture', send: async (m) => void sent.push(m), close() {} },
    limiter: { store: new MemoryCounterStore(), tooMany: () => new HttpError(429, 'x'), guard: () => async () => {} },
    log: silentLogger,
    appUrl: 'http://cuemap.test',
    requireEmailVerification: true,
    sessionTtlMs: 1000,
    failedLoginsPerHour: 100,
    failedLoginsPerAddressPerHour: 10,
    sessionCacheMs: 0,
  });
  return { service, calls, sent, open };
}

describe.each([
  ['forgotPassword', { id: 'u1', email: 'known@example.com' }, 'Reset your Cuemap password'],
  ['resendVerification', { id: 'u1', email: 'known@example.com', email_verified_at: null }, 'Verify your Cuemap email address'],
] as const)('%s answers first', (method, known, subject) => {
  it('returns before any lookup, for a known and an unknown address alike; mails only the known one after', async () => {
    const { service, calls, sent, open } = gatedService(known);
    expect(service[method]('known@example.com')).toBeUndefined();
    expect(service[method]('ghost@example.com')).toBeUndefined();
    // Nothing has touched the database yet: both answers left on the same (empty) path.
    expect(calls).toEqual([]);
    open();
    await service.flushMail();
    expect([...calls].sort()).toEqual(['find ghost@example.com', 'find known@example.com', 'insert', 'invalidate']);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([['known@example.com', subject]]);
  });
});
