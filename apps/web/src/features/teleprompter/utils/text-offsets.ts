// Where a place in a text is after the text changed (issue 26): the caret of a section's field after a
// change made elsewhere, and the words at the teleprompter's reading line after an edit while playing.
// Pure: the change is found by the live document's own character diff (textDelta).
import { textDelta } from '@cuemap/shared';

/**
 * `index` in `before`, carried into `after`. An index is the gap before the character at it: an insertion
 * at that gap lands after the index when `stick` is 'before' (a caret stays where it was), before it when
 * 'after' (the character at the index is followed). A deleted stretch around it collapses to where it was.
 */
export function mapIndex(before: string, after: string, index: number, stick: 'before' | 'after' = 'before'): number {
  if (before === after) return index;
  let oldAt = 0;
  let newAt = 0;
  for (const op of textDelta(before, after)) {
    if ('retain' in op) {
      if (index < oldAt + op.retain || (stick === 'before' && index === oldAt + op.retain)) return newAt + (index - oldAt);
      oldAt += op.retain;
      newAt += op.retain;
    } else if ('delete' in op) {
      if (index < oldAt + op.delete) return newAt;
      oldAt += op.delete;
    } else {
      if (stick === 'before' && index === oldAt) return newAt;
      newAt += op.insert.length;
    }
  }
  return newAt + Math.max(0, index - oldAt);
}

/** A place in the column: a paragraph and a character in it. */
export interface TextAnchor {
  paragraph: number;
  char: number;
}

/**
 * The teleprompter's re-anchoring rule: the character at the reading line before an edit, found in the
 * paragraphs after it. Text added or removed above it (or earlier in the same line or paragraph) moves
 * it to its new place, so the same words can be put back at the reading line; if the edit removed that
 * very character, the place where it was. Paragraphs are joined by one separator, so a paragraph split
 * or merged above the anchor is followed too.
 */
export function reanchor(before: readonly string[], after: readonly string[], anchor: TextAnchor): TextAnchor {
  const SEP = '\n';
  let offset = anchor.char;
  for (let i = 0; i < Math.min(anchor.paragraph, before.length); i++) offset += before[i]!.length + SEP.length;
  const mapped = mapIndex(before.join(SEP), after.join(SEP), offset, 'after');
  let start = 0;
  for (let i = 0; i < after.length; i++) {
    const end = start + after[i]!.length;
    if (mapped <= end) return { paragraph: i, char: mapped - start };
    start = end + SEP.length;
  }
  const last = Math.max(0, after.length - 1);
  return { paragraph: last, char: after[last]?.length ?? 0 };
}
