// Preview path (issue 29 item 2): the overview, then each node of the Node Order that is not skipped,
// then the overview again — stepped by the arrow keys, PageDown/PageUp, Home and End and the buttons;
// Esc leaves; only titles are drawn (never a node's details).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MindMapNode } from '@cuemap/shared';
import { PathPreview } from './path-preview';

afterEach(cleanup);

const node = (id: string, title: string, extra: Partial<MindMapNode> = {}): MindMapNode => ({
  id,
  x: 0,
  y: 0,
  title,
  text: `Notes for ${title}`,
  color: '#3B82F6',
  ...extra,
});
const map = {
  nodes: [node('1', 'Main Idea', { isRoot: true }), node('2', 'Hook'), node('3', 'Aside', { audience: 'skip' }), node('4', 'Close', { audience: 'branch' })],
  connections: [
    { from: '1', to: '2' },
    { from: '1', to: '3' },
    { from: '1', to: '4' },
  ],
  nodeOrder: ['1', '3', '2', '4'],
};

const focus = () => screen.getByTestId('audience-map').getAttribute('data-focus');
const title = () => screen.getByTestId('path-preview-title').textContent;

describe('Preview path', () => {
  it('steps through the path without skipped nodes, both ways, and to either end', async () => {
    const user = userEvent.setup();
    render(<PathPreview map={map} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Path preview' })).toHaveFocus();
    expect(focus()).toBe('overview:start');
    expect(title()).toBe('Overview');
    const seen: Array<string | null> = [];
    for (let i = 0; i < 4; i++) {
      await user.keyboard('{ArrowRight}');
      seen.push(focus());
    }
    expect(seen).toEqual(['1', '2', '4', 'overview:end']);
    await user.keyboard('{ArrowRight}');
    expect(focus()).toBe('overview:end');
    await user.keyboard('{ArrowLeft}');
    expect(title()).toBe('Close');
    expect(screen.getByText(/^3 of 3/)).toBeInTheDocument();
    await user.keyboard('{PageUp}{ArrowUp}');
    expect(focus()).toBe('1');
    await user.keyboard('{End}');
    expect(focus()).toBe('overview:end');
    await user.keyboard('{Home}');
    expect(focus()).toBe('overview:start');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(focus()).toBe('1');
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeEnabled();
    expect(document.body.textContent).not.toContain('Notes for');
  });

  it('leaves with Esc or the close button, and says when every node is skipped', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<PathPreview map={map} onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    cleanup();
    render(<PathPreview map={{ ...map, nodes: map.nodes.map((n) => ({ ...n, audience: 'skip' as const })) }} onClose={onClose} />);
    expect(screen.getByText('Every node is skipped: the audience only sees the overview.')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(focus()).toBe('overview:end');
  });
});
