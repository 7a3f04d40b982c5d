// Display options of issue 12 item 7: typeface, colours, line spacing, margins, vertical mirror (in
// Presenter settings › Display), the draggable reading line, and the toolbar hiding while playing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../../lib/session';
import { AUTO_HIDE_MS, useAutoHide } from '../hooks/use-auto-hide';
import { renderTeleprompter, sampleUser, stubFetch } from '../teleprompter-test-support';
import { DEFAULT_TELEPROMPTER_PREFS, TELEPROMPTER_PREFS_KEY } from '../utils/prefs';

async function renderLoaded(content = 'First words.\n\nSecond words.') {
  stubFetch((url) => (url.endsWith('/api/teleprompter/m1') ? { status: 200, body: { mindMapId: 'm1', title: 'Talk', content, updatedAt: 'x' } } : undefined));
  renderTeleprompter({ pathname: '/teleprompter', state: { mindMapId: 'm1' } }, '/teleprompter');
  return screen.findByTestId('teleprompter-content');
}

const savedPrefs = () => JSON.parse(localStorage.getItem(TELEPROMPTER_PREFS_KEY) ?? 'null') as Record<string, unknown> | null;
const viewport = () => screen.getByTestId('teleprompter-viewport');

async function openDisplaySettings(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Presenter settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Presenter settings' });
  // Presenting first (countdown, markers…), Display in its own tab.
  expect(within(dialog).getByRole('tab', { name: 'Presenting' })).toHaveAttribute('aria-selected', 'true');
  expect(within(dialog).getByText('Countdown before play')).toBeVisible();
  await user.click(within(dialog).getByRole('tab', { name: 'Display' }));
  expect(within(dialog).queryByText('Countdown before play')).not.toBeVisible();
  return dialog;
}

beforeEach(() => sessionStore.set({ token: 't0k3n', user: sampleUser('free') }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStore.clear();
});

describe('Display settings', () => {
  it('typeface, colours, line spacing, margins and vertical mirror apply at once and are remembered', async () => {
    const user = userEvent.setup();
    const content = await renderLoaded();
    expect(content.dataset.font).toBe('sans');
    expect(viewport().dataset.theme).toBe('dark');
    const dialog = await openDisplaySettings(user);

    await user.click(within(dialog).getByRole('radio', { name: /Serif/ }));
    expect(content.dataset.font).toBe('serif');
    expect(content.style.fontFamily).toContain('Source Serif 4');
    await user.click(within(dialog).getByRole('radio', { name: /Hyperlegible/ }));
    expect(content.style.fontFamily).toContain('Atkinson Hyperlegible');

    await user.click(within(dialog).getByRole('radio', { name: /Black on white/ }));
    expect(viewport().dataset.theme).toBe('light');
    expect(viewport().style.getPropertyValue('--tp-bg')).toBe('#ffffff');
    expect(viewport().style.getPropertyValue('--tp-fg')).toBe('#0a0a0a');
    await user.click(within(dialog).getByRole('radio', { name: /Yellow on black/ }));
    expect(viewport().style.getPropertyValue('--tp-fg')).toBe('#fde047');

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Line spacing' }), '1.8');
    expect(content.querySelector('p')!.style.lineHeight).toBe('1.8');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Side margins' }), '0.1');

    await user.click(within(dialog).getByRole('checkbox', { name: /Top to bottom/ }));
    expect(viewport().style.transform).toBe('scaleY(-1)');
    await user.click(within(dialog).getByRole('checkbox', { name: /Left to right/ }));
    expect(viewport().style.transform).toBe('scale(-1, -1)');
    expect(screen.getByRole('button', { name: 'Mirror text' })).toHaveAttribute('aria-pressed', 'true');

    expect(savedPrefs()).toEqual({
      ...DEFAULT_TELEPROMPTER_PREFS,
      font: 'legible',
      theme: 'yellow',
      lineSpacing: 1.8,
      margin: 0.1,
      mirrorVertical: true,
      mirror: true,
    });
  });

  it('restores saved display options and ignores bad ones', async () => {
    localStorage.setItem(TELEPROMPTER_PREFS_KEY, JSON.stringify({ font: 'serif', theme: 'neon', lineSpacing: 2, guideAt: 0.25, mirrorVertical: true }));
    const content = await renderLoaded();
    expect(content.dataset.font).toBe('serif');
    expect(viewport().dataset.theme).toBe('dark');
    expect(content.querySelector('p')!.style.lineHeight).toBe('2');
    expect(content.style.paddingTop).toBe('25vh');
    expect(screen.getByTestId('reading-guide').style.top).toBe('25vh');
    expect(viewport().style.transform).toBe('scaleY(-1)');
  });

  it('right-to-left paragraphs get dir="auto" (the browser aligns them right)', async () => {
    const content = await renderLoaded('Hello there.\n\nשלום לכולם, זה הנאום.');
    const [ltr, rtl] = content.querySelectorAll('p');
    expect(ltr).toHaveAttribute('dir', 'auto');
    expect(rtl).toHaveAttribute('dir', 'auto');
    expect(rtl).toHaveClass('text-start');
  });
});

describe('Text size on a phone', () => {
  afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 }));
  it('goes above 100 % (the column wraps sooner)', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 390 });
    const user = userEvent.setup();
    const content = await renderLoaded();
    expect(screen.getByTestId('text-size').textContent).toContain('100%');
    expect(screen.getByRole('button', { name: 'Larger text' })).not.toHaveAttribute('aria-disabled');
    for (let i = 0; i < 9; i++) await user.keyboard('+');
    expect(screen.getByTestId('text-size').textContent).toContain('200%');
    expect(content.style.fontSize).toBe('30px');
    expect(content.style.maxWidth).toBe('358px');
  });
});

