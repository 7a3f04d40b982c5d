// Automated accessibility audit (axe-core, WCAG 2.x A/AA rules and best practices) in Chromium against the
// built server: no violations of any impact on the teleprompter, the node editor and an open dialog.
// Every screen at 1366 and 375 px: accessibility-desktop.e2e.ts and accessibility-phone.e2e.ts. Complements
// the keyboard and focus checks in the other walks; what axe cannot judge (e.g. reading order on the
// canvas) is tested there.
import { describe, expect, it } from 'vitest';
import { audit, setupAudit } from './support/axe';

describe('accessibility (axe-core)', () => {
  const fixture = setupAudit();

  it('has no violations on the teleprompter, the node editor and an open dialog', async () => {
    const page = await fixture.pageAt(1366, true);
    const found: string[] = [];
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByText('Every screen should work for everyone.').waitFor();
    for (const line of await audit(page)) found.push(`teleprompter: ${line}`);

    await page.goto(`/mindmap/${fixture.mapId}`);
    await page.locator('[data-testid="map-node"]').first().dblclick();
    await page.getByRole('dialog', { name: 'Edit Node Content' }).waitFor();
    for (const line of await audit(page)) found.push(`node editor: ${line}`);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Confirm Deletion' }).waitFor();
    for (const line of await audit(page)) found.push(`delete dialog: ${line}`);
    await page.context().close();
    expect(found).toEqual([]);
  });
});
