import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SpeedInput } from './speed-input';

function Harness({ onChange }: { onChange: (n: number) => void }) {
  const [wpm, setWpm] = useState(80);
  return (
    <>
      <SpeedInput
        value={wpm}
        onChange={(n) => {
          setWpm(n);
          onChange(n);
        }}
      />
      <button type="button">elsewhere</button>
      <output>{wpm}</output>
    </>
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Speed (WPM)' });

describe('SpeedInput', () => {
  it('defaults to 80 WPM with a 10–500 range', () => {
    render(<Harness onChange={vi.fn()} />);
    expect(field()).toHaveValue(80);
    expect(field()).toHaveAttribute('min', '10');
    expect(field()).toHaveAttribute('max', '500');
  });

  it('applies a valid value as it is typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.clear(field());
    await user.type(field(), '150');
    expect(onChange).toHaveBeenLastCalledWith(150);
    expect(screen.getByRole('status')).toHaveTextContent('150');
  });

  it('clamps values above 500 on commit', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);
    await user.clear(field());
    await user.type(field(), '900{Enter}');
    expect(field()).toHaveValue(500);
    expect(screen.getByRole('status')).toHaveTextContent('500');
  });

  it('clamps values below 10 on blur', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);
    await user.clear(field());
    await user.type(field(), '3');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(field()).toHaveValue(10);
  });

  it('turns an empty field into 10', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);
    await user.clear(field());
    await user.tab();
    expect(field()).toHaveValue(10);
    expect(screen.getByRole('status')).toHaveTextContent('10');
  });
});
