// Fit to N minutes in Presenter settings (issue 12 item 5): the whole script, or the sections chosen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readLiveSettings, type ScriptSection } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { renderTeleprompter, sampleMap, sampleUser, stubFetch } from '../teleprompter-test-support';
import { liveServerDoc } from '../live-test-support';

const SECTIONS: ScriptSection[] = [
  { nodeId: null, text: 'Good evening.', origin: 'ai' },
  { nodeId: '2', text: 'The point is simple.', origin: 'ai', mapText: 'The point.' },
  { nodeId: '1', text: '', origin: 'ai', mapText: 'Welcome.' },
  { nodeId: '1', text: 'Welcome to the launch.', origin: 'ai', mapText: 'Welcome.' },
];

function api(stored: Record<string, unknown> | null = null) {
  const fits: unknown[] = [];
  stubFetch(async (url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/mindmaps/m1/presenter-settings') return { status: 200, body: { settings: stored ?? {}, stored: stored !== null } };
    if (path === '/api/teleprompter/m1')
      return { status: 200, body: { mindMapId: 'm1', title: 'Launch Talk', content: 'x', updatedAt: 'x', sections: SECTIONS, version: 7 } };
    if (path === '/api/mindmaps/m1') return { status: 200, body: sampleMap };
    if (path === '/api/ai/fit-script') {
      fits.push(JSON.parse(String(init?.body)));
      return { status: 200, body: { mindMapId: 'm1', title: 'Launch Talk', content: 'x', updatedAt: 'x', sections: SECTIONS, version: 8 } };
    }
    if (path === '/api/auth/me') return { status: 200, body: { user: sampleUser('pro') } };
    return undefined;
  });
  return fits;
}

async function openFit(minutes: string) {
  const u = userEvent.setup();
  renderTeleprompter('/teleprompter/m1');
  await screen.findByText('Good evening.');
  await u.click(screen.getByRole('button', { name: 'Presenter settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Presenter settings' });
  await u.type(within(dialog).getByLabelText('Target length (minutes)'), minutes);
  await u.click(within(dialog).getByRole('button', { name: 'Set' }));
  return { u, dialog };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
  localStorage.clear();
});

describe('Fit to time', () => {
  it('fits the whole script by default, against the script version and the current speed', async () => {
    sessionStore.set({ token: 't', user: sampleUser('pro') });
    const fits = api({ wpm: 120 });
    const { u, dialog } = await openFit('2');
    await u.click(within(dialog).getByRole('button', { name: 'Fit to 2 min' }));
    await waitFor(() => expect(fits).toEqual([{ mindMapId: 'm1', version: 7, minutes: 2, wpm: 120 }]));
    expect(await within(dialog).findByText('Script fitted.')).toBeInTheDocument();
  });

  it('at the default speed asks for the pace first, fits at it and keeps it as the script speed (issue 24 item 2)', async () => {
    sessionStore.set({ token: 't', user: sampleUser('pro') });
    const fits = api();
    const { u, dialog } = await openFit('2');
    await u.click(within(dialog).getByRole('button', { name: 'Fit to 2 min' }));
    const asked = /Your pace first: the script is still at the default 80 WPM/;
    expect(within(dialog).getByLabelText(asked)).toBeInTheDocument();
    expect(fits).toEqual([]);
    // One way on while the pace is asked (issue 24 walk): its own button; Cancel brings Fit back.
    expect(within(dialog).queryByRole('button', { name: 'Fit to 2 min' })).toBeNull();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await u.click(within(dialog).getByRole('button', { name: 'Fit to 2 min' }));
    const pace = within(dialog).getByLabelText(asked);
    await u.clear(pace);
    await u.type(pace, '140');
    await u.click(within(dialog).getByRole('button', { name: 'Use this pace and fit' }));
    await waitFor(() => expect(fits).toEqual([{ mindMapId: 'm1', version: 7, minutes: 2, wpm: 140 }]));
    expect(screen.getByRole('spinbutton', { name: 'Speed (WPM)' })).toHaveValue(140);
    // The script's settings (its live document, on the server) keep the pace and the target.
    await waitFor(async () => expect(readLiveSettings(await liveServerDoc())).toMatchObject({ wpm: 140, targetMinutes: 2 }));
  });

  it('chosen sections are sent by their index in the saved script (blank ones count)', async () => {
    sessionStore.set({ token: 't', user: sampleUser('pro') });
    const fits = api({ wpm: 100, countdown: 3 });
    const { u, dialog } = await openFit('1.5');
    await u.click(within(dialog).getByText(/Sections to rewrite: all/));
    await u.click(within(dialog).getByRole('checkbox', { name: /Opening/ }));
    expect(within(dialog).getByText('Sections to rewrite: 2 of 3')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Fit to 1.5 min' }));
    await waitFor(() => expect(fits).toEqual([{ mindMapId: 'm1', version: 7, minutes: 1.5, wpm: 100, sections: [1, 3] }]));
  });

  it('Free: the button is disabled and says which plans have it', async () => {
    sessionStore.set({ token: 't', user: sampleUser('free') });
    api();
    const { dialog } = await openFit('2');
    expect(within(dialog).getByRole('button', { name: 'Fit to 2 min' })).toBeDisabled();
    expect(within(dialog).getByText('Pro and Elite plans')).toBeInTheDocument();
  });
});
