// The /view/:token pages (issue 27 item 2): the map and outline without an account, Play opens the
// read-only prompter, and a link that is gone says so.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHARING_MESSAGES, type ViewedScript } from '@cuemap/shared';
import { ViewLinkScreen } from '../src/features/teleprompter/view/components/view-link-screen';
import { ViewLinkPrompter } from '../src/features/teleprompter/view/components/view-link-prompter';
import { VIEW_UI } from '../src/features/teleprompter/view/messages';
import { renderRoute, stubFetch } from './render';

const viewed: ViewedScript = {
  title: 'Keynote',
  map: {
    title: 'Keynote',
    nodes: [
      { id: '1', x: 0, y: 0, title: 'Opening', color: '#3B82F6', isRoot: true },
      { id: '2', x: 200, y: 0, title: 'Close', color: '#10B981' },
      { id: '3', x: 200, y: 100, title: 'Middle', color: '#F59E0B' },
    ],
    connections: [
      { from: '1', to: '2' },
      { from: '1', to: '3' },
    ],
    nodeOrder: ['1', '3', '2'],
    version: 2,
  },
  script: { title: 'Keynote', text: 'Good evening, everyone.', sections: [{ nodeId: '1', title: 'Opening', text: 'Good evening, everyone.' }], version: 2 },
  settings: { wpm: 160 },
};

function renderView() {
  return renderRoute(<ViewLinkScreen token="tok123" prompterPath="/view/tok123/teleprompter" />, {
    path: '/view/:token',
    initialEntries: ['/view/tok123'],
    extraRoutes: [{ path: '/view/:token/teleprompter', element: <ViewLinkPrompter token="tok123" mapPath="/view/tok123" /> }],
  });
}

describe('view link page', () => {
  it('shows the title, the View only badge and the outline in Node Order, without a session', async () => {
    const calls = stubFetch({ 'GET /api/view/tok123': () => ({ body: viewed }) });
    renderView();
    expect(await screen.findByRole('heading', { name: 'Keynote' })).toBeTruthy();
    expect(screen.getByText(VIEW_UI.badge)).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['1.Opening', '2.Middle', '3.Close']);
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(screen.queryByRole('button', { name: /add|delete|edit/i })).toBeNull();
  });

  it('plays the script on the read-only prompter and comes back', async () => {
    stubFetch({ 'GET /api/view/tok123': () => ({ body: viewed }) });
    const { router } = renderView();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: VIEW_UI.play }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/tok123/teleprompter'));
    expect(await screen.findByText('Good evening, everyone.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: VIEW_UI.start }));
    expect(screen.getByRole('button', { name: VIEW_UI.pause })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: VIEW_UI.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/tok123'));
  });

  it('says the link no longer works when the server answers 404', async () => {
    stubFetch({ 'GET /api/view/tok123': () => ({ status: 404, body: { message: SHARING_MESSAGES.viewLinkGone } }) });
    renderView();
    expect((await screen.findByRole('alert')).textContent).toContain('This link no longer works.');
  });
});
