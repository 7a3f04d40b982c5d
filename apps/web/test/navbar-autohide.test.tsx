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

  it('hides when the pointer jumps from the top edge to the page without crossing the bar, unless focus is in it', () => {
    const { header, strip } = autoHiddenBar();
    vi.spyOn(header, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1024, 64));
    fireEvent.mouseEnter(strip);
    act(() => vi.advanceTimersByTime(NAV_REVEAL_DWELL_MS));
    expect(header.getAttribute('data-revealed')).toBe('true');
    // Moves over the bar keep it.
    fireEvent.pointerMove(document, { clientX: 300, clientY: 40 });
    expect(header.getAttribute('data-revealed')).toBe('true');
    // Keyboard focus inside the bar keeps it whatever the pointer does.
    const link = header.querySelector('a')!;
    act(() => link.focus());
    fireEvent.pointerMove(document, { clientX: 300, clientY: 400 });
    expect(header.getAttribute('data-revealed')).toBe('true');
    act(() => link.blur());
    fireEvent.mouseEnter(strip);
    act(() => vi.advanceTimersByTime(NAV_REVEAL_DWELL_MS));
    expect(header.getAttribute('data-revealed')).toBe('true');
    // A jump to the page below (no mouseenter/mouseleave on the bar) hides it.
    fireEvent.pointerMove(document, { clientX: 300, clientY: 400 });
    expect(header.getAttribute('data-revealed')).toBe('false');
  });
});
