// Issue 24 item 5: a dialog taller than the screen (the editor's `?` list is ~1 700 px) keeps its
// title and buttons in view and scrolls what is between them, so Done and Close are always reachable.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Button, Modal } from '.';

function tallDialog() {
  render(
    <Modal open onClose={vi.fn()} title="Keyboard shortcuts" footer={<Button>Done</Button>}>
      <ul>
        {Array.from({ length: 80 }, (_, i) => (
          <li key={i}>Shortcut {i}</li>
        ))}
      </ul>
    </Modal>,
  );
  return screen.getByRole('dialog');
}

describe('Modal at any screen height', () => {
  it('is never taller than the screen: a column whose content is the part that scrolls', () => {
    const dialog = tallDialog();
    expect(dialog).toHaveClass('max-h-[calc(100dvh-2rem)]', 'flex', 'flex-col');
    const body = within(dialog).getByTestId('modal-body');
    expect(body).toHaveClass('min-h-0', 'flex-1', 'overflow-y-auto');
    expect(body).toContainElement(screen.getByText('Shortcut 79'));
  });

  it('keeps the buttons row and the close button out of the scrolling part', () => {
    const dialog = tallDialog();
    const body = within(dialog).getByTestId('modal-body');
    const done = within(dialog).getByRole('button', { name: 'Done' });
    expect(body).not.toContainElement(done);
    expect(done.parentElement).toHaveClass('shrink-0');
    expect(body).not.toContainElement(within(dialog).getByRole('button', { name: 'Close dialog' }));
  });
});
