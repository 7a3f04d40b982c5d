// Issue 27 item 6: the cue banner on the prompter — a status region at the edge away from the reading line.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CueBanner } from './cue-banner';

describe('CueBanner', () => {
  it('shows the cue at the bottom edge when the reading line is in the top half, at the top otherwise', () => {
    const { rerender } = render(<CueBanner cue={{ id: 'a', text: 'Wrap up' }} guideAt={0.35} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cue: Wrap up');
    expect(screen.getByTestId('cue-banner')).toHaveAttribute('data-edge', 'bottom');
    rerender(<CueBanner cue={{ id: 'a', text: 'Wrap up' }} guideAt={0.7} />);
    expect(screen.getByTestId('cue-banner')).toHaveAttribute('data-edge', 'top');
  });

  it('keeps its live region in the page, empty, when there is no cue', () => {
    render(<CueBanner cue={null} guideAt={0.35} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByTestId('cue-banner')).toBeNull();
  });
});
