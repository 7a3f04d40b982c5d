import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../src/lib/session';
import { DashboardPage } from '../src/features/dashboard/components/dashboard-page';
import { createScript, deleteScript, getScripts, NotAuthenticatedError, renameScript } from '../src/features/dashboard/api/scripts';
import { filterScripts, toScriptCard } from '../src/features/dashboard/utils/script-cards';
import { renderRoute, sampleUser, stubFetch } from './render';

const summary = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  title,
  description: null,
  category: null,
  type: null,
  version: 1,
  createdAt: '2025-05-01T12:00:00.000Z',
  updatedAt: '2025-05-02T12:00:00.000Z',
  ...extra,
});

afterEach(() => sessionStore.clear());

describe('card mapping and search', () => {
  it('applies the card defaults and date-only dates', () => {
    expect(toScriptCard({ _id: 'a', title: '', createdAt: '2025-05-01T12:00:00.000Z', updatedAt: null })).toEqual({
      id: 'a',
      title: 'Untitled Script',
      content: 'No content provided.',
      section: 'Uncategorized',
      createdAt: '2025-05-01',
      updatedAt: '',
      type: 'script',
    });
  });

  it('matches title, content or section case-insensitively', () => {
    const cards = [
      toScriptCard(summary('1', 'Launch Talk')),
      toScriptCard(summary('2', 'Other', { description: 'About LAUNCHES' })),
      toScriptCard(summary('3', 'Third', { category: 'Podcasts' })),
    ];
    expect(filterScripts(cards, 'launch').map((c) => c.id)).toEqual(['1', '2']);
    expect(filterScripts(cards, 'podcast').map((c) => c.id)).toEqual(['3']);
    expect(filterScripts(cards, '  ')).toHaveLength(3);
    expect(filterScripts(cards, 'zzz')).toHaveLength(0);
  });
});

