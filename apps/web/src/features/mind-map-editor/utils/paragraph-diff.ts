// A small diff of two scripts by paragraph (blank-line separated), for the History preview:
// which paragraphs of `next` are new, which of `prev` are gone, and which both share (LCS).

export type ParagraphChange = { kind: 'same' | 'added' | 'removed'; text: string };

/** Paragraphs of a script: split on blank lines, trimmed, empty ones dropped. */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/**
 * The changes that turn `prev` into `next`, in reading order: `removed` (only in prev), `added`
 * (only in next), `same` (in both). Removals come before the additions that replace them.
 */
export function diffParagraphs(prev: string, next: string): ParagraphChange[] {
  const a = paragraphs(prev);
  const b = paragraphs(next);
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const out: ParagraphChange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) {
      out.push({ kind: 'removed', text: a[i++]! });
    } else {
      out.push({ kind: 'added', text: b[j++]! });
    }
  }
  while (i < a.length) out.push({ kind: 'removed', text: a[i++]! });
  while (j < b.length) out.push({ kind: 'added', text: b[j++]! });
  return out;
}
