// Changing a Y.Text to a new string by a character diff, so only the characters that differ are
// deleted or inserted and a concurrent edit elsewhere in the same text survives the merge.
import type * as Y from 'yjs';

/** One step of a Y.Text delta (what Y.Text.applyDelta takes). */
type DeltaOp = { retain: number } | { delete: number } | { insert: string };

/** The Myers search's work bound ((N + M) × D): past it, the changed middle is replaced whole. */
const DIFF_WORK_MAX = 4_000_000;

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Makes `text` read `next`, changing only what differs. Returns whether anything changed. Edits never
 * split a surrogate pair (Yjs would write a lone half as U+FFFD on the wire).
 */
export function applyTextDiff(text: Y.Text, next: string): boolean {
  const current = text.toString();
  if (current === next) return false;
  text.applyDelta(textDelta(current, next));
  return true;
}

/** The delta that turns `a` into `b`: common prefix and suffix kept, the middle diffed by code point. */
export function textDelta(a: string, b: string): DeltaOp[] {
  let prefix = 0;
  const shorter = Math.min(a.length, b.length);
  while (prefix < shorter && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  if (prefix > 0 && isHigh(a.charCodeAt(prefix - 1))) prefix--;
  let suffix = 0;
  while (suffix < shorter - prefix && a.charCodeAt(a.length - 1 - suffix) === b.charCodeAt(b.length - 1 - suffix)) suffix++;
  if (suffix > 0 && isLow(a.charCodeAt(a.length - suffix))) suffix--;
  const ops: DeltaOp[] = [];
  if (prefix > 0) ops.push({ retain: prefix });
  const aMid = a.slice(prefix, a.length - suffix);
  const bMid = b.slice(prefix, b.length - suffix);
  const steps = aMid && bMid ? myers(Array.from(aMid), Array.from(bMid)) : null;
  if (!steps) {
    if (aMid) ops.push({ delete: aMid.length });
    if (bMid) ops.push({ insert: bMid });
    return ops;
  }
  for (const step of steps) {
    const last = ops[ops.length - 1];
    if ('retain' in step && last && 'retain' in last) last.retain += step.retain;
    else if ('delete' in step && last && 'delete' in last) last.delete += step.delete;
    else if ('insert' in step && last && 'insert' in last) last.insert += step.insert;
    else ops.push({ ...step });
  }
  return ops;
}

/**
 * Myers' O((N + M) D) diff of two code point lists as delta steps (lengths in UTF-16 units), or null
 * when the edit distance is too large for the work bound (the caller then replaces the middle whole).
 */
function myers(a: string[], b: string[]): DeltaOp[] | null {
  const n = a.length;
  const m = b.length;
  const maxD = Math.min(n + m, Math.floor(DIFF_WORK_MAX / (n + m)));
  const offset = maxD + 1;
  const v = new Int32Array(2 * maxD + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= maxD; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(a, b, trace);
    }
  }
  return null;
}

function backtrack(a: string[], b: string[], trace: Int32Array[]): DeltaOp[] {
  const steps: DeltaOp[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = trace.length - 1; d >= 0; d--) {
    const w = trace[d]!; // v as it was before step d, over k = -d-1 … d+1
    const at = (k: number) => w[k + d + 1]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      steps.push({ retain: a[x - 1]!.length });
      x--;
      y--;
    }
    if (d > 0) {
      if (x === prevX) steps.push({ insert: b[y - 1]! });
      else steps.push({ delete: a[x - 1]!.length });
    }
    x = prevX;
    y = prevY;
  }
  steps.reverse();
  return steps;
}
