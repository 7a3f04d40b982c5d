// The version a display follows (issue 26): it changes with the text on stage, once the server holds it.
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { LiveStatus } from '../../../../lib/live/types';
import { textDigest, useStoredVersion } from './use-stored-version';

describe('useStoredVersion', () => {
  it('changes with the text only while everything is stored, so a display never reads before the server has it', () => {
    const { result, rerender } = renderHook(({ script, status }: { script: string; status: LiveStatus }) => useStoredVersion(script, status), {
      initialProps: { script: 'First words.', status: 'loading' },
    });
    expect(result.current).toBeNull();
    rerender({ script: 'First words.', status: 'saved' });
    expect(result.current).toBe(textDigest('First words.'));
    rerender({ script: 'First words, edited.', status: 'saving' });
    expect(result.current).toBe(textDigest('First words.'));
    rerender({ script: 'First words, edited.', status: 'saved' });
    expect(result.current).toBe(textDigest('First words, edited.'));
    expect(textDigest('a')).not.toBe(textDigest('b'));
    expect(Number.isInteger(textDigest('any text'))).toBe(true);
  });
});
