// The release's package-lock.json: the monorepo's lock cut down to what one workspace needs at run time.
// Every entry is copied as the root lock has it (version, resolved, integrity), so `npm ci` in the release
// installs exactly the versions the tests ran against, and nothing that is only there for development.

/** Where Node (and npm's tree) finds `name` from the package at lock path `from`: the nearest node_modules up. */
function resolve(packages, from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    // 'a/node_modules/b/node_modules/c' → 'a/node_modules/b'; 'apps/api' → ''.
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut >= 0 ? dir.slice(0, cut) : '';
  }
}

/** The names a package needs installed beside it: dependencies, optional ones and required peers. */
function needs(entry) {
  const optionalPeers = new Set(
    Object.entries(entry.peerDependenciesMeta ?? {})
      .filter(([, m]) => m.optional)
      .map(([n]) => n),
  );
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false })),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
    ...Object.keys(entry.peerDependencies ?? {}).map((name) => ({ name, optional: optionalPeers.has(name) })),
  ];
}

/**
 * @param {{ lockfileVersion: number, packages: Record<string, any> }} lock the monorepo's package-lock.json
 * @param {string} workspace the workspace's path in the lock, e.g. 'apps/api'
 * @param {Record<string, any>} root the release's root entry (name, version, dependencies, …)
 * @returns the release's lock, and the lock paths of the packages that have install scripts
 */
export function pruneLock(lock, workspace, root) {
  const { packages } = lock;
  const out = { '': root };
  const withInstallScript = [];
  // Release path → source path, so that two packages never claim one place (a hoisting clash).
  const claimed = new Map();
  const queue = [{ from: workspace, deps: needs(root), to: '' }];
  while (queue.length > 0) {
    const { from, deps } = queue.shift();
    for (const { name, optional } of deps) {
      const source = resolve(packages, from, name);
      if (!source) {
        if (optional) continue; // an optional dependency for another platform, or an unused optional peer
        throw new Error(`release: ${name} (needed by ${from || 'the root'}) is not in package-lock.json; run npm install.`);
      }
      const entry = packages[source];
      if (entry.link) throw new Error(`release: ${name} is a workspace link (${source}); it must be bundled, not installed.`);
      // The workspace's own node_modules becomes the release's top level; hoisted packages stay where they are.
      const target = source.startsWith(`${workspace}/`) ? source.slice(workspace.length + 1) : source;
      const owner = claimed.get(target);
      if (owner === source) continue;
      if (owner) throw new Error(`release: ${target} would hold both ${owner} and ${source}; the lock's hoisting needs a closer look.`);
      claimed.set(target, source);
      const copy = { ...entry };
      // Flags about the monorepo's development tree do not apply: a package reached here is needed at run time.
      delete copy.dev;
      if (copy.devOptional) {
        delete copy.devOptional;
        copy.optional = true;
      }
      out[target] = copy;
      if (entry.hasInstallScript) withInstallScript.push({ source, target });
      queue.push({ from: source, deps: needs(entry), to: target });
    }
  }
  const sorted = Object.fromEntries(
    Object.keys(out)
      .sort()
      .map((k) => [k, out[k]]),
  );
  return {
    lock: { name: root.name, version: root.version, lockfileVersion: lock.lockfileVersion, requires: true, packages: sorted },
    withInstallScript,
  };
}
