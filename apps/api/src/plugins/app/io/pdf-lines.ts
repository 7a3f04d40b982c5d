// Lines of the PDF export (pdf-export.ts) set straight into the page's content stream: words broken
// across lines by their measured widths, each run of one font one Tf/TJ, in time linear in the text.

/** A typeface the export sets text in: its files and which code points it has. */
export interface FontFace {
  regular: string;
  bold: string;
  /** The face's name inside a font collection (.ttc), for pdfkit. */
  family?: string;
  /** Whether the face has a glyph for a code point. */
  covers(cp: number): boolean;
}

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

/** A colour as PDF fill components, 0–1. */
export type Rgb = readonly [number, number, number];

/**
 * A run of text in one face. `bold` and `color` override the call's; a `note` is no text but a mark
 * that the line it falls on has a margin note (set's onNotes).
 */
export interface SetPart {
  text: string;
  face: FontFace | undefined;
  bold?: boolean;
  color?: Rgb;
  note?: string;
}

/** A piece of a line in one font: a word, a space, or one character of a script written without spaces. */
interface Atom {
  font: PdfFont;
  text: string;
  width: number;
  space: boolean;
  color?: Rgb;
  note?: string;
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
export class LineSetter {
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
  private lines(parts: SetPart[], bold: boolean, size: number, width: number): Atom[][] {
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
          if (atom.note !== undefined) {
            line.push(atom);
            continue;
          }
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
      const font = this.font(part.face!, part.bold ?? bold);
      if (part.note !== undefined) {
        // No width: it goes with the word it touches.
        word.push({ font, text: '', width: 0, space: false, note: part.note });
        continue;
      }
      for (const [text] of part.text.matchAll(ATOMS)) {
        const atom: Atom = { font, text, width: this.width(font, text, size), space: /^\s/.test(text), color: part.color };
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
  set(
    parts: SetPart[],
    size: number,
    bold: boolean,
    opts: { lineGap?: number; align?: 'left' | 'center'; width?: number; pageBreaks?: boolean; onNotes?: (notes: string[], top: number) => void },
  ) {
    const doc = this.doc;
    const internals = doc as unknown as PdfInternals;
    const left = doc.x;
    const width = opts.width ?? doc.page.width - doc.page.margins.left - doc.page.margins.right;
    for (const atoms of this.lines(parts, bold, size, width)) {
      const notes = atoms.flatMap((a) => (a.note !== undefined ? [a.note] : []));
      const line = notes.length ? atoms.filter((a) => a.note === undefined) : atoms;
      const fonts = [...new Set(line.map((a) => a.font))];
      if (!fonts.length) fonts.push(this.font(parts[0]!.face!, bold));
      const height = Math.max(...fonts.map((f) => f.lineHeight(size, true)));
      if (opts.pageBreaks !== false && doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const lineWidth = line.reduce((sum, a) => sum + a.width, 0);
      const x = left + (opts.align === 'center' ? (width - lineWidth) / 2 : 0);
      const baseline = doc.page.height - doc.y - (Math.max(...fonts.map((f) => f.ascender)) / 1000) * size;
      // pdfkit's page space is flipped (y down); text is set in the PDF's own (y up).
      const ops = [`q 1 0 0 -1 0 ${num(doc.page.height)} cm BT 1 0 0 1 ${num(x)} ${num(baseline)} Tm`];
      let color: Rgb | undefined;
      for (let i = 0; i < line.length; ) {
        const font = line[i]!.font;
        const runColor = line[i]!.color;
        let text = '';
        for (; i < line.length && line[i]!.font === font && line[i]!.color === runColor; i++) text += line[i]!.text;
        internals.page.fonts[font.id] ??= font.ref();
        if (runColor !== color) ops.push(`${(runColor ?? [0, 0, 0]).map(num).join(' ')} rg`);
        color = runColor;
        ops.push(`/${font.id} ${num(size)} Tf [${tjArray(font, text)}] TJ`);
      }
      ops.push('ET Q');
      doc.addContent(ops.join('\n'));
      const top = doc.y;
      doc.y += height + (opts.lineGap ?? 0);
      if (notes.length && opts.onNotes) {
        const below = doc.y;
        opts.onNotes(notes, top);
        doc.x = left;
        doc.y = below;
      }
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
