// Presenter settings follow the script (issue 24 item 2): read from the server with the script, saved
// there after a change, kept in this browser while a save fails, a browser's older values uploaded once,
// and text size and mirror kept for this device only when the presenter chooses so.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PresenterSettings } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { renderTeleprompter, sampleUser, stubFetch } from '../teleprompter-test-support';
import { TELEPROMPTER_MESSAGES } from '../messages';
import { TELEPROMPTER_PREFS_KEY } from '../utils/prefs';

const SETTINGS_URL = '/api/mindmaps/m1/presenter-settings';

/** The server: the script, its stored settings (null: none yet), and every PUT body it took. */
function server(stored: PresenterSettings | null, options: { failPut?: boolean } = {}) {
  const puts: PresenterSettings[] = [];
  stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/teleprompter/m1')
      return { status: 200, body: { mindMapId: 'm1', title: 'Talk', content: 'First words.\n\nSecond words.', updatedAt: 'x' } };
    if (path === SETTINGS_URL && init?.method === 'PUT') {
      if (options.failPut) return { status: 503, body: { message: 'Down for a moment.' } };
      const body = JSON.parse(String(init.body)) as PresenterSettings;
      puts.push(body);
      return { status: 200, body: { settings: body, stored: true } };
    }
    if (path === SETTINGS_URL) return { status: 200, body: { settings: stored ?? {}, stored: stored !== null } };
    return undefined;
  });
  return puts;
}

const speed = () => screen.getByRole('spinbutton', { name: 'Speed (WPM)' });
const viewport = () => screen.getByTestId('teleprompter-viewport');

async function open() {
  renderTeleprompter('/teleprompter/m1');
  await screen.findByText('First words.');
}

beforeEach(() => sessionStore.set({ token: 't0k3n', user: sampleUser('free') }));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
  localStorage.clear();
});

describe('Presenter settings stored with the script', () => {
  it("opens with the script's speed, target and display settings from the server", async () => {
    server({ wpm: 150, targetMinutes: 10, theme: 'yellow', markers: false });
    await open();
    await waitFor(() => expect(speed()).toHaveValue(150));
    expect(viewport().dataset.theme).toBe('yellow');
  });

  it('saves a change to the server, the whole settings object', async () => {
    const puts = server({ wpm: 150 });
    const user = userEvent.setup();
    await open();
    await waitFor(() => expect(speed()).toHaveValue(150));
    await user.clear(speed());
    await user.type(speed(), '135');
    await waitFor(() => expect(puts.at(-1)).toMatchObject({ wpm: 135, countdown: 3, theme: 'dark' }));
    // Saved: nothing is left pending in this browser.
    await waitFor(() => expect(localStorage.getItem('cuemap:presenter-settings-pending:m1')).toBeNull());
  });

  it('says so when a save fails and keeps the change in this browser, which wins on the next visit', async () => {
    server({ wpm: 150 }, { failPut: true });
    const user = userEvent.setup();
    const first = renderTeleprompter('/teleprompter/m1');
    await screen.findByText('First words.');
    await waitFor(() => expect(speed()).toHaveValue(150));
    await user.clear(speed());
    await user.type(speed(), '135');
    expect(await screen.findByText(TELEPROMPTER_MESSAGES.settingsNotSaved)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cuemap:presenter-settings-pending:m1') ?? '{}')).toMatchObject({ wpm: 135 });
    first.unmount();

    // Next visit, the server back: the kept change is shown over the server's value and saved.
    const puts = server({ wpm: 150 });
    await open();
    await waitFor(() => expect(puts.at(-1)).toMatchObject({ wpm: 135 }));
    expect(speed()).toHaveValue(135);
  });

  it("uploads this browser's older values once when the server has none", async () => {
    localStorage.setItem('cuemap:teleprompter-wpm:m1', '160');
    localStorage.setItem('cuemap:teleprompter-target:m1', '12');
    localStorage.setItem(TELEPROMPTER_PREFS_KEY, JSON.stringify({ theme: 'light', countdown: 5 }));
    const puts = server(null);
    await open();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ wpm: 160, targetMinutes: 12, theme: 'light', countdown: 5 });
  });

  it('keeps text size and mirror for this device only when asked, the rest still following the script', async () => {
    const puts = server({ wpm: 150, mirror: false });
    const user = userEvent.setup();
    await open();
    await waitFor(() => expect(speed()).toHaveValue(150));
    await user.click(screen.getByRole('button', { name: 'Presenter settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Presenter settings' });
    await user.click(within(dialog).getByRole('tab', { name: 'Display' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Text size and mirror for this device only/ }));
    await user.click(within(dialog).getByRole('radio', { name: /Yellow on black/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: /Mirror text/ }));
    expect(screen.getByRole('button', { name: /Mirror text/ })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(puts.at(-1)).toMatchObject({ theme: 'yellow' }));
    // The mirror stayed with this device: the script's stays off.
    expect(puts.every((p) => p.mirror === false)).toBe(true);
    expect(JSON.parse(localStorage.getItem('cuemap:teleprompter-device-display') ?? 'null')).toMatchObject({ mirror: true });
  });
});
