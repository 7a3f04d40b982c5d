// A three-way merge of one text field for 'Edit Node Content': the user typed into a copy opened from
// `base` while the live document moved on to `theirs` (another device). Each side's change is the one
// span it replaced (common prefix and suffix); spans that do not overlap both apply, otherwise the
// user's own words win for that field. Nothing the user typed is lost either way.

interface Change {
  /** Replaced base[start, end) … */
  start: number;
  end: number;
  /** … with this. */
  text: string;
}

function changeOf(base: string, next: string): Change {
  let start = 0;
  const max = Math.min(base.length, next.length);
  while (start < max && base[start] === next[start]) start++;
  let tail = 0;
  while (tail < max - start && base[base.length - 1 - tail] === next[next.length - 1 - tail]) tail++;
  return { start, end: base.length - tail, text: next.slice(start, next.length - tail) };
}

/** `mine` and `theirs`, both made from `base`, as one text. */
export function mergeText(base: string, mine: string, theirs: string): string {
  if (mine === base || mine === theirs) return theirs;
  if (theirs === base) return mine;
  const a = changeOf(base, mine);
  const b = changeOf(base, theirs);
  const [first, second] = a.start <= b.start ? [a, b] : [b, a];
  // Overlapping spans (or both inserting at one place): the user's own version of the field.
  if (first.end > second.start || (first.start === second.start && first.end === first.start && second.end === second.start)) return mine;
  return base.slice(0, first.start) + first.text + base.slice(first.end, second.start) + second.text + base.slice(second.end);
}
