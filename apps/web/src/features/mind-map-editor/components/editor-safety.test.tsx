// Nothing typed is lost (issue 11 items 5–7), the whole editor in jsdom: the open node editor's fields
// in the draft and back after a reload, AI Helper → Child node keeping the parent's edits, the
// teleprompter opened from the local copy when the save fails offline, and 'Script updated!' shown
// before the save's messages.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { MindMap, User } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { renderRoute, sampleUser, stubFetch } from '../../../../test/render';
import { EDITOR_MESSAGES } from '../messages';
import { draftKey, readDraft } from '../utils/draft';
import { MindMapEditor } from './mind-map-editor';
import { NodeOrderList } from './editor-test-support';
import { sampleMindMap } from '../../../../test/editor-fixtures';

afterEach(() => {
  sessionStore.clear();
  localStorage.clear();
});

const proUser: User = { ...sampleUser, subscription: { ...sampleUser.subscription, plan: 'pro' } };

function remote(version: number): MindMap {
  return sampleMindMap({ nodes: [{ id: '1', x: 0, y: 0, title: 'Main Idea', text: 'Hello everyone.', color: '#dc2626', isRoot: true }], version });
}

/** Where the teleprompter button led, and with what. */
function TeleprompterProbe() {
  const location = useLocation();
  return <pre data-testid="teleprompter-state">{JSON.stringify(location.state)}</pre>;
}

const statusText = () => screen.getByTestId('status-message').textContent;
const key = draftKey(sampleUser.email, 'm1');
type Routes = Parameters<typeof stubFetch>[0];

function openScript(routes: Routes, user: User = sampleUser) {
  sessionStore.set({ token: 'tok', user });
  const calls = stubFetch({
    'GET /api/auth/me': () => ({ body: { user } }),
    'GET /api/mindmaps/m1': () => ({ body: remote(3) }),
    'POST /api/teleprompter': () => ({ body: { ok: true } }),
    ...routes,
  });
  const view = renderRoute(<MindMapEditor routeId="m1" renderNodeOrder={(p) => <NodeOrderList {...p} />} />, {
    path: '/mindmap/m1',
    extraRoutes: [{ path: '/teleprompter/:mindMapId', element: <TeleprompterProbe /> }],
  });
  return { calls, user: userEvent.setup(), ...view };
}

async function openNodeEditor(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
  await user.click(screen.getByRole('button', { name: 'Edit Node' }));
  return screen.findByRole('dialog', { name: 'Edit Node Content' });
}

