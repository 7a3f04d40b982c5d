// Readiness probe for a release folder and the container's HEALTHCHECK: exits 0 when the server on this
// machine answers GET /api/health/ready with 200 (database reachable, migrations done), 1 otherwise.
// Node rather than curl, which the slim image lacks. The port is PORT (from the environment or the
// working directory's .env, as the server reads it), default 3000; HEALTHCHECK_URL overrides the address.
import { existsSync } from 'node:fs';

if (existsSync('.env')) process.loadEnvFile('.env');
const url = process.env.HEALTHCHECK_URL ?? `http://127.0.0.1:${process.env.PORT || 3000}/api/health/ready`;
try {
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) console.error(`${url}: ${res.status} ${await res.text()}`);
  process.exit(res.ok ? 0 : 1);
} catch (err) {
  console.error(`${url}: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
