// The script edited by hand (issue 11, item 3): PUT /api/teleprompter/:id/script against a version.
import { describe, expect, it } from 'vitest';
import type { MindMap, ScriptSection, TeleprompterText } from '@cuemap/shared';
import { bearer, mapBody, registerUser, setupApp } from '../../../helper';

const t = setupApp();

type Script = TeleprompterText & { sections: ScriptSection[]; version: number };

async function createMap(token: string, body: ReturnType<typeof mapBody>): Promise<MindMap> {
  return (await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: body })).json<MindMap>();
}

async function script(token: string, id: string): Promise<Script> {
  return (await t.inject({ method: 'GET', url: `/api/teleprompter/${id}`, headers: bearer(token) })).json<Script>();
}

const edit = (token: string, id: string, payload: Record<string, unknown>) =>
  t.inject({ method: 'PUT', url: `/api/teleprompter/${id}/script`, headers: bearer(token), payload });

const texts = (s: Script, change: Record<number, string>) => s.sections.map((x, i) => ({ nodeId: x.nodeId, text: change[i] ?? x.text }));

describe('PUT /api/teleprompter/:id/script', () => {
  it('stores a hand edit that survives map saves, and marks it stale when its node changes', async () => {
    const { token } = await registerUser(t);
    const body = mapBody(3);
    const map = await createMap(token, body);
    const before = await script(token, map._id);

    const res = await edit(token, map._id, { version: before.version, sections: texts(before, { 1: 'My **own** words. [pause] Then more.' }) });
    expect(res.statusCode).toBe(200);
    const after = res.json<Script>();
    expect(after.version).toBe(before.version + 1);
    expect(after.sections[1]).toMatchObject({ nodeId: '2', origin: 'edited', text: 'My **own** words. [pause] Then more.', mapText: body.nodes[1]!.text });
    expect(after.sections[0]!.origin).toBe('map');
    expect(after.content).toBe([body.nodes[0]!.text, 'My **own** words. [pause] Then more.', body.nodes[2]!.text].join('\n\n'));

    // An unchanged map save keeps it; a changed node text marks it out of date, words kept.
    expect((await t.inject({ method: 'PUT', url: `/api/mindmaps/${map._id}`, headers: bearer(token), payload: body })).statusCode).toBe(200);
    expect((await script(token, map._id)).sections[1]!.text).toBe('My **own** words. [pause] Then more.');
    const changed = { ...body, nodes: body.nodes.map((n, i) => (i === 1 ? { ...n, text: 'New node text.' } : n)) };
    expect((await t.inject({ method: 'PUT', url: `/api/mindmaps/${map._id}`, headers: bearer(token), payload: changed })).statusCode).toBe(200);
    expect((await script(token, map._id)).sections[1]).toMatchObject({ text: 'My **own** words. [pause] Then more.', stale: true, nodeText: 'New node text.' });
  });

  it('409 on a stale version or a script whose sections changed, and nothing is stored', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token, mapBody(2));
    const s = await script(token, map._id);
    const stale = await edit(token, map._id, { version: s.version + 1, sections: texts(s, { 0: 'x' }) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: 'This script changed elsewhere. Reload it and try again.' });
    const shape = await edit(token, map._id, { version: s.version, sections: texts(s, {}).slice(1) });
    expect(shape.statusCode).toBe(409);
    const swapped = await edit(token, map._id, { version: s.version, sections: texts(s, {}).reverse() });
    expect(swapped.statusCode).toBe(409);
    expect((await script(token, map._id)).version).toBe(s.version);
  });

  it('an unchanged edit writes nothing; bad input is 400; another user gets 404', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token, mapBody(2));
    const s = await script(token, map._id);
    const same = await edit(token, map._id, { version: s.version, sections: texts(s, {}) });
    expect(same.statusCode).toBe(200);
    expect(same.json<Script>().version).toBe(s.version);

    expect((await edit(token, map._id, { version: s.version })).statusCode).toBe(400);
    expect(
      (
        await edit(token, map._id, {
          version: s.version,
          sections: [
            { nodeId: '1', text: 'a\u0000b' },
            { nodeId: '2', text: '' },
          ],
        })
      ).statusCode,
    ).toBe(400);
    expect((await edit(token, map._id, { version: s.version, sections: texts(s, { 0: 'x'.repeat(1_020_000) }) })).statusCode).toBe(400);

    const other = await registerUser(t);
    expect((await edit(other.token, map._id, { version: s.version, sections: texts(s, { 0: 'mine' }) })).statusCode).toBe(404);
    expect((await script(token, map._id)).version).toBe(s.version);
  });
});
