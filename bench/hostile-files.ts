// The files and scripts bench/hostile.ts sends: the hostile ones of issue 23 (sizes times `scale`) and a
// legitimate 5 MB import that must still go through.
import { IMPORT_LIMITS } from '@cuemap/shared';

export interface ImportFile {
  kind: string;
  filename: string;
  body: Buffer;
}

/** Each hostile import of issue 23, at `scale` of the size. */
export function hostileImports(scale: number): ImportFile[] {
  const n = (count: number) => Math.max(1, Math.round(count * scale));
  const opmlHead = '<?xml version="1.0"?>\n<opml version="2.0"><head><title>x</title></head><body>\n';
  const opmlTail = '</body></opml>\n';
  const outline = '<outline text="a"/>\n';
  const outlines = Math.floor((n(IMPORT_LIMITS.fileBytesMax) - opmlHead.length - opmlTail.length) / outline.length);
  return [
    // Quadratic comment stripping in htmlToText (36 s for one at 320 k before the fix).
    { kind: 'Markdown <!--<<<…', filename: 'x.md', body: Buffer.from(`<!--${'<'.repeat(n(320_000))}`) },
    // The same through a FreeMind title written as escaped HTML.
    {
      kind: 'FreeMind TEXT="&lt;html&gt;&lt;…"',
      filename: 'x.mm',
      body: Buffer.from(`<map version="1.0.1"><node TEXT="&lt;html&gt;${'&lt;'.repeat(n(320_000))}"/></map>`),
    },
    // 1.3 M one-letter items: every one ends in a 400 (too many topics), after building them all.
    { kind: '5 MB Markdown list', filename: 'x.md', body: Buffer.from('- a\n'.repeat(n(1_300_000))) },
    { kind: '5 MB OPML', filename: 'x.opml', body: Buffer.from(opmlHead + outline.repeat(outlines) + opmlTail) },
  ];
}

/** One section of `chars` characters alternating a letter and an arrow: each character its own font run in a PDF. */
export const pdfScriptText = (chars: number) => 'a→'.repeat(Math.floor(chars / 2));

const WORDS = 'the speaker turns to the audience and explains why this matters before moving on to the next point of the talk'.split(' ');

/** Plain prose of about `chars` characters in paragraphs: a long script as people write them. */
export function proseText(chars: number): string {
  const paragraphs: string[] = [];
  let length = 0;
  for (let p = 0; length < chars; p++) {
    const words = Array.from({ length: 120 }, (_, i) => WORDS[(p * 7 + i) % WORDS.length]!);
    const paragraph = `${words.join(' ')}.`;
    paragraphs.push(paragraph);
    length += paragraph.length + 2;
  }
  return paragraphs.join('\n\n').slice(0, chars);
}

/**
 * A legitimate 5 MB import: a Freeplane mind map as Freeplane saves it — ids and timestamps on every
 * node, styles, icons, attributes and notes as indented HTML — which is mostly markup, so `topics`
 * topics fill the file while their text stays within a script's limits (LIMITS.mapBytesMax is 1 MB of
 * map: a 5 MB file of plain text could never import).
 */
export function legitFreeplane(targetBytes: number, topics: number): ImportFile {
  // Padding per topic: a first pass measures the file without it, the second fills the difference.
  const bare = freeplaneMap(topics, 0).length;
  const body = Buffer.from(freeplaneMap(topics, Math.max(0, Math.floor((targetBytes - bare) / topics))));
  if (body.length > IMPORT_LIMITS.fileBytesMax) throw new Error(`legit import is ${body.length} bytes, over the ${IMPORT_LIMITS.fileBytesMax} limit`);
  return { kind: 'legitimate Freeplane map', filename: 'Conference talk.mm', body };
}

function freeplaneMap(topics: number, padding: number): string {
  const chunks: string[] = [
    '<map version="freeplane 1.11.5">\n<!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->\n',
  ];
  const stamp = 1_733_350_000_000;
  const style = ' style="font-family: SansSerif; font-size: 12pt; color: #000000; background-color: #ffffff; margin-left: 0; margin-right: 0"';
  const node = (i: number, depth: number): string => {
    const pad = '  '.repeat(depth);
    const title = `Point ${i}: ${WORDS[i % WORDS.length]} ${WORDS[(i * 3) % WORDS.length]}`;
    const note = `Say why point ${i} matters, with one example from the field.`;
    const head =
      `${pad}<node TEXT="${title}" FOLDED="false" ID="ID_${(1_000_000_000 + i * 7919).toString()}" CREATED="${stamp + i * 1000}" MODIFIED="${stamp + i * 2000}" STYLE="bubble">\n` +
      `${pad}  <font NAME="SansSerif" SIZE="${12 + (i % 3)}" BOLD="${i % 5 === 0}" ITALIC="false"/>\n` +
      `${pad}  <edge STYLE="bezier" COLOR="#${(0x336699 + i * 97).toString(16).slice(-6)}" WIDTH="thin"/>\n` +
      `${pad}  <icon BUILTIN="${['idea', 'yes', 'help', 'bookmark'][i % 4]}"/>\n` +
      `${pad}  <attribute NAME="status" VALUE="${i % 2 ? 'draft' : 'ready'}"/>\n` +
      `${pad}  <richcontent TYPE="NOTE" CONTENT-TYPE="xml/">\n` +
      `${pad}    <html>\n${pad}      <head>\n${pad}        <style type="text/css">p { margin-top: 0 }</style>\n${pad}      </head>\n${pad}      <body>\n` +
      `${pad}        <p${style}>\n${pad}          ${note}\n${pad}        </p>\n`;
    // Empty styled paragraphs, as notes pasted from elsewhere carry, make up this topic's padding.
    const empty = `${pad}        <p${style}>\n${pad}          \n${pad}        </p>\n`;
    const filler = empty.repeat(Math.floor(padding / empty.length)) + ' '.repeat(padding % empty.length);
    return `${head}${filler}${pad}      </body>\n${pad}    </html>\n${pad}  </richcontent>\n`;
  };
  // A root, then sections of 50 points each, one level below.
  const open: number[] = [];
  for (let i = 0; i < topics; i++) {
    const depth = i === 0 ? 0 : i % 50 === 1 ? 1 : 2;
    while (open.length > depth) {
      open.pop();
      chunks.push(`${'  '.repeat(open.length)}</node>\n`);
    }
    chunks.push(node(i, depth));
    open.push(i);
  }
  while (open.length) {
    open.pop();
    chunks.push(`${'  '.repeat(open.length)}</node>\n`);
  }
  chunks.push('</map>\n');
  return chunks.join('');
}
