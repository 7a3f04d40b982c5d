// POST /api/mindmaps/import and GET /api/mindmaps/:id/export over HTTP, on the configured engine
// (SQLite, and PostgreSQL with TEST_DB=postgres): real files in, every format out, hostile files
// refused with nothing created, the Free plan's limit.
import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { IMPORT_LIMITS, IMPORT_MESSAGES, MIND_MAP_MESSAGES, buildTeleprompterText, normalizeScript, type ImportResult, type MindMap } from '@cuemap/shared';
import { bearer, mapBody, registerUser, setupApp, type TestApp } from '../helper';
import { billionLaughs, deepFiles, externalEntity, fixture, fixtureNames, haveFixtures, lyingZip, zipBomb } from './support';

const t = setupApp();

async function eliteUser(app: TestApp) {
  const user = await registerUser(app);
  await app.app.db.kysely.updateTable('users').set({ plan: 'elite' }).where('email', '=', user.email).execute();
  return user;
}

const upload = (token: string, bytes: Uint8Array | string, filename?: string) =>
  t.inject({
    method: 'POST',
    url: `/api/mindmaps/import${filename === undefined ? '' : `?filename=${encodeURIComponent(filename)}`}`,
    headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
    payload: typeof bytes === 'string' ? Buffer.from(bytes) : Buffer.from(bytes),
  });

const count = async (token: string) => (await t.inject({ method: 'GET', url: '/api/mindmaps', headers: bearer(token) })).json<unknown[]>().length;
const getMap = async (token: string, id: string) => (await t.inject({ method: 'GET', url: `/api/mindmaps/${id}`, headers: bearer(token) })).json<MindMap>();
const download = (token: string, id: string, format: string) =>
  t.inject({ method: 'GET', url: `/api/mindmaps/${id}/export?format=${format}`, headers: bearer(token) });

