// A long Node Order list (issue 14 item 6) mounts only the rows in and near view, in their places, and
// the rows that scroll into view; short lists mount every row.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NodeOrderSidebar, WINDOWED_FROM } from './node-order-sidebar';
import { ROW_GAP, ROW_HEIGHT } from './node-order-row';

const PITCH = ROW_HEIGHT + ROW_GAP;
const itemsOf = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `n${i}`, title: `Node ${i + 1}`, color: '#3B82F6', hasText: i % 2 === 0 }));

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

describe('Node Order keyboard moves', () => {
  function setup(count: number) {
    const onReorder = vi.fn();
    render(<NodeOrderSidebar items={itemsOf(count)} selectedId={null} onReorder={onReorder} onSelect={vi.fn()} onEdit={vi.fn()} />);
    const handle = (title: string) => screen.getByRole('button', { name: `Reorder ${title}` });
    const key = (title: string, k: string) => fireEvent.keyDown(handle(title), { key: k });
    return { onReorder, handle, key, live: () => screen.getByTestId('node-order-announcement').textContent };
  }

  it('moves a row past the mounted rows of a long list, keeping it focused and in view, and drops it in one reorder', () => {
    const { onReorder, handle, key, live } = setup(1_000);
    handle('Node 1').focus();
    key('Node 1', ' ');
    expect(handle('Node 1')).toHaveAttribute('aria-pressed', 'true');
    expect(live()).toBe('Picked up Node 1, at place 1 of 1000.');
    // 40 places: further than the rows mounted around the view. Each key goes where a keyboard's would,
    // to the focused element, so the lifted row must keep focus all the way (a getByRole per key cost
    // most of this file's CPU and ran it past its timeout on a loaded machine).
    for (let i = 0; i < 40; i++) fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(live()).toBe('Node 1: place 41 of 1000.');
    const row = handle('Node 1').closest('li')!;
    expect(row).toHaveAttribute('aria-posinset', '41');
    expect(row).toHaveStyle({ top: `${40 * PITCH}px` });
    expect(document.activeElement).toBe(handle('Node 1'));
    expect(onReorder).not.toHaveBeenCalled();
    key('Node 1', 'PageDown');
    key('Node 1', 'Enter');
    expect(onReorder).toHaveBeenCalledExactlyOnceWith('n0', 'n50');
    expect(live()).toBe('Dropped Node 1 at place 51 of 1000.');
    expect(handle('Node 1')).not.toHaveAttribute('aria-pressed');
  });

  it('End and Home reach either end; Escape puts the row back and reorders nothing', () => {
    const { onReorder, handle, key, live } = setup(1_000);
    handle('Node 3').focus();
    key('Node 3', 'Enter');
    key('Node 3', 'End');
    expect(handle('Node 3').closest('li')).toHaveAttribute('aria-posinset', '1000');
    key('Node 3', 'Home');
    expect(handle('Node 3').closest('li')).toHaveAttribute('aria-posinset', '1');
    key('Node 3', 'Escape');
    expect(live()).toBe('Move cancelled: Node 3 is back at place 3.');
    expect(handle('Node 3').closest('li')).toHaveAttribute('aria-posinset', '3');
    expect(onReorder).not.toHaveBeenCalled();
  });

  it('a short list moves the same way; arrow keys without a lifted row are left to the page', () => {
    const { onReorder, handle, key } = setup(5);
    handle('Node 4').focus();
    expect(key('Node 4', 'ArrowUp')).toBe(true); // not claimed (fireEvent returns false when prevented)
    key('Node 4', ' ');
    expect(key('Node 4', 'ArrowUp')).toBe(false);
    key('Node 4', 'ArrowUp');
    const titles = () => screen.getAllByTestId('node-order-title').map((t) => t.textContent);
    expect(titles()).toEqual(['Node 1', 'Node 4', 'Node 2', 'Node 3', 'Node 5']);
    expect(document.activeElement).toBe(handle('Node 4'));
    key('Node 4', ' ');
    expect(onReorder).toHaveBeenCalledExactlyOnceWith('n3', 'n1');
  });
});
