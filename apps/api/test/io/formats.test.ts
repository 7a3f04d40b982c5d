// Each import format read into a map, and each writer's output, on small hand-written files.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import {
  IMPORT_MESSAGES,
  LIMITS,
  UNTITLED_TOPIC,
  boxesOverlap,
  htmlToText,
  mapToOutline,
  outline,
  writeFreeMind,
  writeMarkdown,
  writeOpml,
} from '@cuemap/shared';
import { writeScriptPdf } from '../../src/plugins/app/io/pdf-export';
import { writeXmind } from '../../src/plugins/app/io/xmind';
import { importMap, outlineLines, zip } from './support';

describe('Markdown', () => {
  it('nests headings and lists as markmap does; paragraphs, code and tables become details', () => {
    const md = [
      '---',
      'title: Front',
      'tags: [a]',
      '---',
      '# Talk',
      'Opening words.',
      '',
      '## Part *one*',
      '- Point A',
      '  more about A',
      '',
      '  Second paragraph of A.',
      '  - Sub A1',
      '- Point B',
      '',
      '```',
      '# not a heading',
      '* not an item',
      '```',
      '### Deep',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '## Part two',
      '1. First',
      '2. Second',
    ].join('\n');
    const map = importMap(md, 'talk.md');
    expect(map.format).toBe('markdown');
    expect(outlineLines(map)).toEqual(['0 Talk', '1 Part one', '2 Point A', '3 Sub A1', '2 Point B', '2 Deep', '1 Part two', '2 First', '2 Second']);
    const byTitle = new Map(map.nodes.map((n) => [n.title, n.text]));
    expect(byTitle.get('Talk')).toBe('Opening words.');
    expect(byTitle.get('Point A')).toBe('more about A\n\nSecond paragraph of A.');
    expect(byTitle.get('Point B')).toBe('');
    // The fence at the margin ends the list: it belongs to the heading above.
    expect(byTitle.get('Part one')).toBe('# not a heading\n* not an item');
    expect(byTitle.get('Deep')).toBe('a | b\n1 | 2');
    expect(map.title).toBe('Talk');
  });

  it('gives a file with several top headings a root named after the front matter title, else the file', () => {
    expect(outlineLines(importMap('---\ntitle: My deck\n---\n# A\n# B\n', 'x.md'))).toEqual(['0 My deck', '1 A', '1 B']);
    const map = importMap('Intro text.\n\n# A\n# B\n', 'Quarterly plan.md');
    expect(outlineLines(map)).toEqual(['0 Quarterly plan', '1 A', '1 B']);
    expect(map.nodes[0]!.text).toBe('Intro text.');
  });
});

describe('OPML', () => {
  it('reads text and _note, entities decoded; several top outlines share a root named by the head title', () => {
    const opml = `<?xml version="1.0"?><opml version="2.0"><head><title>Plan &amp; more</title></head><body>
      <outline text="A &lt;1&gt;" _note="line 1&#10;line 2"><outline text="A1"/></outline><outline text="B"/></body></opml>`;
    const map = importMap(opml, 'plan.opml');
    expect(outlineLines(map)).toEqual(['0 Plan & more', '1 A <1>', '2 A1', '1 B']);
    expect(map.nodes[1]!.text).toBe('line 1\nline 2');
  });
});

describe('FreeMind / Freeplane', () => {
  it('reads TEXT, rich NODE titles and DETAILS/NOTE rich content as text', () => {
    const mm = `<map version="freeplane 1.9.0"><node TEXT="Root&#xa;line">
      <node><richcontent TYPE="NODE"><html><head><title>x</title></head><body><p><b>Rich</b>&#160;title &amp; more</p></body></html></richcontent>
        <richcontent TYPE="DETAILS"><html><body><p>Detail</p></body></html></richcontent>
        <richcontent TYPE="NOTE"><html><body><p>Note 1</p><p></p><p>Note&nbsp;2</p><ul><li>item</li></ul></body></html></richcontent>
      </node><node TEXT=""/></node></map>`;
    const map = importMap(mm, 'm.mm');
    expect(outlineLines(map)).toEqual(['0 Root line', '1 Rich title & more', `1 ${UNTITLED_TOPIC}`]);
    expect(map.nodes[1]!.text).toBe('Detail\n\nNote 1\n\nNote 2\nitem');
    expect(map.notes).toContain(IMPORT_MESSAGES.untitled(1));
  });
});

