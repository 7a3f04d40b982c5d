// Issue 27 item 4: in the outline, the line of the node another person has selected is outlined in their
// colour with their name; it follows their selection and goes when they leave. Lines of other nodes stay as they are.
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presenceUser, setOwnPresence } from '../../../lib/live/presence/presence-state';
import { linkedAwareness } from '../../../lib/live/presence/presence-test-support';
import { PresenceContext } from '../../../lib/live/presence/use-presence';
import { OutlineRow, type OutlineRowData, type OutlineRowHandlers } from '../outline/outline-row';

const handlers: OutlineRowHandlers = { onKey: () => false, onFocus: vi.fn(), onCommit: vi.fn(), onFold: vi.fn(), onOpenDetails: vi.fn() };
const row = (id: string, title: string): OutlineRowData => ({
  id,
  title,
  color: '#3b82f6',
  hasText: false,
  depth: 1,
  hasChildren: false,
  collapsed: false,
  unreached: false,
  isRoot: false,
});

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

describe('the others in the outline', () => {
  it("outlines the other person's selected line in their colour with their name, following their selection", () => {
    const { mine, theirs, destroy } = linkedAwareness();
    cleanup = destroy;
    setOwnPresence(mine, presenceUser('me@example.com'), { where: 'outline', selectedNodeId: 'a' });
    render(
      <PresenceContext value={mine}>
        <div role="tree">
          <OutlineRow row={row('a', 'Opening')} selected handlers={handlers} level={2} />
          <OutlineRow row={row('b', 'Story')} selected={false} handlers={handlers} level={2} />
        </div>
      </PresenceContext>,
    );
    const line = (title: string) => screen.getByRole('treeitem', { name: title });
    // Our own selection is not marked as someone else's.
    expect(screen.queryByTestId('outline-presence')).not.toBeInTheDocument();

    const lin = presenceUser('lin@example.com');
    act(() => setOwnPresence(theirs, lin, { where: 'editor', selectedNodeId: 'b' }));
    expect(within(line('Story')).getByTestId('outline-presence')).toHaveStyle({ boxShadow: `inset 0 0 0 2px ${lin.colour}` });
    expect(within(line('Story')).getByText('lin')).toBeInTheDocument();
    expect(within(line('Opening')).queryByTestId('outline-presence')).not.toBeInTheDocument();

    act(() => setOwnPresence(theirs, lin, { selectedNodeId: 'a' }));
    expect(within(line('Opening')).getByText('lin')).toBeInTheDocument();
    expect(within(line('Story')).queryByTestId('outline-presence')).not.toBeInTheDocument();

    act(() => theirs.setLocalState(null));
    expect(screen.queryByTestId('outline-presence')).not.toBeInTheDocument();
  });
});
