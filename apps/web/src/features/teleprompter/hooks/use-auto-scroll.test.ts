// The auto-scroll reports every move through onProgress (0 at the top, 1 at the end).
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useAutoScroll } from './use-auto-scroll';

/** A 100 px viewport over 300 px of text: 200 px to scroll. */
function elements() {
  const viewport = document.createElement('div');
  const content = document.createElement('div');
  Object.defineProperty(viewport, 'clientHeight', { value: 100 });
  Object.defineProperty(content, 'offsetHeight', { value: 300 });
  return { viewportRef: { current: viewport }, contentRef: { current: content } };
}

describe('useAutoScroll', () => {
  it('reports progress on every move, within bounds', () => {
    const { viewportRef, contentRef } = elements();
    const onProgress = vi.fn();
    const { result } = renderHook(() => useAutoScroll(viewportRef, contentRef, 50, onProgress));
    act(() => result.current.nudge(50));
    expect(onProgress).toHaveBeenLastCalledWith(0.25);
    expect(contentRef.current.style.transform).toBe('translate3d(0, -50px, 0)');
    act(() => result.current.nudge(1000));
    expect(onProgress).toHaveBeenLastCalledWith(1);
    expect(result.current.offset()).toBe(200);
    act(() => result.current.reset());
    expect(onProgress).toHaveBeenLastCalledWith(0);
    expect(result.current.offset()).toBe(0);
  });

  it('keeps playing through a moment without a column on screen (the script view re-rendering), then scrolls on', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const { viewportRef, contentRef } = elements();
    const column = contentRef.current;
    const ref: { current: HTMLElement | null } = { current: null };
    const { result } = renderHook(() => useAutoScroll(viewportRef, ref, 50));
    act(() => result.current.play());
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.playing).toBe(true);
    ref.current = column;
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.playing).toBe(true);
    expect(result.current.offset()).toBeGreaterThan(10);
    // A key or the wheel in such a moment keeps the place (it used to clamp the text to the top).
    const place = result.current.offset();
    ref.current = null;
    act(() => result.current.nudge(40));
    act(() => result.current.jumpTo(5));
    expect(result.current.offset()).toBe(place);
    vi.useRealTimers();
  });
});
