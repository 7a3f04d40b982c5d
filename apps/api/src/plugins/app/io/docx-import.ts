// Word scripts (.docx): headings become nodes (Heading 1 under the root, Heading 2 under the Heading 1
// before it…), the paragraphs under a heading become its node's text — the script's section for that
// node — with bold runs as the script's `**emphasis**`. The Title paragraph names the root; without
// one, a single top heading with nothing before it is the root, else the file's name is.
//
// The zip is read as the XMind importer reads it (zip.ts): entries counted, declared sizes and ratios
// checked before anything is inflated, each XML part inflated with a hard cap and refused if it
// declares entities. mammoth (which unzips with JSZip) is handed a new zip of only those checked
// parts; the headings are counted on its document tree before the outline is built.
import { zipSync } from 'fflate';
import mammoth from 'mammoth';
import { IMPORT_LIMITS, IMPORT_MESSAGES, ImportError, outline, type Outline } from '@cuemap/shared';
import { TIMING_STYLE } from './docx-export';
import { readZipDirectory, readZipEntry } from './zip';

/** A node of mammoth's document tree (lib/documents.js): the fields read here. */
interface DocElement {
  type: string;
  children?: DocElement[];
  value?: string;
  styleId?: string | null;
  styleName?: string | null;
  isBold?: boolean;
  breakType?: string;
}

const unreadable = (reason: string) => new ImportError(400, IMPORT_MESSAGES.unreadable('docx', reason));

/** The parts mammoth reads: XML and relationships (pictures and embedded files are never read). */
const isXmlPart = (name: string) => /\.(xml|rels)$/i.test(name);

/** Whether a zip is a Word document: it has the main document part where Word, LibreOffice and Pages put it. */
export function isDocxZip(bytes: Uint8Array): boolean {
  try {
    return readZipDirectory(bytes, 'docx').some((e) => e.name === 'word/document.xml');
  } catch {
    return false;
  }
}

/** The file's XML parts, each inflated under the caps and checked for entity declarations, as a stored zip. */
function checkedParts(bytes: Uint8Array): Uint8Array {
  const entries = readZipDirectory(bytes, 'docx');
  if (!entries.some((e) => e.name === 'word/document.xml')) throw unreadable('it has no word/document.xml, so it is not a Word document.');
  const parts: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const entry of entries) {
    if (!isXmlPart(entry.name) || entry.name.endsWith('/')) continue;
    const data = readZipEntry(bytes, entry, 'docx');
    // Word never writes a DOCTYPE; one here can only be there to declare entities. (NULs dropped: the
    // same check reads a part in UTF-16.)
    const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1').replace(/\0/g, '');
    if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new ImportError(400, IMPORT_MESSAGES.entities);
    parts[entry.name] = [data, { level: 0 }];
  }
  return zipSync(parts);
}

/** Heading level of a paragraph: 0 for the Title, 1–9 for Heading 1–9, undefined for body text. */
function headingLevel(p: DocElement): number | undefined {
  const name = (p.styleName ?? '').trim();
  const id = p.styleId ?? '';
  if (/^title$/i.test(name) || (!name && /^title$/i.test(id))) return 0;
  const level = /^heading\s*([1-9])$/i.exec(name)?.[1] ?? (!name ? /^heading([1-9])$/i.exec(id)?.[1] : undefined);
  return level === undefined ? undefined : Number(level);
}

