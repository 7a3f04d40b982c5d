// The editor and the script size limit: a notice from 80 %, edits that would make the script
// unstorable are refused with the reason, a script already over it may only shrink, and text the server
// refuses (a pasted NUL) never reaches the live document.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS, MAP_SIZE_MESSAGES, type MindMap } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { renderRoute, sampleUser, stubFetch } from '../../../../test/render';
import { EDITOR_MESSAGES } from '../messages';
import { mapBytes } from '../utils/map-size';
import { readLiveMap } from '@cuemap/shared/live';
import { fakeLiveSession } from '../../../../test/live-session-fake';
import { MindMapEditor, type NodeOrderSlotProps } from './mind-map-editor';

// The live session without a socket: the document loads from the stubbed GET (test/live-session-fake.ts).
vi.mock('../../../lib/live/use-live-session', () => import('../../../../test/live-session-fake'));

afterEach(() => sessionStore.clear());

/** The Node Order slot: each node's title and an Edit button (opens the node editor). */
function NodeOrderList({ items, onEdit }: NodeOrderSlotProps) {
  return (
    <ol aria-label="Nodes in script order">
      {items.map((i) => (
        <li key={i.id}>
          {i.title}
          <button type="button" onClick={() => onEdit(i.id)}>{`Edit ${i.title}`}</button>
        </li>
      ))}
    </ol>
  );
}

/** A saved script whose size, as the editor measures it, is exactly `bytes`; every node has room for 1 000 more characters. */
function remoteMap(bytes: number): MindMap {
  const count = Math.ceil(bytes / (LIMITS.nodeTextMax - 1_000)) + 1;
  const nodes = Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    x: i * 10,
    y: 0,
    title: i === 0 ? 'Main Idea' : `Point ${i}`,
    text: '',
    color: '#3B82F6',
    ...(i === 0 ? { isRoot: true } : {}),
  }));
  const doc = {
    title: 'Big talk',
    nodes,
    connections: nodes.slice(1).map((n) => ({ from: '1', to: n.id })),
    nodeOrder: nodes.map((n) => n.id),
  };
  let missing = bytes - mapBytes(doc);
  doc.nodes = nodes.map((n) => {
    const add = Math.max(0, Math.min(missing, LIMITS.nodeTextMax - 1_000));
    missing -= add;
    return { ...n, text: 'x'.repeat(add) };
  });
  expect(mapBytes(doc)).toBe(bytes);
  const at = '2026-11-26T10:00:00.000Z';
  return {
    _id: 'm1',
    description: null,
    category: null,
    type: 'script',
    viewState: { translateX: 0, translateY: 0 },
    version: 3,
    createdAt: at,
    updatedAt: at,
    ...doc,
  };
}

async function openScript(map: MindMap) {
  sessionStore.set({ token: 'tok', user: sampleUser });
  const calls = stubFetch({
    'GET /api/mindmaps/m1': () => ({ body: map }),
    'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
  });
  renderRoute(<MindMapEditor routeId="m1" renderNodeOrder={(p) => <NodeOrderList {...p} />} />, { path: '/mindmap/m1' });
  // A script of up to 1 MB goes into its live document first: on a loaded machine that takes a while.
  await screen.findByRole('toolbar', { name: 'Editor toolbar' }, { timeout: 10_000 });
  // The map is on the canvas (not the 'loaded!' status: it shows for 2 s, which a busy machine can miss).
  await screen.findByRole('button', { name: 'Edit Point 1' }, { timeout: 10_000 });
  return { calls, user: userEvent.setup() };
}

const statusText = () => screen.getByTestId('status-message').textContent;
/** The map in the script's live document, and the updates the editor sent to it. */
const liveMap = () => readLiveMap(fakeLiveSession('m1').doc);
const sent = () => fakeLiveSession('m1').sent;

describe('script size in the editor', () => {
  it('shows no notice below 80 %', async () => {
    await openScript(remoteMap(Math.floor(LIMITS.mapBytesMax * 0.5)));
    expect(screen.queryByRole('status', { name: 'Script size' })).not.toBeInTheDocument();
  });

  it('warns from 80 %: the notice names the share of the limit', async () => {
    await openScript(remoteMap(Math.floor(LIMITS.mapBytesMax * 0.85)));
    const notice = screen.getByRole('status', { name: 'Script size' });
    expect(notice).toHaveTextContent(EDITOR_MESSAGES.sizeNear(85));
    expect(within(notice).getByRole('meter', { name: 'Script size used' })).toHaveAttribute('aria-valuenow', '85');
  });

  it('the node editor refuses a text that would push the script over the limit, and saves it once short enough', async () => {
    const { user } = await openScript(remoteMap(LIMITS.mapBytesMax - 50));
    await user.click(screen.getByRole('button', { name: 'Edit Point 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Node Content' });
    const details = within(dialog).getByLabelText('Details');
    const original = (details as HTMLTextAreaElement).value;

    fireEvent.change(details, { target: { value: `${original}${'y'.repeat(100)}` } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(EDITOR_MESSAGES.editTooLarge);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    fireEvent.change(details, { target: { value: `${original}${'y'.repeat(40)}` } });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(liveMap().nodes[1]!.text).toBe(`${original}${'y'.repeat(40)}`);
  });

  it('an added node that would not fit is refused with the reason; nothing changes', async () => {
    const { user } = await openScript(remoteMap(LIMITS.mapBytesMax - 20));
    const before = within(screen.getByRole('list', { name: 'Nodes in script order' })).getAllByRole('listitem').length;
    await user.click(screen.getByRole('button', { name: 'Add Node' }));
    expect(statusText()).toBe(EDITOR_MESSAGES.editTooLarge);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Nodes in script order' })).getAllByRole('listitem')).toHaveLength(before);
    expect(sent()).toEqual([]);
  });

  it('a script already over the limit says, in the server’s words, what to shorten: it may only shrink', async () => {
    const { user } = await openScript(remoteMap(LIMITS.mapBytesMax + 100));
    expect(screen.getByRole('alert', { name: 'Script size' })).toHaveTextContent(MAP_SIZE_MESSAGES.tooLarge);
    await user.click(screen.getByRole('button', { name: 'Add Node' }));
    expect(statusText()).toBe(EDITOR_MESSAGES.editTooLarge);
    expect(sent()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Edit Point 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Node Content' });
    fireEvent.change(within(dialog).getByLabelText('Details'), { target: { value: 'Short now.' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(liveMap().nodes[1]!.text).toBe('Short now.');
    expect(sent()).toHaveLength(1);
  });
});

describe('refused characters in the editor', () => {
  it('a pasted NUL or control character never reaches the live document', async () => {
    const { user } = await openScript(remoteMap(10_000));
    await user.click(screen.getByRole('button', { name: 'Edit Point 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Node Content' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Pas\u0000ted' } });
    fireEvent.change(within(dialog).getByLabelText('Details'), { target: { value: 'Line\u0000 one\u0007\nLine two' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(liveMap().nodes[1]).toMatchObject({ title: 'Pasted', text: 'Line one\nLine two' });
    expect(JSON.stringify(liveMap())).not.toMatch(/\\u000[0-8]/);
  });
});
