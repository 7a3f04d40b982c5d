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

/** The title as a Unicode file name: path separators, quotes and control characters removed. */
export function unicodeFileName(title: string, extension: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const base = title.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 120);
  return `${base || 'script'}.${extension}`;
}

/** `attachment; filename="…"; filename*=UTF-8''…` for a download named after `title`. */
export function contentDisposition(title: string, extension: string): string {
  const encoded = encodeURIComponent(unicodeFileName(title, extension)).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFileName(title, extension)}"; filename*=UTF-8''${encoded}`;
}
