// The map as an image (issue 15), drawn here from the editor's data — not a screenshot of the canvas:
// nodes as the canvas shows them (140 px wide, rounded, their colour, the title on up to three lines),
// connections as the same centre-to-centre curves, on white, fitted to the map's bounds.
import type { Connection, MindMapNode } from '@cuemap/shared';
import { NODE_FONT_SIZE } from '../constants';
import { centreEdgePath, textColorFor } from './edge-path';

export interface MapImageSource {
  title: string;
  nodes: readonly MindMapNode[];
  connections: readonly Connection[];
}

/** Width of `text` in px at this size (semi-bold). The browser's canvas measures; tests use the estimate. */
export type MeasureText = (text: string, fontSize: number) => number;

export interface MapSvg {
  svg: string;
  width: number;
  height: number;
}

/** System fonts only: an SVG drawn through an <img> cannot use the page's web fonts. */
export const MAP_IMAGE_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
export const NODE_WIDTH = 140;
const NODE_MIN_HEIGHT = 50;
const PAD_X = 12;
const PAD_Y = 8;
const MAX_LINES = 3;
const LINE_HEIGHT = 1.375;
const MARGIN = 40;
const EDGE_COLOUR = '#94a3b8';

/** A rough width for semi-bold sans text: wide enough that real text fits where this says it does. */
export const estimateTextWidth: MeasureText = (text, fontSize) => {
  let units = 0;
  for (const ch of text) units += /[\u1100-\uffdc]/u.test(ch) ? 1 : /[A-Z0-9MW@%&]/.test(ch) ? 0.68 : /[iljtf.,:;'|!() ]/.test(ch) ? 0.32 : 0.56;
  return units * fontSize;
};

/** Characters XML 1.0 forbids (C0 controls other than tab and newlines, U+FFFE/U+FFFF): dropped. */
function xmlAllowed(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
}

export function escapeXml(text: string): string {
  return [...text]
    .filter(xmlAllowed)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The title broken into lines that fit `maxWidth`; a word too long for a line is split; past `maxLines` it ends in '…'. */
export function wrapTitle(title: string, maxWidth: number, fontSize: number, measure: MeasureText, maxLines = MAX_LINES): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  const fits = (t: string) => measure(t, fontSize) <= maxWidth;
  for (const word of words) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (!fits(rest)) {
      let cut = 1;
      const chars = [...rest];
      while (cut < chars.length && fits(chars.slice(0, cut + 1).join(''))) cut += 1;
      lines.push(chars.slice(0, cut).join(''));
      rest = chars.slice(cut).join('');
    }
    line = rest;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (last.length > 1 && !fits(last)) last = `${[...last].slice(0, -2).join('')}…`;
  kept[maxLines - 1] = last;
  return kept;
}

interface LaidOutNode {
  node: MindMapNode;
  lines: string[];
  fontSize: number;
  height: number;
}

/** The map as a standalone SVG document, its viewBox fitted around every node (plus a margin). */
export function buildMapSvg(map: MapImageSource, measure: MeasureText = estimateTextWidth): MapSvg {
  const laid: LaidOutNode[] = map.nodes.map((node) => {
    const fontSize = node.isRoot ? NODE_FONT_SIZE.root : NODE_FONT_SIZE.other;
    const lines = wrapTitle(node.title, NODE_WIDTH - 2 * PAD_X - 4, fontSize, measure);
    const height = Math.max(NODE_MIN_HEIGHT, Math.ceil(Math.max(1, lines.length) * fontSize * LINE_HEIGHT + 2 * PAD_Y));
    return { node, lines, fontSize, height };
  });
  const byId = new Map(laid.map((l) => [l.node.id, l] as const));
  const centre = (l: LaidOutNode) => ({ x: l.node.x + NODE_WIDTH / 2, y: l.node.y + l.height / 2 });

  const minX = laid.length ? Math.min(...laid.map((l) => l.node.x)) - MARGIN : 0;
  const minY = laid.length ? Math.min(...laid.map((l) => l.node.y)) - MARGIN : 0;
  const maxX = laid.length ? Math.max(...laid.map((l) => l.node.x + NODE_WIDTH)) + MARGIN : 2 * MARGIN;
  const maxY = laid.length ? Math.max(...laid.map((l) => l.node.y + l.height)) + MARGIN : 2 * MARGIN;
  const width = Math.ceil(maxX - minX);
  const height = Math.ceil(maxY - minY);

  const edges = map.connections.flatMap((c) => {
    const from = byId.get(c.from);
    const to = byId.get(c.to);
    if (!from || !to) return [];
    const s = centre(from);
    const t = centre(to);
    return [`<path d="${centreEdgePath(s.x, s.y, t.x, t.y)}"/>`];
  });

  const nodes = laid.map((l) => {
    const { node, lines, fontSize, height: h } = l;
    const c = centre(l);
    const lineHeight = fontSize * LINE_HEIGHT;
    // Each line's baseline sits ~0.35 em below its middle, so the block is centred in the node.
    const firstBaseline = c.y - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
    const tspans = lines.map((line, i) => `<tspan x="${c.x}" y="${(firstBaseline + i * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`).join('');
    return (
      `<g data-node-id="${escapeXml(node.id)}">` +
      `<rect x="${node.x}" y="${node.y}" width="${NODE_WIDTH}" height="${h}" rx="12" fill="${escapeXml(node.color)}" filter="url(#shadow)"/>` +
      `<text font-size="${fontSize}" fill="${textColorFor(node.color)}" text-anchor="middle">${tspans}</text>` +
      `</g>`
    );
  });

  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${minX} ${minY} ${width} ${height}" ` +
    `font-family="${escapeXml(MAP_IMAGE_FONT)}" font-weight="600">` +
    `<title>${escapeXml(map.title)}</title>` +
    `<defs><filter id="shadow" x="-20%" y="-20%" width="140%" height="160%">` +
    `<feDropShadow dx="0" dy="3" stdDeviation="4" flood-color="#0f172a" flood-opacity="0.22"/></filter></defs>` +
    `<rect x="${minX}" y="${minY}" width="${width}" height="${height}" fill="#ffffff"/>` +
    `<g fill="none" stroke="${EDGE_COLOUR}" stroke-width="2" stroke-linecap="round">${edges.join('')}</g>` +
    `<g>${nodes.join('')}</g>` +
    `</svg>`;
  return { svg, width, height };
}
