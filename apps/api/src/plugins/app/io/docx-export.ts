// The script as a Word document (docx): the title (Word's Title style) and the total time, then per
// section a Heading 1, its time and its paragraphs, in large type. Emphasis is bold; a [pause] and the
// other cues stay as written, in italic colour, so a file edited in Word imports back with its cues
// (Word has no margin column: notes stay in place unless left out). The times are in their own
// paragraph style, which the Word importer skips.
import type { Paragraph, TextRun } from 'docx';
import {
  EXPORT_MESSAGES,
  SCRIPT_TYPE_SIZES,
  TELEPROMPTER_SPEED,
  exportPieces,
  formatSpeakingTime,
  scriptParagraphs,
  scriptTimings,
  type ExportSection,
  type ScriptNoteMode,
  type ScriptTypeSize,
} from '@cuemap/shared';

/** The paragraph style of the printed times: the importer (docx-import.ts) leaves these paragraphs out. */
export const TIMING_STYLE = { id: 'CuemapTiming', name: 'Cuemap timing' } as const;

const CUE_COLOR = '1F6F99';
const NOTE_COLOR = '6B4C8C';
const GREY = '5F6B7A';

export interface DocxOptions {
  size: ScriptTypeSize;
  notes: ScriptNoteMode;
  wpm: number;
}

/** Points as Word's half-points. */
const half = (points: number) => Math.round(points * 2);

/** The docx library: imported with the first Word file (the server and most job workers never write one). */
type Docx = typeof import('docx');

function paragraphRuns({ TextRun }: Docx, paragraph: string, notes: ScriptNoteMode): TextRun[] {
  return exportPieces(paragraph, notes).map((p) => {
    if (p.kind === 'text') return new TextRun(p.text);
    if (p.kind === 'emphasis') return new TextRun({ text: p.text, bold: true });
    return new TextRun({ text: `[${p.text}]`, italics: true, color: p.kind === 'pause' ? CUE_COLOR : NOTE_COLOR });
  });
}

export async function writeScriptDocx(title: string, sections: readonly ExportSection[], options: Partial<DocxOptions> = {}): Promise<Uint8Array> {
  const size = options.size ?? SCRIPT_TYPE_SIZES[0];
  const notes = options.notes ?? 'margin';
  const wpm = options.wpm ?? TELEPROMPTER_SPEED.default;
  const docx = await import('docx');
  const { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } = docx;
  const timings = scriptTimings(sections, wpm);
  const timing = (text: string) => new Paragraph({ style: TIMING_STYLE.id, children: [new TextRun(text)] });
  const children: Paragraph[] = [new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(title)] })];
  if (sections.length) children.push(timing(EXPORT_MESSAGES.total(formatSpeakingTime(timings.total), wpm)));
  else children.push(new Paragraph({ children: [new TextRun(EXPORT_MESSAGES.emptyScript)] }));
  sections.forEach((section, i) => {
    if (section.heading.trim()) {
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(section.heading)] }));
      const time = timings.sections[i]!;
      children.push(timing(EXPORT_MESSAGES.sectionTime(formatSpeakingTime(time.seconds), formatSpeakingTime(time.endsAt))));
    }
    for (const paragraph of scriptParagraphs(section.text)) children.push(new Paragraph({ children: paragraphRuns(docx, paragraph, notes) }));
  });
  const doc = new Document({
    creator: 'Cuemap',
    title,
    styles: {
      default: {
        document: { run: { size: half(size), font: 'Georgia' }, paragraph: { spacing: { after: half(size) * 5, line: 320 } } },
        title: { run: { size: half(size + 14), bold: true, font: 'Georgia', color: '000000' } },
        heading1: {
          run: { size: half(size + 6), bold: true, font: 'Georgia', color: '000000' },
          paragraph: { spacing: { before: half(size) * 10, after: 60 } },
        },
      },
      paragraphStyles: [
        {
          id: TIMING_STYLE.id,
          name: TIMING_STYLE.name,
          basedOn: 'Normal',
          next: 'Normal',
          run: { size: half(Math.max(11, Math.round(size * 0.6))), color: GREY },
          paragraph: { alignment: AlignmentType.LEFT, spacing: { after: half(size) * 4 } },
        },
      ],
    },
    sections: [{ children }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
