// Production entry: read config, build the app, listen, and shut down cleanly on SIGTERM/SIGINT.
import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { AiConfigError } from './plugins/app/ai/providers/index';
import { BillingConfigError } from './plugins/app/billing/index';

/** Configuration mistakes are the operator's to fix: one line naming the variable, no stack trace. */
const isConfigMistake = (err: unknown) => err instanceof ConfigError || err instanceof AiConfigError || err instanceof BillingConfigError;

async function main() {
  // A .env file in the working directory fills in variables the environment does not already set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    // A stuck connection must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('Shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close(); // stops accepting, finishes in-flight requests, closes DB, Redis and mail
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'Error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: app.db.dialect,
      mail: app.mailer.kind,
      rateLimitStore: config.redisUrl ? 'redis' : 'memory',
      billing: config.billingMode,
      trustProxy: config.trustProxy.length > 0 ? config.trustProxy : 'none',
      requireEmailVerification: config.requireEmailVerification,
      appUrl: config.appUrl,
    },
    'Cuemap API ready',
  );
  // Production ran into an embedded default only because the operator opted in: say so at every start.
  if (config.env === 'production' && !config.smtpUrl) {
    app.log.warn('ALLOW_LOG_MAIL=1: mail, with its password-reset and verification links, is only printed to this log');
  }
  if (config.env === 'production' && config.billingMode === 'test') {
    app.log.warn('BILLING_MODE=test: billing is the built-in test mode, where anyone can choose any plan without paying');
  }
}

main().catch((err: unknown) => {
  if (isConfigMistake(err)) {
    console.error((err as Error).message);
    process.exit(1);
  }
  console.error('Failed to start:', err);
  process.exit(1);
});
