// The script's settings hook on a plain live document (issue 26): script fields go into the document,
// a change there shows at once, the pedal keys stay with this browser.
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { applySettingsToDoc, createLiveDoc, readLiveSettings } from '@cuemap/shared';
import { useScriptSettings } from './use-script-settings';

const doc = () =>
  createLiveDoc({
    map: { title: 'T', description: null, category: null, type: null, nodes: [], connections: [], nodeOrder: [], viewState: { translateX: 0, translateY: 0 } },
    script: null,
    settings: { wpm: 120 },
  });

describe('useScriptSettings', () => {
  it('writes script settings into the document, follows changes made there, and keeps the pedal keys on this device', () => {
    const d = doc();
    const { result } = renderHook(() => useScriptSettings('m1', d, true));
    expect(result.current.wpm).toBe(120);

    act(() => result.current.setWpm(150));
    expect(readLiveSettings(d)).toMatchObject({ wpm: 150 });

    act(() => void applySettingsToDoc(d, { ...readLiveSettings(d), wpm: 170, theme: 'yellow' }));
    expect(result.current.wpm).toBe(170);
    expect(result.current.prefs.theme).toBe('yellow');

    act(() => result.current.updatePrefs(() => ({ keymap: { next: ['b'], prev: ['a'] } })));
    expect(result.current.prefs.keymap).toEqual({ next: ['b'], prev: ['a'] });
    expect(readLiveSettings(d)).not.toHaveProperty('keymap');
    expect(result.current.prefs.theme).toBe('yellow');
  });

  it('shows a change made before the document holds the script, keeps it through later changes and writes it once it does', () => {
    const d = doc();
    const { result, rerender } = renderHook(({ ready }) => useScriptSettings('m1', d, ready), { initialProps: { ready: false } });
    act(() => result.current.setWpm(150));
    expect(result.current.wpm).toBe(150);
    act(() => result.current.updatePrefs(() => ({ theme: 'yellow' })));
    expect(result.current.wpm).toBe(150);
    expect(readLiveSettings(d)).toMatchObject({ wpm: 120 });

    rerender({ ready: true });
    expect(readLiveSettings(d)).toMatchObject({ wpm: 150, theme: 'yellow' });
    expect(result.current.wpm).toBe(150);
    expect(result.current.prefs.theme).toBe('yellow');
  });
});
