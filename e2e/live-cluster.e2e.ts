// Issue 26 ("Done when"): two browser contexts (two devices) of one user on the same script, each on
// its OWN instance of the production server — A and B share one PostgreSQL database (made for this
// file, dropped after it) and one Redis — see each other's map and script edits within a second,
// without reloading: a node added on A shows on B, a node renamed on B shows on A, and words typed into
// a script section on B show in A's script editor.
// Needs TEST_DATABASE_URL and REDIS_TEST_URL (CI sets both, .ci/run); skipped with a note otherwise.
import { describe, expect, it } from 'vitest';
import { api, seedSession } from './support/api';
import { clusterAvailable, setupCluster } from './support/cluster';
import { openPage } from './support/harness';
import { addNodeUnder, nodeEl, openLiveMap, retitle, scriptField, SEEN_WITHIN_MS, talk, titleOf, titles } from './support/live';
import { signedInWithMap } from './support/signed-in';

if (!clusterAvailable) console.log('live-cluster e2e: skipped, it needs PostgreSQL and Redis (set TEST_DATABASE_URL and REDIS_TEST_URL).');

describe.skipIf(!clusterAvailable)('one live script on two devices, each on its own instance (PostgreSQL + Redis)', () => {
  const { a, b } = setupCluster();

  it("map and script edits on one instance's device show on the other's within a second", async () => {
    const map = talk();
    // Seeded through A: the user, their script and its sections (the node texts).
    const onA = await signedInWithMap(a, { email: 'live-cluster@example.com', map });
    const content = map.nodes.map((n) => n.text).join('\n\n');
    const script = await api(a.url, '/api/teleprompter', onA.session.token, 'POST', { mindMapId: onA.mapId, title: map.title, content });
    expect(script.status).toBe(200);
    const onB = await openPage(b.browser, b.url);
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
