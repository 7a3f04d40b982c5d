// The Remote dialog's confidence-monitor choice (issue 24 item 7): a display link is created with what
// the operator ticked, a tick after that changes the live link (PATCH), and the prompter window is
// opened with its own choice in its address.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StageLink } from '@cuemap/shared';
import { sessionStore } from '../../../../lib/session';
import { sampleUser, stubFetch } from '../../teleprompter-test-support';
import { RemoteDialog } from './remote-dialog';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serve() {
  const links: StageLink[] = [];
  const fetchMock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url.endsWith('/api/mindmaps/m1/stage-links') && method === 'GET')
      return { status: 200, body: { links: links.map((l) => ({ ...l, madeBy: 'me', mine: true })) } };
    if (url.endsWith('/api/mindmaps/m1/stage-links') && method === 'POST') {
      const link = {
        id: `l${links.length + 1}`,
        mode: body.mode,
        createdAt: '2026-12-05T10:00:00.000Z',
        expiresAt: '2026-12-05T14:00:00.000Z',
        ...(body.monitor ? { monitor: body.monitor } : {}),
      } as StageLink;
      links.push(link);
      return { status: 201, body: { ...link, token: 'tok'.repeat(10), url: `http://cuemap.test/display/${'tok'.repeat(10)}` } };
    }
    const edit = /\/stage-links\/(\w+)$/.exec(url);
    if (edit && method === 'PATCH') {
      const link = links.find((l) => l.id === edit[1])!;
      link.monitor = body.monitor as StageLink['monitor'];
      return { status: 200, body: link };
    }
    return undefined;
  });
  const calls = (method: string) =>
    fetchMock.mock.calls
      .filter(([, init]) => (init?.method ?? 'GET') === method)
      .map(([url, init]) => [String(url), JSON.parse(String(init!.body)) as unknown]);
  return calls;
}

function renderDialog() {
  sessionStore.set({ token: 't', user: sampleUser('pro') });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RemoteDialog open onClose={() => undefined} mindMapId="m1" devices={[]} windows={0} connection={{ status: 'open', ended: null }} />
    </QueryClientProvider>,
  );
}

describe('RemoteDialog: confidence monitor', () => {
  it('creates a display link with the ticked items and changes them on the live link', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Display' }));
    await user.click(screen.getByRole('checkbox', { name: 'Clock' }));
    await user.click(screen.getByRole('checkbox', { name: 'Next section' }));
    await user.click(screen.getByRole('button', { name: 'Create display link' }));
    await waitFor(() => expect(screen.getByTestId('display-link')).toBeInTheDocument());
    expect(calls('POST')).toEqual([
      [expect.stringMatching(/\/api\/mindmaps\/m1\/stage-links$/), { mode: 'display', monitor: { clock: true, times: false, pace: false, next: true } }],
    ]);

    await user.click(screen.getByRole('checkbox', { name: 'Elapsed and time left' }));
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(calls('PATCH')[0]).toEqual([expect.stringMatching(/\/stage-links\/l1$/), { monitor: { clock: true, times: true, pace: false, next: true } }]);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Elapsed and time left' })).toBeChecked());
  });

  it('creates a remote link without a monitor, and opens the prompter window with its choice', async () => {
    const calls = serve();
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const user = userEvent.setup();
    renderDialog();
    // The remote's panel has no monitor to choose (only displays and the window show one).
    expect(within(screen.getByRole('tabpanel')).queryByTestId('monitor-choice')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create remote link' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(calls('POST')[0]![1]).toEqual({ mode: 'remote' });

    await user.click(screen.getByRole('tab', { name: 'This computer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ahead or behind the target' }));
    await user.click(screen.getByRole('checkbox', { name: 'Next section' }));
    await user.click(screen.getByRole('button', { name: 'Open prompter window' }));
    expect(open).toHaveBeenCalledWith('/teleprompter/m1/window?show=pace,next', 'cuemap-prompter-m1', expect.any(String));
  });
});
