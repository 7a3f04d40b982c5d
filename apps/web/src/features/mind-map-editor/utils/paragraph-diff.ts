// A diff of two scripts by paragraph (blank-line separated), for the History preview: which
// paragraphs of `next` are new, which of `prev` are gone, and which both share.
//
// jsdiff's `diffArrays` (Myers' algorithm, linear space) finds the shared paragraphs; the LCS table
// this file used to build was n×m numbers — 822 ms and +202 MB of heap for two 5 000-paragraph
// scripts (docs/benchmarks.md, "History paragraph diff"). Myers costs time by the number of edits,
// though (a whole-script AI rewrite of 5 000 paragraphs: 15 s in jsdiff), so two things keep that
// number small:
// - a paragraph found on one side only can never be shared, so only paragraphs found on both sides
//   go to jsdiff (the longest common subsequence of those is the one of the whole scripts); a rewrite
//   or an edit of some paragraphs then costs next to nothing, however long the script;
// - what is left to move is paragraphs that are on both sides but reordered; past MAX_EDITS of those,
//   jsdiff gives up and the middle (between a common start and end) shows as removed, then added —
//   still a true preview (red goes, green comes back), just not the smallest one.
import { diffArrays } from 'diff';

export type ParagraphChange = { kind: 'same' | 'added' | 'removed'; text: string };

/** Edits among shared paragraphs jsdiff may search for (giving up costs ≈ 50 ms at 5 000 paragraphs). */
export const MAX_EDITS = 250;

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
  const out: ParagraphChange[] = [];
  let i = 0;
  let j = 0;
  for (const [ai, bj] of sharedPairs(a, b)) {
    while (i < ai) out.push({ kind: 'removed', text: a[i++]! });
    while (j < bj) out.push({ kind: 'added', text: b[j++]! });
    out.push({ kind: 'same', text: a[i]! });
    i++;
    j++;
  }
  while (i < a.length) out.push({ kind: 'removed', text: a[i++]! });
  while (j < b.length) out.push({ kind: 'added', text: b[j++]! });
  return out;
}

/** Index pairs [in a, in b] of the paragraphs both keep, in order. */
function sharedPairs(a: string[], b: string[]): [number, number][] {
  const inA = new Set(a);
  const inB = new Set(b);
  const aAt = a.flatMap((p, i) => (inB.has(p) ? [i] : []));
  const bAt = b.flatMap((p, j) => (inA.has(p) ? [j] : []));
  const pairs: [number, number][] = [];
  const parts = diffArrays(
    aAt.map((i) => a[i]!),
    bAt.map((j) => b[j]!),
    { maxEditLength: MAX_EDITS },
  );
  if (parts) {
    let x = 0;
    let y = 0;
    for (const part of parts) {
      if (part.added) y += part.value.length;
      else if (part.removed) x += part.value.length;
      else for (let k = 0; k < part.value.length; k++) pairs.push([aAt[x++]!, bAt[y++]!]);
    }
    return pairs;
  }
  // Too many moves for the budget: keep the common start and end.
  let start = 0;
  while (start < aAt.length && start < bAt.length && a[aAt[start]!] === b[bAt[start]!]) {
    pairs.push([aAt[start]!, bAt[start]!]);
    start++;
  }
  const end: [number, number][] = [];
  for (let x = aAt.length - 1, y = bAt.length - 1; x >= start && y >= start && a[aAt[x]!] === b[bAt[y]!]; x--, y--) {
    end.push([aAt[x]!, bAt[y]!]);
  }
  return pairs.concat(end.reverse());
}
