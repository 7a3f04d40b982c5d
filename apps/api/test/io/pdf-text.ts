// The text of a PDF the export wrote, read back as a reader's copy-paste would: each page's text objects
// (one per line) decoded through their fonts' ToUnicode maps, with the type size each is set in.
// Enough for pdfkit's output (Type0 fonts, Identity-H, uncompressed cross-references); not a general PDF reader.
import { inflateSync } from 'node:zlib';

export interface PdfLine {
  page: number;
  text: string;
  /** The type size of the line's first run (points). */
  size: number;
  /** Whether a font of the line is bold (its name says so). */
  bold: boolean;
  /** The line's runs, each in one font: its text, size and weight. */
  runs: { text: string; size: number; bold: boolean }[];
}

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const out = new Map<number, PdfObject>();
  for (const m of text.matchAll(/(\d+) 0 obj\s*/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const s = body.indexOf('stream');
    if (s < 0) {
      out.set(Number(m[1]), { dict: body });
      continue;
    }
    const dataStart = start + s + 'stream'.length + (text[start + s + 6] === '\r' ? 2 : 1);
    const dataEnd = text.lastIndexOf('endstream', end);
    let data = pdf.subarray(dataStart, dataEnd);
    if (/\/FlateDecode/.test(body.slice(0, s))) data = inflateSync(data);
    out.set(Number(m[1]), { dict: body.slice(0, s), stream: data });
  }
  return out;
}

const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);

/** A ToUnicode CMap as glyph code → text (pdfkit writes bfrange arrays; bfchar handled too). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hexText = (hex: string) => String.fromCharCode(...(hex.match(/[0-9a-f]{4}/gi) ?? []).map((h) => parseInt(h, 16)));
  for (const m of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
    const from = parseInt(m[1]!, 16);
    [...m[3]!.matchAll(/<([0-9a-f ]+)>/gi)].forEach((v, i) => map.set(from + i, hexText(v[1]!.replace(/ /g, ''))));
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) map.set(parseInt(m[1]!, 16), hexText(m[2]!));
  }
  return map;
}

/** Every line (text object) of every page, in content order. */
export function pdfLines(pdf: Buffer): PdfLine[] {
  const objs = objects(pdf);
  const fontCache = new Map<number, { map: Map<number, string>; bold: boolean }>();
  const font = (id: number) => {
    let f = fontCache.get(id);
    if (!f) {
      const dict = objs.get(id)?.dict ?? '';
      const cmap = objs.get(ref(dict, 'ToUnicode'))?.stream?.toString('latin1') ?? '';
      f = { map: toUnicode(cmap), bold: /\/BaseFont \/[A-Z]*\+?[^/\s]*Bold/i.test(dict) };
      fontCache.set(id, f);
    }
    return f;
  };
  const pages = [...objs.values()].filter((o) => /\/Type \/Page\b/.test(o.dict));
  const lines: PdfLine[] = [];
  pages.forEach((page, p) => {
    const resources = /\/Resources (\d+) 0 R/.exec(page.dict) ? (objs.get(ref(page.dict, 'Resources'))?.dict ?? '') : page.dict;
    const fonts = new Map<string, number>();
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? objs.get(ref(resources, 'Font'))?.dict ?? '';
    for (const m of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) fonts.set(m[1]!, Number(m[2]));
    const content = objs.get(ref(page.dict, 'Contents'))?.stream?.toString('latin1') ?? '';
    for (const bt of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let text = '';
      let size = 0;
      let bold = false;
      let current: { map: Map<number, string>; bold: boolean } | undefined;
      let currentSize = 0;
      const runs: PdfLine['runs'] = [];
      for (const op of bt[1]!.matchAll(/\/(\w+) ([\d.]+) Tf|\[([^\]]*)\] TJ/g)) {
        if (op[1]) {
          current = fonts.has(op[1]) ? font(fonts.get(op[1])!) : undefined;
          currentSize = Number(op[2]);
          size ||= currentSize;
          bold ||= current?.bold ?? false;
        } else if (current) {
          let run = '';
          for (const hex of op[3]!.matchAll(/<([0-9a-f]*)>/gi)) {
            for (const code of hex[1]!.match(/[0-9a-f]{4}/gi) ?? []) run += current.map.get(parseInt(code, 16)) ?? '\ufffd';
          }
          text += run;
          runs.push({ text: run, size: currentSize, bold: current.bold });
        }
      }
      lines.push({ page: p + 1, text, size, bold, runs });
    }
  });
  return lines;
}

/** The PDF's text, a line per text object. */
export const pdfText = (pdf: Buffer) =>
  pdfLines(pdf)
    .map((l) => l.text)
    .join('\n');
