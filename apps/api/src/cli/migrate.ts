// `npm run db:migrate -- status|up|down` (docs/operations.md): Kysely's migrator over the same
// migrations the server runs at start.
import type { MigrationResultSet } from 'kysely';
import { createMigrator } from '../db/database';
import { CliError, confirm, expectPositional, parseArgs, table, type CliContext } from './cli-io';

export const MIGRATE_USAGE = 'db:migrate status|up|down [--yes]';

function report(ctx: CliContext, { error, results }: MigrationResultSet, verb: string): void {
  for (const r of results ?? []) {
    if (r.status === 'Success') ctx.out(`${verb} ${r.migrationName}`);
    else if (r.status === 'Error') ctx.err(`failed ${r.migrationName}`);
    else ctx.err(`not run ${r.migrationName} (an earlier one failed)`);
  }
  if (error) throw new CliError(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
}

export async function migrateCommand(ctx: CliContext, argv: readonly string[]): Promise<void> {
  const args = parseArgs(argv, ['yes']);
  const [action] = expectPositional(args, ['status, up or down'], MIGRATE_USAGE);
  if (action !== 'status' && action !== 'up' && action !== 'down') throw new CliError(`Unknown action "${action}". Usage: ${MIGRATE_USAGE}`);
  const migrator = createMigrator(await ctx.db());
  const all = await migrator.getMigrations();

  if (action === 'status') {
    const pending = all.filter((m) => !m.executedAt).length;
    ctx.out(table(all.map((m) => [m.executedAt ? 'applied' : 'pending', m.executedAt?.toISOString() ?? '-', m.name])).join('\n'));
    ctx.out(`${all.length - pending} applied, ${pending} pending.`);
    return;
  }
  if (action === 'up') {
    const result = await migrator.migrateToLatest();
    report(ctx, result, 'applied');
    if ((result.results ?? []).length === 0) ctx.out('Already up to date.');
    return;
  }
  const last = all.filter((m) => m.executedAt).at(-1);
  if (!last) {
    ctx.out('Nothing to roll back: no migration has run.');
    return;
  }
  // A rollback drops what the migration added (tables, columns) with their data.
  await confirm(ctx, args, `Roll back ${last.name}? What it added to the schema is dropped, with its data.`);
  report(ctx, await migrator.migrateDown(), 'rolled back');
}
