// Orders of ids (nodeOrder, sectionOrder) as Y.Arrays: normalised on read, changed by the fewest moves.
import type * as Y from 'yjs';

/**
 * The ids in order: `raw`'s known ids first (first occurrence wins; repeats and unknown ids dropped),
 * then the known ids `raw` misses, in `known`'s order. Replicas holding the same updates agree.
 */
export function normalizeOrder(raw: readonly string[], known: readonly string[]): string[] {
  const ids = new Set(known);
  const seen = new Set<string>();
  const result: string[] = [];
  for (const id of [...raw, ...known]) {
    if (ids.has(id) && !seen.has(id)) {
      seen.add(id);
      result.push(id);
    }
  }
  return result;
}

/**
 * Makes `array` hold exactly `target` (ids without repeats), keeping the longest run of entries already
 * in the right relative order and moving (deleting and inserting) only the rest: moving one node in a
 * 200-node order writes one delete and one insert. Returns whether anything changed.
 */
export function applyOrder(array: Y.Array<string>, target: readonly string[]): boolean {
  const current = array.toArray();
  const rank = new Map(target.map((id, i) => [id, i] as const));
  const seen = new Set<string>();
  const candidates: { pos: number; rank: number }[] = [];
  current.forEach((id, pos) => {
    const r = rank.get(id);
    if (r !== undefined && !seen.has(id)) {
      seen.add(id);
      candidates.push({ pos, rank: r });
    }
  });
  const kept = new Set(longestIncreasing(candidates.map((c) => c.rank)).map((i) => candidates[i]!.pos));
  let changed = false;
  // Deletes from the end, in runs, so earlier positions stay valid.
  for (let end = current.length - 1; end >= 0; ) {
    if (kept.has(end)) {
      end--;
      continue;
    }
    let start = end;
    while (start > 0 && !kept.has(start - 1)) start--;
    array.delete(start, end - start + 1);
    changed = true;
    end = start - 1;
  }
  const keptIds = new Set([...kept].map((pos) => current[pos]!));
  let pos = 0;
  for (let i = 0; i < target.length; ) {
    if (keptIds.has(target[i]!)) {
      pos++;
      i++;
      continue;
    }
    const run: string[] = [];
    while (i < target.length && !keptIds.has(target[i]!)) run.push(target[i++]!);
    array.insert(pos, run);
    pos += run.length;
    changed = true;
  }
  return changed;
}

/** Indexes of one longest strictly increasing subsequence of `values` (patience sorting, O(n log n)). */
function longestIncreasing(values: readonly number[]): number[] {
  const tails: number[] = []; // tails[l]: index of the smallest tail of an increasing run of length l + 1
  const prev = new Int32Array(values.length).fill(-1);
  values.forEach((value, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]!]! < value) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1]!;
    tails[lo] = i;
  });
  const result: number[] = [];
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = prev[i]!) result.push(i);
  return result.reverse();
}
