// Node Order rows: select, edit and Present from here (issue 12) per node.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NodeOrderSidebar, type NodeOrderSidebarProps } from './node-order-sidebar';

const items = [
  { id: '1', title: 'Main Idea', color: '#dc2626', hasText: true },
  { id: '2', title: 'Hook', color: '#3B82F6', hasText: true },
  { id: '3', title: 'Close', color: '#22C55E', hasText: false },
];

function setup(overrides: Partial<NodeOrderSidebarProps> = {}) {
  const props: NodeOrderSidebarProps = {
    items,
    selectedId: null,
    onReorder: vi.fn(),
    onSelect: vi.fn(),
    onEdit: vi.fn(),
    onPresent: vi.fn(),
    ...overrides,
  };
  render(<NodeOrderSidebar {...props} />);
  return { props, user: userEvent.setup() };
}

describe('NodeOrderSidebar', () => {
  it('each row has Present from here, named with its node title, which presents that node', async () => {
    const { props, user } = setup();
    const rows = within(screen.getByRole('list', { name: 'Nodes in script order' })).getAllByRole('listitem');
    expect(
      rows.map((r) =>
        within(r)
          .getByRole('button', { name: /^Present from here/ })
          .getAttribute('aria-label'),
      ),
    ).toEqual(['Present from here: Main Idea', 'Present from here: Hook', 'Present from here: Close']);
    await user.click(screen.getByRole('button', { name: 'Present from here: Close' }));
    expect(props.onPresent).toHaveBeenCalledWith('3');
    expect(props.onSelect).not.toHaveBeenCalled();
    expect(props.onEdit).not.toHaveBeenCalled();
  });

  it('without onPresent the rows have no Present from here', () => {
    setup({ onPresent: undefined });
    expect(screen.queryByRole('button', { name: /Present from here/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Hook' })).toBeInTheDocument();
  });

  it('Order as outline (issue 14 item 4) sets the order in one click', async () => {
    const onOrderAsOutline = vi.fn();
    const { user } = setup({ onOrderAsOutline, orderedAsOutline: false });
    const button = screen.getByRole('button', { name: 'Order as outline' });
    expect(button).toHaveAttribute('aria-disabled', 'false');
    await user.click(button);
    expect(onOrderAsOutline).toHaveBeenCalledTimes(1);
  });

  it('Order as outline is off, with the reason, when the order already follows the outline', async () => {
    const onOrderAsOutline = vi.fn();
    const { user } = setup({ onOrderAsOutline, orderedAsOutline: true });
    const button = screen.getByRole('button', { name: 'Order as outline' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('The Node Order already follows the outline');
    await user.click(button);
    expect(onOrderAsOutline).not.toHaveBeenCalled();
  });
});
