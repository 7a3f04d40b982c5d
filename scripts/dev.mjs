// `npm run dev`: the API in watch mode (tsx) on :3000 and Vite with hot reload on :5173, proxying /api.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  // The stage socket takes browser pages of APP_URL only: the app is served from Vite's origin here.
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { STAGE_ALLOWED_ORIGINS: 'http://localhost:5173,http://127.0.0.1:5173', ...process.env },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
console.log('Cuemap dev: open http://localhost:5173 (API on http://localhost:3000)');
const stop = (code = 0) => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exit(code);
};
for (const c of children) c.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
