// The colour picker (issue 14 item 2): palette swatches, a hex field checked against the schema's rule,
// the system picker applied once on its 'change', focus in on open and back out on Escape.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColourPicker } from './colour-picker';

function open(current: string | null = '#3B82F6') {
  const onPick = vi.fn();
  const onClose = vi.fn();
  render(
    <ColourPicker
      label="Colour of 2 nodes"
      current={current}
      anchor={() => ({ top: 10, bottom: 40, left: 10, right: 60 })}
      onPick={onPick}
      onClose={onClose}
    />,
  );
  return { onPick, onClose, dialog: screen.getByRole('dialog', { name: 'Colour of 2 nodes' }) };
}

describe('ColourPicker', () => {
  it('offers the seven spec colours, marks the current one, and picks one by click', async () => {
    const { onPick } = open();
    const swatches = screen.getAllByRole('button', { pressed: false }).concat(screen.getAllByRole('button', { pressed: true }));
    expect(swatches).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Blue #3B82F6' })).toHaveAttribute('aria-pressed', 'true');
    // Focus starts inside (the first swatch).
    expect(screen.getByRole('button', { name: 'Red #EF4444' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Purple #A855F7' }));
    expect(onPick).toHaveBeenCalledWith('#A855F7');
  });

  it('takes a typed hex on Enter or Apply and says what is wrong with a bad one', async () => {
    const { onPick } = open(null);
    const field = screen.getByLabelText('Hex colour');
    await userEvent.type(field, 'zz12{Enter}');
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('#3B82F6');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '0ea5e9');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onPick).toHaveBeenCalledWith('#0EA5E9');
  });

  it('applies the system picker once, on change (not on every colour passed over)', () => {
    const { onPick } = open();
    const input = screen.getByLabelText('Custom colour');
    fireEvent.input(input, { target: { value: '#112233' } });
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '#112233' } });
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith('#112233');
  });

  it('closes on Escape and on a press outside', async () => {
    const { onClose } = open();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(document.body);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
