// The Remote dialog as the script's owner sees it (issue 27): an editor's link is listed with "Made by
// <name>" and the owner may revoke it; the owner's own links carry no maker.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ListedStageLink } from '@cuemap/shared';
import { sessionStore } from '../../../../lib/session';
import { sampleUser, stubFetch } from '../../teleprompter-test-support';
import { RemoteDialog } from './remote-dialog';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const times = { createdAt: '2026-12-05T10:00:00.000Z', expiresAt: '2026-12-05T14:00:00.000Z' };

describe('RemoteDialog: the owner and an editor’s links', () => {
  it("shows who made another person's link and revokes it", async () => {
    let links: ListedStageLink[] = [
      { id: 'own', mode: 'remote', ...times, madeBy: 'reader', mine: true },
      { id: 'bea', mode: 'display', ...times, madeBy: 'bea', mine: false },
    ];
    const fetchMock = stubFetch((url, init) => {
      const method = init?.method ?? 'GET';
      if (url.endsWith('/api/mindmaps/m1/stage-links') && method === 'GET') return { status: 200, body: { links } };
      const revoke = /\/stage-links\/(\w+)$/.exec(url);
      if (revoke && method === 'DELETE') {
        links = links.filter((l) => l.id !== revoke[1]);
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    sessionStore.set({ token: 't', user: sampleUser('pro') });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RemoteDialog open onClose={() => undefined} mindMapId="m1" devices={[]} windows={0} connection={{ status: 'open', ended: null }} />
      </QueryClientProvider>,
    );
    const rows = await screen.findAllByTestId('stage-link');
    expect(rows).toHaveLength(2);
    expect(rows[0]).not.toHaveTextContent('Made by');
    expect(rows[1]).toHaveTextContent('Made by bea');
    // Someone else's link never says its address can be shown again: only its maker ever had it.
    expect(rows[1]).not.toHaveTextContent('Created earlier');

    await userEvent.setup().click(within(rows[1]!).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.getAllByTestId('stage-link')).toHaveLength(1));
    expect(fetchMock.mock.calls.some(([u, i]) => String(u).endsWith('/stage-links/bea') && i?.method === 'DELETE')).toBe(true);
    expect(screen.queryByText('Made by bea')).toBeNull();
  });
});
