// The character diff that changes a Y.Text: right result (also on a replica across the wire), only the
// characters that differ touched, surrogate pairs never split.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyTextDiff } from '../../src/index';
import { textDelta } from '../../src/live/text-diff';
import { PROPERTY_TIMEOUT } from './arbitraries';

const unit = fc.constantFrom('a', 'b', 'c', ' ', '\n', 'é', '😀', '😁', '👍🏽', '中');
const text = fc.string({ unit, maxLength: 60 });

/** A text in a document and a replica that receives its updates. */
function pair(initial: string) {
  const doc = new Y.Doc();
  const replica = new Y.Doc();
  doc.on('update', (u: Uint8Array) => Y.applyUpdate(replica, u));
  const t = doc.getText('t');
  t.insert(0, initial);
  return { t, replica: replica.getText('t') };
}

describe('applyTextDiff', () => {
  it(
    'turns any text into any other, on the replica too (no split surrogate pair becomes U+FFFD)',
    () => {
      fc.assert(
        fc.property(text, text, (a, b) => {
          const { t, replica } = pair(a);
          expect(applyTextDiff(t, b)).toBe(a !== b);
          expect(t.toString()).toBe(b);
          expect(replica.toString()).toBe(b);
        }),
        { numRuns: 500 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it('touches only what differs: one insertion, one deletion, two distant edits', () => {
    expect(textDelta('Hello world', 'Hello brave world')).toEqual([{ retain: 6 }, { insert: 'brave ' }]);
    expect(textDelta('Hello brave world', 'Hello world')).toEqual([{ retain: 6 }, { delete: 6 }]);
    expect(textDelta('one two three four', 'One two three fours')).toEqual([{ delete: 1 }, { insert: 'O' }, { retain: 17 }, { insert: 's' }]);
    expect(textDelta('a😀b', 'a😁b')).toEqual([{ retain: 1 }, { delete: 2 }, { insert: '😁' }]);
  });

  it('merges two replicas typing into the same text at different places, and at the same place', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    applyTextDiff(a.getText('t'), 'The quick fox.');
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    applyTextDiff(a.getText('t'), 'The quick brown fox.');
    applyTextDiff(b.getText('t'), 'The quick fox jumps.');
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    expect(a.getText('t').toString()).toBe('The quick brown fox jumps.');
    applyTextDiff(a.getText('t'), 'The quick brown fox jumps. Yes!');
    applyTextDiff(b.getText('t'), 'The quick brown fox jumps. No!');
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const merged = a.getText('t').toString();
    expect(merged).toBe(b.getText('t').toString());
    expect(merged).toMatch(/^The quick brown fox jumps\. (Yes! No!|No! Yes!)$/);
  });

  it('stays right and bounded on large texts with many changes (the middle is then replaced whole)', () => {
    const a = Array.from({ length: 20_000 }, (_, i) => `word${i % 97} `).join('');
    const b = a.replace(/word1 /g, 'WORD1 ');
    const { t, replica } = pair(a);
    applyTextDiff(t, b);
    expect(t.toString()).toBe(b);
    expect(replica.toString()).toBe(b);
  });
});
