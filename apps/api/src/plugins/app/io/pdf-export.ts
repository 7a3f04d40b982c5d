// The script as a print-ready PDF (pdfkit): the title, then one heading per section in large type,
// page numbers in the footer. Unicode text is set in Source Serif 4 (the @fontsource files the web app
// ships): each run of characters in the subset file that covers it. Characters none of those cover
// (Chinese, Japanese, Korean, symbols…) are set in the first system font that has them (see
// FALLBACK_FONTS); without the Source Serif files, Helvetica with what it cannot show replaced by '?'.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

export interface PdfSection {
  heading: string;
  text: string;
}

interface FontFace {
  regular: string;
  bold: string;
  /** The face's name inside a font collection (.ttc), for pdfkit. */
  family?: string;
  /** Whether the face has a glyph for a code point. */
  covers(cp: number): boolean;
}

/**
 * System fonts for what Source Serif 4 lacks, tried in order: the first one present that has a glyph
 * is used. Regular and bold files (one file serves both where there is no bold). Debian packages:
 * fonts-noto-cjk, fonts-droid-fallback (Chinese, Japanese and Korean in a 1.8 MB download),
 * fonts-dejavu-core (symbols, arrows, Armenian, Georgian…).
 */
const FALLBACK_FONTS: [regular: string, bold?: string][] = [
  ['/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc', '/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc'],
  ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc'],
  ['/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf'],
  // The smaller file of the same package is the one with Hangul.
  ['/usr/share/fonts-droid-fallback/truetype/DroidSansFallback.ttf'],
  ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'],
];

/**
 * Right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko…): pdfkit lays words out left to right,
 * so a fallback font would print them in the wrong order; they are left to Source Serif (which lacks them).
 */
const RIGHT_TO_LEFT: [number, number][] = [[0x0590, 0x08ff], [0xfb1d, 0xfdff], [0xfe70, 0xfeff], [0x10800, 0x10fff], [0x1e800, 0x1efff]];

/** The subset files in the order they are tried (latin first: most text is latin). */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'vietnamese'];

const inRanges = (cp: number, ranges: [number, number][]) => ranges.some(([a, z]) => cp >= a && cp <= z);

function sourceSerifFaces(): FontFace[] {
  try {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve('@fontsource/source-serif-4/unicode.json'));
    const ranges = JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
    return SUBSETS.flatMap((subset) => {
      const file = (weight: number) => path.join(dir, 'files', `source-serif-4-${subset}-${weight}-normal.woff`);
      if (!ranges[subset] || !existsSync(file(400)) || !existsSync(file(700))) return [];
      const parsed = ranges[subset].split(',').map((r): [number, number] => {
        const [a, b] = r.trim().replace(/^U\+/i, '').split('-');
        return [parseInt(a!, 16), parseInt(b ?? a!, 16)];
      });
      return [{ regular: file(400), bold: file(700), covers: (cp: number) => inRanges(cp, parsed) }];
    });
  } catch {
    return [];
  }
}

/** The fallback fonts present on this machine, each with its glyph coverage. */
function fallbackFaces(list: [string, string?][]): FontFace[] {
  return list.flatMap(([regular, bold]) => {
    if (!existsSync(regular)) return [];
    try {
      const opened = fontkit.openSync(regular);
      const font = 'fonts' in opened ? opened.fonts[0] : opened;
      if (!font) return [];
      const family = 'fonts' in opened ? font.postscriptName : undefined;
      const boldFile = bold && existsSync(bold) && !family ? bold : regular;
      return [{ regular, bold: boldFile, family, covers: (cp: number) => !inRanges(cp, RIGHT_TO_LEFT) && font.hasGlyphForCodePoint(cp) }];
    } catch {
      return []; // not a font fontkit can read: skip it
    }
  });
}

function loadFaces(): FontFace[] {
  const serif = sourceSerifFaces();
  if (!serif.length) return [];
  return [...serif, ...fallbackFaces(FALLBACK_FONTS)];
}

let faces: FontFace[] | undefined;
/** The face chosen for each code point met so far (a script repeats the same few thousand characters). */
const faceOf = new Map<number, FontFace | undefined>();

/** `text` split into runs, each with the face that covers it (the first face when none does). */
function runs(text: string, all: FontFace[]): { text: string; face: FontFace | undefined }[] {
  const out: { text: string; face: FontFace | undefined }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    let face = faceOf.get(cp);
    if (face === undefined) {
      face = cp < 0x80 || /\s/.test(ch) ? all[0] : (all.find((f) => f.covers(cp)) ?? all[0]);
      if (faceOf.size >= 65_536) faceOf.clear(); // bounded, whatever a script holds
      faceOf.set(cp, face);
    }
    const last = out[out.length - 1];
    if (last && last.face === face) last.text += ch;
    else out.push({ text: ch, face });
  }
  return out;
}

const SIZES = { title: 30, heading: 20, body: 16, footer: 10 } as const;

