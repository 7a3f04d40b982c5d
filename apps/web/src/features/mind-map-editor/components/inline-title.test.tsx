// The inline title (issue 14 item 1) while its node is still hidden for measuring: an input that cannot
// take focus yet must not lose what is typed (Tab, then typing at once).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { InlineCommitContext, InlineTitle } from './inline-title';

afterEach(() => vi.restoreAllMocks());

describe('InlineTitle', () => {
  it('keeps letters typed before its input can take focus, replacing the new title', () => {
    // React Flow hides a node until measured; a hidden input refuses focus (jsdom would accept it).
    vi.spyOn(HTMLInputElement.prototype, 'focus').mockImplementation(() => undefined);
    const commit = vi.fn();
    render(
      <InlineCommitContext value={commit}>
        <InlineTitle id="n1" title="New Idea" seed={null} />
      </InlineCommitContext>,
    );
    const outside = vi.fn();
    window.addEventListener('keydown', outside);
    for (const key of 'Detail') fireEvent.keyDown(document.body, { key });
    fireEvent.keyDown(document.body, { key: 's', ctrlKey: true });
    window.removeEventListener('keydown', outside);
    const input = screen.getByTestId('inline-title') as HTMLInputElement;
    expect(input.value).toBe('Detail');
    // Only the shortcut went on to the editor's key handling.
    expect(outside).toHaveBeenCalledTimes(1);
    fireEvent.blur(input);
    expect(commit).toHaveBeenCalledWith('n1', 'Detail', undefined);
  });

  it('after a key that started the title, early letters follow it', () => {
    vi.spyOn(HTMLInputElement.prototype, 'focus').mockImplementation(() => undefined);
    render(<InlineTitle id="n1" title="Old" seed="I" />);
    for (const key of 'dea') fireEvent.keyDown(document.body, { key });
    expect((screen.getByTestId('inline-title') as HTMLInputElement).value).toBe('Idea');
  });

  it('Backspace, Enter and Tab typed before it can take focus do what they do in the field', () => {
    vi.spyOn(HTMLInputElement.prototype, 'focus').mockImplementation(() => undefined);
    const commit = vi.fn();
    const { unmount } = render(
      <InlineCommitContext value={commit}>
        <InlineTitle id="n1" title="New Idea" seed="P" />
      </InlineCommitContext>,
    );
    for (const key of ['l', 'x', 'Backspace', 'a', 'n', 'Tab']) fireEvent.keyDown(document.body, { key });
    expect(commit).toHaveBeenCalledWith('n1', 'Plan', 'child');
    unmount();
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed when its node leaves the page (a large map scrolled away), not when it only re-runs', async () => {
    const commit = vi.fn();
    const view = (seed: string | null) => (
      <InlineCommitContext value={commit}>
        <InlineTitle id="n1" title="Old" seed={seed} />
      </InlineCommitContext>
    );
    const { rerender, unmount } = render(view('N'));
    fireEvent.change(screen.getByTestId('inline-title'), { target: { value: 'New title' } });
    rerender(view('Ne'));
    await Promise.resolve();
    expect(commit).not.toHaveBeenCalled();
    unmount();
    await Promise.resolve();
    expect(commit).toHaveBeenCalledWith('n1', 'New title', undefined);
  });
});
