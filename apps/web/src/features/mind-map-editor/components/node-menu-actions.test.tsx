// Issue 24 item 5: the canvas's right-click menu adds a child or a sibling of the node (the Tab and Enter
// actions) and asks AI for ideas (Edit Node Content with the AI Helper open) — the whole editor in jsdom.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '../../../lib/session';
import { openEditor, sampleMindMap } from '../../../../test/editor-fixtures';
import { nodeOrderTitles } from './editor-test-support';

// The live session without a socket: the document loads from the stubbed GET (test/live-session-fake.ts).
vi.mock('../../../lib/live/use-live-session', () => import('../../../../test/live-session-fake'));

afterEach(() => {
  sessionStore.clear();
  localStorage.clear();
});

const map = sampleMindMap({
  title: 'Talk',
  nodes: [
    { id: '1', x: 0, y: 0, title: 'Main Idea', text: 'Hello.', color: '#dc2626', isRoot: true },
    { id: '2', x: 200, y: 0, title: 'Hook', text: 'A story.', color: '#3B82F6' },
    { id: '3', x: 200, y: 120, title: 'Close', text: 'Thanks.', color: '#22C55E' },
  ],
});

const openScript = (plan: 'free' | 'pro' = 'pro') => openEditor({ map, plan }).user;

async function rightClick(title: string) {
  const inner = (await screen.findAllByTestId('map-node')).find((n) => n.textContent === title)!;
  fireEvent.contextMenu(inner.closest<HTMLElement>('.react-flow__node')!, { clientX: 60, clientY: 60 });
  return screen.findByRole('menu');
}

describe('node context menu', () => {
  it('Add child node: a new node under it, in Node Order right after its branch', async () => {
    const user = openScript();
    await rightClick('Hook');
    await user.click(screen.getByRole('menuitem', { name: 'Add child node' }));
    await waitFor(() => expect(nodeOrderTitles()).toEqual(['Main Idea', 'Hook', 'New Idea', 'Close']));
    // Its title is typed at once, as after Tab: the menu closing does not take the focus back to Hook.
    await waitFor(() => expect(screen.getByTestId('inline-title')).toHaveFocus());
  });

  it('Add sibling node: a new node beside it, after its branch; off on the central idea', async () => {
    const user = openScript();
    await rightClick('Hook');
    await user.click(screen.getByRole('menuitem', { name: 'Add sibling node' }));
    await waitFor(() => expect(nodeOrderTitles()).toEqual(['Main Idea', 'Hook', 'Close', 'New Idea']));
    await rightClick('Main Idea');
    expect(screen.getByRole('menuitem', { name: 'Add sibling node' })).toBeDisabled();
  });

  it('Ask AI for ideas opens Edit Node Content on that node with the AI Helper showing', async () => {
    const user = openScript('pro');
    const menu = await rightClick('Close');
    await user.click(within(menu).getByRole('menuitem', { name: 'Ask AI for ideas…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Node Content' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Close');
    expect(within(dialog).getByRole('button', { name: 'Hide AI Helper' })).toBeInTheDocument();
  });
});