describe('XMind', () => {
  const sheet = (title: string) => ({ rootTopic: { title, children: { attached: [{ title: 'Child', notes: { plain: { content: 'A note' } } }] } } });

  it('prefers content.json over a decoy content.xml and says when only the first sheet is read', () => {
    const file = zip({
      'content.xml': '<xmap-content><sheet><topic><title>Warning: decoy</title></topic></sheet></xmap-content>',
      'content.json': JSON.stringify([sheet('First'), sheet('Second')]),
    });
    const map = importMap(file, 'm.xmind');
    expect(outlineLines(map)).toEqual(['0 First', '1 Child']);
    expect(map.nodes[1]!.text).toBe('A note');
    expect(map.notes).toEqual([IMPORT_MESSAGES.firstSheetOnly(2)]);
  });

  it('reads realHTML notes when there is no plain text', () => {
    const file = zip({
      'content.json': JSON.stringify([{ rootTopic: { title: 'R', notes: { realHTML: { content: '<div>One</div><div>Two &amp; three</div>' } } } }]),
    });
    expect(importMap(file, 'n.xmind').nodes[0]!.text).toBe('One\nTwo & three');
  });

  it('reads XMind 8 content.xml: attached topics only, plain notes', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><xmap-content xmlns="urn:xmind:xmap:xmlns:content:2.0"><sheet><topic><title>Root</title>
      <notes><plain>Root note</plain></notes><children><topics type="attached"><topic><title>A</title></topic></topics>
      <topics type="detached"><topic><title>Floating</title></topic></topics></children></topic></sheet><sheet><topic><title>S2</title></topic></sheet></xmap-content>`;
    const map = importMap(zip({ 'content.xml': xml }), 'x8.xmind');
    expect(outlineLines(map)).toEqual(['0 Root', '1 A']);
    expect(map.nodes[0]!.text).toBe('Root note');
    expect(map.notes).toEqual([IMPORT_MESSAGES.firstSheetOnly(2)]);
  });
});

describe('plain indented text', () => {
  it('nests by tabs or spaces and drops bullets and numbers', () => {
    const text = 'Talk\n\t- Intro\n\t\t1. Hook\n    * Body\n        Detail\n\tEnd\n';
    expect(outlineLines(importMap(text, 'talk.txt'))).toEqual(['0 Talk', '1 Intro', '2 Hook', '1 Body', '2 Detail', '1 End']);
    expect(outlineLines(importMap('A\nB\n', 'Two things.txt'))).toEqual(['0 Two things', '1 A', '1 B']);
  });
});

describe('the map an import creates', () => {
  it("keeps an over-long title's node, moving the overflow to the start of its details", () => {
    const long = `${'word '.repeat(60)}end`;
    const map = importMap(`# Root\n## ${long}\nOriginal details.\n`, 'l.md');
    const node = map.nodes[1]!;
    expect(node.title.length).toBeLessThanOrEqual(LIMITS.nodeTitleMax);
    expect(`${node.title} ${node.text}`).toBe(`${long.trim()} Original details.`.replace(/end Original/, 'end\n\nOriginal'));
    expect(map.notes).toEqual([IMPORT_MESSAGES.titlesShortened(1)]);
  });

  it('lays nodes out without overlapping boxes, Node Order depth-first, root first and red', () => {
    const wide = `# Root\n${Array.from({ length: 12 }, (_, i) => `## B${i}\n${Array.from({ length: 6 }, (_, j) => `- L${i}.${j}\n  - M${i}.${j}`).join('\n')}`).join('\n')}\n`;
    const map = importMap(wide, 'w.md');
    expect(map.nodes).toHaveLength(1 + 12 * 13);
    expect(map.nodeOrder).toEqual(map.nodes.map((n) => n.id));
    expect(map.nodes[0]).toMatchObject({ id: '1', isRoot: true, color: '#dc2626' });
    const clashes = map.nodes.flatMap((a, i) =>
      map.nodes
        .slice(i + 1)
        .filter((b) => boxesOverlap(a, b))
        .map((b) => `${a.id}/${b.id}`),
    );
    expect(clashes).toEqual([]);
  });
});

