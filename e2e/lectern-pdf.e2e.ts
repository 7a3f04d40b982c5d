// The lectern PDF from the dashboard's Export dialog (issue 24, item 8), in Chromium against the built
// server: Extra large type and the stage directions left out are chosen on screen, the file is
// downloaded, and its text read back has no raw cue marks, the times at the script's speed, 24 pt type.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfLines, pdfText } from '../apps/api/test/io/pdf-text';
import { api } from './support/api';
import { screenshot, setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';

const suite = setupAppAndBrowser();

// 70 spoken words (cue marks are none): 0:30 at 140 WPM.
const words = Array.from({ length: 65 }, () => 'word').join(' ');
const map = {
  title: 'Lectern talk',
  nodes: [
    { id: '1', x: 400, y: 300, title: 'Lectern talk', text: '', color: '#dc2626', isRoot: true },
    { id: '2', x: 700, y: 300, title: 'Hook', text: `Picture **this** [pause] a room [slide 1] of ${words}`, color: '#2563eb' },
  ],
  connections: [{ from: '1', to: '2' }],
  viewState: { translateX: 0, translateY: 0 },
  nodeOrder: ['1', '2'],
};

describe('the lectern PDF', () => {
  it('downloads from the Export dialog with the options chosen, cue marks rendered and the times at the script speed', async () => {
    const { page, mapId, session, assertNoConsoleErrors } = await signedInWithMap(suite, { email: 'lectern@example.com', map });
    // The script's speed, stored with it (issue 24 item 2): the server prints the times at it.
    expect((await api(suite.url, `/api/mindmaps/${mapId}/presenter-settings`, session.token, 'PUT', { wpm: 140 })).status).toBe(200);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'More actions: Lectern talk' }).click();
    await page.getByRole('menuitem', { name: 'Export…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export script' });
    const options = dialog.getByRole('group', { name: 'Script file options' });
    await options.getByRole('radio', { name: 'Extra large (24 pt)' }).check();
    await options.getByRole('radio', { name: 'Leave out' }).check();
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await screenshot(page, 'lectern-export-options');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: /Script as PDF/ }).click()]);
    expect(download.suggestedFilename()).toBe('Lectern talk.pdf');
    const pdf = readFileSync((await download.path())!);
    const text = pdfText(pdf);
    expect(text).not.toContain('[pause]');
    expect(text).not.toContain('**');
    expect(text).not.toContain('slide 1');
    expect(text).toContain('Total 0:30 at 140 WPM');
    expect(text).toContain('Hook\n0:30 · ends at 0:30');
    const body = pdfLines(pdf).filter((l) => l.text.includes('word word'));
    expect(body.map((l) => l.size)).toEqual(body.map(() => 24));
    expect(pdfLines(pdf).find((l) => l.text.startsWith('Picture'))!.runs).toEqual(
      expect.arrayContaining([
        { text: 'this', size: 24, bold: true },
        { text: '// pause', size: 24, bold: true },
      ]),
    );
    assertNoConsoleErrors();
  });
});
