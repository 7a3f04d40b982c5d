// Presenter settings follow the script (issue 24 item 2, issue 26): read from and written to the script's
// live document — a change reaches the server (and every other device) at once, a change made elsewhere
// shows at once, a change made offline goes when the network is back, a browser's older values are
// written once, and text size and mirror are kept for this device only when the presenter chooses so.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySettingsToDoc, readLiveSettings, type PresenterSettings } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { renderTeleprompter, sampleUser, stubFetch } from '../teleprompter-test-support';
import { changeOnServer, liveServerDoc, setLiveServerReachable } from '../live-test-support';
import { TELEPROMPTER_PREFS_KEY } from '../utils/prefs';

const SETTINGS_URL = '/api/mindmaps/m1/presenter-settings';

/** The server: the script and its stored settings (null: none yet); its live document is built from them. */
function server(stored: PresenterSettings | null) {
  return stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (init?.method && init.method !== 'GET') return { status: 405, body: { message: 'Settings go through the live document.' } };
    if (path === '/api/teleprompter/m1')
      return { status: 200, body: { mindMapId: 'm1', title: 'Talk', content: 'First words.\n\nSecond words.', updatedAt: 'x' } };
    if (path === SETTINGS_URL) return { status: 200, body: { settings: stored ?? {}, stored: stored !== null } };
    return undefined;
  });
}

/** The settings the server's live document holds. */
const serverSettings = async () => readLiveSettings(await liveServerDoc());

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

  it('a change reaches the server at once, the whole settings object, and nothing is sent over REST', async () => {
    const fetchMock = server({ wpm: 150 });
    const user = userEvent.setup();
    await open();
    await waitFor(() => expect(speed()).toHaveValue(150));
    await user.clear(speed());
    await user.type(speed(), '135');
    await waitFor(async () => expect(await serverSettings()).toMatchObject({ wpm: 135, countdown: 3, theme: 'dark' }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET')).toEqual([]);
  });

  it('a change made on another device shows at once', async () => {
    server({ wpm: 150, theme: 'dark' });
    await open();
    await waitFor(() => expect(speed()).toHaveValue(150));
    await act(() => changeOnServer('m1', (doc) => applySettingsToDoc(doc, { ...readLiveSettings(doc), wpm: 170, theme: 'yellow' })));
    await waitFor(() => expect(speed()).toHaveValue(170));
    expect(viewport().dataset.theme).toBe('yellow');
  });

  it('a change made offline is kept and reaches the server once the network is back', async () => {
    server({ wpm: 150 });
    const user = userEvent.setup();
    await open();
    await waitFor(() => expect(speed()).toHaveValue(150));
    act(() => setLiveServerReachable(false));
    await user.clear(speed());
    await user.type(speed(), '135');
    expect(speed()).toHaveValue(135);
    expect(await serverSettings()).toMatchObject({ wpm: 150 });
    act(() => setLiveServerReachable(true));
    await waitFor(async () => expect(await serverSettings()).toMatchObject({ wpm: 135 }));
  });

  it("uploads this browser's older values once when the server has none", async () => {
    localStorage.setItem('cuemap:teleprompter-wpm:m1', '160');
    localStorage.setItem('cuemap:teleprompter-target:m1', '12');
    localStorage.setItem(TELEPROMPTER_PREFS_KEY, JSON.stringify({ theme: 'light', countdown: 5 }));
    server(null);
    await open();
    await waitFor(async () => expect(await serverSettings()).toMatchObject({ wpm: 160, targetMinutes: 12, theme: 'light', countdown: 5 }));
  });

  it('keeps text size and mirror for this device only when asked, the rest still following the script', async () => {
    server({ wpm: 150, mirror: false });
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
    await waitFor(async () => expect(await serverSettings()).toMatchObject({ theme: 'yellow' }));
    // The mirror stayed with this device: the script's stays off.
    expect(await serverSettings()).toMatchObject({ mirror: false });
    expect(JSON.parse(localStorage.getItem('cuemap:teleprompter-device-display') ?? 'null')).toMatchObject({ mirror: true });
  });
});
