// Target of bench/auth-timing.ts, run in a child process so that work the server does after
// answering (token writes, mail) cannot stall the measuring client, as it could not for a real one.
// Sends {port} when listening; answers {flush: id} with {reply: id} once background work is done.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/env';
import type { Mailer } from '../apps/api/src/plugins/app/mailer/mailer';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cuemap-bench-auth-'));
const config = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  // Every request comes from one address and most fail on purpose: lift the abuse limits.
  RATE_LIMIT_IP_PER_MINUTE: '1000000',
  RATE_LIMIT_EMAIL_PER_MINUTE: '1000000',
  RATE_LIMIT_FAILED_LOGINS_PER_HOUR: '1000000',
  RATE_LIMIT_FAILED_LOGINS_PER_ADDRESS_PER_HOUR: '1000000',
});
// Mail goes nowhere: the figures are the app's own work, not an SMTP server's.
let mailSent = 0;
const mailer: Mailer = {
  kind: 'capture',
  async send() {
    mailSent++;
  },
  close() {},
};
const app = await buildApp(config, { mailer, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });

process.on('message', (m: { id: number; flush?: boolean; close?: boolean }) => {
  void (async () => {
    if (m.flush) await app.authService.flushMail();
    if (m.close) {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    process.send!({ reply: m.id, mailSent, dialect: app.db.dialect });
    if (m.close) process.disconnect();
  })();
});
process.send!({ port: (app.server.address() as { port: number }).port });
