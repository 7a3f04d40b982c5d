// Issue 24 item 5: Node Order rows show their depth (indent) and the full title (wrapped, with a tooltip).
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { NodeOrderSidebar } from './node-order-sidebar';
import { INDENT_PX } from './node-order-row';

const long = 'Technique 1: breathe out slowly before the first slide, then look at one friendly face';
const items = [
  { id: 'r', title: 'Main Idea', color: '#dc2626', hasText: true, depth: 0 },
  { id: 'a', title: 'Techniques', color: '#3B82F6', hasText: true, depth: 1 },
  { id: 'a1', title: long, color: '#3B82F6', hasText: true, depth: 2 },
];

function rows() {
  render(<NodeOrderSidebar items={items} selectedId={null} onReorder={vi.fn()} onSelect={vi.fn()} onEdit={vi.fn()} />);
  return within(screen.getByRole('list', { name: 'Nodes in script order' })).getAllByRole('listitem');
}

describe('Node Order rows', () => {
  it('are indented by their depth in the outline', () => {
    const pads = rows().map((r) => within(r).getByTestId('node-order-title').closest('button')!.style.paddingLeft);
    expect(pads).toEqual(['0px', `${INDENT_PX}px`, `${2 * INDENT_PX}px`]);
  });

  it('show the full title, wrapped rather than cut, with the title as a tooltip', () => {
    const row = rows()[2]!;
    const title = within(row).getByTestId('node-order-title');
    expect(title).toHaveTextContent(long);
    expect(title).not.toHaveClass('truncate');
    expect(title).toHaveClass('break-words');
    expect(title.closest('button')).toHaveAttribute('title', long);
  });
});
