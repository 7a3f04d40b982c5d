// The comments (issue 27 item 5) against a fake API that keeps threads like the server: the open-count
// badge and the header's count, the panel (focus on one node, Show all, Show resolved, "On a deleted
// node", ?comment=), the live "read them again", the composer (@mentions by keyboard, Ctrl+Enter, the
// count near the limit, a refused post keeping its text), Resolve, delete, and a viewer's read-only panel.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Y from 'yjs';
import { applyMapToDoc } from '@cuemap/shared/live';
import { COMMENT_MAX, COMMENT_MESSAGES, type CommentThread, type ScriptAccess } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import type { LiveSession } from '../../../lib/live/types';
import { ScriptAccessProvider } from '../../../components/script-access/script-access';
import { CommentBadge, CommentsButton } from '../../../components/comments/comment-badge';
import { useComments } from '../../../components/comments/comments-context';
import { renderRoute, sampleUser, stubFetch } from '../../../../test/render';
import { sampleMindMap } from '../../../../test/editor-fixtures';
import { COMMENTS_TEXT as T } from '../messages';
import { CommentsScope } from './comments-scope';

// The script's live session without a socket: its document, and the server's "comments changed".
const live = vi.hoisted(() => ({ session: null as unknown }));
vi.mock('../../../lib/live/use-live-session', () => ({ useLiveSession: () => live.session }));

const base = '/api/mindmaps/m1/comments';
const ada = { id: 'u0', name: 'ada' }; // sampleUser: ada@example.com
const bob = { id: 'u1', name: 'bob' };
const at = new Date(Date.now() - 5 * 60_000).toISOString();

const comment = (id: string, author: typeof ada, body: string, mentions: (typeof ada)[] = []) => ({
  id,
  author,
  body,
  mentions,
  createdAt: at,
  editedAt: null,
});
const thread = (id: string, nodeId: string, resolved: boolean, comments: CommentThread['comments']): CommentThread => ({
  id,
  anchor: { kind: 'node', id: nodeId },
  resolved,
  resolvedBy: resolved ? bob : null,
  resolvedAt: resolved ? at : null,
  createdAt: at,
  comments,
});

let threads: CommentThread[];
let calls: ReturnType<typeof stubFetch>;
let notify: () => void;

function stubApi(overrides: Parameters<typeof stubFetch>[0] = {}) {
  calls = stubFetch({
    [`GET ${base}`]: () => ({ body: { threads } }),
    [`GET ${base}/people`]: () => ({ body: { people: [ada, bob, { id: 'u2', name: 'bobby' }] } }),
    [`POST ${base}`]: (body) => {
      const { anchor, body: text, mentions = [] } = body as { anchor: CommentThread['anchor']; body: string; mentions?: string[] };
      const people = [ada, bob].filter((p) => mentions.includes(p.id));
      const created = { ...thread(`t${threads.length + 1}`, anchor.id, false, [comment('new', ada, text, people)]), anchor };
      threads = [...threads, created];
      return { status: 201, body: { thread: created } };
    },
    [`PATCH ${base}/t1`]: (body) => {
      const resolved = (body as { resolved: boolean }).resolved;
      threads = threads.map((t) => (t.id === 't1' ? { ...t, resolved, resolvedBy: resolved ? ada : null, resolvedAt: resolved ? at : null } : t));
      return { body: { thread: threads.find((t) => t.id === 't1') } };
    },
    [`DELETE ${base}/t1/comments/c2`]: () => {
      threads = threads.map((t) => (t.id === 't1' ? { ...t, comments: t.comments.filter((c) => c.id !== 'c2') } : t));
      return { body: { thread: threads.find((t) => t.id === 't1') } };
    },
    ...overrides,
  });
}

/** A screen's stand-in: the Budget node's badge, the header's toggle, and Comment… on Budget. */
function Screen() {
  const comments = useComments();
  return (
    <div>
      <CommentBadge anchor={{ kind: 'node', id: '2' }} where="Hook" />
      <CommentsButton />
      {comments?.canComment && (
        <button type="button" onClick={() => comments.openPanel({ anchor: { kind: 'node', id: '2' }, compose: true })}>
          Comment on Hook
        </button>
      )}
    </div>
  );
}

function open(access: ScriptAccess = 'editor', path = '/') {
  return renderRoute(
    <ScriptAccessProvider value={{ access, ownerEmail: 'owner@example.com' }}>
      <CommentsScope mindMapId="m1">
        <Screen />
      </CommentsScope>
    </ScriptAccessProvider>,
    { initialEntries: [path] },
  );
}

