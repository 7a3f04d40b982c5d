// The PDF's line setter (io/pdf-export.ts): each line is one text object whatever the fonts in it, and a
// word longer than a line is cut by characters in one pass. pdfkit's own text() made every font switch
// a text object of its own (a 480 000-character 'a→' section: 6 s and 940 MB of heap) and measured an
// over-long word again after every cut (120 000 letters without a space ran out of memory after 10 min).
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writeScriptPdf } from '../../src/plugins/app/io/pdf-export';

const labels = { page: (n: number, total: number) => `Page ${n} of ${total}` };

/** The inflated page content streams' text objects (BT … ET), and the page count. */
function textObjects(pdf: Buffer): { objects: number; pages: number } {
  const text = pdf.toString('latin1');
  let objects = 0;
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    let content: string;
    try {
      content = inflateSync(Buffer.from(text.slice(start, text.indexOf('endstream', start)), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    objects += content.match(/^BT\b|\sBT\s/gm)?.length ?? 0;
  }
  return { objects, pages: Number(/\/Count (\d+)/.exec(text)?.[1]) };
}

describe('PDF lines', () => {
  it('sets a section alternating two fonts at every character as one text object per line', async () => {
    const { objects, pages } = textObjects(await writeScriptPdf('Arrows', [{ heading: 'A', text: 'a→'.repeat(240_000) }], labels));
    // ~40 lines a page, plus title, heading and footer: nowhere near one object per character.
    expect(pages).toBeGreaterThan(100);
    expect(objects).toBeLessThan(pages * 60);
  });

  it('cuts a word far longer than a line across lines and pages', async () => {
    const { objects, pages } = textObjects(await writeScriptPdf('Word', [{ heading: '', text: 'a'.repeat(120_000) }], labels));
    expect(pages).toBeGreaterThan(50);
    expect(objects).toBeLessThan(pages * 60);
  });
});
