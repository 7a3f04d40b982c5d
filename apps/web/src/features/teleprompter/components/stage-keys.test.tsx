// A stage that cannot trip (issue 24 item 1) on the screen: Space on the focused Rehearse / End
// rehearsal button plays and pauses and the rehearsal goes on; every dialog and panel, however it is
// closed, hands focus back to the stage so the first key after it works.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../../lib/session';
import { renderTeleprompter, sampleMap, sampleUser, stubFetch } from '../teleprompter-test-support';
import { DEFAULT_TELEPROMPTER_PREFS, writeTeleprompterPrefs } from '../utils/prefs';
import { layOutColumn } from '../../../../test/teleprompter-fixtures';

const script = {
  mindMapId: 'm1',
  title: 'Launch Talk',
  content: 'The point.\n\nWelcome.',
  updatedAt: 'x',
  version: 3,
  sections: [
    { nodeId: '2', text: 'The point.', origin: 'map' },
    { nodeId: '1', text: 'Welcome.', origin: 'map' },
  ],
};

beforeEach(() => {
  sessionStore.set({ token: 't0k3n', user: sampleUser('free') });
  writeTeleprompterPrefs({ ...DEFAULT_TELEPROMPTER_PREFS, countdown: 0 });
  // Text to scroll through: in jsdom's zero-height column play stopped at the end on its first frame,
  // so Pause showed for one frame only and a loaded machine missed it (the Space test flaked).
  layOutColumn();
  stubFetch((url) => {
    if (url.endsWith('/api/teleprompter/m1')) return { status: 200, body: script };
    if (url.endsWith('/api/mindmaps/m1')) return { status: 200, body: sampleMap };
    if (url.includes('/rehearsals')) return { status: 200, body: { rehearsals: [], nextCursor: null } };
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStore.clear();
  localStorage.clear();
});

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const stageEl = () => screen.getByRole('main', { name: 'Script' });
const mirrored = () => screen.getByTestId('teleprompter-viewport').getAttribute('data-mirrored') === 'true';

describe('a stage that cannot trip', () => {
  it('Space on the focused End rehearsal button pauses and plays; the rehearsal goes on until End rehearsal', async () => {
    const user = userEvent.setup();
    renderTeleprompter();
    await screen.findByText('The point.');
    await user.click(await screen.findByRole('button', { name: 'Rehearse' }));
    // Armed and playing in one step (no countdown in this test's settings). The waits are for the
    // event, with room for a loaded machine (a whole screen render there took over a second).
    const settled = { timeout: 5_000 };
    await screen.findByRole('button', { name: /^Pause/ }, settled);
    expect(button('End rehearsal')).toHaveFocus();
    await user.keyboard(' ');
    await screen.findByRole('button', { name: /^Play/ }, settled);
    expect(screen.getByTestId('rehearsal-badge')).toBeInTheDocument();
    await user.keyboard(' ');
    await screen.findByRole('button', { name: /^Pause/ }, settled);
    expect(screen.getByTestId('rehearsal-badge')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Rehearsal report' })).toBeNull();
    await user.click(button('End rehearsal'));
    expect(await screen.findByRole('dialog', { name: 'Rehearsal report' })).toBeInTheDocument();
  });

  it('a double-click on Rehearse never ends the rehearsal it started', async () => {
    const user = userEvent.setup();
    renderTeleprompter();
    await screen.findByText('The point.');
    await user.dblClick(await screen.findByRole('button', { name: 'Rehearse' }));
    expect(screen.getByTestId('rehearsal-badge')).toBeInTheDocument();
    expect(button('End rehearsal')).toBeInTheDocument();
  });

  it('every dialog and panel, closed by any of its ways, gives the keys back to the stage', async () => {
    const user = userEvent.setup();
    renderTeleprompter();
    await screen.findByText('The point.');
    const closers: [string, () => Promise<void>, () => Promise<void>][] = [
      ['help by ?, Esc', () => user.keyboard('?'), () => user.keyboard('{Escape}')],
      [
        'help by its button, Done',
        () => user.click(button('Keyboard shortcuts')),
        () => user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Done' })),
      ],
      // A typed speed keeps focus while a dialog opens by the mouse: closing it still gives the keys back.
      [
        'a speed typed, settings, Done',
        async () => {
          await user.click(screen.getByRole('spinbutton', { name: 'Speed (WPM)' }));
          await user.click(button('Presenter settings'));
        },
        () => user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Done' })),
      ],
      ['settings, Esc', () => user.click(button('Presenter settings')), () => user.keyboard('{Escape}')],
      ['generate, Cancel', () => user.click(button(/Generate with AI/)), () => user.click(button('Cancel'))],
      ['sections by S, Esc', () => user.keyboard('s'), () => user.keyboard('{Escape}')],
      ['sections by its button, close', () => user.click(button('Sections')), () => user.click(button('Close sections'))],
      ['edit by E, Done', () => user.keyboard('e'), () => user.click(button('Done'))],
    ];
    for (const [name, open, close] of closers) {
      await open();
      await close();
      await waitFor(() => expect(stageEl(), name).toHaveFocus());
      const before = mirrored();
      await user.keyboard('m');
      expect(mirrored(), `M after ${name}`).toBe(!before);
    }
  });
});