describe('The reading line', () => {
  it('moves with ↑ / ↓ / Home / End on the focused guide, and those keys do not also step the text', async () => {
    const content = await renderLoaded();
    const guide = screen.getByRole('slider', { name: 'Reading line position' });
    expect(guide).toHaveAttribute('aria-valuenow', '40');
    guide.focus();
    const transform = content.style.transform;
    fireEvent.keyDown(guide, { key: 'ArrowUp' });
    expect(guide).toHaveAttribute('aria-valuenow', '35');
    expect(content.style.paddingTop).toBe('35vh');
    fireEvent.keyDown(guide, { key: 'ArrowDown' });
    fireEvent.keyDown(guide, { key: 'ArrowDown' });
    expect(guide).toHaveAttribute('aria-valuenow', '45');
    fireEvent.keyDown(guide, { key: 'End' });
    expect(guide).toHaveAttribute('aria-valuenow', '70');
    fireEvent.keyDown(guide, { key: 'ArrowDown' });
    expect(guide).toHaveAttribute('aria-valuenow', '70');
    fireEvent.keyDown(guide, { key: 'Home' });
    expect(content.style.paddingTop).toBe('15vh');
    // The text itself was not stepped by the arrow keys.
    expect(content.style.transform).toBe(transform);
    expect(savedPrefs()).toMatchObject({ guideAt: 0.15 });
  });

  it('follows a pointer drag, within 15–70 %', async () => {
    await renderLoaded();
    const guide = screen.getByRole('slider', { name: 'Reading line position' });
    const rect = { top: 0, bottom: window.innerHeight, left: 0, right: 1024, width: 1024, height: window.innerHeight, x: 0, y: 0 };
    vi.spyOn(viewport(), 'getBoundingClientRect').mockReturnValue({ ...rect, toJSON: () => rect } as DOMRect);
    const h = window.innerHeight;
    fireEvent.pointerDown(guide, { button: 0, clientY: 0.4 * h + 5, pointerId: 1 });
    fireEvent.pointerMove(guide, { clientY: 0.2 * h + 5, pointerId: 1 });
    expect(guide).toHaveAttribute('aria-valuenow', '20');
    fireEvent.pointerMove(guide, { clientY: 0.95 * h, pointerId: 1 });
    expect(guide).toHaveAttribute('aria-valuenow', '70');
    fireEvent.pointerUp(guide, { pointerId: 1 });
    fireEvent.pointerMove(guide, { clientY: 0.3 * h, pointerId: 1 });
    expect(guide).toHaveAttribute('aria-valuenow', '70');
  });

  it('a drag on a vertically mirrored screen follows the pointer the other way up', async () => {
    localStorage.setItem(TELEPROMPTER_PREFS_KEY, JSON.stringify({ mirrorVertical: true }));
    await renderLoaded();
    const guide = screen.getByRole('slider', { name: 'Reading line position' });
    const h = window.innerHeight;
    const rect = { top: 0, bottom: h, left: 0, right: 1024, width: 1024, height: h, x: 0, y: 0 };
    vi.spyOn(viewport(), 'getBoundingClientRect').mockReturnValue({ ...rect, toJSON: () => rect } as DOMRect);
    // On screen the band is 40 % from the bottom; dragging it down the screen moves it up the text.
    fireEvent.pointerDown(guide, { button: 0, clientY: h - 0.4 * h - 5, pointerId: 1 });
    fireEvent.pointerMove(guide, { clientY: h - 0.5 * h - 5, pointerId: 1 });
    expect(guide).toHaveAttribute('aria-valuenow', '50');
  });
});

describe('Controls hiding while playing', () => {
  function setup(active: boolean) {
    const el = document.createElement('div');
    el.innerHTML = '<button>Play</button>';
    document.body.append(el);
    const ref = { current: el };
    const hook = renderHook(({ on }) => useAutoHide(on, ref), { initialProps: { on: active } });
    return { ...hook, el };
  }

  it('hides after the delay without activity; a mouse move, tap or key shows them; pausing shows them', () => {
    vi.useFakeTimers();
    const { result, rerender } = setup(true);
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(AUTO_HIDE_MS - 100));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);

    act(() => void window.dispatchEvent(new Event('pointermove')));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(AUTO_HIDE_MS + 10));
    expect(result.current).toBe(true);
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(AUTO_HIDE_MS + 10));
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    expect(result.current).toBe(false);

    act(() => vi.advanceTimersByTime(AUTO_HIDE_MS + 10));
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(false);
    // Not playing: never hides.
    act(() => vi.advanceTimersByTime(AUTO_HIDE_MS * 3));
    expect(result.current).toBe(false);
  });

  it('stays up while keyboard focus is inside the controls', () => {
    vi.useFakeTimers();
    const { result, el } = setup(true);
    const button = el.querySelector('button')!;
    const matches = vi.spyOn(el, 'querySelector').mockImplementation((sel: string) => (sel === ':focus-visible' ? button : null));
    act(() => vi.advanceTimersByTime(AUTO_HIDE_MS * 3));
    expect(result.current).toBe(false);
    matches.mockRestore();
    act(() => vi.advanceTimersByTime(AUTO_HIDE_MS + 10));
    expect(result.current).toBe(true);
  });

  it('on the screen: the toolbar wrapper is shown while paused', async () => {
    await renderLoaded();
    expect(screen.getByTestId('toolbar-wrap')).not.toHaveAttribute('data-hidden');
  });
});
