// Password hashing: argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1).
import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// @node-rs/argon2 defaults to argon2id; its Algorithm enum is a const enum we cannot import under isolatedModules.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random secret with the same parameters: logins for unknown e-mails verify against it
 * so they take as long as a wrong password and reveal nothing about which accounts exist.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
