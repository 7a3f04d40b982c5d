// Which format a file is (extension and content), and its outline. Pure: bytes in, outline out.
import {
  DEFAULT_SCRIPT_TITLE,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  ImportError,
  canonicalTitle,
  parseIndentedText,
  type ImportFormat,
  type Outline,
} from '@cuemap/shared';
import { parseMarkdown } from './markdown-import';
import { parseFreeMind, parseOpml, parseXmindXml } from './xml-formats';
import { parseXmind } from './xmind';
import { isZip } from './zip';

export interface ReadImport {
  root: Outline;
  format: ImportFormat;
  /** What people should know (e.g. only the first sheet was read). */
  notes: string[];
  /** The file's name without its extension: names the script when the file has no single root. */
  fileTitle: string;
}

const EXTENSIONS: Record<string, ImportFormat> = {
  md: 'markdown',
  markdown: 'markdown',
  mdown: 'markdown',
  mkd: 'markdown',
  opml: 'opml',
  mm: 'freemind',
  xmind: 'xmind',
  docx: 'docx',
  txt: 'text',
  text: 'text',
};

export function splitName(filename: string | undefined): { base: string; ext: string } {
  const name = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? { base: name.slice(0, dot), ext: name.slice(dot + 1).toLowerCase() } : { base: name, ext: '' };
}

/** Windows-1252's characters at 0x80–0x9F (where ISO-8859-1 has C1 controls), as WHATWG decodes both labels. */
const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

// The text scanned below comes from uploaded files: each scan moves forward only (indexOf, or a
// cursor that never goes back), so its work is linear in the text.

/** Whether `text` at `at` is `word` (lower-case ASCII) in any case. */
function asciiWordAt(text: string, at: number, word: string): boolean {
  if (at < 0 || at + word.length > text.length) return false;
  for (let k = 0; k < word.length; k++) {
    const c = text.charCodeAt(at + k);
    if ((c >= 65 && c <= 90 ? c + 32 : c) !== word.charCodeAt(k)) return false;
  }
  return true;
}

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
const isValueChar = (c: string | undefined) => c !== undefined && /[\w.:-]/.test(c);
const isQuote = (c: string | undefined) => c === '"' || c === "'";

/**
 * The encoding an XML declaration at the start of `head` names (`<?xml … encoding="…"`, in any case,
 * before the first '>'), as `/^<\?xml[^>]*encoding=["']([\w.:-]+)["']/i` finds it: the last such
 * attribute wins.
 */
export function declaredEncoding(head: string): string | undefined {
  if (!asciiWordAt(head, 0, '<?xml')) return undefined;
  const gt = head.indexOf('>');
  const declaration = gt < 0 ? head : head.slice(0, gt);
  for (let at = declaration.length - 9; at >= 5; at--) {
    if (!asciiWordAt(declaration, at, 'encoding=') || !isQuote(declaration[at + 9])) continue;
    let end = at + 10;
    while (isValueChar(declaration[end])) end++;
    if (end > at + 10 && isQuote(declaration[end])) return declaration.slice(at + 10, end);
  }
  return undefined;
}

/** A legacy encoding for bytes that are not UTF-8: the XML declaration's, else Windows-1252 (old Windows files). */
function legacyDecode(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw new ImportError(400, IMPORT_MESSAGES.unsupported);
  const declared = declaredEncoding(new TextDecoder('latin1').decode(bytes.subarray(0, 200)));
  for (const label of [declared, 'windows-1252']) {
    if (!label) continue;
    try {
      const text = new TextDecoder(label).decode(bytes);
      // Node may decode these labels as plain ISO-8859-1: map the C1 range as Windows-1252 does.
      return /^(windows-1252|iso-8859-1|latin1|us-ascii|cp1252)$/i.test(label)
        ? text.replace(/[\u0080-\u009f]/g, (c) => CP1252[c.charCodeAt(0) - 0x80]!)
        : text;
    } catch {
      // An encoding the runtime does not know: try the next.
    }
  }
  throw new ImportError(400, IMPORT_MESSAGES.unsupported);
}

/** The bytes as text: UTF-16 by its byte-order mark, else UTF-8, else a legacy encoding; binary data is refused. */
function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    else text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = legacyDecode(bytes);
  }
  // eslint-disable-next-line no-control-regex -- control characters mark binary data
  const controls = text.slice(0, 65_536).match(/[\u0000-\u0008\u000E-\u001F]/g)?.length ?? 0;
  if (text.includes('\u0000') || controls > 8) throw new ImportError(400, IMPORT_MESSAGES.unsupported);
  return text.replace(/^\uFEFF/, '');
}

/**
 * `head` without its processing instructions, comments and DOCTYPEs, as
 * `/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/gi` removes them, in one pass:
 * a terminator a search did not find after one place is not found after a later one either.
 */
