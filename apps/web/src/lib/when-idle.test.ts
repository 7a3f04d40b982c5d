import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('waits the head start, then asks for an idle moment with the timeout', () => {
    vi.useFakeTimers();
    const requestIdleCallback = vi.fn((_cb: IdleRequestCallback, _opts?: IdleRequestOptions) => 7);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const task = vi.fn();
    whenIdle(task, { afterMs: 1500, timeoutMs: 3000 });
    vi.advanceTimersByTime(1499);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 3000 });
    expect(task).not.toHaveBeenCalled();
  });

  it('cancels before the head start ends and while waiting for idle', () => {
    vi.useFakeTimers();
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 9),
    );
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const early = vi.fn();
    whenIdle(early, { afterMs: 1000 })();
    vi.advanceTimersByTime(5000);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    const cancel = whenIdle(vi.fn());
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(9);
  });

  it('falls back to a timer without requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task, { timeoutMs: 500 });
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });
});
