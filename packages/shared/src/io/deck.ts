// The script as a slide deck (issue 29 item 4), before any file format: a title slide, then one slide
// per script section in the script's order — the node's title, its details as bullets, the section's
// spoken words (every cue mark left out) as speaker notes, the node's colour. Pure: the .pptx writer
// (apps/api io/pptx-export.ts) lays it out.
import type { MindMapNode } from '../schemas/mind-maps';
import type { ScriptSection } from '../schemas/teleprompter';
import { ROOT_COLOR } from '../map/constants';
import { orderNodes } from '../map/order';
import { plainSpokenText } from '../map/slide-cues';
import { normalizeScript, scriptParagraphs } from '../map/teleprompter-text';
import { EXPORT_MESSAGES } from './messages';

/** Bounds of a deck: a slide per section, a few short bullets each. */
export const DECK_LIMITS = {
  /** Most section slides (the title slide not counted); a script with more sections is refused. */
  slidesMax: 1_000,
  bulletsMax: 6,
  bulletCharsMax: 160,
  /** The root's details go under the title on the title slide only when at most this long. */
  subtitleCharsMax: 140,
} as const;

export const DECK_MESSAGES = {
  tooManySlides: (n: number) =>
    `This script has ${n.toLocaleString('en-US')} sections, more than a deck of ${DECK_LIMITS.slidesMax.toLocaleString('en-US')} slides holds. Export it as a PDF or Word file instead.`,
} as const;

export interface DeckSlide {
  /** The node's title, or Opening / Closing for words no node speaks for. */
  title: string;
  /** The node's details, a line (or sentence) each, cue marks left out. */
  bullets: string[];
  /** The section's spoken words: paragraphs separated by a blank line. */
  notes: string;
  /** A #rrggbb colour: the node's (its branch's), the root's for a section with no node. */
  color: string;
  nodeId: string | null;
}

export interface Deck {
  title: string;
  /** The root's details, when short enough for a title slide. */
  subtitle: string | null;
  /** The root's colour (the title slide's accent). */
  color: string;
  slides: DeckSlide[];
}

interface DeckMap {
  title: string;
  nodes: readonly MindMapNode[];
  nodeOrder?: readonly string[] | null;
}

/** #abc / #aabbcc / #aabbccdd → 'AABBCC' (what a deck file writes); anything else → null. */
export function hexColor(color: string | null | undefined): string | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color ?? '');
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!.slice(0, 6);
  return hex.toUpperCase();
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A node's details as bullets: each line (list marks dropped), a long line cut into its sentences. */
export function detailBullets(details: string): string[] {
  const lines = details
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => plainSpokenText(line.replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, '')))
    .filter(Boolean);
  const parts = lines.flatMap((line) =>
    line.length <= DECK_LIMITS.bulletCharsMax ? [line] : (line.match(/[^.!?]+(?:[.!?]+|$)/g) ?? [line]).map((s) => s.trim()).filter(Boolean),
  );
  const bullets = parts.slice(0, DECK_LIMITS.bulletsMax).map((b) => clip(b, DECK_LIMITS.bulletCharsMax));
  if (parts.length > DECK_LIMITS.bulletsMax) bullets[bullets.length - 1] = '…';
  return bullets;
}

const notesOf = (text: string) => scriptParagraphs(text).map(plainSpokenText).filter(Boolean).join('\n\n');

/**
 * The deck of a map and its saved script: a slide per section with words (a saved script's sections,
 * else — no script saved — each node with details, in Node Order). Throws nothing: the caller checks
 * `slides.length` against DECK_LIMITS.
 */
export function scriptDeck(map: DeckMap, saved: { content: string; sections?: readonly ScriptSection[] } | null | undefined): Deck {
  const byId = new Map(map.nodes.map((n) => [n.id, n]));
  const root = map.nodes.find((n) => n.isRoot) ?? map.nodes[0];
  const rootColor = hexColor(root?.color) ?? hexColor(ROOT_COLOR)!;
  const title = map.title.trim() || root?.title.trim() || 'Untitled Script';
  const rootText = root ? plainSpokenText(normalizeScript(root.text).replace(/\n+/g, ' ')) : '';
  const subtitle = rootText && rootText.length <= DECK_LIMITS.subtitleCharsMax ? rootText : null;
  const nodeSlide = (node: MindMapNode, text: string): DeckSlide => ({
    title: node.title.trim() || 'Untitled',
    bullets: detailBullets(node.text),
    notes: notesOf(text),
    color: hexColor(node.color) ?? rootColor,
    nodeId: node.id,
  });
  const wordsSlide = (heading: string, text: string): DeckSlide => ({ title: heading, bullets: [], notes: notesOf(text), color: rootColor, nodeId: null });

  let slides: DeckSlide[];
  if (saved?.content.trim()) {
    if (!saved.sections?.length) slides = [wordsSlide(title, saved.content)];
    else {
      let seenNode = false;
      slides = saved.sections.flatMap((s) => {
        const node = s.nodeId ? byId.get(s.nodeId) : undefined;
        if (node) seenNode = true;
        if (!normalizeScript(s.text)) return [];
        return [node ? nodeSlide(node, s.text) : wordsSlide(seenNode ? EXPORT_MESSAGES.closing : EXPORT_MESSAGES.opening, s.text)];
      });
    }
  } else {
    slides = orderNodes(map.nodes, map.nodeOrder).flatMap((n) => (normalizeScript(n.text) ? [nodeSlide(n, n.text)] : []));
  }
  return { title, subtitle, color: rootColor, slides };
}
