// A read-only checkout of an earlier commit beside this one, to benchmark old and new code in the same
// run: a detached git worktree under the system's temp directory, whose node_modules links to this
// checkout's packages except the workspaces (@cuemap/*), which point at the old commit's own sources.
// Run directly it prints the checkout's path: `npx tsx bench/base-checkout.ts 90db8da`
// (then e.g. `BENCH_REPO=<path> npm run bench:hostile` measures the old server).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function git(args: string[], cwd = repoRoot): string {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.trim()}`);
  return r.stdout.trim();
}

/** The checkout of `ref` (created on first use); its path. */
export function baseCheckout(ref: string): string {
  const sha = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const dir = path.join(os.tmpdir(), `cuemap-base-${sha.slice(0, 12)}`);
  if (!existsSync(path.join(dir, 'package.json'))) git(['worktree', 'add', '--detach', dir, sha]);
  const modules = path.join(dir, 'node_modules');
  if (!existsSync(modules)) {
    mkdirSync(path.join(modules, '@cuemap'), { recursive: true });
    for (const entry of readdirSync(path.join(repoRoot, 'node_modules'))) {
      if (entry === '@cuemap' || entry === '.cache') continue;
      symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(modules, entry));
    }
    // The workspaces as npm links them: relative, so they resolve inside the old checkout.
    for (const [name, target] of [
      ['shared', 'packages/shared'],
      ['api', 'apps/api'],
      ['web', 'apps/web'],
    ]) {
      symlinkSync(path.join('..', '..', target!), path.join(modules, '@cuemap', name!));
    }
  }
  return dir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(baseCheckout(process.argv[2] ?? '90db8da'));
}
