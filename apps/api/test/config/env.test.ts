// Configuration: defaults, derived values, and start-up errors that name the variable.
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
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

/** The ConfigError message of `loadConfig(env)` (fails the test when it does not throw). */
function configError(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default (and with false)', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
  });

  it('takes a comma-separated list of IPv4 / IPv6 addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1 , fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true and hop counts, naming the variable and saying what to write instead', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on', '1', '2']) {
      const message = configError({ TRUST_PROXY: value });
      expect(message).toContain('TRUST_PROXY');
      expect(message).toContain('X-Forwarded-For');
      expect(message).toMatch(/TRUST_PROXY=127\.0\.0\.1/);
    }
  });

  it('refuses a bad entry, naming the variable and the entry', () => {
    for (const [value, entry] of [
      ['10.0.0.1,proxy.internal', 'proxy.internal'],
      ['10.0.0.0/33', '10.0.0.0/33'],
      ['fd00::/129', 'fd00::/129'],
      ['10.0.0.1/8/8', '10.0.0.1/8/8'],
      ['256.1.1.1', '256.1.1.1'],
      ['0.0.0.0/0', '0.0.0.0/0'],
      ['::/0', '::/0'],
    ]) {
      const message = configError({ TRUST_PROXY: value! });
      expect(message).toContain('TRUST_PROXY');
      expect(message).toContain(`"${entry}"`);
    }
  });
});

describe('production start (NODE_ENV=production)', () => {
  const STRIPE = {
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    STRIPE_PRICE_PRO: 'price_pro',
    STRIPE_PRICE_ELITE: 'price_elite',
  };

  it('development and test stay zero-config: log mail and test-mode billing', () => {
    expect(loadConfig({}).billingMode).toBe('test');
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ smtpUrl: undefined, billingMode: 'test' });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ smtpUrl: undefined, billingMode: 'test' });
  });

  it('refuses log-only mail and test-mode billing, naming the variables and the opt-ins', () => {
    const message = configError({ NODE_ENV: 'production' });
    for (const name of ['SMTP_URL', 'ALLOW_LOG_MAIL=1', 'STRIPE_SECRET_KEY', 'BILLING_MODE=test']) expect(message).toContain(name);
  });

  it('refuses log-only mail alone when Stripe is configured', () => {
    const message = configError({ NODE_ENV: 'production', ...STRIPE });
    expect(message).toContain('SMTP_URL');
    expect(message).toContain('ALLOW_LOG_MAIL');
    expect(message).not.toContain('BILLING_MODE');
  });

  it('refuses test-mode billing alone when SMTP is configured', () => {
    const message = configError({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' });
    expect(message).toContain('STRIPE_SECRET_KEY');
    expect(message).toContain('BILLING_MODE');
    expect(message).not.toContain('ALLOW_LOG_MAIL');
  });

  it('starts with the real engines, or with both explicit opt-ins', () => {
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', ...STRIPE })).toMatchObject({ billingMode: 'stripe' });
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_LOG_MAIL: '1', BILLING_MODE: 'test' })).toMatchObject({
      env: 'production',
      smtpUrl: undefined,
      billingMode: 'test',
    });
    // An opt-in that is present but off is no opt-in.
    expect(configError({ NODE_ENV: 'production', ALLOW_LOG_MAIL: 'false', BILLING_MODE: 'test' })).toContain('ALLOW_LOG_MAIL');
  });

  it('BILLING_MODE must agree with the Stripe key, in every environment', () => {
    expect(configError({ BILLING_MODE: 'stripe' })).toContain('STRIPE_SECRET_KEY');
    expect(configError({ BILLING_MODE: 'test', ...STRIPE })).toMatch(/BILLING_MODE.*STRIPE_SECRET_KEY/);
    expect(configError({ BILLING_MODE: 'live' })).toContain('BILLING_MODE');
    expect(loadConfig({ BILLING_MODE: 'stripe', ...STRIPE }).billingMode).toBe('stripe');
  });
});

describe('AI_IDEAS_PER_HOUR', () => {
  it('defaults to 60, takes 0 for no limit, and names the variable when bad', () => {
    expect(loadConfig({}).rateLimit.aiIdeasPerHour).toBe(60);
    expect(loadConfig({ AI_IDEAS_PER_HOUR: '5' }).rateLimit.aiIdeasPerHour).toBe(5);
    expect(loadConfig({ AI_IDEAS_PER_HOUR: '0' }).rateLimit.aiIdeasPerHour).toBe(0);
    expect(configError({ AI_IDEAS_PER_HOUR: 'lots' })).toContain('AI_IDEAS_PER_HOUR');
    expect(configError({ AI_IDEAS_PER_HOUR: '-1' })).toContain('AI_IDEAS_PER_HOUR');
  });
});

describe('HTTP timeouts', () => {
  it('default to 20 s for headers and a stalled request, 5 min for a whole request, 72 s keep-alive; headers within the request', () => {
    expect(loadConfig({}).http).toEqual({ headersTimeoutMs: 20_000, idleTimeoutMs: 20_000, requestTimeoutMs: 300_000, keepAliveTimeoutMs: 72_000 });
    expect(loadConfig({ HTTP_IDLE_TIMEOUT_MS: '5000' }).http.idleTimeoutMs).toBe(5000);
    expect(configError({ HTTP_IDLE_TIMEOUT_MS: '0' })).toContain('HTTP_IDLE_TIMEOUT_MS');
    expect(configError({ HTTP_HEADERS_TIMEOUT_MS: '30000', HTTP_REQUEST_TIMEOUT_MS: '10000' })).toMatch(
      /HTTP_HEADERS_TIMEOUT_MS: 30000 is longer than HTTP_REQUEST_TIMEOUT_MS \(10000\)/,
    );
  });
});

describe('.env.example', () => {
  it('loads as shipped, and with NODE_ENV=production uncommented it names what production needs', () => {
    const text = readFileSync(new URL('../../../../.env.example', import.meta.url), 'utf8');
    expect(loadConfig(parseEnv(text)).trustProxy).toEqual([]);
    const production = parseEnv(text.replace(/^# NODE_ENV=production$/m, 'NODE_ENV=production'));
    expect(production.NODE_ENV).toBe('production');
    expect(configError(production)).toMatch(/SMTP_URL[\s\S]*BILLING_MODE/);
  });
});
