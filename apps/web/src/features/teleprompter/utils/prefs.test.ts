import { describe, expect, it } from 'vitest';
import { DEFAULT_TELEPROMPTER_PREFS, readTeleprompterPrefs, TELEPROMPTER_PREFS_KEY, writeTeleprompterPrefs } from './prefs';

const store = (value: string) => localStorage.setItem(TELEPROMPTER_PREFS_KEY, value);

describe('teleprompter prefs', () => {
  it('defaults: not mirrored, default size, guide on', () => {
    expect(readTeleprompterPrefs()).toEqual({ mirror: false, textScale: 1, guide: true });
  });

  it('reads back what was written', () => {
    writeTeleprompterPrefs({ mirror: true, textScale: 1.3, guide: false });
    expect(JSON.parse(localStorage.getItem(TELEPROMPTER_PREFS_KEY)!)).toEqual({ mirror: true, textScale: 1.3, guide: false });
    expect(readTeleprompterPrefs()).toEqual({ mirror: true, textScale: 1.3, guide: false });
  });

  it('ignores bad values one by one and keeps the good ones', () => {
    store(JSON.stringify({ mirror: 'yes', textScale: 1.3, guide: false }));
    expect(readTeleprompterPrefs()).toEqual({ mirror: false, textScale: 1.3, guide: false });
    store(JSON.stringify({ mirror: true, textScale: 7, guide: null }));
    expect(readTeleprompterPrefs()).toEqual({ mirror: true, textScale: 1, guide: true });
    store(JSON.stringify({ textScale: '1.5' }));
    expect(readTeleprompterPrefs()).toEqual(DEFAULT_TELEPROMPTER_PREFS);
  });

  it('falls back to the defaults for anything that is not a prefs object', () => {
    for (const raw of ['{not json', '42', 'null', '[true, 1, true]', '"mirror"']) {
      store(raw);
      expect(readTeleprompterPrefs()).toEqual(DEFAULT_TELEPROMPTER_PREFS);
    }
  });
});
