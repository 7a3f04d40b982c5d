// The script as sections linked to nodes (issue 11): map saves feed it, never destroy it.
import { describe, expect, it } from 'vitest';
import { serializeMapContent, type MindMap, type ScriptSection, type TeleprompterText } from '@cuemap/shared';
import { bearer, mapBody, registerUser, setupApp } from '../../../helper';

const t = setupApp();

type Body = ReturnType<typeof mapBody>;

async function createMap(token: string, body: Body): Promise<MindMap> {
  return (await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: body })).json<MindMap>();
}

async function saveMap(token: string, id: string, body: Body) {
  const res = await t.inject({ method: 'PUT', url: `/api/mindmaps/${id}`, headers: bearer(token), payload: body });
  expect(res.statusCode).toBe(200);
}

async function script(token: string, id: string): Promise<TeleprompterText & { sections: ScriptSection[]; version: number }> {
  const res = await t.inject({ method: 'GET', url: `/api/teleprompter/${id}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function generate(token: string, map: MindMap, body: Body, stream = false) {
  const payload = {
    mindMapTitle: body.title,
    mindMapContent: serializeMapContent(body.nodes.map((n) => ({ title: n.title, text: n.text }))),
    mindMapId: map._id,
  };
  const url = stream ? '/api/ai/generate-teleprompter/stream' : '/api/ai/generate-teleprompter';
  const res = await t.inject({ method: 'POST', url, headers: bearer(token), payload });
  expect(res.statusCode).toBe(200);
  if (!stream) return res.json<{ script: string }>().script;
  const done = res.body.split('\n\n').find((frame) => frame.startsWith('event: done'))!;
  expect(res.body).not.toContain('[[');
  return (JSON.parse(done.split('\ndata: ')[1]!) as { script: string }).script;
}

const withText = (body: Body, index: number, text: string): Body => ({
  ...body,
  nodes: body.nodes.map((n, i) => (i === index ? { ...n, text } : n)),
});

describe('script sections', () => {
  it('a saved map is its own script: one map section per node, content = the node texts', async () => {
    const { token } = await registerUser(t);
    const body = mapBody(3);
    const map = await createMap(token, body);
    const first = await script(token, map._id);
    expect(first.content).toBe(body.nodes.map((n) => n.text).join('\n\n'));
    expect(first.sections.map((s) => [s.nodeId, s.origin])).toEqual([
      ['1', 'map'],
      ['2', 'map'],
      ['3', 'map'],
    ]);

    // Edits, reordering and deletions flow in; an unchanged save writes nothing (same version).
    const edited = withText(body, 1, 'Changed words.');
    await saveMap(token, map._id, { ...edited, nodeOrder: ['3', '1', '2'] });
    const second = await script(token, map._id);
    expect(second.content).toBe([body.nodes[2]!.text, body.nodes[0]!.text, 'Changed words.'].join('\n\n'));
    await saveMap(token, map._id, { ...edited, nodeOrder: ['3', '1', '2'] });
    expect((await script(token, map._id)).version).toBe(second.version);
  });

  for (const stream of [false, true]) {
    it(`an AI script (${stream ? 'streamed' : 'JSON'}) survives map saves word for word; an edited node's section goes stale`, async () => {
      const { token } = await registerUser(t);
      const body = mapBody(3, 'Remote teams');
      const map = await createMap(token, body);
      const written = await generate(token, map, body, stream);
      const generated = await script(token, map._id);
      expect(generated.content).toBe(written);
      // One section per node, tied to it, between the writer's opening and close.
      expect(generated.sections.map((s) => [s.nodeId, s.origin])).toEqual([
        [null, 'ai'],
        ['1', 'ai'],
        ['2', 'ai'],
        ['3', 'ai'],
        [null, 'ai'],
      ]);
      expect(generated.sections[2]!.text).toContain('Paragraph 1');

      // Back to the map, Teleprompter again: the save changes nothing.
      await saveMap(token, map._id, body);
      expect((await script(token, map._id)).content).toBe(written);

      // A node edit: that section keeps its words, marked stale with the node's new text.
      await saveMap(token, map._id, withText(body, 1, 'A new point about async work.'));
      const after = await script(token, map._id);
      expect(after.content).toBe(written);
      expect(after.sections[2]).toMatchObject({ nodeId: '2', origin: 'ai', stale: true, nodeText: 'A new point about async work.' });
      expect(after.sections.filter((s) => s.stale)).toHaveLength(1);

      // A new node adds its text at its place; a deleted node's AI words stay, flagged.
      const grown = withText(body, 1, 'A new point about async work.');
      grown.nodes = [...grown.nodes.filter((n) => n.id !== '3'), { ...grown.nodes[2]!, id: '4', text: 'Brand new node.' }];
      grown.nodeOrder = grown.nodes.map((n) => n.id);
      grown.connections = [
        { from: '1', to: '2' },
        { from: '2', to: '4' },
      ];
      await saveMap(token, map._id, grown);
      const last = await script(token, map._id);
      expect(last.sections.map((s) => [s.nodeId, s.origin, !!s.orphaned])).toEqual([
        [null, 'ai', false],
        ['1', 'ai', false],
        ['2', 'ai', false],
        ['3', 'ai', true],
        ['4', 'map', false],
        [null, 'ai', false],
      ]);
      expect(last.content.startsWith(written.split('\n\n').slice(0, -1).join('\n\n'))).toBe(true);
      expect(last.content).toContain('Brand new node.');
    });
  }

  it("the spec's POST still works: node texts are the map's script, other text is kept as written", async () => {
    const { token } = await registerUser(t);
    const body = mapBody(2);
    const map = await createMap(token, body);
    const post = (content: string) =>
      t.inject({ method: 'POST', url: '/api/teleprompter', headers: bearer(token), payload: { mindMapId: map._id, title: 'Talk', content } });

    const same = await post(body.nodes.map((n) => n.text).join('\n\n'));
    expect(same.statusCode).toBe(200);
    expect(same.json<TeleprompterText>().sections!.every((s) => s.origin === 'map')).toBe(true);

    expect((await post('My own opening.\n\nMy own words.')).statusCode).toBe(200);
    await saveMap(token, map._id, withText(body, 0, 'Edited root.'));
    const kept = await script(token, map._id);
    expect(kept.content).toBe('My own opening.\n\nMy own words.');
    expect(kept.sections.find((s) => s.nodeId === '1')).toMatchObject({ origin: 'edited', stale: true, nodeText: 'Edited root.' });
  });

  it('a stale or orphaned section is resolved one at a time: keep mine, use map text, remove (409 on a stale version)', async () => {
    const { token } = await registerUser(t);
    const body = mapBody(3, 'Remote teams');
    const map = await createMap(token, body);
    const written = await generate(token, map, body);
    await saveMap(token, map._id, withText(body, 1, 'New words for two.'));
    const stale = await script(token, map._id);
    const index = stale.sections.findIndex((s) => s.stale);
    const put = (i: number, payload: object) => t.inject({ method: 'PUT', url: `/api/teleprompter/${map._id}/sections/${i}`, headers: bearer(token), payload });

    const old = await put(index, { version: stale.version - 1, action: 'keep-mine' });
    expect(old.statusCode).toBe(409);
    expect((await put(0, { version: stale.version, action: 'keep-mine' })).statusCode).toBe(400);
    const kept = await put(index, { version: stale.version, action: 'keep-mine' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<TeleprompterText>().content).toBe(written);
    expect(kept.json<TeleprompterText>().sections!.some((s) => s.stale)).toBe(false);

    await saveMap(token, map._id, withText(body, 1, 'Newer words for two.'));
    const again = await script(token, map._id);
    const used = await put(index, { version: again.version, action: 'use-map-text' });
    expect(used.statusCode).toBe(200);
    expect(used.json<TeleprompterText>().sections![index]).toEqual({
      nodeId: '2',
      text: 'Newer words for two.',
      origin: 'map',
      mapText: 'Newer words for two.',
    });
    expect(used.json<TeleprompterText>().content).toContain('Newer words for two.');

    // Another user's script is not found.
    const other = await registerUser(t);
    const theirs = await t.inject({
      method: 'PUT',
      url: `/api/teleprompter/${map._id}/sections/${index}`,
      headers: bearer(other.token),
      payload: { version: 1, action: 'keep-mine' },
    });
    expect(theirs.statusCode).toBe(404);
  });
});
