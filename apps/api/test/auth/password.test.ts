// Passwords are hashed with argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1) on every server; the
// suites hash at a smaller cost (test/helper.ts), so this file puts the real one back and checks it.
import { afterAll, describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, PASSWORD_COST, setPasswordCostForTests, verifyPassword } from '../../src/plugins/app/auth/password';
import { TEST_PASSWORD_COST } from '../helper';

describe('password hashing', () => {
  afterAll(() => setPasswordCostForTests(TEST_PASSWORD_COST));

  it('hashes with argon2id at m=19456, t=2, p=1 and verifies only the right password', async () => {
    setPasswordCostForTests(null);
    const stored = await hashPassword('correct horse 1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse 1')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse 2')).toBe(false);
    expect(await verifyPassword('not a hash', 'correct horse 1')).toBe(false);
    // Unknown e-mails verify against a hash of the same cost.
    expect(await dummyHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(PASSWORD_COST).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });

  it('a hash made at another cost still verifies (it carries its own parameters)', async () => {
    setPasswordCostForTests(TEST_PASSWORD_COST);
    const cheap = await hashPassword('pw');
    setPasswordCostForTests(null);
    expect(await verifyPassword(cheap, 'pw')).toBe(true);
  });
});
