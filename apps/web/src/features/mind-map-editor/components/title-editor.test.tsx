import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TitleEditor } from './title-editor';

describe('TitleEditor', () => {
  it('shows the title and switches to an input on click', async () => {
    const user = userEvent.setup();
    render(<TitleEditor title="My Talk" onCommit={vi.fn()} />);
    expect(screen.getByText('My Talk')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /script title: my talk/i }));
    expect(screen.getByRole('textbox', { name: 'Script title' })).toHaveValue('My Talk');
  });

  it('commits on Enter', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<TitleEditor title="My Talk" onCommit={onCommit} />);
    await user.click(screen.getByRole('button', { name: /script title/i }));
    const input = screen.getByRole('textbox', { name: 'Script title' });
    await user.clear(input);
    await user.type(input, 'Keynote 2026{Enter}');
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('Keynote 2026');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('commits on blur', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(
      <>
        <TitleEditor title="My Talk" onCommit={onCommit} />
        <button type="button">elsewhere</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: /script title/i }));
    await user.type(screen.getByRole('textbox', { name: 'Script title' }), '!');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('My Talk!');
  });

  it('reverts on Escape without committing', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<TitleEditor title="My Talk" onCommit={onCommit} />);
    await user.click(screen.getByRole('button', { name: /script title/i }));
    await user.type(screen.getByRole('textbox', { name: 'Script title' }), ' draft{Escape}');
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.getByText('My Talk')).toBeInTheDocument();
  });

  it('does not commit an unchanged title', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<TitleEditor title="My Talk" onCommit={onCommit} />);
    await user.click(screen.getByRole('button', { name: /script title/i }));
    await user.keyboard('{Enter}');
    expect(onCommit).not.toHaveBeenCalled();
  });
});