describe('writers', () => {
  const tree = outline('Root & <co>', 'Line 1\nLine 2', [outline('A "quoted"', '', [outline('A1 *bold*', 'x')]), outline('B')]);

  it('write OPML, FreeMind and XMind that their importers read back, escaped', () => {
    expect(writeOpml(tree)).toContain('<outline text="Root &amp; &lt;co&gt;" _note="Line 1&#10;Line 2">');
    expect(writeFreeMind(tree)).toContain('<p>Line 1</p><p>Line 2</p>');
    const content = JSON.parse(strFromU8(unzipSync(writeXmind(tree, 'T'))['content.json']!));
    expect(content[0].rootTopic.children.attached[0].children.attached[0]).toMatchObject({ title: 'A1 *bold*', notes: { plain: { content: 'x' } } });
    const files = unzipSync(writeXmind(tree, 'T'));
    expect(Object.keys(files).sort()).toEqual(['content.json', 'manifest.json', 'metadata.json']);
  });

  it('write Markdown headings to level 6, then nested lists, escaping what markdown would act on', () => {
    let deep = outline('L7');
    for (let i = 6; i >= 0; i--) deep = outline(`L${i}`, '', [deep]);
    const md = writeMarkdown(deep);
    expect(md).toContain('###### L5\n\n- L6\n\n  - L7\n');
    expect(writeMarkdown(tree)).toContain('### A1 \\*bold\\*');
    expect(outlineLines(importMap(md, 'd.md'))).toEqual(['0 L0', '1 L1', '2 L2', '3 L3', '4 L4', '5 L5', '6 L6', '7 L7']);
  });

  it('read a saved map with stray connections as a tree: each node once, unreached nodes under the root', () => {
    const node = (id: string, title: string) => ({ id, x: 0, y: 0, title, text: '', color: '#3B82F6', ...(id === '1' ? { isRoot: true } : {}) });
    const tree2 = mapToOutline({
      title: 'M',
      nodes: [node('1', 'Root'), node('2', 'A'), node('3', 'B'), node('4', 'Loose')],
      connections: [
        { from: '1', to: '3' },
        { from: '1', to: '2' },
        { from: '2', to: '3' },
        { from: '3', to: '1' },
      ],
      nodeOrder: ['1', '2', '3', '4'],
    });
    expect(tree2.children.map((c) => c.title)).toEqual(['A', 'B', 'Loose']);
  });

  it('reduce HTML to text: head dropped, paragraphs as lines, entities decoded', () => {
    expect(
      htmlToText('<html><head><style>p{}</style></head><body><p>a &lt; b</p><p>c<br/>d</p><table><tr><td>x</td><td>y</td></tr></table></body></html>'),
    ).toBe('a < b\nc\nd\nx y');
  });
});

