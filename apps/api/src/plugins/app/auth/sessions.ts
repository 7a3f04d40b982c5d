// Sessions: bearer tokens issued at login, resolved per request (briefly cached in memory) and revoked.
import { newId } from '../../../lib/ids';
import { hashToken, newToken } from '../../../lib/tokens';
import type { AuthRepository } from './auth-repository';

const HOUR = 60 * 60 * 1000;
/** last_used_at / expiry are refreshed at most this often, so reads do not turn into writes. */
const SESSION_TOUCH_INTERVAL = HOUR;

export interface AuthContext {
  userId: string;
  sessionId: string;
  tokenHash: string;
}

export interface SessionOptions {
  repo: AuthRepository;
  clock: () => Date;
  ttlMs: number;
  /** How long a validated session may be served from memory (0 = always ask the database). */
  cacheMs: number;
}

interface CachedSession {
  auth: AuthContext;
  expiresAt: number;
  cachedUntil: number;
}

export function createSessions({ repo, clock, ttlMs, cacheMs }: SessionOptions) {
  const cache = new Map<string, CachedSession>();

  /** Drops revoked tokens (hashes) from the cache, so they stop working at once. */
  function forget(tokenHashes: readonly string[]): void {
    for (const hash of tokenHashes) cache.delete(hash);
  }

  return {
    forget,

    /** Opens a session for the user; returns its bearer token (only the hash is stored). */
    async start(userId: string): Promise<string> {
      const now = clock();
      const token = newToken(32);
      await repo.insertSession({
        id: newId(now.getTime()),
        userId,
        tokenHash: hashToken(token),
        now: now.toISOString(),
        expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
      });
      return token;
    },

    /** Resolves a bearer token to its session, or null when unknown, revoked or expired. */
    async authenticate(token: string): Promise<AuthContext | null> {
      const tokenHash = hashToken(token);
      const nowMs = clock().getTime();
      const cached = cache.get(tokenHash);
      if (cached && cached.cachedUntil > nowMs && cached.expiresAt > nowMs) return cached.auth;
      cache.delete(tokenHash);

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
        effectiveExpiry = nowMs + ttlMs;
        await repo.touchSession(session.sessionId, new Date(nowMs).toISOString(), new Date(effectiveExpiry).toISOString());
      }
      const auth = { userId: session.userId, sessionId: session.sessionId, tokenHash };
      if (cacheMs > 0) {
        if (cache.size > 10_000) cache.clear();
        cache.set(tokenHash, { auth, expiresAt: effectiveExpiry, cachedUntil: nowMs + cacheMs });
      }
      return auth;
    },

    /** Ends this session. */
    async end(auth: AuthContext): Promise<void> {
      cache.delete(auth.tokenHash);
      await repo.deleteSession(auth.sessionId);
    },

    /** Ends every session of the user but this one; returns how many ended. */
    async endOthers(auth: AuthContext): Promise<number> {
      const revoked = await repo.deleteOtherSessions(auth.userId, auth.sessionId);
      forget(revoked);
      return revoked.length;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
