// Starting the real server as an operator would (`npm start`: the bundle `npm run build` makes of
// src/server.ts, test/server-bundle.ts): configuration mistakes stop the start with one message naming
// the variable; the production opt-ins start it with a warning.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundledServer } from '../server-bundle';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs the server in an empty directory (no .env) with only `env`; resolves when it exits, or once it
 * logs that it is ready (then it is stopped with SIGTERM and `ready` is true).
 */
async function start(env: Record<string, string>): Promise<{ code: number | null; output: string; ready: boolean }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cuemap-start-'));
  dirs.push(dir);
  const child = spawn(process.execPath, [await bundledServer()], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let ready = false;
  const onData = (d: Buffer) => {
    output += d.toString();
    if (!ready && output.includes('Cuemap API ready')) {
      ready = true;
      // Lines logged after "ready" in the same tick (the warnings) are still read until the exit.
      child.kill('SIGTERM');
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output, ready })));
}

// No database involved: once, in the SQLite project.
describe.skipIf(process.env.TEST_DB === 'postgres')('server start', () => {
  it('NODE_ENV=production without SMTP or Stripe: refuses, naming the variables and the opt-ins', async () => {
    const { code, output, ready } = await start({ NODE_ENV: 'production' });
    expect(ready).toBe(false);
    expect(code).toBe(1);
    for (const name of ['SMTP_URL', 'ALLOW_LOG_MAIL=1', 'STRIPE_SECRET_KEY', 'BILLING_MODE=test']) expect(output).toContain(name);
    expect(output).not.toMatch(/\n\s+at /); // one message, no stack trace
  });

  it('TRUST_PROXY=true: refuses, naming the variable', async () => {
    const { code, output, ready } = await start({ TRUST_PROXY: 'true' });
    expect(ready).toBe(false);
    expect(code).toBe(1);
    expect(output).toContain('TRUST_PROXY');
  });

  it('NODE_ENV=production with ALLOW_LOG_MAIL=1 and BILLING_MODE=test: starts, and warns about both', async () => {
    const { output, ready } = await start({ NODE_ENV: 'production', ALLOW_LOG_MAIL: '1', BILLING_MODE: 'test' });
    expect(ready).toBe(true);
    expect(output).toContain('ALLOW_LOG_MAIL=1');
    expect(output).toContain('BILLING_MODE=test');
  });

  it('no configuration at all (what `npm start` gives a fresh machine): starts', async () => {
    const { ready } = await start({});
    expect(ready).toBe(true);
  });
});
