// The licence texts of the npm packages the web bundle is built from, for the release folder
// (licenses/web-app.txt). The server's dependencies keep their own licence files in node_modules; the
// browser bundle inlines React, React Router, zod… whose MIT/ISC/BSD terms ask for their notices to go
// with every copy, and the minified bundle keeps none of their comments.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const LICENCE_FILE = /^(licen[cs]e|copying|notice)(\.(md|txt|markdown))?$/i;

/** Where Node finds `name` from lock path `from` (the nearest node_modules up), as in prune-lock.mjs. */
function resolve(packages, from, name) {
  for (let dir = from; ; ) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut >= 0 ? dir.slice(0, cut) : '';
  }
}

/**
 * @param {string} root the checkout
 * @param {{ packages: Record<string, any> }} lock its package-lock.json
 * @param {string} workspace the web app's lock path ('apps/web')
 * @returns the text of licenses/web-app.txt
 */
export function webBundleLicenses(root, lock, workspace) {
  const { packages } = lock;
  const seen = new Set();
  const found = new Map(); // name@version → { name, version, license, texts }
  const queue = [workspace];
  while (queue.length > 0) {
    const at = queue.shift();
    const entry = packages[at];
    for (const name of [...Object.keys(entry.dependencies ?? {}), ...Object.keys(entry.peerDependencies ?? {})]) {
      let source = resolve(packages, at, name);
      if (!source) continue; // an optional peer nobody installed
      if (packages[source].link) source = packages[source].resolved; // a workspace package (@cuemap/shared)
      if (seen.has(source)) continue;
      seen.add(source);
      queue.push(source);
      const pkg = packages[source];
      if (!source.includes('node_modules/')) continue; // our own code: LICENSE at the root
      const dir = path.join(root, source);
      const files = existsSync(dir)
        ? readdirSync(dir)
            .filter((f) => LICENCE_FILE.test(f))
            .sort()
        : [];
      const key = `${name}@${pkg.version}`;
      if (!found.has(key)) {
        found.set(key, {
          name,
          version: pkg.version,
          license: pkg.license ?? 'see the package',
          texts: files.map((f) => readFileSync(path.join(dir, f), 'utf8').trim()),
        });
      }
    }
  }
  const list = [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
  const rule = '-'.repeat(78);
  return [
    'Third-party software in the Cuemap web app (apps/web/dist/assets)',
    '',
    'The browser bundle is built from the npm packages below (and may include only parts of them).',
    'Each is listed with its licence as its package states it, followed by the licence and notice files',
    'it ships. Cuemap itself: LICENSE (AGPL-3.0-or-later); the fonts: THIRD-PARTY-NOTICES.md.',
    '',
    ...list.flatMap((p) => [
      rule,
      `${p.name} ${p.version} — ${p.license}`,
      rule,
      '',
      ...(p.texts.length > 0 ? p.texts.flatMap((t) => [t, '']) : ['(the package ships no licence file)', '']),
    ]),
  ].join('\n');
}
