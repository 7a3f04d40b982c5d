// Opaque secrets handed to clients (session and e-mail tokens); only their SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';

/** `bytes` random bytes, base64url (32 bytes = 256 bits for sessions, 32 for e-mail links too). */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