/** A paragraph's text: bold runs as `**…**` (when the mark can hold them), tabs as spaces, line breaks kept. */
function paragraphText(p: DocElement, withEmphasis: boolean): string {
  const segments: { text: string; bold: boolean }[] = [];
  const stack: { el: DocElement; bold: boolean }[] = [{ el: p, bold: false }];
  while (stack.length) {
    const { el, bold } = stack.pop()!;
    if (el.type === 'text') segments.push({ text: el.value ?? '', bold });
    else if (el.type === 'tab') segments.push({ text: ' ', bold });
    else if (el.type === 'break') segments.push({ text: el.breakType === 'line' ? '\n' : ' ', bold: false });
    else if (el.children && el.type !== 'noteReference' && el.type !== 'commentReference') {
      const runBold = bold || (el.type === 'run' && (el.isBold === true || /^strong$/i.test(el.styleName ?? '')));
      for (let i = el.children.length - 1; i >= 0; i--) stack.push({ el: el.children[i]!, bold: runBold });
    }
  }
  let out = '';
  for (let i = 0; i < segments.length; ) {
    const bold = withEmphasis && segments[i]!.bold;
    let text = '';
    for (; i < segments.length && (withEmphasis && segments[i]!.bold) === bold; i++) text += segments[i]!.text;
    const inner = text.trim();
    // `**` cannot hold a line break or a '*'; blank bold text is just its spaces.
    if (!bold || !inner || /[*\n]/.test(inner)) out += text;
    else out += `${text.slice(0, text.indexOf(inner))}**${inner}**${text.slice(text.indexOf(inner) + inner.length)}`;
  }
  return out.replace(/[ \t\u00a0]+/g, ' ').trim();
}

/** The document's paragraphs in reading order (those in tables included), its headings counted first. */
function paragraphsOf(document: DocElement): DocElement[] {
  const paragraphs: DocElement[] = [];
  let headings = 0;
  const stack: DocElement[] = [document];
  while (stack.length) {
    const el = stack.pop()!;
    if (el.type === 'paragraph') {
      if (headingLevel(el) !== undefined && ++headings > IMPORT_LIMITS.nodesMax) throw new ImportError(400, IMPORT_MESSAGES.tooManyNodes);
      paragraphs.push(el);
    } else if (el.children) for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]!);
  }
  return paragraphs;
}

/** The outline of a Word document. Throws ImportError for a broken or hostile file. */
export async function parseDocx(bytes: Uint8Array, fileTitle: string): Promise<Outline> {
  const checked = checkedParts(bytes);
  let paragraphs: DocElement[] | undefined;
  try {
    await mammoth.convertToHtml(
      { buffer: Buffer.from(checked.buffer, checked.byteOffset, checked.byteLength) },
      {
        externalFileAccess: false,
        // Read the tree mammoth built, and give it nothing to write as HTML.
        transformDocument: (document: DocElement) => {
          paragraphs = paragraphsOf(document);
          return { ...document, children: [] };
        },
      },
    );
  } catch (err) {
    if (err instanceof ImportError) throw err;
    throw unreadable(`${err instanceof Error ? err.message.split('\n')[0] : 'it is damaged'}`.replace(/\.?$/, '.'));
  }
  const top = outline(fileTitle);
  let titled = false;
  let count = 0;
  const headings: { level: number; node: Outline }[] = [];
  const section = () => headings[headings.length - 1]?.node ?? top;
  for (const p of paragraphs ?? []) {
    // The times our own export prints, and a table of contents (its entries repeat the headings).
    if (p.styleName === TIMING_STYLE.name || /^(toc\b|table of contents|contents\b)/i.test(p.styleName ?? p.styleId ?? '')) continue;
    const level = headingLevel(p);
    const text = paragraphText(p, level === undefined);
    if (!text) continue;
    if (level === 0 && !titled && !count && !top.details) {
      top.title = text;
      titled = true;
    } else if (level !== undefined && level > 0) {
      while (headings.length && headings[headings.length - 1]!.level >= level) headings.pop();
      const node = outline(text);
      section().children.push(node);
      headings.push({ level, node });
      count++;
    } else {
      const target = section();
      target.details = target.details ? `${target.details}\n\n${text}` : text;
    }
  }
  if (!count && !top.details.trim()) throw new ImportError(400, IMPORT_MESSAGES.noTopics);
  // One heading at the top with nothing before it (and no Title) is the root; otherwise the document is.
  return !titled && top.children.length === 1 && !top.details.trim() ? top.children[0]! : top;
}
