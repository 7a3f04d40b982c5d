// `npm start`: builds whatever is missing, then serves the API and the SPA from one process.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { API_NODE_FLAGS } from './node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (args) => {
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
// The server starts its job worker from dist/io-worker.js: a build from before it existed is rebuilt.
if (!['server.js', 'io-worker.js'].every((f) => existsSync(path.join(root, 'apps/api/dist', f)))) run(['run', 'build', '-w', '@cuemap/api']);
if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) run(['run', 'build', '-w', '@cuemap/web']);

const child = spawn(process.execPath, [...API_NODE_FLAGS, '--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
