// Configuration: defaults, derived values, and start-up errors that name the variable.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env';

describe('loadConfig', () => {
  it('runs with no configuration at all', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      appUrl: 'http://localhost:3000',
      dataDir: './data',
      databaseUrl: undefined,
      requireEmailVerification: false,
      redisUrl: undefined,
      rateLimit: { ipPerMinute: 30, emailPerMinute: 10, failedLoginsPerHour: 100 },
      sessionCacheMs: 5000,
      ai: { provider: 'offline' },
    });
  });

  it('derives APP_URL from PORT, and verification from SMTP_URL unless set explicitly', () => {
    expect(loadConfig({ PORT: '4000' }).appUrl).toBe('http://localhost:4000');
    expect(loadConfig({ APP_URL: 'https://cuemap.example/' }).appUrl).toBe('https://cuemap.example');
    expect(loadConfig({ SMTP_URL: 'smtp://mail:25' }).requireEmailVerification).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://mail:25', REQUIRE_EMAIL_VERIFICATION: 'false' }).requireEmailVerification).toBe(false);
    expect(loadConfig({ REQUIRE_EMAIL_VERIFICATION: 'on' }).requireEmailVerification).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/cuemap' }).sessionCacheMs).toBe(0);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' })).toMatchObject({ port: 3000, smtpUrl: undefined });
  });

  it('rejects bad values with a message naming each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REQUIRE_EMAIL_VERIFICATION: 'maybe' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REQUIRE_EMAIL_VERIFICATION: 'maybe', LOG_LEVEL: 'loud' });
    } catch (err) {
      const message = (err as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'REQUIRE_EMAIL_VERIFICATION', 'LOG_LEVEL']) expect(message).toContain(name);
    }
  });
});
