// A long Node Order list (issue 14 item 6) mounts only the rows in and near view, in their places, and
// the rows that scroll into view; short lists mount every row.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NodeOrderSidebar, WINDOWED_FROM } from './node-order-sidebar';
import { ROW_GAP, ROW_HEIGHT } from './node-order-row';

const PITCH = ROW_HEIGHT + ROW_GAP;
const itemsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `n${i}`, title: `Node ${i + 1}`, color: '#3B82F6', hasText: i % 2 === 0 }));

function renderList(count: number, selectedId: string | null = null) {
  render(<NodeOrderSidebar items={itemsOf(count)} selectedId={selectedId} onReorder={vi.fn()} onSelect={vi.fn()} onEdit={vi.fn()} />);
  const list = screen.getByRole('list', { name: 'Nodes in script order' });
  return { list, rows: () => within(list).getAllByRole('listitem') };
}

describe('Node Order with many rows', () => {
  it('a short list mounts every row, in the flow', () => {
    const { list, rows } = renderList(WINDOWED_FROM - 1);
    expect(rows()).toHaveLength(WINDOWED_FROM - 1);
    expect(list.style.height).toBe('');
    expect(rows()[0]).not.toHaveAttribute('aria-setsize');
  });

  it('a long list mounts the rows in view, each at its place, and keeps the full height', () => {
    const { list, rows } = renderList(1_000);
    const shown = rows();
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(60);
    expect(list.style.height).toBe(`${1_000 * PITCH - ROW_GAP}px`);
    expect(shown[3]).toHaveStyle({ top: `${3 * PITCH}px` });
    // Assistive tech hears the whole list's size and each row's place in it.
    expect(shown[3]).toHaveAttribute('aria-setsize', '1000');
    expect(shown[3]).toHaveAttribute('aria-posinset', '4');
    expect(within(shown[3]!).getByRole('button', { name: 'Reorder Node 4' })).toBeInTheDocument();
  });

  it('scrolling mounts the rows that come into view', () => {
    const { list, rows } = renderList(1_000);
    expect(screen.queryByRole('button', { name: 'Reorder Node 501' })).not.toBeInTheDocument();
    const scroller = list.parentElement!.closest('.overflow-y-auto') as HTMLElement;
    scroller.scrollTop = 500 * PITCH;
    fireEvent.scroll(scroller);
    expect(screen.getByRole('button', { name: 'Reorder Node 501' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reorder Node 1' })).not.toBeInTheDocument();
    const row = screen.getByRole('button', { name: 'Reorder Node 501' }).closest('li')!;
    expect(row).toHaveStyle({ top: `${500 * PITCH}px` });
    expect(rows().length).toBeLessThan(60);
  });

  it('the selected row is marked when it is mounted', () => {
    renderList(1_000, 'n2');
    expect(screen.getByRole('button', { name: /Node 3$/, current: true })).toBeInTheDocument();
  });
});
