// The operator CLI's dispatcher: one command per npm script (db:backup, db:restore, db:migrate, admin).
// `main.ts` runs it as a process; tests call `runCli` directly with their own database and output.
import type { AppConfig } from '../config/env';
import { openDatabase, configuredDatabase, type Db } from '../db/database';
import { HttpError } from '../lib/http-error';
import { ADMIN_USAGE, adminCommand } from './admin';
import { BACKUP_USAGE, RESTORE_USAGE, backupCommand, restoreCommand } from './backup';
import { CliError, type CliContext } from './cli-io';
import { MIGRATE_USAGE, migrateCommand } from './migrate';

const COMMANDS: Record<string, (ctx: CliContext, argv: readonly string[]) => Promise<void>> = {
  'db:backup': backupCommand,
  'db:restore': restoreCommand,
  'db:migrate': migrateCommand,
  admin: adminCommand,
};

export const USAGE = ['Usage:', ...[BACKUP_USAGE, RESTORE_USAGE, MIGRATE_USAGE, ...ADMIN_USAGE].map((u) => `  ${u}`)].join('\n');

export interface RunOptions extends Omit<CliContext, 'db'> {
  /** An open database to use (tests); otherwise the configured one is opened, and closed at the end. */
  db?: Db;
}

/** Runs one command; returns the exit code (0 done, 1 refused or failed: the reason is on stderr). */
export async function runCli(argv: readonly string[], opts: RunOptions): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === 'help') {
    (command ? opts.out : opts.err)(USAGE);
    return command ? 0 : 1;
  }
  const run = COMMANDS[command];
  if (!run) {
    opts.err(`Unknown command "${command}".\n${USAGE}`);
    return 1;
  }
  let opened: Db | undefined;
  const ctx: CliContext = {
    ...opts,
    db: async () => opts.db ?? (opened ??= openDatabase({ ...configuredDatabase(opts.config), pgPoolSize: 2 })),
  };
  try {
    await run(ctx, rest);
    return 0;
  } catch (error) {
    // Mistakes the operator can fix are one line; anything else is a bug or an outage: its stack helps.
    if (error instanceof CliError || error instanceof HttpError) opts.err(error.message);
    else opts.err(`Failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  } finally {
    await opened?.close();
  }
}

export type { AppConfig };
