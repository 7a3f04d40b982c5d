// Runs the operator CLI in tests: in-process on a test app's own database (fast), or as a real child
// process on the same database (the bundle a release runs, or `npm run …` from the sources).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../src/db/database';
import { runCli } from '../../src/cli/run';
import type { TestApp } from '../helper';
import { usePostgres } from '../helper';
import { bundled } from '../server-bundle';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface InProcessOptions {
  /** Answers a confirmation question as a person at a terminal would (default: no terminal). */
  answer?: boolean;
  db?: Db;
  cwd?: string;
}

/** `runCli` on the app's database and configuration; output collected. */
export async function cli(t: Pick<TestApp, 'app' | 'config'>, argv: string[], opts: InProcessOptions = {}): Promise<CliResult> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    config: t.config,
    db: opts.db ?? t.app.db,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    interactive: opts.answer !== undefined,
    ask: async (question) => {
      out.push(question);
      return opts.answer ?? false;
    },
    cwd: opts.cwd ?? process.cwd(),
  });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

/** The environment that points a child process at the app's database (its SQLite file, or its PostgreSQL schema). */
export function databaseEnv(t: Pick<TestApp, 'app' | 'config'>): Record<string, string> {
  if (!usePostgres) return { DATA_DIR: t.config.dataDir };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  // The connection's search_path, as an operator would host Cuemap in a schema of its own.
  url.searchParams.set('options', `-c search_path=${t.app.db.schema}`);
  return { DATABASE_URL: url.toString() };
}

/** The CLI bundled as the build bundles it (dist/cli.js), once per test process (test/server-bundle.ts): what a release runs. */
const bundledCli = () => bundled(path.join(ROOT, 'apps/api/src/cli/main.ts'));

/**
 * The CLI as a child process, stdin not a terminal: the bundle by default, or `via: 'npm'` for
 * `npm run <command> -- …` exactly as an operator types it in a checkout (tsx on the sources).
 */
export async function spawnCli(argv: string[], env: Record<string, string>, opts: { via?: 'bundle' | 'npm' } = {}): Promise<CliResult> {
  const [command, ...rest] = argv;
  const [cmd, args] = opts.via === 'npm' ? ['npm', ['run', '--silent', command!, '--', ...rest]] : [process.execPath, [await bundledCli(), ...argv]];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? ROOT, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    child.stdin.end();
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}
