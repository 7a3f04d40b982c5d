// The text rule (packages/shared schemas/text.ts) through the API, on SQLite and PostgreSQL: a NUL, a
// control character or a lone surrogate in any text field or path parameter is a 400 naming the field
// (PostgreSQL answered 500 before), the script stays as it was and saves again once the text is clean.
import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGES, type MindMap } from '@cuemap/shared';
import { bearer, mapBody, registerUser, setupApp } from '../../helper';

const t = setupApp();
const refused = (field: string) => ({ message: `${field}: ${TEXT_MESSAGES.invalidCharacters}` });

async function scriptOwner() {
  const { token } = await registerUser(t);
  const res = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(3) });
  expect(res.statusCode).toBe(201);
  return { token, id: res.json<MindMap>()._id };
}

describe('refused characters', () => {
  it('GET /api/mindmaps/%00 is a 400, not a 500', async () => {
    const { token } = await scriptOwner();
    const res = await t.inject({ method: 'GET', url: '/api/mindmaps/%00', headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('id'));
    const tele = await t.inject({ method: 'GET', url: '/api/teleprompter/a%00b', headers: bearer(token) });
    expect(tele.statusCode).toBe(400);
  });

  it('a NUL or a lone surrogate in a node is a 400 naming the node; the script is unchanged and saves once clean', async () => {
    const { token, id } = await scriptOwner();
    const body = mapBody(3);
    body.nodes[1]!.text = 'Pasted\u0000text';
    const nul = await t.inject({ method: 'PUT', url: `/api/mindmaps/${id}`, headers: bearer(token), payload: { ...body, version: 1 } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual(refused('nodes[1].text'));

    body.nodes[1]!.text = 'Fine';
    body.nodes[2]!.title = 'Half an emoji \ud83d';
    const lone = await t.inject({ method: 'PUT', url: `/api/mindmaps/${id}`, headers: bearer(token), payload: { ...body, version: 1 } });
    expect(lone.statusCode).toBe(400);
    expect(lone.json()).toEqual(refused('nodes[2].title'));

    const stored = (await t.inject({ method: 'GET', url: `/api/mindmaps/${id}`, headers: bearer(token) })).json<MindMap>();
    expect(stored.version).toBe(1);

    // Tabs and line breaks belong in multi-line text; whole emoji anywhere.
    body.nodes[1]!.text = 'Line one\n\tLine two\r\nLine three 😀';
    body.nodes[2]!.title = 'A whole emoji 😀';
    const ok = await t.inject({ method: 'PUT', url: `/api/mindmaps/${id}`, headers: bearer(token), payload: { ...body, version: 1 } });
    expect(ok.statusCode, ok.body).toBe(200);
    const saved = (await t.inject({ method: 'GET', url: `/api/mindmaps/${id}`, headers: bearer(token) })).json<MindMap>();
    expect(saved.nodes[1]!.text).toBe('Line one\n\tLine two\r\nLine three 😀');
  });

  it('a line break is refused in one-line fields (titles), allowed in text', async () => {
    const { token, id } = await scriptOwner();
    const res = await t.inject({ method: 'PUT', url: `/api/mindmaps/${id}`, headers: bearer(token), payload: { title: 'Two\nlines' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('title'));
  });

  it('teleprompter text, AI fields and a new script refuse them too', async () => {
    const { token, id } = await scriptOwner();
    const cases: [string, string, object, string][] = [
      ['POST', '/api/teleprompter', { mindMapId: id, title: 'Talk', content: 'Hello \ud800' }, 'content'],
      ['POST', '/api/teleprompter', { mindMapId: `${id}\u0000`, title: 'Talk', content: 'Hello' }, 'mindMapId'],
      ['POST', '/api/ai/generate-ideas', { title: 'Hook\u0000', currentText: '' }, 'title'],
      ['POST', '/api/ai/generate-teleprompter', { mindMapId: id, mindMapTitle: 'Talk', mindMapContent: '## A\n\nB\u0007' }, 'mindMapContent'],
      ['POST', '/api/mindmaps', { title: 'New\u001b[31m' }, 'title'],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await t.inject({ method: method as 'POST', url, headers: bearer(token), payload });
      expect(res.statusCode, `${url} ${field}`).toBe(400);
      expect(res.json()).toEqual(refused(field));
    }
  });

  it('a version past the 32-bit column is a 400, not a database error', async () => {
    const { token, id } = await scriptOwner();
    const res = await t.inject({
      method: 'PUT',
      url: `/api/mindmaps/${id}`,
      headers: bearer(token),
      payload: { ...mapBody(2), version: 2 ** 31 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^version: /);
  });
});