/** pdfkit's font object: the parts of it used to set lines directly (pdfkit's own text() is not used, see setLines). */
interface PdfFont {
  id: string;
  /** Per 1000 units of the font size. */
  ascender: number;
  lineHeight(size: number, includeGap?: boolean): number;
  widthOfString(text: string, size: number): number;
  /** Hex glyph ids (registered in the embedded subset, with their characters for ToUnicode) and their advances. */
  encode(text: string): [string[], { xAdvance: number; advanceWidth: number }[]];
  ref(): unknown;
}

interface PdfInternals {
  _font: PdfFont;
  page: { fonts: Record<string, unknown>; height: number; margins: { top: number; bottom: number; left: number } };
}

/** A piece of a line in one font: a word, a space, or one character of a script written without spaces. */
interface Atom {
  font: PdfFont;
  text: string;
  width: number;
  space: boolean;
}

/** Characters between which a line may break although there is no space (CJK ideographs, kana, Hangul, full-width forms). */
const UNSPACED = '\\u2e80-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff\\uff00-\\uffef\\u{20000}-\\u{3ffff}';
const ATOMS = new RegExp(`\\s+|[${UNSPACED}]|[^\\s${UNSPACED}]+`, 'gu');
const ONE_UNSPACED = new RegExp(`^[${UNSPACED}]$`, 'u');

const num = (n: number) => (Math.round(n * 1000) / 1000).toString();

/**
 * Sets text in lines of at most `width` points, broken at spaces (and between CJK characters; a word
 * longer than a line is cut by characters). Each line is one text object in the page content, its runs of
 * consecutive characters in the same font one TJ each. pdfkit's text() made every font switch a text
 * call of its own (and measured an over-long word again after each cut, quadratic in its length): a
 * 480 000-character section alternating 'a→' took 6 s and 940 MB of heap there.
 */
class LineSetter {
  private readonly fonts = new Map<FontFace, { regular?: PdfFont; bold?: PdfFont }>();
  private readonly charWidths = new Map<PdfFont, Map<string, number>>();

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  font(face: FontFace, bold: boolean): PdfFont {
    let loaded = this.fonts.get(face);
    if (!loaded) this.fonts.set(face, (loaded = {}));
    const weight = bold ? 'bold' : 'regular';
    if (!loaded[weight]) {
      const src = face[weight];
      if (face.family) this.doc.font(src, face.family);
      else this.doc.font(src);
      loaded[weight] = (this.doc as unknown as PdfInternals)._font;
    }
    return loaded[weight];
  }

  /** Width at size 1000 of one character, measured once per font. */
  private charWidth(font: PdfFont, ch: string): number {
    let widths = this.charWidths.get(font);
    if (!widths) this.charWidths.set(font, (widths = new Map()));
    let w = widths.get(ch);
    if (w === undefined) widths.set(ch, (w = font.widthOfString(ch, 1000)));
    return w;
  }

  private width(font: PdfFont, text: string, size: number): number {
    let w = 0;
    for (const ch of text) w += this.charWidth(font, ch);
    return (w * size) / 1000;
  }

  /** The text as lines of atoms (no trailing spaces). */
  private lines(parts: { text: string; face: FontFace | undefined }[], bold: boolean, size: number, width: number): Atom[][] {
    const lines: Atom[][] = [];
    let line: Atom[] = [];
    let used = 0;
    const endLine = () => {
      while (line.length && line[line.length - 1]!.space) line.pop();
      lines.push(line);
      line = [];
      used = 0;
    };
    // Atoms that may not be split across lines (a word of several fonts, e.g. 'a→a'), gathered until a break.
    let word: Atom[] = [];
    let wordWidth = 0;
    const placeWord = () => {
      if (!word.length) return;
      if (used + wordWidth > width && line.some((a) => !a.space)) endLine();
      if (wordWidth <= width - used) {
        line.push(...word);
        used += wordWidth;
      } else {
        // Longer than a line: cut by characters.
        for (const atom of word) {
          let piece = '';
          let pieceWidth = 0;
          for (const ch of atom.text) {
            const w = (this.charWidth(atom.font, ch) * size) / 1000;
            if (used + pieceWidth + w > width && (piece || line.length)) {
              if (piece) line.push({ ...atom, text: piece, width: pieceWidth });
              endLine();
              piece = '';
              pieceWidth = 0;
            }
            piece += ch;
            pieceWidth += w;
          }
          if (piece) {
            line.push({ ...atom, text: piece, width: pieceWidth });
            used += pieceWidth;
          }
        }
      }
      word = [];
      wordWidth = 0;
    };
    for (const part of parts) {
      const font = this.font(part.face!, bold);
      for (const [text] of part.text.matchAll(ATOMS)) {
        const atom: Atom = { font, text, width: this.width(font, text, size), space: /^\s/.test(text) };
        if (atom.space) {
          placeWord();
          if (line.length) {
            line.push(atom);
            used += atom.width;
          }
        } else {
          // A CJK character is a word of its own; anything else joins the word it touches.
          const unspaced = ONE_UNSPACED.test(text);
          if (unspaced) placeWord();
          word.push(atom);
          wordWidth += atom.width;
          if (unspaced) placeWord();
        }
      }
    }
    placeWord();
    if (line.length) endLine();
    return lines;
  }

