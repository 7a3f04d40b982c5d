// What every command of the operator CLI shares: its output, arguments, confirmation and errors.
import path from 'node:path';
import type { AppConfig } from '../config/env';
import type { Db } from '../db/database';

/** A mistake the operator can fix (bad argument, unknown user, refused restore): one line on stderr, exit code 1. */
export class CliError extends Error {
  override name = 'CliError';
}

export interface CliContext {
  config: AppConfig;
  /** Opened on first use (so `--help` and bad arguments never touch the database); closed by the caller. */
  db(): Promise<Db>;
  out(line: string): void;
  err(line: string): void;
  /** Whether a person can answer a question (stdin and stdout are terminals). */
  interactive: boolean;
  /** Asks a yes/no question; only called when `interactive`. */
  ask(question: string): Promise<boolean>;
  /** Where relative file arguments are resolved from (the directory `npm run` was typed in). */
  cwd: string;
}

export interface ParsedArgs {
  positional: string[];
  flags: Set<string>;
  options: Map<string, string>;
}

/**
 * `--name` flags (from `allowedFlags`), `--name value` / `--name=value` options (from `allowedOptions`) and
 * positional words; anything else starting with `--` is refused, so a typo never runs a destructive command.
 */
export function parseArgs(argv: readonly string[], allowedFlags: readonly string[], allowedOptions: readonly string[] = []): ParsedArgs {
  const parsed: ParsedArgs = { positional: [], flags: new Set(), options: new Map() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      parsed.positional.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--')) {
      parsed.positional.push(arg);
      continue;
    }
    const [name = '', inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (allowedFlags.includes(name) && inline === undefined) {
      parsed.flags.add(name);
    } else if (allowedOptions.includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new CliError(`--${name} needs a value.`);
      parsed.options.set(name, value);
    } else {
      throw new CliError(`Unknown option ${arg}.`);
    }
  }
  return parsed;
}

/** The positional arguments, exactly `names.length` of them, else a usage error naming what is missing or extra. */
export function expectPositional(args: ParsedArgs, names: readonly string[], usage: string): string[] {
  if (args.positional.length < names.length) throw new CliError(`Missing ${names[args.positional.length]}. Usage: ${usage}`);
  if (args.positional.length > names.length) throw new CliError(`Unexpected argument "${args.positional[names.length]}". Usage: ${usage}`);
  return args.positional;
}

export function resolveFile(ctx: CliContext, file: string): string {
  return path.resolve(ctx.cwd, file);
}

/**
 * A destructive step goes ahead with `--yes`, or when a person at a terminal answers yes; without a
 * terminal (a script, cron) and without `--yes` it is refused rather than guessed.
 */
export async function confirm(ctx: CliContext, args: ParsedArgs, question: string): Promise<void> {
  if (args.flags.has('yes')) return;
  if (!ctx.interactive) throw new CliError(`Refusing without confirmation: no terminal to ask "${question}" on. Add --yes to go ahead.`);
  if (!(await ctx.ask(`${question} [y/N] `))) throw new CliError('Cancelled; nothing was changed.');
}

/** Aligned columns for listings. */
export function table(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  '));
}
