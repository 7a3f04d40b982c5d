// The script's files for the lectern and for editing (issue 24, item 8): the PDF read back as text (cue
// marks rendered, never raw; large type; each section's time and the total at the script's speed), the
// Markdown and Word files read back by the importers and by mammoth.
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { writeScriptMarkdown } from '@cuemap/shared';
import { writeScriptDocx } from '../../src/plugins/app/io/docx-export';
import { importBody } from '../../src/plugins/app/io/import-body';
import { writeScriptPdf } from '../../src/plugins/app/io/pdf-export';
import { pdfLines, pdfText } from './pdf-text';
import { importMap, outlineLines } from './support';

const labels = { page: (n: number, total: number) => `Page ${n} of ${total}` };
const words = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');

// 70 spoken words (cue marks are no words), then 140: at 140 WPM 0:30 and 1:00, 1:30 in all.
const sections = [
  { heading: 'Hook', text: `Imagine **one idea** [pause] that changes [slide 1] everything. [smile] [look up] ${words(61)}\n\nThen ${words(1)} more.` },
  { heading: 'Close', text: `${words(138)} **thank** [Pause 2s] you [smile]` },
];

describe('the lectern PDF', () => {
  it('renders cue marks (bold emphasis, a pause mark, notes in the margin) and never prints them raw', async () => {
    const pdf = await writeScriptPdf('Talk', sections, labels, { wpm: 140 });
    const text = pdfText(pdf);
    expect(text).not.toMatch(/\[|\]|\*\*/);
    const lines = pdfLines(pdf);
    const body = lines.find((l) => l.text.startsWith('Imagine'))!;
    expect(body.runs).toEqual(
      expect.arrayContaining([
        { text: 'Imagine ', size: 18, bold: false },
        { text: 'one idea', size: 18, bold: true },
        { text: '// pause', size: 18, bold: true },
      ]),
    );
    // The note left the text (one space where it was) for the margin, in small type.
    const bodyText = lines
      .filter((l) => l.size === 18)
      .map((l) => l.text)
      .join(' ');
    expect(bodyText).toContain('Imagine one idea // pause that changes everything. word word');
    expect(lines.filter((l) => ['slide 1', 'smile', 'look up'].includes(l.text)).map((l) => l.size)).toEqual([10, 10, 10, 10]);
    expect(bodyText).toContain('thank // pause 2s you');
  });

  it('leaves the notes out when asked, and keeps the pauses', async () => {
    const text = pdfText(await writeScriptPdf('Talk', sections, labels, { wpm: 140, notes: 'omit' }));
    expect(text).not.toMatch(/slide 1|smile|\[|\*\*/);
    expect(text).toContain('changes everything.');
    expect(text).toContain('// pause');
  });

  it("prints each section's time, where the talk stands after it, and the total at the script's speed", async () => {
    const text = pdfText(await writeScriptPdf('Talk', sections, labels, { wpm: 140 }));
    expect(text).toContain('Total 1:30 at 140 WPM');
    expect(text).toContain('Hook\n0:30 · ends at 0:30');
    expect(text).toContain('Close\n1:00 · ends at 1:30');
    // Without a speed: the spec's default, 80 WPM.
    const byDefault = pdfText(await writeScriptPdf('Talk', [{ heading: 'All', text: words(80) }], labels));
    expect(byDefault).toContain('Total 1:00 at 80 WPM');
  });

  it('sets the body in Large type (18 pt) by default and Extra large (24 pt) on request, headings larger', async () => {
    for (const size of [18, 24] as const) {
      const lines = pdfLines(await writeScriptPdf('Talk', sections, labels, { size }));
      const body = lines.filter((l) => l.text.includes('word word'));
      expect(body.length).toBeGreaterThan(2);
      expect(new Set(body.map((l) => l.size))).toEqual(new Set([size]));
      expect(lines.find((l) => l.text === 'Hook')!.size).toBeGreaterThan(size);
    }
  });
});

describe('the lectern PDF layout', () => {
  it('keeps every heading on the page of its time and first line of text', async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ heading: `Section ${i + 1}`, text: words(5 + ((i * 37) % 90)) }));
    const lines = pdfLines(await writeScriptPdf('Long talk', many, labels));
    expect(Math.max(...lines.map((l) => l.page))).toBeGreaterThan(5);
    for (const [i, line] of lines.entries()) {
      if (!/^Section \d+$/.test(line.text)) continue;
      expect(lines[i + 1]!.text, line.text).toMatch(/ends at/);
      expect([lines[i + 1]!.page, lines[i + 2]!.page], line.text).toEqual([line.page, line.page]);
      expect(lines[i + 2]!.text).toMatch(/^word/);
    }
  });
});

describe('the script as Markdown', () => {
  it('writes a heading per section, keeps cue marks and escapes what Markdown would read as markup', () => {
    const md = writeScriptMarkdown(
      'Talk',
      [
        { heading: 'Hook', text: 'Say **this** [pause] now.\n\n# not a heading, 1. not a list, <b>not html</b> & a_b' },
        { heading: '', text: '- still text' },
      ],
      'margin',
    );
    expect(md).toBe(
      '# Talk\n\n## Hook\n\nSay **this** [pause] now.\n\n\\# not a heading, 1. not a list, \\<b\\>not html\\</b\\> \\& a\\_b\n\n\\- still text\n',
    );
    expect(writeScriptMarkdown('T', [{ heading: 'H', text: 'a [slide 2] b [pause] c' }], 'omit')).toBe('# T\n\n## H\n\na b [pause] c\n');
  });

  it('reads back through the Markdown importer: a node per section, its text with the cue marks', () => {
    const md = writeScriptMarkdown('Talk', sections, 'margin');
    const map = importMap(md, 'talk.md');
    expect(outlineLines(map)).toEqual(['0 Talk', '1 Hook', '1 Close']);
    expect(map.nodes.slice(1).map((n) => n.text)).toEqual(sections.map((s) => s.text));
  });
});

describe('the script as Word', () => {
  it('has headings per section, bold emphasis and the cue marks, as mammoth reads it', async () => {
    const docx = await writeScriptDocx('Talk', sections, { wpm: 140, size: 24 });
    const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(docx) });
    expect(html).toContain('<h1>Hook</h1>');
    expect(html).toContain('<h1>Close</h1>');
    // Cues in italics (and colour), as written: an edited file imports back with them.
    expect(html).toContain('Imagine <strong>one idea</strong> <em>[pause]</em> that changes <em>[slide 1]</em> everything.');
    expect(html).toContain('Total 1:30 at 140 WPM');
    expect(html).toContain('0:30 · ends at 0:30');
    const omitted = (await mammoth.extractRawText({ buffer: Buffer.from(await writeScriptDocx('Talk', sections, { notes: 'omit' })) })).value;
    expect(omitted).not.toMatch(/slide 1|smile/);
  });

  it('imports back as the same script: the title, a node per section with its text and cue marks, no times', async () => {
    const docx = await writeScriptDocx('Talk', sections, { wpm: 140 });
    const { body, format } = await importBody(docx, 'anything.docx');
    expect(format).toBe('docx');
    const map = { nodes: body.nodes ?? [], connections: body.connections ?? [], nodeOrder: body.nodeOrder ?? [] };
    expect(outlineLines(map)).toEqual(['0 Talk', '1 Hook', '1 Close']);
    expect(map.nodes.map((n) => n.text)).toEqual(['', ...sections.map((s) => s.text)]);
  });
});