  /** Sets `text` from the document's current position; the position ends below it. */
  set(parts: { text: string; face: FontFace | undefined }[], size: number, bold: boolean, opts: { lineGap?: number; align?: 'left' | 'center'; width?: number; pageBreaks?: boolean }) {
    const doc = this.doc;
    const internals = doc as unknown as PdfInternals;
    const left = doc.x;
    const width = opts.width ?? doc.page.width - doc.page.margins.left - doc.page.margins.right;
    for (const line of this.lines(parts, bold, size, width)) {
      const fonts = [...new Set(line.map((a) => a.font))];
      if (!fonts.length) fonts.push(this.font(parts[0]!.face!, bold));
      const height = Math.max(...fonts.map((f) => f.lineHeight(size, true)));
      if (opts.pageBreaks !== false && doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const lineWidth = line.reduce((sum, a) => sum + a.width, 0);
      const x = left + (opts.align === 'center' ? (width - lineWidth) / 2 : 0);
      const baseline = doc.page.height - doc.y - (Math.max(...fonts.map((f) => f.ascender)) / 1000) * size;
      // pdfkit's page space is flipped (y down); text is set in the PDF's own (y up).
      const ops = [`q 1 0 0 -1 0 ${num(doc.page.height)} cm BT 1 0 0 1 ${num(x)} ${num(baseline)} Tm`];
      for (let i = 0; i < line.length; ) {
        const font = line[i]!.font;
        let text = '';
        for (; i < line.length && line[i]!.font === font; i++) text += line[i]!.text;
        internals.page.fonts[font.id] ??= font.ref();
        ops.push(`/${font.id} ${num(size)} Tf [${tjArray(font, text)}] TJ`);
      }
      ops.push('ET Q');
      doc.addContent(ops.join('\n'));
      doc.y += height + (opts.lineGap ?? 0);
    }
    doc.x = left;
  }
}

/** A TJ array: glyph ids in hex, with kerning (an advance other than the glyph's width) as offsets. */
function tjArray(font: PdfFont, text: string): string {
  const [glyphs, positions] = font.encode(text);
  let out = '';
  let hex = '';
  for (let i = 0; i < glyphs.length; i++) {
    hex += glyphs[i];
    const kern = positions[i]!.xAdvance - positions[i]!.advanceWidth;
    if (kern !== 0) {
      out += `<${hex}> ${num(-kern)} `;
      hex = '';
    }
  }
  return hex ? `${out}<${hex}>` : out.trimEnd();
}

/** The PDF's bytes. `labels.page(n, total)` words the footer. */
export async function writeScriptPdf(title: string, sections: readonly PdfSection[], labels: { page: (n: number, total: number) => string }): Promise<Buffer> {
  faces ??= loadFaces();
  const all = faces;
  const doc = new PDFDocument({ size: 'A4', margins: { top: 64, bottom: 72, left: 64, right: 64 }, bufferPages: true, info: { Title: title, Creator: 'Cuemap' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const setter = all.length ? new LineSetter(doc) : undefined;
  const write = (text: string, size: number, bold: boolean, options: { lineGap?: number; align?: 'left' | 'center'; width?: number; pageBreaks?: boolean } = {}) => {
    doc.fontSize(size);
    if (!setter) {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(text.replace(/[^\n\u0020-\u00ff]/g, '?'), { ...options, lineBreak: options.pageBreaks !== false });
      return;
    }
    for (const line of text.split('\n')) setter.set(runs(line, all), size, bold, options);
    // moveDown() measures with the current font: the main face, as for every paragraph.
    setter.font(all[0]!, bold);
  };
  write(title, SIZES.title, true, { align: 'left' });
  doc.moveDown(0.8);
  for (const [index, section] of sections.entries()) {
    // Off the server's event loop (a job worker), but still: let the worker answer between sections.
    if (index % 8 === 7) await yieldToLoop();
    if (section.heading) {
      doc.moveDown(0.6);
      write(section.heading, SIZES.heading, true);
      doc.moveDown(0.3);
    }
    for (const paragraph of section.text.split(/\n{2,}/)) {
      if (!paragraph.trim()) continue;
      write(paragraph.trim(), SIZES.body, false, { lineGap: 6, align: 'left' });
      doc.moveDown(0.6);
    }
  }
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.x = doc.page.margins.left;
    doc.y = doc.page.height - 44;
    write(labels.page(i + 1, range.count), SIZES.footer, false, { align: 'center', width: doc.page.width - 128, pageBreaks: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
