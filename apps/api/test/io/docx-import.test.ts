// Word scripts (.docx) in (issue 24, item 8): the documents real word processors wrote
// (../shared/fixtures/docx, see its SOURCES.md; read there, never copied into this repository) give
// the nodes and sections expected, and hostile files are refused before they cost much.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, IMPORT_MESSAGES, ImportError } from '@cuemap/shared';
import { writeScriptDocx } from '../../src/plugins/app/io/docx-export';
import { importBody } from '../../src/plugins/app/io/import-body';
import { outlineLines, repoRoot, zip } from './support';

const docxDir = path.resolve(repoRoot, '../shared/fixtures/docx');
const haveDocx = existsSync(docxDir);
if (!haveDocx) console.log(`[io tests] ${docxDir} is absent: the Word fixture tests are skipped.`);
const real = (name: string) => readFileSync(path.join(docxDir, name));

/** Each node as `depth title: text` in Node Order. */
async function read(bytes: Uint8Array, name: string) {
  const { body, format } = await importBody(bytes, name);
  const map = { nodes: body.nodes ?? [], connections: body.connections ?? [], nodeOrder: body.nodeOrder ?? [] };
  const lines = outlineLines(map);
  return { title: body.title, format, nodes: lines.map((l, i) => `${l}: ${map.nodes.find((n) => n.id === map.nodeOrder[i])!.text}`) };
}

async function refusal(bytes: Uint8Array, name: string): Promise<ImportError> {
  try {
    await importBody(bytes, name);
  } catch (err) {
    if (err instanceof ImportError) return err;
    throw err;
  }
  throw new Error(`${name} was imported`);
}

/** A real Word file with some of its parts replaced. */
function withParts(name: string, parts: Record<string, string | Uint8Array>): Uint8Array {
  const files = unzipSync(new Uint8Array(real(name)));
  for (const [k, v] of Object.entries(parts)) files[k] = typeof v === 'string' ? strToU8(v) : new Uint8Array(v);
  return zipSync(files);
}

describe.skipIf(!haveDocx)('Word documents from Word and LibreOffice', () => {
  it('reads every fixture as Word, or refuses it with a message (a picture and nothing else)', async () => {
    const names = readdirSync(docxDir).filter((f) => f.endsWith('.docx'));
    expect(names.length).toBeGreaterThanOrEqual(11);
    for (const name of names) {
      if (name === 'mammoth-external-picture.docx') continue;
      // By content, whatever the name says.
      expect((await read(real(name), 'upload.bin')).format, name).toBe('docx');
    }
    // A LibreOffice file holding only a picture linked outside it: nothing to import, and the link is never followed.
    expect((await refusal(real('mammoth-external-picture.docx'), 'p.docx')).message).toBe(IMPORT_MESSAGES.noTopics);
  });

  it('Word (Mac): headings by level become nested nodes, the paragraphs under them their sections', async () => {
    expect(await read(real('pandoc-headers.docx'), 'headers.docx')).toEqual({
      title: 'A Test of Headers',
      format: 'docx',
      nodes: [
        '0 A Test of Headers: ',
        '1 Second Level: Some plain text.',
        '2 Third level: Some more plain text.',
        '3 Fourth level: Some more plain text.',
        '4 Fifth level: Some more plain text.',
        '5 Sixth level: Some more plain text.',
        '6 Seventh level: Since no Heading 7 style exists in styles.xml, this gets converted to Span.',
      ],
    });
    expect((await read(real('pandoc-enumerated_headings.docx'), 'e.docx')).nodes).toEqual(['0 H1: ', '1 H2: ', '2 H3: And some text']);
  });

  it('Word (Mac, Cyrillic table of contents): two top headings under the file name, the contents left out', async () => {
    expect(await read(real('pandoc-nested_anchors_in_header.docx'), 'Anchors talk.docx')).toEqual({
      title: 'Anchors talk',
      format: 'docx',
      nodes: [
        '0 Anchors talk: ',
        '1 Short instructions: Open remote folder\n\nDo staff\n\nClose remote folder',
        '1 Some instructions: Lines',
        '2 Remote folder or longlonglonglonglong file with manymanymanymany letters inside opening: Open folder',
        '2 Remote folder or longlonglonglonglong file with manymanymanymany letters inside closing: Close folder',
      ],
    });
  });

  it('LibreOffice lists, Word quotes and tables: every paragraph in its section, in reading order', async () => {
    const lists = await read(real('pandoc-lists.docx'), 'lists.docx');
    expect(lists.title).toBe('Some nested lists');
    expect(lists.nodes).toEqual([
      '0 Some nested lists: one\n\ntwo\n\na\n\nb\n\none\n\ntwo\n\nthree\n\nfour\n\nSub paragraph\n\nSame list\n\nDifferent list adjacent to the one above.',
    ]);
    const quotes = await read(real('pandoc-block_quotes.docx'), 'q.docx');
    expect(quotes.title).toBe('Some block quotes, in different ways');
    expect(quotes.nodes[0]).toMatch(/^0 Some block quotes, in different ways: This is the proper way, with a style\n\n.*\n\nAnd back to the normal style\.$/s);
    expect((await read(real('mammoth-tables.docx'), 'Tables.docx')).nodes).toEqual([
      '0 Tables: Above\n\nTop left\n\nTop right\n\nBottom left\n\nBottom right\n\nBelow',
    ]);
  });

  it('Word: tracked deletions and comments are not read as script; Strict Open XML is read', async () => {
    expect((await read(real('pandoc-track_changes_deletion.docx'), 'd.docx')).nodes).toEqual(['0 d: This is a text with a deletion.']);
    expect((await read(real('mammoth-comments.docx'), 'c.docx')).nodes).toEqual(['0 c: Ouch.']);
    expect((await read(real('mammoth-simple-list.docx'), 'l.docx')).nodes).toEqual(['0 l: Apple\n\nBanana']);
    expect((await read(real('mammoth-strict-format.docx'), 's.docx')).nodes).toEqual(['0 s: Test']);
  });

  it('refuses a real file cut in half, and one that declares XML entities', async () => {
    const file = real('pandoc-headers.docx');
    const cut = await refusal(file.subarray(0, file.length >> 1), 'cut.docx');
    expect(cut.statusCode).toBe(400);
    expect(cut.message).toMatch(/^This file looks like Word but could not be read: /);
    const laughs = withParts('pandoc-headers.docx', {
      'word/document.xml': `<?xml version="1.0"?><!DOCTYPE w [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&b;</w:t></w:r></w:p></w:body></w:document>`,
    });
    expect(await refusal(laughs, 'laughs.docx')).toMatchObject({ statusCode: 400, message: IMPORT_MESSAGES.entities });
    const utf16 = `\ufeff<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE w [<!ENTITY a "a">]><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&a;</w:t></w:r></w:p></w:body></w:document>`;
    const wide = withParts('pandoc-headers.docx', { 'word/document.xml': new Uint8Array(Buffer.from(utf16, 'utf16le')) });
    expect(await refusal(wide, 'wide.docx')).toMatchObject({ statusCode: 400, message: IMPORT_MESSAGES.entities });
  });
});

