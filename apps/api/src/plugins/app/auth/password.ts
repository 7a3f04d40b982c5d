// Password hashing: argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1).
import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

// @node-rs/argon2 defaults to argon2id; its Algorithm enum is a const enum we cannot import under isolatedModules.
/** What every server hashes with. */
export const PASSWORD_COST: PasswordCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

let cost = PASSWORD_COST;
let dummy: Promise<string> | undefined;

/**
 * The API test suites only (apps/api/test/helper.ts): they sign up and log in thousands of users, and at
 * the real cost the hashing alone took 15–20 s of a run's CPU. Still argon2id, hashed and verified for real;
 * null puts the real cost back (test/auth/password.test.ts checks it). Refused outside NODE_ENV=test.
 */
export function setPasswordCostForTests(next: PasswordCost | null): void {
  if (process.env.NODE_ENV !== 'test') throw new Error('setPasswordCostForTests runs only under NODE_ENV=test');
  cost = next ?? PASSWORD_COST;
  dummy = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, cost);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random secret with the same parameters: logins for unknown e-mails verify against it
 * so they take as long as a wrong password and reveal nothing about which accounts exist.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
