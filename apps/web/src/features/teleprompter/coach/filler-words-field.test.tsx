// The coach's filler words in Presenter settings (issue 28 item 1): the language's defaults until edited;
// an edit is saved when the field is left (commas or lines between fillers, repeats dropped); back to
// the defaults with one button, or by typing them again.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { defaultFillers } from '@cuemap/shared';
import { FillerWordsField } from './filler-words-field';
import { COACH_MESSAGES } from './messages';

describe('Filler words field', () => {
  it('shows the language’s defaults, saves an edited list when left, and goes back to the defaults', () => {
    const onChange = vi.fn();
    const { rerender } = render(<FillerWordsField fillerWords={null} onChange={onChange} lang="de-DE" />);
    const field = screen.getByRole('textbox', { name: COACH_MESSAGES.fillerWords });
    expect(field).toHaveValue(defaultFillers('de').join(', '));
    expect(screen.queryByRole('button', { name: COACH_MESSAGES.fillerWordsReset })).toBeNull();

    fireEvent.change(field, { target: { value: 'ähm, Also,\nalso, weißt du' } });
    fireEvent.blur(field);
    expect(onChange).toHaveBeenLastCalledWith(['ähm', 'Also', 'weißt du']);

    rerender(<FillerWordsField fillerWords={['ähm', 'Also', 'weißt du']} onChange={onChange} lang="de-DE" />);
    expect(field).toHaveValue('ähm, Also, weißt du');
    fireEvent.click(screen.getByRole('button', { name: COACH_MESSAGES.fillerWordsReset }));
    expect(onChange).toHaveBeenLastCalledWith(null);

    // The defaults typed again, or an empty field, are the defaults (nothing stored).
    fireEvent.change(field, { target: { value: defaultFillers('de').join(',') } });
    fireEvent.blur(field);
    expect(onChange).toHaveBeenLastCalledWith(null);
    fireEvent.change(field, { target: { value: ' , ' } });
    fireEvent.blur(field);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
