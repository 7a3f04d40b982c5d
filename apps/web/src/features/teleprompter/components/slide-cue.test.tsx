// Issue 29 item 3 on the prompter: a [slide] mark shows "▶ Slide N" at the reading line as it reaches
// it — not before — and the badge goes once the mark has passed; unnumbered marks count up from the
// deck's first slide, and a numbered one sets the count.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ScriptSection, TeleprompterText } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { renderTeleprompter, sampleMap, sampleUser, stubFetch } from '../teleprompter-test-support';
import { DEFAULT_TELEPROMPTER_PREFS, writeTeleprompterPrefs } from '../utils/prefs';

const sections: ScriptSection[] = [
  { nodeId: null, text: '[slide 1] Welcome, everyone.', origin: 'edited' },
  { nodeId: '2', text: 'The point, and then [slide] the chart.', origin: 'edited' },
  { nodeId: '1', text: 'The main idea [slide 7] and the end [slide].', origin: 'edited' },
];
const text: TeleprompterText = {
  mindMapId: 'm1',
  title: 'Launch Talk',
  content: sections.map((s) => s.text).join('\n\n'),
  updatedAt: '2026-01-01T00:00:00.000Z',
  sections,
  version: 2,
};

/** Where each mark sits in the laid-out column: 400 px into its section (the first: 1 400 from offset 0). */
const markAt: Record<string, number> = { '1': 60, '2': 400, '7': 300, '8': 700 };

beforeEach(() => {
  sessionStore.set({ token: 't0k3n', user: sampleUser('pro') });
  writeTeleprompterPrefs({ ...DEFAULT_TELEPROMPTER_PREFS, countdown: 0 });
  const query = (media: string) => ({
    matches: false,
    media,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: query });
  // A laid-out column: each section 1000 px tall from 100 px, the column 5000 px in a 500 px viewport.
  vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (this: HTMLElement) {
    const slide = this.getAttribute('data-slide');
    if (slide !== null) return 100 + Number(this.closest('[data-section-start]')!.getAttribute('data-section-start')) * 1000 + markAt[slide]!;
    const at = this.getAttribute('data-section-start');
    return at === null ? 0 : 100 + Number(at) * 1000;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'teleprompter-content' ? 5000 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'teleprompter-viewport' ? 500 : 0;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStore.clear();
  localStorage.clear();
});

const content = () => screen.getByTestId('teleprompter-content');
const offset = () => Number(/translate3d\(0, -?([\d.]+)px/.exec(content().style.transform)?.[1] ?? 0);
const wheel = (deltaY: number) => fireEvent.wheel(screen.getByTestId('teleprompter-viewport'), { deltaY });

describe('a slide cue on the prompter', () => {
  it('shows "▶ Slide N" as the mark reaches the reading line, not before, and goes once it has passed', async () => {
    stubFetch((url) => {
      if (url.endsWith('/api/teleprompter/m1')) return { status: 200, body: text };
      if (url.endsWith('/api/mindmaps/m1')) return { status: 200, body: sampleMap };
    });
    renderTeleprompter();
    await screen.findByText(/The main idea/);
    // The marks are numbered in the column: the first [slide] is slide 2 (a deck opens on 1), [slide 7] sets 7, then 8.
    expect([...content().querySelectorAll('[data-cue="slide"]')].map((m) => m.textContent)).toEqual(['▶slide 1', '▶slide 2', '▶slide 7', '▶slide 8']);
    // A mark before a section's first word is at the section's start (its marker above it): due at once.
    expect(await screen.findByTestId('slide-cue')).toHaveTextContent('Slide 1');

    // The section with the mark is at the reading line; the mark, 400 px further down, is not yet.
    fireEvent.keyDown(window, { key: 'PageDown' });
    expect(offset()).toBe(1000);
    expect(screen.queryByTestId('slide-cue')).toBeNull();
    // Its top one em below the reading line: not yet in the reading band.
    const fontPx = Number.parseFloat(content().style.fontSize);
    wheel(400 - fontPx);
    expect(screen.queryByTestId('slide-cue')).toBeNull();

    // A pixel further: the mark's line is in the band, the badge shows.
    wheel(1);
    const badge = await screen.findByTestId('slide-cue');
    expect(badge).toHaveTextContent('▶Slide 2');
    expect(badge).toHaveAccessibleName('Next slide: 2');

    // Three lines of this type past the reading line: the badge goes.
    wheel(1400 + fontPx * 3 - 1 - offset());
    expect(screen.getByTestId('slide-cue')).toBeInTheDocument();
    wheel(1);
    await waitFor(() => expect(screen.queryByTestId('slide-cue')).toBeNull());

    // The next section's [slide 7], then the [slide] after it: slide 8.
    wheel(2300 - offset());
    expect(await screen.findByTestId('slide-cue')).toHaveTextContent('Slide 7');
    wheel(2700 - offset());
    await waitFor(() => expect(screen.getByTestId('slide-cue')).toHaveTextContent('Slide 8'));
  });
});
