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
});
