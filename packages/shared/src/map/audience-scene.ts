// The audience view's drawing plan (issue 29 item 1), pure so that the web app's audience map and the
// single-file HTML presentation draw the same picture: each node's box and title lines (system font, up
// to three lines, the ink readable on its colour), the curve of each connection between node centres,
// each node's state at a step (the node spoken about, the rest of its frame, nodes already covered,
// the others) and the box the camera frames.
import { audienceFrame, unionBox, type AudienceFocus, type AudienceGraph, type Box } from './audience';

export const AUDIENCE_NODE = { width: 168, minHeight: 56, padX: 14, padY: 10, lineHeight: 1.3, fontSize: 15, rootFontSize: 18, maxLines: 3 } as const;
/** System fonts: the same text width on every screen that has no web font (and inside an SVG image). */
export const AUDIENCE_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Width of `text` in px at `fontSize` (semi-bold). A browser measures with a canvas; elsewhere the estimate. */
export type MeasureTitle = (text: string, fontSize: number) => number;

/** A rough width for semi-bold sans text: wide enough that real text fits where this says it does. */
export const estimateTitleWidth: MeasureTitle = (text, fontSize) => {
  let units = 0;
  for (const ch of text) units += /[\u1100-\uffdc]/u.test(ch) ? 1 : /[A-Z0-9MW@%&]/.test(ch) ? 0.68 : /[iljtf.,:;'|!() ]/.test(ch) ? 0.32 : 0.56;
  return units * fontSize;
};

/** The title in lines that fit `maxWidth`; a word too long for a line is cut; past `maxLines` it ends in '…'. */
export function titleLines(title: string, maxWidth: number, fontSize: number, measure: MeasureTitle, maxLines: number = AUDIENCE_NODE.maxLines): string[] {
  const fits = (t: string) => measure(t, fontSize) <= maxWidth;
  const lines: string[] = [];
  let line = '';
  for (const word of title.trim().split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    let rest = [...word];
    while (rest.length > 1 && !fits(rest.join(''))) {
      let cut = 1;
      while (cut < rest.length - 1 && fits(rest.slice(0, cut + 1).join(''))) cut += 1;
      lines.push(rest.slice(0, cut).join(''));
      rest = rest.slice(cut);
    }
    line = rest.join('');
    if (lines.length > maxLines) break;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines.length ? lines : [''];
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while ([...last].length > 1 && !fits(last)) last = `${[...last].slice(0, -2).join('')}…`;
  kept[maxLines - 1] = last;
  return kept;
}

/** Readable ink on a node colour: near-black on light colours (yellow), white otherwise. */
export function inkOn(hex: string): string {
  let h = hex.replace('#', '');
  if (h.length === 3 || h.length === 4) h = [...h.slice(0, 3)].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255) as [number, number, number];
  if ([r, g, b].some((v) => Number.isNaN(v))) return '#ffffff';
  const lin = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b) > 0.4 ? '#1c1917' : '#ffffff';
}

/** The S-shaped curve between two node centres along the longer axis (as the editor draws connections). */
export function connectionPath(sx: number, sy: number, tx: number, ty: number): string {
  const dx = tx - sx;
  const dy = ty - sy;
  if (Math.abs(dx) >= Math.abs(dy)) {
    const mx = sx + dx / 2;
    return `M ${sx},${sy} C ${mx},${sy} ${mx},${ty} ${tx},${ty}`;
  }
  const my = sy + dy / 2;
  return `M ${sx},${sy} C ${sx},${my} ${tx},${my} ${tx},${ty}`;
}

export interface AudienceSceneNode {
  id: string;
  x: number;
  y: number;
  title: string;
  color: string;
  isRoot?: boolean;
}

export interface AudienceBox extends Box {
  id: string;
  lines: string[];
  fontSize: number;
  fill: string;
  ink: string;
  isRoot: boolean;
}

/** Every node's box at its place on the map, its title wrapped to fit. */
export function layoutAudience(nodes: readonly AudienceSceneNode[], measure: MeasureTitle = estimateTitleWidth): Map<string, AudienceBox> {
  const N = AUDIENCE_NODE;
  const boxes = new Map<string, AudienceBox>();
  for (const n of nodes) {
    const isRoot = !!n.isRoot;
    const fontSize = isRoot ? N.rootFontSize : N.fontSize;
    const lines = titleLines(n.title, N.width - 2 * N.padX, fontSize, measure);
    const height = Math.max(N.minHeight, Math.ceil(lines.length * fontSize * N.lineHeight + 2 * N.padY));
    const fill = /^#[0-9a-fA-F]{3,8}$/.test(n.color) ? n.color : '#64748b';
    boxes.set(n.id, { id: n.id, x: n.x, y: n.y, width: N.width, height, lines, fontSize, fill, ink: inkOn(fill), isRoot });
  }
  return boxes;
}

export type AudienceNodeState = 'current' | 'frame' | 'covered' | 'ahead';

/** What each node is at this step: the one spoken about, in its frame, already covered, or still ahead. */
export function audienceStates(
  map: AudienceGraph,
  focus: AudienceFocus,
  path: readonly string[],
  children?: ReadonlyMap<string, readonly string[]>,
): Map<string, AudienceNodeState> {
  const states = new Map<string, AudienceNodeState>();
  for (const n of map.nodes) states.set(n.id, 'ahead');
  if (focus.kind === 'overview') return states;
  for (const id of path.slice(0, focus.step)) states.set(id, 'covered');
  for (const id of audienceFrame(map, focus.nodeId, children)) if (id !== focus.nodeId) states.set(id, 'frame');
  states.set(focus.nodeId, 'current');
  return states;
}

/** The box the camera frames: the whole map for an overview, else the step's frame. */
export function focusBox(
  map: AudienceGraph,
  focus: AudienceFocus,
  boxes: ReadonlyMap<string, Box>,
  children?: ReadonlyMap<string, readonly string[]>,
): Box | null {
  const ids = focus.kind === 'overview' ? [...boxes.keys()] : audienceFrame(map, focus.nodeId, children);
  return unionBox(ids.map((id) => boxes.get(id)).filter((b): b is Box => !!b));
}
