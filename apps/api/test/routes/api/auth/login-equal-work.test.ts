// A login for an unknown e-mail does the same work as one with a wrong password — exactly one argon2id
// verify, against a hash with the same cost parameters — so the answer time does not tell which
// accounts exist. Checked by behaviour, not by the clock; the timings themselves: `npm run bench:auth`.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD, registerUser, setupApp, uniqueEmail } from '../../../helper';

/** Every hash the app verifies a password against, in order (argon2's verify, wrapped). */
const verified = vi.hoisted(() => [] as string[]);
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  const verify: typeof real.verify = (hashed, ...rest) => {
    verified.push(String(hashed));
    return real.verify(hashed, ...rest);
  };
  return { ...real, verify };
});

const t = setupApp();
const login = (email: string, password: string) => t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
/** `$argon2id$v=19$m=19456,t=2,p=1`: algorithm, version and cost, which alone set how long a verify takes. */
const costOf = (phc: string) => phc.split('$').slice(0, 4).join('$');

beforeEach(() => {
  verified.length = 0;
});

describe('login work for unknown e-mails', () => {
  it('an unknown e-mail pays for one argon2id verify at the same cost as a wrong password', async () => {
    const { email } = await registerUser(t);
    verified.length = 0;

    expect((await login(email, 'wrong password')).statusCode).toBe(401);
    expect(verified).toHaveLength(1);
    const [accountHash] = verified.splice(0);

    expect((await login(uniqueEmail('ghost'), 'wrong password')).statusCode).toBe(401);
    expect(verified).toHaveLength(1);
    const [standIn] = verified.splice(0);

    expect(costOf(accountHash!)).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
    expect(costOf(standIn!)).toBe(costOf(accountHash!));
    expect(standIn).not.toBe(accountHash);
  });

  it('the right password is one verify too, and a second unknown e-mail reuses the stand-in hash', async () => {
    const { email } = await registerUser(t);
    verified.length = 0;
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    expect(verified).toHaveLength(1);

    verified.length = 0;
    await login(uniqueEmail('ghost'), 'one');
    await login(uniqueEmail('ghost'), 'two');
    // One stand-in hash for the process: no extra hashing (a different, slower path) per unknown e-mail.
    expect(verified).toHaveLength(2);
    expect(verified[1]).toBe(verified[0]);
  });
});
