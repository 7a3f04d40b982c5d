// CI's release check (.ci/run, after `npm test`): `npm run release` into a temporary folder, then the
// folder is started as an operator would (`node start.mjs`, from a working directory outside this
// checkout, so nothing resolves from its node_modules) on a free port with a fresh SQLite database, and:
//   - /api/health/ready answers 200 (database reachable, migrations done), and so does healthcheck.mjs;
//   - the landing page and one of its scripts are served;
//   - an account is registered, a script created and exported as PDF (the worker bundle, the bundled
//     fonts and the native SQLite addon all take part);
//   - no development package was installed, and the web bundle's licences are listed;
//   - SIGTERM to start.mjs shuts the server down cleanly and start.mjs exits 0;
//   - the operations CLI (apps/api/dist/cli.js) finds every migration applied.
// First, scripts/release/prune-lock.test.mjs (node:test) checks the lock pruning's rules on small locks.
// Usage: node scripts/check-release.mjs [--no-build]   (--no-build packages apps/*/dist as they are)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'cuemap-release-'));
const release = path.join(tmp, 'release');
const workDir = path.join(tmp, 'run');
let server;
const logs = [];

function check(ok, message) {
  if (!ok) throw new Error(message);
  console.log(`  ✓ ${message.replace(/: .*$/s, '')}`);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Resolves when start.mjs's server logs that it listens; rejects if it exits first. */
function startRelease(env) {
  // Its own process group, so that a failed check can kill start.mjs and the server under it at once.
  const child = spawn(process.execPath, [path.join(release, 'start.mjs')], {
    cwd: workDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const listening = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      logs.push(chunk.toString());
      if (/Server listening at/.test(logs.join(''))) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then(({ code, signal }) => reject(new Error(`the release exited (${code ?? signal}) before listening`)));
    // A server that neither listens nor exits must not hang CI (it listens within seconds, ~7 s at a load of 25).
    setTimeout(() => reject(new Error('the release did not listen within 120 s')), 120_000).unref();
  });
  return { child, exited, listening };
}

async function main() {
  // The lock pruning's rules on small locks first (well under a second); the real lock follows.
  const unit = spawnSync(process.execPath, ['--test', '--test-reporter=dot', path.join(root, 'scripts/release/prune-lock.test.mjs')], { stdio: 'inherit' });
  if (unit.status !== 0) throw new Error('scripts/release/prune-lock.test.mjs failed');

  let step = Date.now();
  const extra = process.argv.includes('--no-build') ? ['--no-build'] : [];
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/release.mjs'), release, ...extra], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`npm run release failed (${built.status ?? built.signal})`);
  console.log(`release check: built in ${seconds(step)}`);

  for (const dev of ['vite', 'vitest', 'typescript', 'esbuild', 'react', 'eslint']) {
    check(!existsSync(path.join(release, 'node_modules', dev)), `no development package (${dev}) in node_modules: it is there`);
  }

  const licences = path.join(release, 'licenses/web-app.txt');
  check(
    existsSync(licences) && /^react-dom \S+ — MIT$/m.test(readFileSync(licences, 'utf8')),
    "licenses/web-app.txt lists the web bundle's packages: react-dom is missing",
  );

  step = Date.now();
  mkdirSync(workDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Only what an operator would set: no variable of this shell (DATABASE_URL, NODE_PATH, …) leaks in.
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: path.join(workDir, 'data'),
    LOG_LEVEL: 'info',
    ALLOW_LOG_MAIL: '1',
    BILLING_MODE: 'test',
  };
  server = startRelease(env);
  await server.listening;
  console.log(`release check: listening in ${seconds(step)}`);

  // /api/health/ready arrived with issue 25 item 3; an older server only has /api/health.
  let ready = await fetch(`${url}/api/health/ready`);
  const readyUrl = ready.status === 404 ? `${url}/api/health` : `${url}/api/health/ready`;
  if (ready.status === 404) ready = await fetch(readyUrl);
  check(ready.status === 200, `${new URL(readyUrl).pathname} answers 200: ${ready.status} ${await ready.text()}`);
  const probe = spawnSync(process.execPath, [path.join(release, 'healthcheck.mjs')], {
    cwd: workDir,
    env: { ...env, HEALTHCHECK_URL: readyUrl },
    encoding: 'utf8',
  });
  check(probe.status === 0, `healthcheck.mjs exits 0: ${probe.status} ${probe.stderr}`);

  const page = await fetch(`${url}/`);
  const html = await page.text();
  check(page.status === 200 && /text\/html/.test(page.headers.get('content-type') ?? ''), `the landing page is served: ${page.status}`);
  const script = html.match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1];
  check(Boolean(script), `the landing page loads a script from /assets: ${html.slice(0, 500)}`);
  const asset = await fetch(`${url}${script}`);
  check(asset.status === 200 && /javascript/.test(asset.headers.get('content-type') ?? ''), `its script ${script} is served: ${asset.status}`);

  const call = async (method, route, token, body) => {
    const res = await fetch(`${url}${route}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return res;
  };
  const registered = await call('POST', '/api/auth/register', null, { email: 'release-check@example.com', password: 'correct horse battery' });
  const session = await registered.json();
  check(registered.status === 201 && typeof session.token === 'string', `an account is registered: ${registered.status} ${JSON.stringify(session)}`);
  const map = {
    title: 'Release check',
    nodes: [{ id: '1', x: 400, y: 300, title: 'Ship it', text: 'Eine Rede, 一篇演讲 ✓', color: '#dc2626', isRoot: true }],
    connections: [],
    viewState: { translateX: 0, translateY: 0 },
    nodeOrder: ['1'],
  };
  const created = await call('POST', '/api/mindmaps', session.token, map);
  const createdBody = await created.json();
  check(created.status === 201 && createdBody._id, `a script is created: ${created.status} ${JSON.stringify(createdBody)}`);
  const exported = await call('GET', `/api/mindmaps/${createdBody._id}/export?format=pdf`, session.token);
  const pdf = Buffer.from(await exported.arrayBuffer());
  check(
    exported.status === 200 && exported.headers.get('content-type') === 'application/pdf' && pdf.subarray(0, 5).toString() === '%PDF-',
    `it is exported as PDF on the worker pool: ${exported.status} ${exported.headers.get('content-type')} ${pdf.subarray(0, 200).toString()}`,
  );

  step = Date.now();
  server.child.kill('SIGTERM');
  const { code, signal } = await server.exited;
  check(code === 0, `SIGTERM stops it cleanly (exit 0): ${code ?? signal}`);
  check(/Shutting down/.test(logs.join('')), 'the server shut down gracefully: no "Shutting down" in its log');
  server = undefined;
  console.log(`release check: stopped in ${seconds(step)}`);

  // The operations CLI from the folder, on the database the server migrated: none pending.
  const status = spawnSync(process.execPath, [path.join(release, 'apps/api/dist/cli.js'), 'db:migrate', 'status'], {
    cwd: workDir,
    env,
    encoding: 'utf8',
  });
  check(
    status.status === 0 && / 0 pending\./.test(status.stdout),
    `the operations CLI finds every migration applied (cli.js db:migrate status): ${status.status} ${status.stdout}${status.stderr}`,
  );
}

try {
  await main();
  console.log(`release check passed in ${seconds(started)}`);
} catch (err) {
  console.error(`release check FAILED: ${err instanceof Error ? err.message : err}`);
  if (logs.length > 0) console.error(`--- server log ---\n${logs.join('')}`);
  process.exitCode = 1;
} finally {
  if (server) {
    // The whole group: SIGKILL to start.mjs alone would leave the server running (and holding our pipes).
    process.kill(-server.child.pid, 'SIGKILL');
    await server.exited;
    server.child.stdout.destroy();
    server.child.stderr.destroy();
  }
  rmSync(tmp, { recursive: true, force: true });
}
