// Teleprompter text: built from the map, normalised for display, and the scroll-rate rule.
import type { MindMapNode } from '../schemas/mind-maps';
import { serializeMapContent } from '../ai/map-content';
import { orderNodes } from './order';

/** Non-blank node texts in node order, trimmed, joined by a blank line. */
export function buildTeleprompterText(nodes: readonly MindMapNode[], nodeOrder?: readonly string[] | null): string {
  return orderNodes(nodes, nodeOrder)
    .map((n) => n.text.trim())
    .filter((t) => t.length > 0)
    .join('\n\n');
}

/** True when no node has any text (the teleprompter refuses to open). */
export function allNodeTextsBlank(nodes: readonly Pick<MindMapNode, 'text'>[]): boolean {
  return nodes.every((n) => !n.text.trim());
}

/**
 * The map as the AI reads it (`mindMapContent`): every node's title and text in node order, in the
 * one format the server parses (serializeMapContent). Title-only nodes stay: they are the outline.
 */
export function buildAiMapContent(nodes: readonly MindMapNode[], nodeOrder?: readonly string[] | null): string {
  return serializeMapContent(orderNodes(nodes, nodeOrder).map((n) => ({ title: n.title, text: n.text })));
}

/**
 * Display normalisation (spec §4): a single line break inside a paragraph becomes a space, runs of
 * blank lines collapse to one. Returns the paragraphs.
 */
export function scriptParagraphs(script: string): string[] {
  return script
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) =>
      p
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' ')
        .replace(/[ \t]+/g, ' ')
        .trim(),
    )
    .filter((p) => p.length > 0);
}

export function normalizeScript(script: string): string {
  return scriptParagraphs(script).join('\n\n');
}

export const TELEPROMPTER_SPEED = { min: 10, max: 500, default: 80 } as const;
export const TELEPROMPTER_CHARS_PER_LINE = 38;

/** Speed input rule: integer 10–500, values clamped, empty (or not a number) becomes 10. */
export function clampWpm(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : value == null || String(value).trim() === '' ? NaN : Number(value);
  if (!Number.isFinite(n)) return TELEPROMPTER_SPEED.min;
  return Math.min(TELEPROMPTER_SPEED.max, Math.max(TELEPROMPTER_SPEED.min, Math.round(n)));
}

/** Average characters per word including the following space; 6 for text without words. */
export function charsPerWord(text: string): number {
  const words = text.split(/\s+/).filter(Boolean);
  if (!words.length) return 6;
  const letters = words.reduce((sum, w) => sum + w.length, 0);
  return letters / words.length + 1;
}

/**
 * Scroll rate in pixels per second: words per minute become characters per second, which at 38
 * characters per line become lines per second, times the rendered line height.
 */
export function scrollPixelsPerSecond(wpm: number, lineHeightPx: number, averageCharsPerWord = 6): number {
  const linesPerSecond = (clampWpm(wpm) * averageCharsPerWord) / 60 / TELEPROMPTER_CHARS_PER_LINE;
  return linesPerSecond * lineHeightPx;
}
