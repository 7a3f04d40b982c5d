// File names for exports: a plain ASCII name for old clients and the title itself for the rest
// (RFC 6266 / RFC 5987 `filename*`).

/** The title as an ASCII file name: accents dropped, unsafe characters removed, never empty. */
export function asciiFileName(title: string, extension: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 _-]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${base || 'script'}.${extension}`;
}

/**
 * Bidirectional controls (embeddings, overrides, isolates, marks): in a file name they can make
 * `txt.exe` read as `exe.txt`, so a download name never keeps them.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The first `max` code points of `text` (never half of a surrogate pair, which no header can carry). */
const firstCodePoints = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/** The title as a Unicode file name: path separators, quotes, control and bidi characters removed. */
export function unicodeFileName(title: string, extension: string): string {
  const cleaned = title
    .replace(BIDI_CONTROLS, '')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const base = firstCodePoints(cleaned, 120).trim();
  return `${base || 'script'}.${extension}`;
}

/** `attachment; filename="…"; filename*=UTF-8''…` for a download named after `title`. */
export function contentDisposition(title: string, extension: string): string {
  const encoded = encodeURIComponent(unicodeFileName(title, extension)).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFileName(title, extension)}"; filename*=UTF-8''${encoded}`;
}
