import { describe, expect, it } from 'vitest';
import { DEFAULT_TELEPROMPTER_PREFS, readTeleprompterPrefs, TELEPROMPTER_PREFS_KEY, writeTeleprompterPrefs } from './prefs';

const store = (value: string) => localStorage.setItem(TELEPROMPTER_PREFS_KEY, value);

describe('teleprompter prefs', () => {
  const stage = {
    markers: true,
    countdown: 3,
    keymap: { next: [], prev: [] },
    font: 'sans',
    lineSpacing: 1.5,
    margin: 0,
    theme: 'dark',
    mirrorVertical: false,
    guideAt: 0.4,
  };
  it('defaults: not mirrored, default size, guide on, markers on, a 3 s countdown, no pedal keys, sans white on black', () => {
    expect(readTeleprompterPrefs()).toEqual({ mirror: false, textScale: 1, guide: true, ...stage });
  });

  it('reads back what was written', () => {
    const prefs = {
      mirror: true,
      textScale: 1.3,
      guide: false,
      markers: false,
      countdown: 0,
      keymap: { next: ['b'], prev: ['a'] },
      font: 'legible' as const,
      lineSpacing: 1.8,
      margin: 0.1,
      theme: 'yellow' as const,
      mirrorVertical: true,
      guideAt: 0.25,
    };
    writeTeleprompterPrefs(prefs);
    expect(JSON.parse(localStorage.getItem(TELEPROMPTER_PREFS_KEY)!)).toEqual(prefs);
    expect(readTeleprompterPrefs()).toEqual(prefs);
  });

  it('ignores bad values one by one and keeps the good ones', () => {
    store(JSON.stringify({ mirror: 'yes', textScale: 1.3, guide: false }));
    expect(readTeleprompterPrefs()).toEqual({ mirror: false, textScale: 1.3, guide: false, ...stage });
    store(JSON.stringify({ mirror: true, textScale: 7, guide: null, countdown: 11, keymap: { next: 'x' } }));
    expect(readTeleprompterPrefs()).toEqual({ mirror: true, textScale: 1, guide: true, ...stage });
    store(JSON.stringify({ countdown: 10, markers: false }));
    expect(readTeleprompterPrefs()).toEqual({ ...DEFAULT_TELEPROMPTER_PREFS, countdown: 10, markers: false });
    store(JSON.stringify({ textScale: '1.5' }));
    expect(readTeleprompterPrefs()).toEqual(DEFAULT_TELEPROMPTER_PREFS);
  });

  it('display options fall back one by one too', () => {
    store(JSON.stringify({ font: 'serif', lineSpacing: 1.55, margin: 0.15, theme: 'pink', mirrorVertical: 'no', guideAt: 0.6 }));
    expect(readTeleprompterPrefs()).toEqual({ ...DEFAULT_TELEPROMPTER_PREFS, font: 'serif', margin: 0.15, guideAt: 0.6 });
    store(JSON.stringify({ font: 'comic', lineSpacing: 2, margin: 0.5, theme: 'light', mirrorVertical: true, guideAt: 0.9 }));
    expect(readTeleprompterPrefs()).toEqual({ ...DEFAULT_TELEPROMPTER_PREFS, lineSpacing: 2, theme: 'light', mirrorVertical: true });
    store(JSON.stringify({ guideAt: 0.1, lineSpacing: '1.5' }));
    expect(readTeleprompterPrefs()).toEqual(DEFAULT_TELEPROMPTER_PREFS);
  });

  it('falls back to the defaults for anything that is not a prefs object', () => {
    for (const raw of ['{not json', '42', 'null', '[true, 1, true]', '"mirror"']) {
      store(raw);
      expect(readTeleprompterPrefs()).toEqual(DEFAULT_TELEPROMPTER_PREFS);
    }
  });
});
