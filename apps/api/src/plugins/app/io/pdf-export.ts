// The script as a print-ready PDF (pdfkit) for the lectern: the title and total time, then one heading
// and time per section, the text in large type with its cue marks rendered, page numbers in the footer. Unicode text is set in Source Serif 4 (the @fontsource files the web app
// ships): each run of characters in the subset file that covers it. Characters none of those cover
// (Chinese, Japanese, Korean, symbols…) are set in the first system font that has them (see
// FALLBACK_FONTS); without the Source Serif files, Helvetica with what it cannot show replaced by '?'.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type * as Fontkit from 'fontkit';
import type PDFKitDocument from 'pdfkit';
import {
  EXPORT_MESSAGES,
  SCRIPT_TYPE_SIZES,
  TELEPROMPTER_SPEED,
  exportPieces,
  formatSpeakingTime,
  scriptTimings,
  type ExportPiece,
  type ScriptNoteMode,
  type ScriptTypeSize,
} from '@cuemap/shared';
import { LineSetter, type FontFace, type Rgb, type SetPart } from './pdf-lines';

export interface PdfSection {
  heading: string;
  text: string;
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
const RIGHT_TO_LEFT: [number, number][] = [
  [0x0590, 0x08ff],
  [0xfb1d, 0xfdff],
  [0xfe70, 0xfeff],
  [0x10800, 0x10fff],
  [0x1e800, 0x1efff],
];

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

/**
 * pdfkit and fontkit, imported with the first PDF (the module cache keeps them): importing them costs about
 * 0.3 s of CPU, which every server start and job worker paid before, though most never write a PDF.
 */
async function loadPdfLibraries(): Promise<{ PDFDocument: typeof PDFKitDocument; fontkit: typeof Fontkit }> {
  const [pdfkit, fontkit] = await Promise.all([import('pdfkit'), import('fontkit')]);
  return { PDFDocument: pdfkit.default, fontkit };
}

/** The fallback fonts present on this machine, each with its glyph coverage. */
function fallbackFaces(list: [string, string?][], fontkit: typeof Fontkit): FontFace[] {
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

function loadFaces(fontkit: typeof Fontkit): FontFace[] {
  const serif = sourceSerifFaces();
  if (!serif.length) return [];
  return [...serif, ...fallbackFaces(FALLBACK_FONTS, fontkit)];
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

/** Type sizes for a body size: headings and the title larger, times and notes smaller. */
function sizesFor(body: number) {
  return { title: body + 14, heading: body + 6, body, meta: Math.max(11, Math.round(body * 0.6)), note: body >= 24 ? 12 : 10, footer: 10 };
}

const GREY: Rgb = [0.38, 0.42, 0.48];
const PAUSE: Rgb = [0.05, 0.4, 0.6];
const NOTE: Rgb = [0.45, 0.3, 0.55];
/** The page's side margins; with margin notes the right one holds a column for them. */
const SIDE = 56;
const NOTE_COLUMN = { gap: 14, width: 104 } as const;

export interface PdfOptions {
  /** Body type size in points. */
  size: ScriptTypeSize;
  notes: ScriptNoteMode;
  /** Words per minute the section times are printed at. */
  wpm: number;
}

const DEFAULTS: PdfOptions = { size: SCRIPT_TYPE_SIZES[0], notes: 'margin', wpm: TELEPROMPTER_SPEED.default };

/** A cue's pieces as plain text, for the standard-font fallback (no Unicode fonts on the machine). */
function plainText(pieces: ExportPiece[]): string {
  return pieces.map((p) => (p.kind === 'pause' ? `// ${p.text}` : p.kind === 'cue' ? `(${p.text})` : p.text)).join('');
}

/**
 * The PDF's bytes: the title and the script's total time at its speed, then each section's heading
 * and time, its paragraphs with emphasis in bold, pauses as a mark and other cues in the margin (or
 * left out). `labels.page(n, total)` words the footer.
 */
export async function writeScriptPdf(
  title: string,
  sections: readonly PdfSection[],
  labels: { page: (n: number, total: number) => string },
  options: Partial<PdfOptions> = {},
): Promise<Buffer> {
  // An option given as undefined takes its default too.
  const size = options.size ?? DEFAULTS.size;
  const notes = options.notes ?? DEFAULTS.notes;
  const wpm = options.wpm ?? DEFAULTS.wpm;
  const SIZES = sizesFor(size);
  const { PDFDocument, fontkit } = await loadPdfLibraries();
  faces ??= loadFaces(fontkit);
  const all = faces;
  const marginNotes = notes === 'margin' && sections.some((s) => exportPieces(s.text, 'margin').some((p) => p.kind === 'cue'));
  const right = marginNotes ? SIDE + NOTE_COLUMN.gap + NOTE_COLUMN.width : SIDE;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 72, left: SIDE, right },
    bufferPages: true,
    info: { Title: title, Creator: 'Cuemap' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const setter = all.length ? new LineSetter(doc) : undefined;
  type WriteOptions = { lineGap?: number; align?: 'left' | 'center'; width?: number; pageBreaks?: boolean; color?: Rgb };
  const write = (text: string, size: number, bold: boolean, options: WriteOptions = {}) => {
    doc.fontSize(size);
    if (!setter) {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(text.replace(/[^\n\u0020-\u00ff]/g, '?'), { ...options, lineBreak: options.pageBreaks !== false });
      return;
    }
    for (const line of text.split('\n'))
      setter.set(
        runs(line, all).map((r) => ({ ...r, color: options.color })),
        size,
        bold,
        options,
      );
    // moveDown() measures with the current font: the main face, as for every paragraph.
    setter.font(all[0]!, bold);
  };
  // Margin notes: beside the line they fall on, below the previous note on the same page.
  let notePage: unknown;
  let noteBottom = 0;
  const onNotes = (texts: string[], top: number) => {
    if (doc.page !== notePage) {
      notePage = doc.page;
      noteBottom = 0;
    }
    doc.x = doc.page.width - SIDE - NOTE_COLUMN.width;
    doc.y = Math.max(top, noteBottom);
    for (const text of texts) write(text, SIZES.note, false, { width: NOTE_COLUMN.width, pageBreaks: false, lineGap: 1, color: NOTE });
    noteBottom = doc.y + 4;
  };
  const writeParagraph = (paragraph: string) => {
    const pieces = exportPieces(paragraph, notes);
    doc.fontSize(SIZES.body);
    if (!setter) {
      doc.font('Helvetica').text(plainText(pieces).replace(/[^\n\u0020-\u00ff]/g, '?'), { lineGap: size / 3, align: 'left' });
      return;
    }
    const parts: SetPart[] = pieces.flatMap((p): SetPart[] => {
      if (p.kind === 'text') return runs(p.text, all);
      if (p.kind === 'emphasis') return runs(p.text, all).map((r) => ({ ...r, bold: true }));
      // '//' is the pause mark of marked-up speeches (and every face has it, unlike '‖' or '⏸').
      if (p.kind === 'pause') return runs(`// ${p.text.toLowerCase()}`, all).map((r) => ({ ...r, bold: true, color: PAUSE }));
      return [{ text: '', face: all[0], note: p.text }];
    });
    // Notes taken out to the margin leave one space between the words around them, not two.
    let spaceBefore = false;
    let afterNote = false;
    for (const part of parts) {
      if (part.note !== undefined) {
        afterNote = true;
        continue;
      }
      if (afterNote && spaceBefore) part.text = part.text.replace(/^\s+/, '');
      if (part.text) {
        spaceBefore = /\s$/.test(part.text);
        afterNote = false;
      }
    }
    setter.set(parts, SIZES.body, false, { lineGap: size / 3, align: 'left', onNotes });
    setter.font(all[0]!, false);
  };
  const timings = scriptTimings(sections, wpm);
  write(title, SIZES.title, true, { align: 'left' });
  doc.moveDown(0.2);
  if (sections.length) write(EXPORT_MESSAGES.total(formatSpeakingTime(timings.total), wpm), SIZES.meta, false, { color: GREY });
  doc.moveDown(0.8);
  if (!sections.length) writeParagraph(EXPORT_MESSAGES.emptyScript);
  for (const [index, section] of sections.entries()) {
    // Off the server's event loop (a job worker), but still: let the worker answer between sections.
    if (index % 8 === 7) await yieldToLoop();
    if (section.heading) {
      // A heading stays with its time and the first lines of its text: a new page when they would not fit.
      if (doc.y + (SIZES.heading + SIZES.meta + 2 * SIZES.body) * 1.5 > doc.page.height - doc.page.margins.bottom) doc.addPage();
      else doc.moveDown(0.6);
      write(section.heading, SIZES.heading, true);
      const time = timings.sections[index]!;
      write(EXPORT_MESSAGES.sectionTime(formatSpeakingTime(time.seconds), formatSpeakingTime(time.endsAt)), SIZES.meta, false, { color: GREY });
      doc.moveDown(0.4);
    }
    for (const paragraph of section.text.split(/\n{2,}/)) {
      if (!paragraph.trim()) continue;
      writeParagraph(paragraph.trim());
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
    // Centred on the page (the text column is off-centre when it has a margin for notes).
    doc.x = SIDE;
    write(labels.page(i + 1, range.count), SIZES.footer, false, { align: 'center', width: doc.page.width - 2 * SIDE, pageBreaks: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