describe('PDF', () => {
  it('sets a long unicode script over numbered pages in embedded Source Serif 4', async () => {
    const sections = Array.from({ length: 12 }, (_, i) => ({
      heading: `Раздел ${i} · Ελληνικά · Tiếng Việt`,
      text: 'Съешь же ещё этих мягких булок. Chào buổi sáng. '.repeat(12),
    }));
    const pdf = (await writeScriptPdf('Café Тест', sections, { page: (n, total) => `Page ${n} of ${total}` })).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const pages = Number(/\/Count (\d+)/.exec(pdf)?.[1]);
    expect(pages).toBeGreaterThan(2);
    const fonts = new Set(pdf.match(/\/BaseFont \/[A-Z]{6}\+SourceSerif4-\w+/g));
    // Regular and bold, in several subset files (latin, cyrillic, greek, vietnamese).
    expect(fonts.size).toBeGreaterThanOrEqual(6);
  });

  it('sets Chinese, Japanese and Korean in a system fallback font, and symbols in DejaVu Sans', async () => {
    // .ci/run installs Debian's fonts-droid-fallback and fonts-dejavu-core (README: PDF fonts).
    const buffer = await writeScriptPdf('讲稿 · スクリプト', [{ heading: '第一部分 한국어', text: '你好，世界。こんにちは。안녕하세요. Next → done ✓' }], {
      page: (n, total) => `Page ${n} of ${total}`,
    });
    const pdf = buffer.toString('latin1');
    const fonts = [...new Set(pdf.match(/\/BaseFont \/[A-Z]{6}\+[\w-]+/g))].map((f) => f.replace(/^.*\+/, ''));
    expect(fonts).toEqual(expect.arrayContaining(['DroidSansFallback', 'DejaVuSans', 'SourceSerif4-Regular']));
    // Each embedded font maps its glyphs back to the characters (ToUnicode): 你 こ 한 → ✓ are all drawn.
    const unicodeMaps = [...pdf.matchAll(/stream\r?\n/g)]
      .map((m) => {
        const start = m.index + m[0].length;
        try {
          return inflateSync(Buffer.from(pdf.slice(start, pdf.indexOf('endstream', start)), 'latin1')).toString('latin1');
        } catch {
          return '';
        }
      })
      .filter((text) => text.includes('begincmap'));
    const mapped = (cp: number) => unicodeMaps.some((text) => text.includes(`<${cp.toString(16).padStart(4, '0')}>`));
    for (const ch of '你こ한→✓') expect(mapped(ch.codePointAt(0)!), ch).toBe(true);
  });
});

describe('older and odder files', () => {
  it('reads FreeMind 0.7 titles kept as HTML in TEXT, and an XMind content.json holding one sheet object', () => {
    const mm =
      '<map version="0.7.1"><node TEXT="&lt;html&gt;&lt;body&gt;&lt;p&gt;Old &lt;b&gt;rich&lt;/b&gt;&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;"><node TEXT="Kid"/></node></map>';
    expect(outlineLines(importMap(mm, 'old.mm'))).toEqual(['0 Old rich', '1 Kid']);
    const one = zip({ 'content.json': JSON.stringify({ rootTopic: { title: 'Lone', children: { attached: [{}] } } }) });
    expect(outlineLines(importMap(one, 'one.xmind'))).toEqual(['0 Lone', `1 ${UNTITLED_TOPIC}`]);
  });
});

describe('format detection', () => {
  it('reads a .txt or .md that starts with a tag as text, and sniffs XML only when the root closes', () => {
    expect(outlineLines(importMap('<a placeholder>\n\tchild\n', 'x.txt'))).toEqual(['0 <a placeholder>', '1 child']);
    expect(importMap('<opml version="2.0"><body><outline text="A"/></body></opml>\n', 'saved-as.txt').format).toBe('opml');
    expect(importMap('Title\n\tchild\n', 'noext').format).toBe('text');
  });
});

describe('encodings', () => {
  it('reads UTF-16 with a byte-order mark, and ISO-8859-1 / Windows-1252 files that are not UTF-8', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Grüße\n\tKind\n', 'utf16le')]);
    expect(outlineLines(importMap(utf16, 'u.txt'))).toEqual(['0 Grüße', '1 Kind']);
    const latin1 = Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><map><node TEXT="Café"/></map>', 'latin1');
    expect(outlineLines(importMap(latin1, 'old.mm'))).toEqual(['0 Café']);
    expect(outlineLines(importMap(Buffer.from('# Naïve \x93quotes\x94\n', 'latin1'), 'w.md'))).toEqual(['0 Naïve “quotes”']);
  });
});
