// The auto-hidden navigation bar (the prompter, the editor): resting on the top edge brings it in; a pointer
// passing through on its way to the screen's own toolbar does not (the bar would cover that toolbar's first row).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import { NAV_REVEAL_DWELL_MS, Navbar } from '../src/components/layout/navbar';
import { renderRoute } from './render';

afterEach(() => {
  vi.useRealTimers();
});

function autoHiddenBar() {
  vi.useFakeTimers();
  const view = renderRoute(<Navbar autoHide />, { path: '/teleprompter/t1' });
  const header = view.container.querySelector('header[data-autohide]')!;
  // The strip along the top edge: the element just before the bar.
  const strip = header.previousElementSibling!;
  return { header, strip };
}

describe('the auto-hidden navigation bar', () => {
  it('stays hidden when the pointer only passes the top edge', () => {
    const { header, strip } = autoHiddenBar();
    expect(header.getAttribute('data-revealed')).toBe('false');
    fireEvent.mouseEnter(strip);
    act(() => vi.advanceTimersByTime(NAV_REVEAL_DWELL_MS - 100));
    fireEvent.mouseLeave(strip);
    act(() => vi.advanceTimersByTime(NAV_REVEAL_DWELL_MS * 4));
    expect(header.getAttribute('data-revealed')).toBe('false');
  });

  it('slides in when the pointer rests there, and hides when it leaves the bar', () => {
    const { header, strip } = autoHiddenBar();
    fireEvent.mouseEnter(strip);
    act(() => vi.advanceTimersByTime(NAV_REVEAL_DWELL_MS));
    expect(header.getAttribute('data-revealed')).toBe('true');
    fireEvent.mouseLeave(header);
    expect(header.getAttribute('data-revealed')).toBe('false');
  });
});
