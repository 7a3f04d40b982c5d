// Issue 24 item 5: the Script Controls tips collapse and stay collapsed on the next visit.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScriptControls } from './script-controls';

afterEach(() => localStorage.clear());

describe('ScriptControls', () => {
  it('once collapsed, opens collapsed next time; opened again, opens open', async () => {
    const user = userEvent.setup();
    render(<ScriptControls defaultOpen />);
    const toggle = screen.getByRole('button', { name: 'Script Controls' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    cleanup();
    render(<ScriptControls defaultOpen />);
    const again = screen.getByRole('button', { name: 'Script Controls' });
    expect(again).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await user.click(again);

    cleanup();
    render(<ScriptControls defaultOpen />);
    expect(screen.getByRole('button', { name: 'Script Controls' })).toHaveAttribute('aria-expanded', 'true');
  });
});
