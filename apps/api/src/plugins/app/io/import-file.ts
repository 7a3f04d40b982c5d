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
  md: 'markdown', markdown: 'markdown', mdown: 'markdown', mkd: 'markdown',
  opml: 'opml', mm: 'freemind', xmind: 'xmind', txt: 'text', text: 'text',
};

function splitName(filename: string | undefined): { base: string; ext: string } {
  const name = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? { base: name.slice(0, dot), ext: name.slice(dot + 1).toLowerCase() } : { base: name, ext: '' };
}

/** Windows-1252's characters at 0x80–0x9F (where ISO-8859-1 has C1 controls), as WHATWG decodes both labels. */
const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** A legacy encoding for bytes that are not UTF-8: the XML declaration's, else Windows-1252 (old Windows files). */
function legacyDecode(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw new ImportError(400, IMPORT_MESSAGES.unsupported);
  const declared = /^<\?xml[^>]*encoding=["']([\w.:-]+)["']/i.exec(new TextDecoder('latin1').decode(bytes.subarray(0, 200)))?.[1];
  for (const label of [declared, 'windows-1252']) {
    if (!label) continue;
    try {
      const text = new TextDecoder(label).decode(bytes);
      // Node may decode these labels as plain ISO-8859-1: map the C1 range as Windows-1252 does.
      return /^(windows-1252|iso-8859-1|latin1|us-ascii|cp1252)$/i.test(label) ? text.replace(/[\u0080-\u009f]/g, (c) => CP1252[c.charCodeAt(0) - 0x80]!) : text;
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

/** The root element's name when the text is XML (after the declaration, comments and a DOCTYPE). */
function xmlRoot(text: string): string | undefined {
  const head = text.slice(0, 16_384).replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/gi, '').trimStart();
  return /^<([A-Za-z_][\w.:-]*)/.exec(head)?.[1]?.toLowerCase();
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
  const text = decodeText(bytes);
  if (!text.trim()) throw new ImportError(400, IMPORT_MESSAGES.empty);
  // A text or Markdown file may well start with '<' (a tag, a <placeholder>): it is XML only if it
  // also closes its root element at the end.
  let rootElement = xmlRoot(text);
  if (rootElement && (byName === 'text' || byName === 'markdown') && !new RegExp(`</${rootElement.replace(/\./g, '\\.')}\\s*>\\s*$`, 'i').test(text)) rootElement = undefined;
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
  const format: ImportFormat = byName ?? (/^#{1,6}[ \t]/m.test(text) ? 'markdown' : 'text');
  const root = format === 'markdown' ? parseMarkdown(text, fileTitle) : parseIndentedText(text, fileTitle);
  return { root, format, notes: [], fileTitle };
}
