import { describe, expect, it } from 'vitest';
import { mergeText } from './text-merge';

describe('mergeText', () => {
  it('one side changed: that side', () => {
    expect(mergeText('Hello', 'Hello', 'Hello there')).toBe('Hello there');
    expect(mergeText('Hello', 'Hello you', 'Hello')).toBe('Hello you');
  });

  it('changes in different places both apply', () => {
    expect(
      mergeText('Open with a story. Close with thanks.', 'Open with a river story. Close with thanks.', 'Open with a story. Close with warm thanks.'),
    ).toBe('Open with a river story. Close with warm thanks.');
    expect(mergeText('abc', 'Xabc', 'abcY')).toBe('XabcY');
  });

  it('changes to the same span: the user’s own words', () => {
    expect(mergeText('The river', 'The sea', 'The lake')).toBe('The sea');
    expect(mergeText('ab', 'aXb', 'aYb')).toBe('aXb');
  });
});