describe('hostile Word files', () => {
  const document = (body: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  const minimal = (files: Record<string, string | Uint8Array>) =>
    zip({
      '[Content_Types].xml':
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      '_rels/.rels':
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ...files,
    });

  it('reads a minimal hand-made document (the fixture the refusals below build on)', async () => {
    const heading = (t: string) => `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>${t}</w:t></w:r></w:p>`;
    const para = `<w:p><w:r><w:t xml:space="preserve">Say </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>this</w:t></w:r><w:r><w:t xml:space="preserve"> [pause] now.</w:t></w:r></w:p>`;
    const file = minimal({ 'word/document.xml': document(heading('One') + para + heading('Two') + para) });
    expect((await read(file, 'Talk.docx')).nodes).toEqual(['0 Talk: ', '1 One: Say **this** [pause] now.', '1 Two: Say **this** [pause] now.']);
  });

  it('refuses a zip bomb from its declared sizes, before inflating, and a header that lies', async () => {
    const bomb = minimal({ 'word/document.xml': new Uint8Array(IMPORT_LIMITS.unpackedBytesMax + 1024) });
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refusal(bomb, 'bomb.docx')).toMatchObject({ statusCode: 400, message: IMPORT_MESSAGES.unpacksTooLarge });
    const ratio = minimal({ 'word/document.xml': new Uint8Array(5 * 1024 * 1024) });
    expect((await refusal(ratio, 'ratio.docx')).message).toBe(IMPORT_MESSAGES.unpacksTooLarge);
    // word/document.xml declares 100 bytes and inflates to just over the limit (deflating 50 MB here cost 0.3 s more).
    const liar = minimal({ 'word/document.xml': new Uint8Array(IMPORT_LIMITS.unpackedBytesMax + 1024) });
    const view = new DataView(liar.buffer, liar.byteOffset, liar.byteLength);
    for (let i = 0; i + 4 <= liar.length; i++) {
      const sig = view.getUint32(i, true);
      const nameAt = sig === 0x04034b50 ? i + 30 : sig === 0x02014b50 ? i + 46 : -1;
      if (nameAt < 0 || new TextDecoder().decode(liar.subarray(nameAt, nameAt + 17)) !== 'word/document.xml') continue;
      view.setUint32(sig === 0x04034b50 ? i + 22 : i + 24, 100, true);
    }
    expect(await refusal(liar, 'liar.docx')).toMatchObject({ statusCode: 400, message: IMPORT_MESSAGES.unpacksTooLarge });
  });

  it('refuses a zip with too many entries, and a document with too many headings', async () => {
    const entries = Object.fromEntries(Array.from({ length: IMPORT_LIMITS.zipEntriesMax + 1 }, (_, i) => [`word/f${i}.xml`, 'x']));
    expect((await refusal(minimal({ ...entries, 'word/document.xml': document('') }), 'many.docx')).message).toBe(IMPORT_MESSAGES.unpacksTooLarge);
    const headings = Array.from({ length: IMPORT_LIMITS.nodesMax + 1 }, (_, i) => ({ heading: `H${i}`, text: '' }));
    const many = await writeScriptDocx('Many', headings);
    expect(many.length).toBeLessThan(IMPORT_LIMITS.fileBytesMax);
    expect(await refusal(many, 'many.docx')).toMatchObject({ statusCode: 400, message: IMPORT_MESSAGES.tooManyNodes });
  });

  it('refuses what is not a Word document: not a zip, an old .doc, a zip without a document, an over-size file', async () => {
    expect(await refusal(strToU8('Just some text'), 'script.docx')).toMatchObject({
      statusCode: 400,
      message: IMPORT_MESSAGES.unreadable('docx', 'it is not a zip archive (every .docx file is one).'),
    });
    const ole = new Uint8Array(4096);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect((await refusal(ole, 'old.doc')).message).toBe(IMPORT_MESSAGES.oldWord);
    expect((await refusal(zip({ 'readme.txt': 'hi' }), 'other.docx')).message).toBe(
      IMPORT_MESSAGES.unreadable('docx', 'it has no word/document.xml, so it is not a Word document.'),
    );
    const big = new Uint8Array(IMPORT_LIMITS.fileBytesMax + 1);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    expect(await refusal(big, 'big.docx')).toMatchObject({ statusCode: 413, message: IMPORT_MESSAGES.tooLarge });
  });
});