beforeEach(() => {
  sessionStore.set({ token: 'tok', user: sampleUser });
  const doc = new Y.Doc();
  applyMapToDoc(doc, sampleMindMap());
  const listeners = new Set<() => void>();
  notify = () => listeners.forEach((l) => l());
  live.session = {
    doc,
    onComments: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  } as Partial<LiveSession>;
  threads = [
    thread('t1', '2', false, [comment('c1', bob, 'Shorter intro? @ada', [ada]), comment('c2', ada, 'Agreed, will trim.')]),
    thread('t2', '2', true, [comment('c3', bob, 'Typo in the title')]),
    thread('t3', 'gone', false, [comment('c4', bob, 'This node went')]),
  ];
});
afterEach(() => sessionStore.clear());

const panel = () => screen.getByRole('complementary', { name: T.panelTitle });

describe('Comments', () => {
  it('counts open threads on the node and the script, and the badge opens that node’s threads', async () => {
    stubApi();
    open();
    const badge = await screen.findByRole('button', { name: '1 open comment on Hook' });
    expect(screen.getByRole('button', { name: 'Comments, 2 open' }).textContent).toContain('2');
    await userEvent.click(badge);
    expect(within(panel()).getByText(T.filteredTo('Hook'))).toBeTruthy();
    expect(
      within(panel())
        .getAllByTestId('comment-thread')
        .map((t) => t.dataset.threadId),
    ).toEqual(['t1']);
    expect(within(panel()).getByText(T.onNode('Hook'))).toBeTruthy();
    // Both comments, with their authors; the mention is a name tag.
    expect(
      within(panel())
        .getAllByTestId('comment-author')
        .map((c) => c.textContent),
    ).toEqual(['bob', 'ada']);

    await userEvent.click(within(panel()).getByRole('button', { name: T.showAll }));
    expect(
      within(panel())
        .getAllByTestId('comment-thread')
        .map((t) => t.dataset.threadId),
    ).toEqual(['t1', 't3']);
    expect(within(panel()).getByText(T.deletedNode)).toBeTruthy();

    await userEvent.click(within(panel()).getByRole('switch', { name: T.showResolved }));
    const resolved = within(panel())
      .getAllByTestId('comment-thread')
      .find((t) => t.dataset.threadId === 't2')!;
    expect(within(resolved).getByRole('button', { name: T.reopen })).toBeTruthy();
    expect(within(resolved).getByText(/Resolved by bob/)).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: T.panelTitle })).toBeNull();
  });

  it('reads the comments again when the live session says they changed', async () => {
    stubApi();
    open();
    await screen.findByRole('button', { name: '1 open comment on Hook' });
    threads = [...threads, thread('t9', '2', false, [comment('c9', bob, 'One more')])];
    act(() => notify());
    expect(await screen.findByRole('button', { name: '2 open comments on Hook' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Comments, 3 open' })).toBeTruthy();
  });

  it('writes a comment with an @mention picked by keyboard and posts it with Ctrl+Enter', async () => {
    stubApi();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Comment on Hook' }));
    const box = within(panel()).getByRole('combobox', { name: T.newOn('Hook') });
    const post = within(panel()).getByRole('button', { name: T.post });
    expect((post as HTMLButtonElement).disabled).toBe(true);

    await userEvent.type(box, 'Can you check this @bo');
    const list = await within(panel()).findByRole('listbox', { name: T.mentionList });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['b@bob', 'b@bobby']);
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(within(panel()).queryByRole('listbox')).toBeNull();
    expect((box as HTMLTextAreaElement).value).toBe('Can you check this @bob ');
    await userEvent.type(box, 'please');
    expect((post as HTMLButtonElement).disabled).toBe(false);

    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(calls.some((c) => c.key === `POST ${base}`)).toBe(true));
    expect(calls.find((c) => c.key === `POST ${base}`)!.body).toEqual({
      anchor: { kind: 'node', id: '2' },
      body: 'Can you check this @bob please',
      mentions: ['u1'],
    });
    await waitFor(() => expect(within(panel()).getAllByTestId('comment-thread')).toHaveLength(2));
    // The new thread is in the list; the box for a new one has gone.
    expect(within(panel()).queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: '2 open comments on Hook' })).toBeTruthy();
  });

  it('Escape closes the suggestions and keeps the panel; a refused post shows why and keeps the text', async () => {
    stubApi({ [`POST ${base}`]: () => ({ status: 400, body: { message: COMMENT_MESSAGES.badMention } }) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Comment on Hook' }));
    const box = within(panel()).getByRole('combobox', { name: T.newOn('Hook') });
    await userEvent.type(box, 'Hi @b');
    await within(panel()).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(within(panel()).queryByRole('listbox')).toBeNull();
    expect(panel()).toBeTruthy();

    await userEvent.click(within(panel()).getByRole('button', { name: T.post }));
    expect((await within(panel()).findByRole('alert')).textContent).toBe(COMMENT_MESSAGES.badMention);
    expect((box as HTMLTextAreaElement).value).toBe('Hi @b');
  });

  it('shows how many characters are left near the limit and refuses past it', async () => {
    stubApi();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Comment on Hook' }));
    const box = within(panel()).getByRole('combobox', { name: T.newOn('Hook') });
    fireEvent.change(box, { target: { value: 'x'.repeat(COMMENT_MAX - 150) } });
    expect(within(panel()).getByText(T.left(150))).toBeTruthy();
    fireEvent.change(box, { target: { value: 'x'.repeat(COMMENT_MAX + 3) } });
    expect(within(panel()).getByText(T.left(-3))).toBeTruthy();
    expect((within(panel()).getByRole('button', { name: T.post }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('resolves a thread (it leaves the open list) and deletes one’s own comment', async () => {
    stubApi();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Comments, 2 open' }));
    const t1 = () =>
      within(panel())
        .getAllByTestId('comment-thread')
        .find((t) => t.dataset.threadId === 't1')!;
    // Only ada's own comment has Delete (she is an editor here, not the owner).
    expect(within(t1()).getAllByRole('button', { name: T.deleteComment })).toHaveLength(1);
    await userEvent.click(within(t1()).getByRole('button', { name: T.deleteComment }));
    await userEvent.click(within(t1()).getByRole('button', { name: T.deleteConfirm }));
    await waitFor(() => expect(within(t1()).getAllByTestId('comment')).toHaveLength(1));

    await userEvent.click(within(t1()).getByRole('button', { name: T.resolve }));
    await waitFor(() =>
      expect(
        within(panel())
          .getAllByTestId('comment-thread')
          .map((t) => t.dataset.threadId),
      ).toEqual(['t3']),
    );
    expect(screen.queryByRole('button', { name: /open comment on Hook/ })).toBeNull();
    expect(calls.filter((c) => c.key === `PATCH ${base}/t1`).map((c) => c.body)).toEqual([{ resolved: true }]);
  });

  it('knows one’s own comments by the account id when the server sends it', async () => {
    sessionStore.set({ token: 'tok', user: { ...sampleUser, id: 'u1' } });
    stubApi();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Comments, 2 open' }));
    const t1 = within(panel())
      .getAllByTestId('comment-thread')
      .find((t) => t.dataset.threadId === 't1')!;
    const deletable = within(t1)
      .getAllByTestId('comment')
      .filter((c) => within(c).queryByRole('button', { name: T.deleteComment }));
    expect(deletable.map((c) => within(c).getByTestId('comment-author').textContent)).toEqual(['bob']);
  });

  it('opens on the thread a mention e-mail links to', async () => {
    stubApi();
    open('editor', '/?comment=t3');
    const card = await within(await screen.findByRole('complementary', { name: T.panelTitle })).findByText('This node went');
    expect(card.closest('[data-testid="comment-thread"]')!.className).toContain('ring-2');
  });

  it('lets a viewer read every thread but not write, resolve or delete', async () => {
    stubApi();
    open('viewer');
    expect(screen.queryByRole('button', { name: 'Comment on Hook' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: '1 open comment on Hook' }));
    expect(within(panel()).getByText(T.viewerNote)).toBeTruthy();
    expect(within(panel()).getByText('Agreed, will trim.')).toBeTruthy();
    expect(within(panel()).queryByRole('combobox')).toBeNull();
    expect(within(panel()).queryByRole('button', { name: T.resolve })).toBeNull();
    expect(within(panel()).queryByRole('button', { name: T.reply })).toBeNull();
    expect(within(panel()).queryByRole('button', { name: T.deleteComment })).toBeNull();
    expect(calls.some((c) => c.key === `GET ${base}/people`)).toBe(false);
  });
});
