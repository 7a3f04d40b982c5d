// Two instances of the production server for the walks that cross instances (issues 26, 27): A and B
// share one PostgreSQL database (made for the file, dropped after it) and one Redis. Needs
// TEST_DATABASE_URL and REDIS_TEST_URL (CI sets both, .ci/run).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { closeContexts, setupAppAndBrowser, sharedBrowser, startApp, type AppAndBrowser, type RunningApp } from './harness';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_TEST_URL;
/** PostgreSQL and Redis are there to run two instances on. */
export const clusterAvailable = !!databaseUrl && !!redisUrl;

/** Runs `sql` on the server's maintenance connection (TEST_DATABASE_URL's database). */
async function admin(sql: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const handle = (get: () => RunningApp, browser: () => AppAndBrowser['browser']): AppAndBrowser => ({
  get app() {
    return get();
  },
  get browser() {
    return browser();
  },
  get url() {
    return get().url;
  },
});

/**
 * Before the file's (or describe's) tests: instances A and B on a new database and Redis, and the
 * worker's Chromium; after them, closes the contexts, stops both and drops the database. Read the
 * handles inside tests. Call it only when `clusterAvailable`.
 */
export function setupCluster(): { a: AppAndBrowser; b: AppAndBrowser } {
  const database = `cuemap_e2e_${randomBytes(5).toString('hex')}`;
  let a: RunningApp | undefined;
  let b: RunningApp | undefined;
  let browser: AppAndBrowser['browser'] | undefined;
  beforeAll(async () => {
    await admin(`create database ${database}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${database}`;
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl!,
      RATE_LIMIT_IP_PER_MINUTE: '100000',
      RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    };
    // One after the other: A migrates the new database, B finds it migrated.
    a = await startApp(env);
    b = await startApp(env);
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await closeContexts(browser);
    await b?.stop();
    await a?.stop();
    await admin(`drop database if exists ${database} with (force)`);
  });
  return {
    a: handle(
      () => a!,
      () => browser!,
    ),
    b: handle(
      () => b!,
      () => browser!,
    ),
  };
}

export interface Instances {
  /** The instance the script's owner works on. */
  first: AppAndBrowser;
  /** The other people's instance: `first` itself without PostgreSQL and Redis. */
  second: AppAndBrowser;
  /** What the walk runs on, for its title. */
  mode: string;
}

/** Two instances (setupCluster) when PostgreSQL and Redis are there, else the harness's one server for both. */
export function setupInstances(): Instances {
  if (clusterAvailable) {
    const { a, b } = setupCluster();
    return { first: a, second: b, mode: 'two instances, PostgreSQL + Redis' };
  }
  const one = setupAppAndBrowser();
  return { first: one, second: one, mode: 'one server' };
}