describe('DashboardPage', () => {
  it('shows loading, then the empty state with the create tooltip', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    stubFetch({
      'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
      'GET /api/mindmaps': () => ({ body: [] }),
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    expect(screen.getByText('Loading your scripts...')).toBeInTheDocument();
    expect(await screen.findByText('No scripts found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Scripts' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search scripts...')).toBeInTheDocument();
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('Create a new script (2 remaining)');
    expect(screen.getByRole('button', { name: 'Create New Script' })).toBeEnabled();
  });

  it('creates a script with the Central Idea root and opens the editor', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const calls = stubFetch({
      'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
      'GET /api/mindmaps': () => ({ body: [] }),
      'POST /api/mindmaps': () => ({ status: 201, body: summary('new-id', 'Untitled Script') }),
    });
    const { router } = renderRoute(<DashboardPage />, { path: '/dashboard' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create New Script' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mindmap/new-id'));
    const post = calls.find((c) => c.key === 'POST /api/mindmaps')!;
    expect(post.body).toMatchObject({
      nodes: [{ id: '1', x: 400, y: 300, title: 'Central Idea', text: '', color: '#dc2626', isRoot: true }],
      nodeOrder: ['1'],
    });
  });

  it('opens Limit Reached on a 403 limitReached and disables create at the Free limit', async () => {
    const oneLeft = { ...sampleUser, mindMapCount: 1 };
    sessionStore.set({ token: 'tok', user: oneLeft });
    stubFetch({
      'GET /api/auth/me': () => ({ body: { user: oneLeft } }),
      'GET /api/mindmaps': () => ({ body: [summary('1', 'First')] }),
      'POST /api/mindmaps': () => ({ status: 403, body: { limitReached: true, message: 'You have reached the limit.' } }),
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Rename script: First' });
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('Create a new script (1 remaining)');
    await user.click(screen.getByRole('button', { name: 'New Script' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limit Reached' });
    expect(within(dialog).getByText('Upgrade to a paid plan for unlimited scripts!')).toBeInTheDocument();
    expect(within(dialog).getByText('You have reached the limit.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upgrade Now' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    sessionStore.setUser({ ...oneLeft, mindMapCount: 2 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'New Script' })).toBeDisabled());
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('You have reached your 2 script limit.');
  });

  it('paid plans see the plain tooltip', async () => {
    const pro = { ...sampleUser, mindMapCount: 9, subscription: { ...sampleUser.subscription, plan: 'pro' as const } };
    sessionStore.set({ token: 'tok', user: pro });
    stubFetch({ 'GET /api/auth/me': () => ({ body: { user: pro } }), 'GET /api/mindmaps': () => ({ body: [] }) });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    await screen.findByText('No scripts found');
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(/^Create a new script$/);
    expect(screen.getByRole('button', { name: 'New Script' })).toBeEnabled();
  });

  it('renames optimistically and restores the old title on failure', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    let release!: () => void;
    stubFetch({
      'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
      'GET /api/mindmaps': () => ({ body: [summary('1', 'Old title')] }),
      'PUT /api/mindmaps/1': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 500, body: { message: 'Disk full' } });
        }),
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename script: Old title' }));
    const input = screen.getByRole('textbox', { name: 'Script title' });
    await user.clear(input);
    await user.type(input, 'New title{Enter}');
    expect(await screen.findByRole('button', { name: 'Rename script: New title' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Failed to update title: Disk full')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Rename script: Old title' })).toBeInTheDocument();
  });

  it('searches with a no-match state and deletes after confirmation', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    let scripts = [summary('1', 'Keynote'), summary('2', 'Podcast intro')];
    stubFetch({
      'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
      'GET /api/mindmaps': () => ({ body: scripts }),
      'DELETE /api/mindmaps/1': () => {
        scripts = scripts.filter((s) => s._id !== '1');
        return { body: { message: 'Script deleted successfully.' } };
      },
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Rename script: Keynote' });
    const search = screen.getByPlaceholderText('Search scripts...');
    await user.type(search, 'PODCAST');
    expect(screen.queryByRole('button', { name: 'Rename script: Keynote' })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nothing');
    expect(screen.getByText('No scripts match "nothing"')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria.')).toBeInTheDocument();
    await user.clear(search);

    const card = screen.getByRole('article', { name: 'Keynote' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    expect(within(dialog).getByText('This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Rename script: Keynote' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Rename script: Podcast intro' })).toBeInTheDocument();
  });

  it('Play passes only the mind map id to the teleprompter', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    stubFetch({
      'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
      'GET /api/mindmaps': () => ({ body: [summary('abc', 'Talk')] }),
    });
    const { router } = renderRoute(<DashboardPage />, { path: '/dashboard' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teleprompter'));
    expect(router.state.location.state).toEqual({ mindMapId: 'abc' });
  });

  it('reports list failures with the §8 messages', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    stubFetch({
      'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
      'GET /api/mindmaps': () => ({ status: 500, body: { message: 'Database unavailable' } }),
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('Failed to fetch scripts: Database unavailable')).toBeInTheDocument();
  });

  it("without a session: 'You are not authenticated. Please log in.', nothing is requested, create says log in (§8)", async () => {
    const calls = stubFetch({});
    const { router } = renderRoute(<DashboardPage />, { path: '/dashboard', extraRoutes: [{ path: '/auth', element: <p>auth screen</p> }] });
    expect(screen.getByText('You are not authenticated. Please log in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');
    await userEvent.setup().click(screen.getByRole('button', { name: 'New Script' }));
    expect(await screen.findByText('You must be logged in to create a new script.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(calls).toHaveLength(0);
  });

  it('dashboard requests refuse to run without a session, before touching the network', async () => {
    const calls = stubFetch({});
    await expect(getScripts()).rejects.toThrow('You are not authenticated. Please log in.');
    await expect(renameScript('a', 'b')).rejects.toBeInstanceOf(NotAuthenticatedError);
    await expect(deleteScript('a')).rejects.toBeInstanceOf(NotAuthenticatedError);
    await expect(createScript()).rejects.toThrow('You must be logged in to create a new script.');
    expect(calls).toHaveLength(0);
  });
});
