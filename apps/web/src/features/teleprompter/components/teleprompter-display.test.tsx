// Display options of the teleprompter: mirror, text size, reading guide, full screen, shortcuts help.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../../lib/session';
import { renderTeleprompter, sampleUser, stubFetch } from '../teleprompter-test-support';
import { DEFAULT_TELEPROMPTER_PREFS, TELEPROMPTER_PREFS_KEY } from '../utils/prefs';

async function renderLoaded() {
  stubFetch((url) =>
    url.endsWith('/api/teleprompter/m1')
      ? { status: 200, body: { mindMapId: 'm1', title: 'Talk', content: 'First words.\n\nSecond words.', updatedAt: 'x' } }
      : undefined,
  );
  renderTeleprompter({ pathname: '/teleprompter', state: { mindMapId: 'm1' } }, '/teleprompter');
  return screen.findByTestId('teleprompter-content');
}

const savedPrefs = () => JSON.parse(localStorage.getItem(TELEPROMPTER_PREFS_KEY) ?? 'null') as unknown;
const button = (name: string) => screen.getByRole('button', { name });
const viewport = () => screen.getByTestId('teleprompter-viewport');
const sizeLabel = () => screen.getByTestId('text-size').textContent?.replace('Text size ', '');

function setWidth(px: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: px });
}

beforeEach(() => sessionStore.set({ token: 't0k3n', user: sampleUser('free') }));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
  setWidth(1024);
});

describe('Teleprompter display options', () => {
  it('mirror: the button and the M key flip the reading area and are remembered', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    expect(button('Mirror text')).toHaveAttribute('aria-pressed', 'false');
    expect(viewport().style.transform).toBe('');
    // Merely opening the screen stores nothing.
    expect(savedPrefs()).toBeNull();

    await user.click(button('Mirror text'));
    expect(button('Mirror text')).toHaveAttribute('aria-pressed', 'true');
    expect(viewport().style.transform).toBe('scaleX(-1)');
    expect(savedPrefs()).toEqual({ ...DEFAULT_TELEPROMPTER_PREFS, mirror: true });

    await user.keyboard('m');
    expect(button('Mirror text')).toHaveAttribute('aria-pressed', 'false');
    expect(viewport().style.transform).toBe('');
    await user.keyboard('M');
    expect(viewport().style.transform).toBe('scaleX(-1)');
  });

  it('restores saved preferences and ignores bad values', async () => {
    localStorage.setItem(TELEPROMPTER_PREFS_KEY, JSON.stringify({ mirror: true, textScale: 'huge', guide: false }));
    await renderLoaded();
    expect(button('Mirror text')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Reading guide')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByTestId('reading-guide')).not.toBeInTheDocument();
    expect(sizeLabel()).toBe('100%');
  });

  it('reading guide: the button and the G key show and hide the band', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    expect(screen.getByTestId('reading-guide')).toBeInTheDocument();
    await user.click(button('Reading guide'));
    expect(screen.queryByTestId('reading-guide')).not.toBeInTheDocument();
    expect(button('Reading guide')).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('g');
    expect(screen.getByTestId('reading-guide')).toBeInTheDocument();
    expect(savedPrefs()).toMatchObject({ guide: true });
  });

  it('text size: steps with buttons and + / - / = keys, clamped at both ends', async () => {
    setWidth(2560); // wide enough for every step to keep 38 characters on a line
    const user = userEvent.setup();
    const content = await renderLoaded();
    expect(sizeLabel()).toBe('100%');
    expect(content.style.fontSize).toBe('44px');

    await user.click(button('Larger text'));
    expect(sizeLabel()).toBe('115%');
    expect(content.style.fontSize).toBe('50.6px');
    for (let i = 0; i < 8; i++) await user.keyboard(i % 2 ? '+' : '=');
    expect(sizeLabel()).toBe('200%');
    expect(button('Larger text')).toHaveAttribute('aria-disabled', 'true');
    expect(savedPrefs()).toMatchObject({ textScale: 2 });
    // At the end of the range the button stays focusable but does nothing.
    await user.click(button('Larger text'));
    expect(sizeLabel()).toBe('200%');

    for (let i = 0; i < 12; i++) await user.keyboard('-');
    expect(sizeLabel()).toBe('60%');
    expect(content.style.fontSize).toBe('26.4px');
    expect(button('Smaller text')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Larger text')).not.toHaveAttribute('aria-disabled');
  });

  it('text size: no larger step once the 38-character column fills the screen', async () => {
    setWidth(1024);
    const user = userEvent.setup();
    await renderLoaded();
    expect(button('Larger text')).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('+');
    expect(sizeLabel()).toBe('100%');
    await user.click(button('Smaller text'));
    expect(sizeLabel()).toBe('90%');
  });

  it('shortcuts help: ? and the button open it, Escape closes it, focus stays inside, keys are paused', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const label of ['Play / Pause', 'Mirror text', 'Larger text', 'Smaller text', 'Reading guide on / off', 'Back to the top (Reset)']) {
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    }
    // No full-screen key where the browser has no Fullscreen API (jsdom).
    expect(within(dialog).queryByText('Full screen on / off')).not.toBeInTheDocument();

    // Focus is trapped: tabbing never leaves the dialog.
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    // Teleprompter keys do nothing while it is open.
    await user.keyboard('m');
    expect(button('Mirror text')).toHaveAttribute('aria-pressed', 'false');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(button('Keyboard shortcuts'));
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Space is always Play / Pause, also on a focused toolbar button; Enter presses the button', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    await user.click(button('Mirror text'));
    expect(button('Mirror text')).not.toHaveFocus();
    await user.keyboard(' ');
    expect(button('Mirror text')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('countdown')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.queryByTestId('countdown')).toBeNull();
    // Keyboard users reach it with Tab and press it with Enter; Space there still plays (issue 24).
    button('Mirror text').focus();
    await user.keyboard(' ');
    expect(button('Mirror text')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('countdown')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(button('Mirror text')).toHaveAttribute('aria-pressed', 'false');
  });

  it('keys typed into the speed field stay there', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    const speed = screen.getByRole('spinbutton', { name: 'Speed (WPM)' });
    await user.click(speed);
    await user.keyboard('mg+-=?f ');
    expect(button('Mirror text')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('reading-guide')).toBeInTheDocument();
    expect(sizeLabel()).toBe('100%');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button('Play')).toBeInTheDocument();
    expect(savedPrefs()).toBeNull();
  });

  it('full screen: hidden where the browser has no Fullscreen API', async () => {
    await renderLoaded();
    expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
  });

  it('full screen: the button and F request it where the API exists', async () => {
    const request = vi.fn(() => Promise.resolve());
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    Object.defineProperty(document.documentElement, 'requestFullscreen', { configurable: true, value: request });
    try {
      const user = userEvent.setup();
      await renderLoaded();
      await user.click(button('Full screen'));
      expect(request).toHaveBeenCalledTimes(1);
      await user.keyboard('f');
      expect(request).toHaveBeenCalledTimes(2);
      expect(button('Full screen')).toHaveAttribute('aria-pressed', 'false');
    } finally {
      delete (document as { fullscreenEnabled?: boolean }).fullscreenEnabled;
      delete (document.documentElement as { requestFullscreen?: unknown }).requestFullscreen;
    }
  });
});
