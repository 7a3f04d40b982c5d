// Import on the dashboard (issue 15) against a real HTTP server: the picker, a dropped file, the
// server's refusal, and the Free limit.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPORT_LIMITS, IMPORT_MESSAGES, MIND_MAP_MESSAGES } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { renderRoute, sampleUser } from '../../../../test/render';
import { DashboardPage } from './dashboard-page';
import { startStubApi, type StubApi } from '../../../../test/io-test-server';

// Real HTTP on a machine shared with other runs: give answers more than the default second.
configure({ asyncUtilTimeout: 5000 });

const summary = (id: string, title: string) => ({
  _id: id,
  title,
  description: null,
  category: null,
  type: null,
  version: 1,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
});

let api: StubApi;
let list: ReturnType<typeof summary>[];

async function start(user = sampleUser, importReply: Parameters<typeof startStubApi>[0][string] = () => ({ status: 500, json: { message: 'unset' } })) {
  sessionStore.set({ token: 'tok', user });
  api = await startStubApi({
    'GET /api/auth/me': () => ({ json: { user } }),
    'GET /api/mindmaps': () => ({ json: list }),
    'POST /api/mindmaps/import': importReply,
  });
  const view = renderRoute(<DashboardPage />, { path: '/dashboard', extraRoutes: [{ path: '/mindmap/:id', element: <p>editor open</p> }] });
  return { ...view, user: userEvent.setup() };
}

const imports = () => api.received.filter((r) => r.path === '/api/mindmaps/import');
const fileInput = () => screen.getAllByLabelText('Choose a file to import')[0] as HTMLInputElement;
const outline = '# Launch plan\n\n## Why\n\nBecause.\n\n## How\n';

beforeEach(() => {
  list = [];
});
afterEach(async () => {
  sessionStore.clear();
  await api?.close();
});

describe('Import on the dashboard', () => {
  it('lists the formats, uploads the picked file, shows the new script and opens it', async () => {
    const { user, router } = await start(sampleUser, () => {
      list = [summary('new-id', 'Launch plan')];
      return { status: 201, json: { _id: 'new-id', title: 'Launch plan', format: 'markdown', nodeCount: 23, notes: ['2 long titles were shortened.'] } };
    });
    await screen.findByText('No scripts found');
    expect(screen.getByText(/Import a map from FreeMind, XMind, OPML or Markdown/)).toBeInTheDocument();
    expect(fileInput().accept.split(',')).toEqual(expect.arrayContaining(['.md', '.markdown', '.txt', '.opml', '.mm', '.xmind']));

    await user.upload(fileInput(), new File([outline], 'launch plan.md', { type: 'text/markdown' }));
    const notice = await screen.findByText('Imported "Launch plan" — 23 nodes');
    expect(screen.getByText('2 long titles were shortened.')).toBeInTheDocument();
    const [sent] = imports();
    expect(sent!.query.get('filename')).toBe('launch plan.md');
    expect(sent!.headers['content-type']).toBe('application/octet-stream');
    expect(sent!.headers.authorization).toBe('Bearer tok');
    expect(sent!.body.toString('utf8')).toBe(outline);
    // The list was asked again and shows the new card.
    expect(await screen.findByRole('article', { name: 'Launch plan' })).toBeInTheDocument();

    await user.click(within(notice.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Open in editor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mindmap/new-id'));
  });

  it('shows a spinner while uploading, then the server’s message when it refuses the file; nothing is added', async () => {
    let release!: () => void;
    const { user } = await start(
      sampleUser,
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 400, json: { message: IMPORT_MESSAGES.entities } });
        }),
    );
    list = [summary('a', 'Existing talk')];
    await screen.findByRole('article', { name: 'Existing talk' });
    await user.upload(fileInput(), new File(['<!DOCTYPE x [<!ENTITY a "b">]><opml/>'], 'evil.opml'));
    expect(await screen.findByText('Importing "evil.opml"…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    await waitFor(() => expect(imports()).toHaveLength(1));
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Couldn\'t import "evil.opml"');
    expect(alert).toHaveTextContent(IMPORT_MESSAGES.entities);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file over the size limit without uploading it', async () => {
    const { user } = await start();
    await screen.findByText('No scripts found');
    await user.upload(fileInput(), new File([new Uint8Array(IMPORT_LIMITS.fileBytesMax + 1)], 'huge.mm'));
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.tooLarge);
    expect(imports()).toHaveLength(0);
  });

  it('imports a file dropped on the page, with an overlay while it is dragged over', async () => {
    await start(sampleUser, () => {
      list = [summary('mm', 'Gilgamesh')];
      return { status: 201, json: { _id: 'mm', title: 'Gilgamesh', format: 'freemind', nodeCount: 5, notes: [] } };
    });
    await screen.findByText('No scripts found');
    const file = new File(['<map version="1.0.1"><node TEXT="Gilgamesh"/></map>'], 'gilgamesh.mm');
    const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };
    fireEvent.dragEnter(document.body, { dataTransfer });
    fireEvent.dragOver(document.body, { dataTransfer });
    const overlay = await screen.findByTestId('import-drop-overlay');
    expect(overlay).toHaveTextContent('Drop to import');
    // A drag of something that is not a file (text) is not ours.
    fireEvent.dragLeave(document.body, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(screen.getByTestId('import-drop-overlay')).toBeInTheDocument();
    fireEvent.drop(document.body, { dataTransfer });
    expect(screen.queryByTestId('import-drop-overlay')).not.toBeInTheDocument();
    expect(await screen.findByText('Imported "Gilgamesh" — 5 nodes')).toBeInTheDocument();
    expect(imports()[0]!.query.get('filename')).toBe('gilgamesh.mm');
    expect(imports()[0]!.body.toString('utf8')).toContain('<map version="1.0.1">');
    expect(await screen.findByRole('article', { name: 'Gilgamesh' })).toBeInTheDocument();
  });

  it('the server’s 403 at the Free limit opens Limit Reached with its message; at the known limit Import is disabled', async () => {
    const oneLeft = { ...sampleUser, mindMapCount: 1 };
    const { user } = await start(oneLeft, () => ({ status: 403, json: { message: MIND_MAP_MESSAGES.limitReached, limitReached: true } }));
    list = [summary('a', 'First')];
    await screen.findByRole('article', { name: 'First' });
    await user.upload(fileInput(), new File([outline], 'plan.md'));
    const dialog = await screen.findByRole('dialog', { name: 'Limit Reached' });
    expect(within(dialog).getByText(MIND_MAP_MESSAGES.limitReached)).toBeInTheDocument();
    expect(screen.queryByTestId('import-notice')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    // Now the count says the limit is reached: Import behaves like New Script, and a drop says so without uploading.
    sessionStore.setUser({ ...oneLeft, mindMapCount: 2 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'New Script' })).toBeDisabled();
    const tooltipId = screen.getByRole('button', { name: 'Import' }).getAttribute('aria-describedby');
    expect(document.getElementById(tooltipId ?? '')).toHaveTextContent('You have reached your 2 script limit.');
    const file = new File([outline], 'again.md');
    fireEvent.drop(document.body, { dataTransfer: { types: ['Files'], files: [file] } });
    expect(await screen.findByRole('dialog', { name: 'Limit Reached' })).toBeInTheDocument();
    expect(imports()).toHaveLength(1);
  });
});
