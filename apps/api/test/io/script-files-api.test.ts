// The script's PDF, Word and Markdown files and the Word import over HTTP (issue 24, item 8), on the
// configured engine: content types, file names, the options in the query, a real Word file in, hostile
// ones refused with nothing created.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportResult, type MindMap, type TeleprompterText } from '@cuemap/shared';
import { bearer, mapBody, registerUser, setupApp, type TestApp } from '../helper';
import { pdfLines, pdfText } from './pdf-text';
import { repoRoot, zipBomb } from './support';

const t = setupApp();
const docxDir = path.resolve(repoRoot, '../shared/fixtures/docx');

async function eliteUser(app: TestApp) {
  const user = await registerUser(app);
  await app.app.db.kysely.updateTable('users').set({ plan: 'elite' }).where('email', '=', user.email).execute();
  return user;
}

const download = (token: string, id: string, query: string) => t.inject({ method: 'GET', url: `/api/mindmaps/${id}/export?${query}`, headers: bearer(token) });
const upload = (token: string, bytes: Uint8Array, filename: string) =>
  t.inject({
    method: 'POST',
    url: `/api/mindmaps/import?filename=${encodeURIComponent(filename)}`,
    headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
    payload: Buffer.from(bytes),
  });
const count = async (token: string) => (await t.inject({ method: 'GET', url: '/api/mindmaps', headers: bearer(token) })).json<unknown[]>().length;

/** A saved script of two nodes whose texts carry cue marks (20 and 40 spoken words). */
async function scriptWithCues(token: string) {
  const body = mapBody(3, 'Lectern talk');
  body.nodes[0]!.text = '';
  body.nodes[1]!.text = `Open **strong** [pause] now [slide 1] ${Array.from({ length: 17 }, () => 'word').join(' ')}`;
  body.nodes[2]!.text = Array.from({ length: 40 }, () => 'more').join(' ');
  const res = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: body });
  expect(res.statusCode).toBe(201);
  return { id: res.json<MindMap>()._id, body };
}

describe('GET /api/mindmaps/:id/export (the script files)', () => {
  it('sends the PDF, Word and Markdown script files with their types and names', async () => {
    const { token } = await eliteUser(t);
    const { id } = await scriptWithCues(token);
    const expected: Record<string, [string, string]> = {
      pdf: ['application/pdf', 'pdf'],
      docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
      'script-md': ['text/markdown; charset=utf-8', 'md'],
    };
    for (const [format, [type, ext]] of Object.entries(expected)) {
      const res = await download(token, id, `format=${format}`);
      expect(res.statusCode, format).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Lectern-talk.${ext}"; filename*=UTF-8''Lectern%20talk.${ext}`);
    }
    const md = (await download(token, id, 'format=script-md')).body;
    expect(md).toMatch(/^# Lectern talk\n\n## Point 1\n\nOpen \*\*strong\*\* \[pause\] now \[slide 1\] word/);
    const { value: html } = await mammoth.convertToHtml({ buffer: (await download(token, id, 'format=docx')).rawPayload });
    expect(html).toContain('Open <strong>strong</strong> <em>[pause]</em> now');
  });

  it('takes the type size, the notes and the speed from the query; 80 WPM without one', async () => {
    const { token } = await eliteUser(t);
    const { id } = await scriptWithCues(token);
    const fast = await download(token, id, 'format=pdf&size=24&notes=omit&wpm=120');
    const text = pdfText(fast.rawPayload);
    expect(text).not.toMatch(/\[|\*\*|slide 1/);
    expect(text).toContain('Total 0:30 at 120 WPM');
    expect(
      new Set(
        pdfLines(fast.rawPayload)
          .filter((l) => l.text.includes('more more'))
          .map((l) => l.size),
      ),
    ).toEqual(new Set([24]));
    const byDefault = pdfText((await download(token, id, 'format=pdf')).rawPayload);
    expect(byDefault).toContain('Total 0:45 at 80 WPM');
    expect(byDefault).toContain('slide 1');
    for (const bad of ['size=12', 'notes=inline', 'wpm=5', 'wpm=fast']) expect((await download(token, id, `format=pdf&${bad}`)).statusCode, bad).toBe(400);
  });
});

describe.skipIf(!existsSync(docxDir))('POST /api/mindmaps/import (Word)', () => {
  it('imports a Word document: 201, a node per heading, the paragraphs as their sections of the script', async () => {
    const { token } = await eliteUser(t);
    const res = await upload(token, readFileSync(path.join(docxDir, 'pandoc-nested_anchors_in_header.docx')), 'Remote work.docx');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ImportResult>()).toMatchObject({ title: 'Remote work', format: 'docx', nodeCount: 5, notes: [] });
    const id = res.json<ImportResult>()._id;
    const script = await t.inject({ method: 'GET', url: `/api/teleprompter/${id}`, headers: bearer(token) });
    const content = script.statusCode === 200 ? script.json<TeleprompterText>().content : (await download(token, id, 'format=txt')).body;
    expect(content).toContain('Open remote folder\n\nDo staff\n\nClose remote folder');
  });

  it('refuses hostile Word files with nothing created: a zip bomb (400), an over-size file (413), not a zip (400)', async () => {
    const { token } = await eliteUser(t);
    const bomb = zipBomb(IMPORT_LIMITS.unpackedBytesMax + 1024);
    const cases: [Uint8Array, string, number, string][] = [
      [bomb, 'bomb.docx', 400, IMPORT_MESSAGES.unpacksTooLarge],
      [new Uint8Array(IMPORT_LIMITS.fileBytesMax + 1).fill(0x50), 'big.docx', 413, IMPORT_MESSAGES.tooLarge],
      [Buffer.from('plain words'), 'words.docx', 400, IMPORT_MESSAGES.unreadable('docx', 'it is not a zip archive (every .docx file is one).')],
    ];
    for (const [bytes, name, status, message] of cases) {
      const res = await upload(token, bytes, name);
      expect(res.statusCode, name).toBe(status);
      expect(res.json(), name).toEqual({ message });
    }
    expect(await count(token)).toBe(0);
  });
});