describe('the open node editor and the draft', () => {
  it('typed text reaches the draft; after a reload the draft reopens the node editor with it', async () => {
    const first = openScript({});
    const dialog = await openNodeEditor(first.user);
    await first.user.clear(within(dialog).getByLabelText('Details'));
    await first.user.type(within(dialog).getByLabelText('Details'), 'Typed but not saved.');
    await waitFor(() => expect(readDraft(key)?.nodeEdit).toMatchObject({ nodeId: '1', text: 'Typed but not saved.' }));
    first.unmount();

    const second = openScript({});
    const banner = await screen.findByRole('region', { name: 'Unsaved draft' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await second.user.click(within(banner).getByRole('button', { name: 'Restore draft' }));
    const reopened = await screen.findByRole('dialog', { name: 'Edit Node Content' });
    expect(within(reopened).getByLabelText('Details')).toHaveValue('Typed but not saved.');
    expect(within(reopened).getByLabelText('Title')).toHaveValue('Main Idea');
  });

  it('Discard asks first, then drops the typed text from the screen and the draft', async () => {
    const { user } = openScript({});
    const dialog = await openNodeEditor(user);
    await user.type(within(dialog).getByLabelText('Title'), ' changed');
    await waitFor(() => expect(readDraft(key)?.nodeEdit?.title).toBe('Main Idea changed'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readDraft(key)).toBeNull();
    expect(screen.getByTestId('save-state')).toHaveTextContent('All changes saved');
  });

  it('AI Helper → Child node, Escape twice: asked, Keep editing, Save — the parent’s edits and the child are saved', async () => {
    const { calls, user } = openScript(
      {
        'POST /api/ai/generate-ideas': () => ({ body: { ideas: '1. Hook: Open with the river.' } }),
        'PUT /api/mindmaps/m1': () => ({ body: { _id: 'm1', version: 4 } }),
      },
      proUser,
    );
    const dialog = await openNodeEditor(user);
    await user.type(within(dialog).getByLabelText('Details'), ' Welcome to the river.');
    await user.click(within(dialog).getByRole('button', { name: /AI Helper/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Add idea 1 as a child node' }));
    await waitFor(() => expect(readDraft(key)?.nodes).toHaveLength(2));
    // The parent's typed text is in the draft beside the child.
    expect(readDraft(key)?.nodeEdit).toMatchObject({ nodeId: '1', text: 'Hello everyone. Welcome to the river.' });
    await user.keyboard('{Escape}{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Discard your changes to this node?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByLabelText('Details')).toHaveValue('Hello everyone. Welcome to the river.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(statusText()).toBe(EDITOR_MESSAGES.saved), { timeout: 3_000 });
    const put = calls.find((c) => c.key === 'PUT /api/mindmaps/m1')!.body as MindMap;
    expect(put.nodes.map((n) => [n.title, n.text])).toEqual([
      ['Main Idea', 'Hello everyone. Welcome to the river.'],
      ['Hook', 'Open with the river.'],
    ]);
  });
});

describe('"Script updated!" after a node edit (§4)', () => {
  it('is shown, then the save’s "Saving script..." and "Script saved!"', async () => {
    let release!: () => void;
    const { user } = openScript({
      'PUT /api/mindmaps/m1': async () => {
        await new Promise<void>((r) => (release = r));
        return { body: { _id: 'm1', version: 4 } };
      },
    });
    const dialog = await openNodeEditor(user);
    await user.type(within(dialog).getByLabelText('Details'), ' More.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(statusText()).toBe(EDITOR_MESSAGES.scriptUpdated);
    await waitFor(() => expect(statusText()).toBe(EDITOR_MESSAGES.saving), { timeout: 3_000 });
    release();
    await waitFor(() => expect(statusText()).toBe(EDITOR_MESSAGES.saved));
  });
});

describe('offline on stage', () => {
  it('the save fails for want of a network: the teleprompter opens the local copy, the edits stay in the draft', async () => {
    const { user, router } = openScript({
      'PUT /api/mindmaps/m1': async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const dialog = await openNodeEditor(user);
    await user.clear(within(dialog).getByLabelText('Details'));
    await user.type(within(dialog).getByLabelText('Details'), 'Offline words.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(statusText()).toBe(EDITOR_MESSAGES.saveFailed('Network error. Please try again.')), { timeout: 3_000 });
    await user.click(screen.getByRole('button', { name: 'Teleprompter' }));
    const probe = await screen.findByTestId('teleprompter-state');
    expect(router.state.location.pathname).toBe('/teleprompter/m1');
    expect(JSON.parse(probe.textContent!)).toMatchObject({
      mindMapId: 'm1',
      unsaved: true,
      title: 'Shared Talk',
      nodeListOrder: ['1'],
      nodes: [{ id: '1', text: 'Offline words.' }],
    });
    expect(readDraft(key)?.nodes[0]?.text).toBe('Offline words.');
  });

  it('any other failed save still stays in the editor with the error', async () => {
    const { user, router } = openScript({ 'PUT /api/mindmaps/m1': () => ({ status: 500, body: { message: 'Internal Server Error' } }) });
    const dialog = await openNodeEditor(user);
    await user.type(within(dialog).getByLabelText('Details'), ' More.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Teleprompter' }));
    await waitFor(() => expect(statusText()).toBe('Error saving script: Internal Server Error'), { timeout: 3_000 });
    expect(router.state.location.pathname).toBe('/mindmap/m1');
  });
});