describe('POST /api/mindmaps/import', () => {
  it.skipIf(!haveFixtures)('imports every real file: 201 with its id and title, the map saved as the importer read it', async () => {
    const { token } = await eliteUser(t);
    for (const name of fixtureNames()) {
      const res = await upload(token, fixture(name), name);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      const body = res.json<ImportResult>();
      const map = await getMap(token, body._id);
      expect(map.title).toBe(body.title);
      expect(map.nodes).toHaveLength(body.nodeCount);
      expect(map.nodeOrder).toEqual(map.nodes.map((n) => n.id));
      expect(map.connections).toHaveLength(map.nodes.length - 1);
    }
    expect(await count(token)).toBe(fixtureNames().length);
  });

  it('detects the format by content when the name says nothing, and answers notes', async () => {
    const { token } = await eliteUser(t);
    const opml = await upload(token, '<opml version="2.0"><body><outline text="Only"><outline text="Child"/></outline></body></opml>', 'noext');
    expect(opml.statusCode).toBe(201);
    expect(opml.json()).toMatchObject({ title: 'Only', format: 'opml', nodeCount: 2, notes: [] });
    const md = await upload(token, `# Talk\n## ${'long '.repeat(60)}\n`);
    expect(md.json()).toMatchObject({ title: 'Talk', format: 'markdown', notes: [IMPORT_MESSAGES.titlesShortened(1)] });
  });

  it('refuses hostile, broken and oversized files with a clear message and creates nothing', async () => {
    const { token } = await eliteUser(t);
    await upload(token, '# Kept\n', 'kept.md');
    const before = await count(token);
    const cases: [string, Uint8Array | string, number, string | RegExp][] = [
      ['bomb.xmind', zipBomb(IMPORT_LIMITS.unpackedBytesMax + 1024), 400, IMPORT_MESSAGES.unpacksTooLarge],
      ['liar.xmind', lyingZip(8 * 1024 * 1024, 64), 400, IMPORT_MESSAGES.unpacksTooLarge],
      ['laughs.opml', billionLaughs('<opml version="2.0"><body><outline text="TEXT"/></body></opml>'), 400, IMPORT_MESSAGES.entities],
      ['xxe.mm', externalEntity('<map><node TEXT="TEXT"/></map>'), 400, IMPORT_MESSAGES.entities],
      ...Object.entries(deepFiles).map(([name, bytes]): [string, Uint8Array | string, number, string] => [name, bytes, 400, IMPORT_MESSAGES.tooDeep]),
      ['garbage.md', Uint8Array.from({ length: 2048 }, (_, i) => (i * 7919) % 256), 400, IMPORT_MESSAGES.unsupported],
      ['empty.opml', '', 400, IMPORT_MESSAGES.empty],
      ['big.txt', 'a'.repeat(IMPORT_LIMITS.fileBytesMax + 1), 413, IMPORT_MESSAGES.tooLarge],
      ['wordy.md', `# R\n${Array.from({ length: 600 }, (_, i) => `## n${i}\n${'word '.repeat(400)}`).join('\n')}`, 413, IMPORT_MESSAGES.mapTooLarge],
      ['deep-tabs.txt', Array.from({ length: 10_000 }, (_, i) => `${'\t'.repeat(i)}a`).join('\n'), 413, IMPORT_MESSAGES.tooLarge],
    ];
    if (haveFixtures) {
      const real = fixture('xmind-zen-test-v2.xmind');
      cases.push(['cut.xmind', real.subarray(0, real.length - 200), 400, /^This file looks like XMind but could not be read/]);
    }
    for (const [name, bytes, status, message] of cases) {
      const res = await upload(token, bytes, name);
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(status);
      expect(res.json<{ message: string }>().message).toMatch(
        typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message,
      );
    }
    expect(await count(token)).toBe(before);
  });

  it('counts towards the Free limit: 403 with the spec message, nothing created', async () => {
    const { token } = await registerUser(t);
    for (let i = 0; i < 2; i++) expect((await upload(token, `# Map ${i}\n`, `m${i}.md`)).statusCode).toBe(201);
    const res = await upload(token, '# One too many\n', 'x.md');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MIND_MAP_MESSAGES.limitReached, limitReached: true });
    expect(await count(token)).toBe(2);
  });

  it('reads the body as the file whatever content type the client names, or none', async () => {
    const { token } = await eliteUser(t);
    for (const type of ['application/json', 'text/plain', 'text/markdown', undefined]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/mindmaps/import?filename=typed.md',
        headers: { ...bearer(token), ...(type ? { 'content-type': type } : {}) },
        payload: Buffer.from('# Typed\n- child\n'),
      });
      expect(res.statusCode, String(type)).toBe(201);
      expect(res.json()).toMatchObject({ title: 'Typed', nodeCount: 2 });
    }
  });

  it('needs a session', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/mindmaps/import?filename=a.md',
      headers: { 'content-type': 'application/octet-stream' },
      payload: '# A',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/mindmaps/:id/export', () => {
  it('answers each format with its type and a filename from the title; outlines import back the same', async () => {
    const { token } = await eliteUser(t);
    const body = mapBody(5, 'Café talk: “Q3”/plans');
    const created = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: body });
    const id = created.json<MindMap>()._id;
    const types: Record<string, string> = {
      md: 'text/markdown; charset=utf-8',
      opml: 'text/x-opml; charset=utf-8',
      mm: 'application/x-freemind; charset=utf-8',
      xmind: 'application/vnd.xmind.workbook',
      txt: 'text/plain; charset=utf-8',
      pdf: 'application/pdf',
    };
    for (const [format, type] of Object.entries(types)) {
      const res = await download(token, id, format);
      expect(res.statusCode, format).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Cafe-talk-Q3plans.${format}"; filename*=UTF-8''${encodeURIComponent(`Café talk “Q3” plans.${format}`)}`,
      );
      if (format === 'txt' || format === 'pdf') continue;
      const back = await upload(token, res.rawPayload, `back.${format}`);
      expect(back.statusCode, format).toBe(201);
      const map = await getMap(token, back.json<ImportResult>()._id);
      expect(map.nodes.map((n) => [n.title, n.text])).toEqual(body.nodes.map((n) => [n.title, n.text]));
    }
    const txt = await download(token, id, 'txt');
    expect(txt.body).toBe(`${normalizeScript(buildTeleprompterText(body.nodes, body.nodeOrder))}\n`);
    const pdf = await download(token, id, 'pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Type \/Page\b/);
    const xmind = unzipSync(new Uint8Array((await download(token, id, 'xmind')).rawPayload));
    expect(JSON.parse(strFromU8(xmind['content.json']!))[0].rootTopic.title).toBe('Main Idea');
  });

  it("exports the saved teleprompter script as txt, and refuses an unknown format or another user's script", async () => {
    const { token } = await eliteUser(t);
    const id = (await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(2) })).json<MindMap>()._id;
    const saved = await t.inject({
      method: 'POST',
      url: '/api/teleprompter',
      headers: bearer(token),
      payload: { mindMapId: id, title: 'Talk', content: 'Hello   there.\nFriends.\n\n\n\nBye.' },
    });
    expect(saved.statusCode).toBeLessThan(300);
    expect((await download(token, id, 'txt')).body).toBe('Hello there. Friends.\n\nBye.\n');
    expect((await download(token, id, 'doc')).statusCode).toBe(400);
    const other = await eliteUser(t);
    expect((await download(other.token, id, 'md')).statusCode).toBe(404);
  });
});
