// Starts a Cuemap release folder (written by scripts/release.mjs): `node start.mjs`, or `npm start` in it.
// The server runs in a child process because its V8 flags (release.json's nodeFlags, the same as
// `npm start` uses: scripts/node-flags.mjs) must be given to Node on its command line. SIGTERM and SIGINT
// are passed on, so the server shuts down cleanly (in-flight requests finish, the database closes) and
// this process exits with its code; as a container's PID 1 it does the same for `docker stop`.
// Configuration comes from the environment, or a .env file in the working directory (docs/deployment.md).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const release = JSON.parse(readFileSync(new URL('./release.json', import.meta.url), 'utf8'));
if (!release.complete) {
  console.error('This release folder is incomplete (npm run release stopped half-way): build it again.');
  process.exit(1);
}
const server = fileURLToPath(new URL('./apps/api/dist/server.js', import.meta.url));

const child = spawn(process.execPath, [...release.nodeFlags, '--enable-source-maps', server], { stdio: 'inherit' });
let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    forwarded = true;
    child.kill(signal);
  });
}
// Killed by a signal we did not pass on (the OOM killer, say) is a failure, so a supervisor restarts it.
child.on('exit', (code, signal) => process.exit(code ?? (forwarded && signal ? 0 : 1)));
child.on('error', (err) => {
  console.error('Could not start the server:', err);
  process.exit(1);
});
