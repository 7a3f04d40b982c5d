// Issue 24 item 5: the minimap can be hidden (it covers nodes in its corner), and stays hidden next time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../../../lib/session';
import { openEditor, sampleMindMap } from '../../../../test/editor-fixtures';
import { MINIMAP_STORAGE_KEY } from './minimap-toggle';

// The live session without a socket: the document loads from the stubbed GET (test/live-session-fake.ts).
vi.mock('../../../lib/live/use-live-session', () => import('../../../../test/live-session-fake'));

afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.clear();
  localStorage.clear();
});

const map = sampleMindMap({
  title: 'Talk',
  nodes: [
    { id: '1', x: 0, y: 0, title: 'Main Idea', text: 'Hello.', color: '#dc2626', isRoot: true },
    { id: '2', x: 200, y: 0, title: 'Hook', text: 'A story.', color: '#3B82F6' },
  ],
});

const openScript = () => openEditor({ map }).user;

const minimap = () => document.querySelector('.react-flow__minimap');

describe('minimap toggle', () => {
  it('Hide minimap takes it away, Show minimap brings it back; hidden stays hidden on the next visit', async () => {
    const user = openScript();
    await waitFor(() => expect(minimap()).not.toBeNull());
    await user.click(await screen.findByRole('button', { name: 'Hide minimap' }));
    await waitFor(() => expect(minimap()).toBeNull());
    expect(localStorage.getItem(MINIMAP_STORAGE_KEY)).toBe('hidden');

    cleanup();
    sessionStore.clear();
    const again = openScript();
    const show = await screen.findByRole('button', { name: 'Show minimap' });
    expect(minimap()).toBeNull();
    await again.click(show);
    await waitFor(() => expect(minimap()).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Hide minimap' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('minimap over the selected node', () => {
  it('fades and lets clicks through while the selected node lies under it', async () => {
    // jsdom lays nothing out: the minimap is given a box over the whole canvas, where every node lies.
    const real = Element.prototype.getBoundingClientRect;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return this.classList.contains('react-flow__minimap') ? new DOMRect(-5000, -5000, 10000, 10000) : real.call(this);
    });
    const user = openScript();
    // The central idea is selected on load.
    await waitFor(() => expect(minimap()).toHaveClass('pointer-events-none', 'opacity-20'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(minimap()).not.toHaveClass('opacity-20'));
  });
});
