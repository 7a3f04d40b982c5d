// pruneLock's rules on small hand-made locks (scripts/check-release.mjs runs this first with `node --test`;
// the release check itself then installs from the real lock).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pruneLock } from './prune-lock.mjs';

const root = (dependencies) => ({ name: 'cuemap', version: '1.0.0', dependencies });
const lockOf = (packages) => ({ lockfileVersion: 3, packages: { '': { name: 'mono' }, 'apps/api': { name: '@x/api' }, ...packages } });

test('keeps what the workspace needs at run time, with nested copies where the lock has them, and nothing else', () => {
  const { lock } = pruneLock(
    lockOf({
      'node_modules/a': { version: '1.0.0', dependencies: { b: '^1', c: '^2' } },
      'node_modules/b': { version: '1.0.0' },
      'node_modules/c': { version: '1.0.0' },
      'node_modules/a/node_modules/c': { version: '2.0.0' },
      'node_modules/vite': { version: '8.0.0', dev: true },
    }),
    'apps/api',
    root({ a: '^1' }),
  );
  assert.deepEqual(Object.keys(lock.packages), ['', 'node_modules/a', 'node_modules/a/node_modules/c', 'node_modules/b']);
  assert.equal(lock.packages['node_modules/a/node_modules/c'].version, '2.0.0');
  assert.deepEqual(lock.packages[''].dependencies, { a: '^1' });
});

test("the workspace's own node_modules becomes the top level", () => {
  const { lock } = pruneLock(
    lockOf({ 'apps/api/node_modules/z': { version: '4.0.0' }, 'node_modules/y': { version: '1.0.0' } }),
    'apps/api',
    root({ z: '^4', y: '^1' }),
  );
  assert.equal(lock.packages['node_modules/z'].version, '4.0.0');
  assert.equal(lock.packages['node_modules/y'].version, '1.0.0');
});

test('a hoisting clash stops the release instead of installing the wrong version', () => {
  assert.throws(
    () =>
      pruneLock(
        lockOf({
          'apps/api/node_modules/z': { version: '4.0.0' },
          'node_modules/z': { version: '3.0.0' },
          'node_modules/y': { version: '1.0.0', dependencies: { z: '^3' } },
        }),
        'apps/api',
        root({ z: '^4', y: '^1' }),
      ),
    /node_modules\/z would hold both/,
  );
});

test('development flags are dropped; an optional package stays optional; absent optional ones are skipped', () => {
  const { lock, withInstallScript } = pruneLock(
    lockOf({
      'node_modules/n': { version: '1.0.0', optionalDependencies: { 'n-linux': '1', 'n-win': '1' }, hasInstallScript: true },
      'node_modules/n-linux': { version: '1.0.0', devOptional: true, os: ['linux'] },
      'node_modules/p': { version: '1.0.0', dev: true, peerDependencies: { q: '1', r: '1' }, peerDependenciesMeta: { r: { optional: true } } },
      'node_modules/q': { version: '1.0.0' },
    }),
    'apps/api',
    root({ n: '^1', p: '^1' }),
  );
  assert.deepEqual(Object.keys(lock.packages), ['', 'node_modules/n', 'node_modules/n-linux', 'node_modules/p', 'node_modules/q']);
  assert.equal(lock.packages['node_modules/n-linux'].optional, true);
  assert.equal(lock.packages['node_modules/n-linux'].devOptional, undefined);
  assert.equal(lock.packages['node_modules/p'].dev, undefined);
  assert.deepEqual(withInstallScript, [{ source: 'node_modules/n', target: 'node_modules/n' }]);
});

test('a required package missing from the lock, or a workspace link, is an error', () => {
  assert.throws(() => pruneLock(lockOf({}), 'apps/api', root({ gone: '^1' })), /gone \(needed by apps\/api\) is not in package-lock.json/);
  assert.throws(
    () => pruneLock(lockOf({ 'node_modules/@x/shared': { link: true, resolved: 'packages/shared' } }), 'apps/api', root({ '@x/shared': '1' })),
    /workspace link/,
  );
});
