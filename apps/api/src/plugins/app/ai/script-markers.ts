// The delimiter protocol that ties an AI script's paragraphs to nodes while it still streams: the
// writer puts a marker line before each part — `[[opening]]`, `[[node 3]]` (1-based, in the order
// the nodes were given), `[[closing]]` — and the filter here takes them out of the text as it
// arrives, so the reader never sees them. A script without markers is one part tied to no node.

export type MarkerTarget = 'opening' | 'closing' | number;

/** The marker line for a part (what writers emit, followed by a newline). */
export function markerLine(target: MarkerTarget): string {
  return typeof target === 'number' ? `[[node ${target}]]` : `[[${target}]]`;
}

/** A written part: `node` is the 1-based node number, or null (opening, closing, unmarked text). */
export interface MarkedPart {
  node: number | null;
  text: string;
}

const MARKER = /^[ \t]*\[\[[ \t]*(opening|closing|node[ \t]+(\d{1,5}))[ \t]*\]\][ \t]*\r?$/i;
/** What the start of a marker line can look like; anything else on a line is text and passes at once. */
const MARKER_PREFIX = /^[ \t]*(\[(\[[^\]\n]{0,20}(\](\][ \t]*)?)?)?)?$/;

export interface MarkerFilter {
  /** Feeds a piece as it arrives; returns the text to show (markers removed, a possible marker held back). */
  push(piece: string): string;
  /** The stream ended: returns what was still held back. */
  end(): string;
  /** The parts, trimmed, empty ones dropped; one unmarked part when no marker was seen. */
  parts(): MarkedPart[];
}

export function createMarkerFilter(): MarkerFilter {
  const parts: MarkedPart[] = [{ node: null, text: '' }];
  let held = '';
  let lineIsText = false;
  const emit = (text: string) => {
    parts[parts.length - 1]!.text += text;
    return text;
  };
  /** A complete line (without its newline): a marker starts a new part and is dropped. */
  const marker = (line: string): boolean => {
    const m = MARKER.exec(line);
    if (!m) return false;
    const node = m[2] === undefined ? null : Number(m[2]);
    parts.push({ node, text: '' });
    return true;
  };

  return {
    push(piece) {
      let out = '';
      for (const ch of piece) {
        if (lineIsText) {
          out += emit(ch);
          if (ch === '\n') lineIsText = false;
          continue;
        }
        held += ch;
        if (ch === '\n') {
          if (!marker(held.slice(0, -1))) out += emit(held);
          held = '';
        } else if (!MARKER_PREFIX.test(held)) {
          out += emit(held);
          held = '';
          lineIsText = true;
        }
      }
      return out;
    },
    end() {
      const rest = held;
      held = '';
      return rest && !marker(rest) ? emit(rest) : '';
    },
    parts() {
      return parts.map((p) => ({ node: p.node, text: p.text.trim() })).filter((p) => p.text.length > 0);
    },
  };
}

/** A whole script (the non-streamed answer) split into its parts. */
export function splitMarkedScript(text: string): MarkedPart[] {
  const filter = createMarkerFilter();
  filter.push(text);
  filter.end();
  return filter.parts();
}
