// A viewer's teleprompter (issue 27): it plays, with the View only badge, and offers nothing that changes
// the script — no Edit script (the E key and ?edit=1 do not open it), Rehearse, Remote or Generate.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../../lib/session';
import { renderTeleprompter, sampleMap, sampleUser, stubFetch } from '../teleprompter-test-support';
import { TELEPROMPTER_MESSAGES } from '../messages';

beforeEach(() => sessionStore.set({ token: 't0k3n', user: sampleUser('free') }));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('a viewer’s teleprompter', () => {
  it('plays the script and offers no editing', async () => {
    stubFetch((url) => {
      if (url.endsWith('/api/teleprompter/m1'))
        return { status: 200, body: { mindMapId: 'm1', title: 'Launch Talk', content: 'Line one\n\nSecond', updatedAt: 'x' } };
      if (url.endsWith('/api/mindmaps/m1')) return { status: 200, body: sampleMap };
    });
    renderTeleprompter('/teleprompter/m1?edit=1', '/teleprompter/:mindMapId', { access: 'viewer', ownerEmail: 'olga@example.com' });
    await screen.findByTestId('teleprompter-content');
    expect(screen.getByText('View only — olga@example.com shared this script with you')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: TELEPROMPTER_MESSAGES.edit.open })).toBeNull();
    expect(screen.queryByRole('button', { name: /Generate with AI/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Rehearse/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    await userEvent.setup().keyboard('e');
    expect(screen.queryByRole('heading', { name: TELEPROMPTER_MESSAGES.edit.heading })).toBeNull();
  });
});
