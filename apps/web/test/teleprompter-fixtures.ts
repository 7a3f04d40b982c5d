// Test helper shared by the teleprompter's screen tests (out-of-date, rehearsal, follow voice): a signed-in
// presenter with no countdown, and a laid-out column for jsdom, which lays nothing out — each section
// 1000 px tall from 100 px down, 5000 px of text in a 500 px viewport.
import { vi } from 'vitest';
import type { User } from '@cuemap/shared';
import { sessionStore } from '../src/lib/session';
import { DEFAULT_TELEPROMPTER_PREFS, writeTeleprompterPrefs } from '../src/features/teleprompter/utils/prefs';

/** Signs `user` in and starts the prompter without a countdown (play starts at once). */
export function startPrompter(user: User) {
  sessionStore.set({ token: 't0k3n', user });
  writeTeleprompterPrefs({ ...DEFAULT_TELEPROMPTER_PREFS, countdown: 0 });
}

/**
 * Gives the column its layout. `withinSections`: an element inside a section (a paragraph) stands where
 * its section starts (what Follow voice measures); otherwise only the sections' own starts are placed.
 * Undone by vi.restoreAllMocks().
 */
export function layOutColumn({ withinSections = false }: { withinSections?: boolean } = {}) {
  vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (this: HTMLElement) {
    const section = withinSections ? this.closest('[data-section-start]') : this;
    const at = section?.getAttribute('data-section-start');
    return at === null || at === undefined ? 0 : 100 + Number(at) * 1000;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'teleprompter-content' ? 5000 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'teleprompter-viewport' ? 500 : 0;
  });
}
