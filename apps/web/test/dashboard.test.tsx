import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../src/lib/session';
import { DashboardPage } from '../src/features/dashboard/components/dashboard-page';
import { createScript } from '../src/features/dashboard/api/create-script';
import { NotAuthenticatedError } from '../src/features/dashboard/api/dashboard-session';
import { deleteScript } from '../src/features/dashboard/api/delete-script';
import { copyTitle } from '../src/features/dashboard/api/duplicate-script';
import { getScripts } from '../src/features/dashboard/api/get-scripts';
import { renameScript } from '../src/features/dashboard/api/rename-script';
import { filterScripts, sortScripts, toScriptCard } from '../src/features/dashboard/utils/script-cards';
import { fileNameFor } from '../src/lib/download';
import { SAMPLE_TITLE, sampleScript } from '../src/features/dashboard/utils/sample-script';
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

/** The tooltip of the New Script button (cards have tooltips of their own). */
function newScriptTooltip() {
  const id = screen.getByRole('button', { name: 'New Script' }).getAttribute('aria-describedby');
  return document.getElementById(id ?? '')!;
}

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
      // Issue 27 item 7: nobody known as the last editor, shared with nobody.
      lastEdit: null,
      sharedWith: { count: 0, people: [] },
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
    // No count until the list is there (not a wrong "0 scripts").
    expect(screen.getByText('Plan, order and present your ideas.')).toBeInTheDocument();
    expect(await screen.findByText('No scripts found')).toBeInTheDocument();
    expect(screen.getByText('0 scripts · plan, order and present your ideas.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Scripts' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search scripts...')).toBeInTheDocument();
    expect(newScriptTooltip()).toHaveTextContent('Create a new script (2 remaining)');
    expect(screen.getByRole('button', { name: 'Create New Script' })).toBeEnabled();
  });

  it('New Script opens the unsaved new map with the Central Idea root and saves nothing (issue 24 item 9)', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const calls = stubFetch({
      'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
      'GET /api/mindmaps': () => ({ body: [] }),
    });
    const { router } = renderRoute(<DashboardPage />, { path: '/dashboard' });
    const user = userEvent.setup();
    for (const name of ['Create New Script', 'New Script']) {
      await user.click(await screen.findByRole('button', { name }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/mindmap/new'));
      expect(router.state.location.state).toEqual({ rootTitle: 'Central Idea' });
      await router.navigate('/dashboard');
    }
    expect(calls.filter((c) => c.key === 'POST /api/mindmaps')).toHaveLength(0);
  });

  it('the empty dashboard offers create, import and a sample; the sample is a real script, created and opened', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const calls = stubFetch({
      'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
      'GET /api/mindmaps': () => ({ body: [] }),
      'POST /api/mindmaps': () => ({ status: 201, body: summary('sample-id', SAMPLE_TITLE) }),
    });
    const { router } = renderRoute(<DashboardPage />, { path: '/dashboard' });
    const user = userEvent.setup();
    await screen.findByText('No scripts found');
    const list = screen.getByRole('region', { name: 'Script list' });
    expect(within(list).getByRole('button', { name: 'Create New Script' })).toBeEnabled();
    expect(within(list).getByRole('button', { name: /Import a map/ })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Open a sample script' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mindmap/sample-id'));
    const post = calls.find((c) => c.key === 'POST /api/mindmaps')!.body as { title: string; nodes: { title: string; text: string }[]; nodeOrder: string[] };
    expect(post.title).toBe(SAMPLE_TITLE);
    expect(post.nodes.length).toBeGreaterThan(2);
    expect(post.nodes.every((n) => n.text.length > 0)).toBe(true);
    expect(post.nodeOrder).toHaveLength(post.nodes.length);
  });

  it('opens Limit Reached on a 403 limitReached and disables create at the Free limit', async () => {
    const oneLeft = { ...sampleUser, mindMapCount: 1 };
    sessionStore.set({ token: 'tok', user: oneLeft });
    stubFetch({
      'GET /api/auth/me': () => ({ body: { user: oneLeft } }),
      'GET /api/mindmaps': () => ({ body: [] }),
      'POST /api/mindmaps': () => ({ status: 403, body: { limitReached: true, message: 'You have reached the limit.' } }),
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const user = userEvent.setup();
    await screen.findByText('No scripts found');
    expect(newScriptTooltip()).toHaveTextContent('Create a new script (1 remaining)');
    await user.click(screen.getByRole('button', { name: 'Open a sample script' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limit Reached' });
    expect(within(dialog).getByText('Upgrade to a paid plan for unlimited scripts!')).toBeInTheDocument();
    expect(within(dialog).getByText('You have reached the limit.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upgrade Now' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    sessionStore.setUser({ ...oneLeft, mindMapCount: 2 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'New Script' })).toBeDisabled());
    expect(newScriptTooltip()).toHaveTextContent('You have reached your 2 script limit.');
  });

  it('paid plans see the plain tooltip', async () => {
    const pro = { ...sampleUser, mindMapCount: 9, subscription: { ...sampleUser.subscription, plan: 'pro' as const } };
    sessionStore.set({ token: 'tok', user: pro });
    stubFetch({ 'GET /api/auth/me': () => ({ body: { user: pro } }), 'GET /api/mindmaps': () => ({ body: [] }) });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    await screen.findByText('No scripts found');
    expect(newScriptTooltip()).toHaveTextContent(/^Create a new script$/);
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
    await waitFor(() => expect(router.state.location.pathname).toBe('/teleprompter/abc'));
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
    await expect(createScript(sampleScript())).rejects.toThrow('You must be logged in to create a new script.');
    expect(calls).toHaveLength(0);
  });
});

describe('sorting and duplicating', () => {
  const list = [
    summary('a', 'banana talk', { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-03-01T10:00:00.000Z' }),
    summary('b', 'Apple pitch', { createdAt: '2025-02-01T00:00:00.000Z', updatedAt: '2025-03-01T09:00:00.000Z' }),
    summary('c', 'cherry keynote', { createdAt: '2025-01-15T00:00:00.000Z', updatedAt: '2025-03-02T08:00:00.000Z' }),
  ];
  const titles = () => screen.getAllByRole('button', { name: /^Rename script: / }).map((b) => b.getAttribute('aria-label')!.slice(15));

  it('sortScripts orders by full timestamps or title and keeps ties in server order', () => {
    expect(sortScripts(list, 'updated').map((s) => s._id)).toEqual(['c', 'a', 'b']);
    expect(sortScripts(list, 'created').map((s) => s._id)).toEqual(['b', 'c', 'a']);
    expect(sortScripts(list, 'title').map((s) => s._id)).toEqual(['b', 'a', 'c']);
    const tie = [summary('x', 'Same'), summary('y', 'same')];
    expect(sortScripts(tie, 'title').map((s) => s._id)).toEqual(['x', 'y']);
    expect(list.map((s) => s._id)).toEqual(['a', 'b', 'c']); // not mutated
  });

  it('copyTitle adds (copy) and stays within the 200-character title limit', () => {
    expect(copyTitle('Launch talk')).toBe('Launch talk (copy)');
    expect(copyTitle('   ')).toBe('Untitled Script (copy)');
    const long = copyTitle('x'.repeat(200));
    expect(long).toHaveLength(200);
    expect(long.endsWith(' (copy)')).toBe(true);
  });

  it('sorts the cards by the chosen order and remembers it', async () => {
    sessionStore.set({ token: 'tok', user: { ...sampleUser, subscription: { ...sampleUser.subscription, plan: 'pro' as const } } });
    stubFetch({ 'GET /api/auth/me': () => ({ body: { user: sampleUser } }), 'GET /api/mindmaps': () => ({ body: list }) });
    const first = renderRoute(<DashboardPage />, { path: '/dashboard' });
    await screen.findByRole('button', { name: 'Rename script: banana talk' });
    expect(titles()).toEqual(['cherry keynote', 'banana talk', 'Apple pitch']);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Sort scripts'), 'Title A–Z');
    expect(titles()).toEqual(['Apple pitch', 'banana talk', 'cherry keynote']);
    expect(localStorage.getItem('cuemap:dashboard-sort')).toBe('title');
    first.unmount();
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    await screen.findByRole('button', { name: 'Rename script: banana talk' });
    expect(screen.getByLabelText('Sort scripts')).toHaveValue('title');
    expect(titles()).toEqual(['Apple pitch', 'banana talk', 'cherry keynote']);
  });

  it('ignores a stored sort it does not know', async () => {
    localStorage.setItem('cuemap:dashboard-sort', 'sideways');
    sessionStore.set({ token: 'tok', user: sampleUser });
    stubFetch({ 'GET /api/auth/me': () => ({ body: { user: sampleUser } }), 'GET /api/mindmaps': () => ({ body: [] }) });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    await screen.findByText('No scripts found');
    expect(screen.getByLabelText('Sort scripts')).toHaveValue('updated');
  });

  it("'/' focuses the search box unless the user is typing", async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    stubFetch({ 'GET /api/auth/me': () => ({ body: { user: sampleUser } }), 'GET /api/mindmaps': () => ({ body: [list[0]] }) });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    await screen.findByRole('button', { name: 'Rename script: banana talk' });
    const user = userEvent.setup();
    await user.keyboard('/');
    const search = screen.getByPlaceholderText('Search scripts...');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
    await user.keyboard('a/b');
    expect(search).toHaveValue('a/b');
  });

  it('duplicates a script with its teleprompter text and says so', async () => {
    const pro = { ...sampleUser, subscription: { ...sampleUser.subscription, plan: 'pro' as const } };
    sessionStore.set({ token: 'tok', user: pro });
    const full = {
      ...list[0],
      nodes: [{ id: '1', x: 400, y: 300, title: 'Main Idea', text: 'Hello', color: '#dc2626', isRoot: true }],
      connections: [],
      viewState: { translateX: 5, translateY: 6 },
      nodeOrder: ['1'],
    };
    const calls = stubFetch({
      'GET /api/auth/me': () => ({ body: { user: pro } }),
      'GET /api/mindmaps': () => ({ body: [list[0]] }),
      'GET /api/mindmaps/a': () => ({ body: full }),
      'POST /api/mindmaps': () => ({ status: 201, body: { ...full, _id: 'copy-id', title: 'banana talk (copy)' } }),
      'GET /api/teleprompter/a': () => ({ body: { mindMapId: 'a', title: 'banana talk', content: 'Spoken text.', updatedAt: '2025-05-02T12:00:00.000Z' } }),
      'POST /api/teleprompter': () => ({ body: { ok: true } }),
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More actions: banana talk' }));
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText('Duplicated as "banana talk (copy)".')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/mindmaps')!.body).toMatchObject({
      title: 'banana talk (copy)',
      nodes: full.nodes,
      viewState: full.viewState,
      nodeOrder: ['1'],
    });
    expect(calls.find((c) => c.key === 'POST /api/teleprompter')!.body).toEqual({
      mindMapId: 'copy-id',
      title: 'banana talk (copy)',
      content: 'Spoken text.',
    });
  });

  it('at the Free limit, Duplicate opens Limit Reached without a request', async () => {
    const full = { ...sampleUser, mindMapCount: 2 };
    sessionStore.set({ token: 'tok', user: full });
    const calls = stubFetch({
      'GET /api/auth/me': () => ({ body: { user: full } }),
      'GET /api/mindmaps': () => ({ body: [list[0], list[1]] }),
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More actions: banana talk' }));
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByRole('dialog', { name: 'Limit Reached' })).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('GET /api/mindmaps/'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Close' }));
  });

  it('a failed duplicate is reported and nothing is created', async () => {
    const pro = { ...sampleUser, subscription: { ...sampleUser.subscription, plan: 'pro' as const } };
    sessionStore.set({ token: 'tok', user: pro });
    const calls = stubFetch({
      'GET /api/auth/me': () => ({ body: { user: pro } }),
      'GET /api/mindmaps': () => ({ body: [list[0]] }),
      'GET /api/mindmaps/a': () => ({ status: 500, body: { message: 'Database is down' } }),
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More actions: banana talk' }));
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText('Failed to duplicate script: Database is down')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/mindmaps')).toBe(false);
  });
});

describe('downloads and the actions menu', () => {
  const full = {
    ...summary('d', 'Café talk: part 1'),
    nodes: [
      { id: '1', x: 400, y: 300, title: 'Main Idea', text: 'Opening line.', color: '#dc2626', isRoot: true },
      { id: '2', x: 500, y: 300, title: 'Second', text: 'Second\nline.\n\n\nAfter gap.', color: '#2563eb' },
      { id: '3', x: 600, y: 300, title: 'Title only', text: '  ', color: '#2563eb' },
    ],
    connections: [],
    viewState: { translateX: 0, translateY: 0 },
    nodeOrder: ['2', '1', '3'],
  };

  it('download file names are ASCII, from the title', () => {
    expect(fileNameFor(full.title, 'md')).toBe('Cafe-talk-part-1.md');
    expect(fileNameFor('???', 'txt')).toBe('script.txt');
  });

  it('the menu opens with the keyboard, moves with arrows, closes on Escape, and opens Export', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    stubFetch({
      'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
      'GET /api/mindmaps': () => ({ body: [summary('d', 'Café talk: part 1')] }),
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: 'More actions: Café talk: part 1' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const items = await screen.findAllByRole('menuitem');
    // The downloads are in the Export dialog (features/dashboard/components/export-dialog.test.tsx).
    expect(items.map((i) => i.textContent)).toEqual(['Duplicate', 'Export…']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Export…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export script' });
    expect(within(dialog).getByText('Download "Café talk: part 1" as a file for another app, or its script to print.')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
