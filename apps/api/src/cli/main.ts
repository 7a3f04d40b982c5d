// Process entry of the operator CLI: `npm run db:backup|db:restore|db:migrate|admin -- …` from a
// checkout (tsx), `node cli.js <command> …` beside the bundled server (dist/cli.js). Reads the same
// environment (and .env) as the server, so it works on the database the server uses.
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { ConfigError, loadConfig } from '../config/env';
import { runCli } from './run';

if (existsSync('.env')) process.loadEnvFile('.env');
let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const code = await runCli(process.argv.slice(2), {
  config,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  interactive: Boolean(process.stdin.isTTY && process.stdout.isTTY),
  async ask(question) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    try {
      return /^y(es)?$/i.test((await rl.question(question)).trim());
    } finally {
      rl.close();
    }
  },
  // `npm run` moves to the package's folder; a relative FILE means the folder the command was typed in.
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
process.exitCode = code;
