// Issue 26 ("Done when"): two browser contexts (two devices) of one user on the same script, each on
// its OWN instance of the production server — A and B share one PostgreSQL database (made for this
// file, dropped after it) and one Redis — see each other's map and script edits within a second,
// without reloading: a node added on A shows on B, a node renamed on B shows on A, and words typed into
// a script section on B show in A's script editor.
// Needs TEST_DATABASE_URL and REDIS_TEST_URL (CI sets both, .ci/run); skipped with a note otherwise.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, seedSession } from './support/api';
import { closeContexts, openPage, sharedBrowser, startApp, type RunningApp } from './support/harness';
import { addNodeUnder, nodeEl, openLiveMap, retitle, scriptField, SEEN_WITHIN_MS, talk, titleOf, titles } from './support/live';
import { signedInWithMap } from './support/signed-in';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_TEST_URL;
const enabled = !!databaseUrl && !!redisUrl;
if (!enabled) console.log('live-cluster e2e: skipped, it needs PostgreSQL and Redis (set TEST_DATABASE_URL and REDIS_TEST_URL).');

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

describe.skipIf(!enabled)('one live script on two devices, each on its own instance (PostgreSQL + Redis)', () => {
  const database = `cuemap_e2e_${randomBytes(5).toString('hex')}`;
  let a: RunningApp | undefined;
  let b: RunningApp | undefined;
  let browser: Browser;

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

  it("map and script edits on one instance's device show on the other's within a second", async () => {
    const map = talk();
    // Seeded through A: the user, their script and its sections (the node texts).
    const onA = await signedInWithMap({ app: a!, browser, url: a!.url }, { email: 'live-cluster@example.com', map });
    const content = map.nodes.map((n) => n.text).join('\n\n');
    const script = await api(a!.url, '/api/teleprompter', onA.session.token, 'POST', { mindMapId: onA.mapId, title: map.title, content });
    expect(script.status).toBe(200);
    const onB = await openPage(browser, b!.url);
    await seedSession(onB.page, onA.session);
    for (const page of [onA.page, onB.page]) await openLiveMap(page, onA.mapId);

    // A node added on A shows on B; a node renamed on B shows on A.
    await addNodeUnder(onA.page, '3', 'Budget');
    await expect.poll(() => titles(onB.page), { timeout: SEEN_WITHIN_MS }).toContain('Budget');
    await retitle(onB.page, '2', 'Field research');
    await expect.poll(() => titleOf(onA.page, '2'), { timeout: SEEN_WITHIN_MS }).toBe('Field research');
    expect(await nodeEl(onB.page, '2').count()).toBe(1);

    // Words typed into a script section on B show in A's script editor.
    for (const page of [onA.page, onB.page]) {
      await page.goto(`/teleprompter/${onA.mapId}?edit=1`);
      await expect.poll(() => scriptField(page, 'Build').inputValue()).toBe('Build notes.');
    }
    const typed = scriptField(onB.page, 'Build');
    await typed.press('End');
    await typed.pressSequentially(' Typed on the second instance.');
    await expect.poll(() => scriptField(onA.page, 'Build').inputValue(), { timeout: SEEN_WITHIN_MS }).toBe('Build notes. Typed on the second instance.');

    onA.assertNoConsoleErrors();
    onB.assertNoConsoleErrors();
  });
});