export function removeXmlProlog(head: string): string {
  let out = '';
  let done = 0;
  const missing = new Set<string>();
  /** The index after the first `close` from `from`, or -1 (and never searched for again). */
  const past = (close: string, from: number) => {
    if (missing.has(close)) return -1;
    const found = head.indexOf(close, from);
    if (found < 0) missing.add(close);
    return found < 0 ? -1 : found + close.length;
  };
  let nextGt = -2;
  let nextBracket = -2;
  /** A DOCTYPE's end from `from` (after `<!DOCTYPE`): its first '>', or after an internal subset `[…]` the first `]` then '>'. */
  const doctypeEnd = (from: number) => {
    if (nextGt !== -1 && nextGt < from) nextGt = head.indexOf('>', from);
    if (nextBracket !== -1 && nextBracket < from) nextBracket = head.indexOf('[', from);
    if (nextGt >= 0 && (nextBracket < 0 || nextGt < nextBracket)) return nextGt + 1;
    if (nextBracket < 0 || missing.has(']')) return -1;
    for (let close = head.indexOf(']', nextBracket + 1); close >= 0; close = head.indexOf(']', close + 1)) {
      let k = close + 1;
      while (isSpace(head[k])) k++;
      if (head[k] === '>') return k + 1;
    }
    missing.add(']');
    return -1;
  };
  for (let at = head.indexOf('<'); at >= 0; ) {
    let end = -1;
    if (head[at + 1] === '?') end = past('?>', at + 2);
    else if (head.startsWith('<!--', at)) end = past('-->', at + 4);
    else if (asciiWordAt(head, at, '<!doctype')) end = doctypeEnd(at + 9);
    if (end >= 0) {
      out += head.slice(done, at);
      done = end;
      at = head.indexOf('<', end);
    } else at = head.indexOf('<', at + 1);
  }
  return out + head.slice(done);
}

/** The root element's name when the text is XML (after the declaration, comments and a DOCTYPE). */
function xmlRoot(text: string): string | undefined {
  const head = removeXmlProlog(text.slice(0, 16_384)).trimStart();
  return /^<([A-Za-z_][\w.:-]*)/.exec(head)?.[1]?.toLowerCase();
}

/** Whether `text` ends by closing the element `name` (`</name>`, any case, white space allowed before and after '>'). */
export function closesAtEnd(text: string, name: string): boolean {
  const trimmed = text.trimEnd();
  let end = trimmed.length - 1;
  if (trimmed[end] !== '>') return false;
  while (isSpace(trimmed[end - 1])) end--;
  const start = end - name.length;
  return start >= 2 && trimmed.slice(start - 2, start) === '</' && asciiWordAt(trimmed, start, name);
}

export function readImport(bytes: Uint8Array, filename?: string): ReadImport {
  if (bytes.length === 0) throw new ImportError(400, IMPORT_MESSAGES.empty);
  if (bytes.length > IMPORT_LIMITS.fileBytesMax) throw new ImportError(413, IMPORT_MESSAGES.tooLarge);
  const { base, ext } = splitName(filename);
  const fileTitle = canonicalTitle(base) || DEFAULT_SCRIPT_TITLE;
  const byName = EXTENSIONS[ext];
  if (isZip(bytes)) {
    const { root, sheets } = parseXmind(bytes);
    return { root, format: 'xmind', notes: sheets > 1 ? [IMPORT_MESSAGES.firstSheetOnly(sheets)] : [], fileTitle };
  }
  if (byName === 'xmind') throw new ImportError(400, IMPORT_MESSAGES.unreadable('xmind', 'it is not a zip archive.'));
  if (byName === 'docx') throw new ImportError(400, IMPORT_MESSAGES.unreadable('docx', 'it is not a zip archive (every .docx file is one).'));
  // An old binary Word file (its OLE2 signature): said so, rather than "can't read".
  if (ext === 'doc' || (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0)) throw new ImportError(400, IMPORT_MESSAGES.oldWord);
  const text = decodeText(bytes);
  if (!text.trim()) throw new ImportError(400, IMPORT_MESSAGES.empty);
  // A text or Markdown file may well start with '<' (a tag, a <placeholder>): it is XML only if it
  // also closes its root element at the end.
  let rootElement = xmlRoot(text);
  if (rootElement && (byName === 'text' || byName === 'markdown') && !closesAtEnd(text, rootElement)) rootElement = undefined;
  if (rootElement === 'opml') return { root: parseOpml(text, fileTitle), format: 'opml', notes: [], fileTitle };
  if (rootElement === 'map') return { root: parseFreeMind(text), format: 'freemind', notes: [], fileTitle };
  if (rootElement === 'xmap-content') {
    const { root, sheets } = parseXmindXml(text);
    return { root, format: 'xmind', notes: sheets > 1 ? [IMPORT_MESSAGES.firstSheetOnly(sheets)] : [], fileTitle };
  }
  if (byName === 'opml' || byName === 'freemind') {
    throw new ImportError(400, IMPORT_MESSAGES.unreadable(byName, byName === 'opml' ? 'there is no <opml> element.' : 'there is no <map> element.'));
  }
  if (rootElement && !byName) throw new ImportError(400, IMPORT_MESSAGES.unsupported);
  // Linear: each line start is tried once, and the match is at most 7 characters long.
  const format: ImportFormat = byName ?? (/^#{1,6}[ \t]/m.test(text) ? 'markdown' : 'text');
  const root = format === 'markdown' ? parseMarkdown(text, fileTitle) : parseIndentedText(text, fileTitle);
  return { root, format, notes: [], fileTitle };
}
