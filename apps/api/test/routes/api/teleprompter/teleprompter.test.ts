// /api/teleprompter: upsert and read, owner only.
import { describe, expect, it } from 'vitest';
import { MIND_MAP_MESSAGES, TELEPROMPTER_MESSAGES, type MindMap } from '@cuemap/shared';
import { bearer, mapBody, registerUser, setupApp } from '../../../helper';

const t = setupApp();

async function scriptOf(token: string) {
  return (await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(2) })).json<MindMap>();
}

describe('/api/teleprompter', () => {
  it('404 before any text, then upserts and reads back', async () => {
    const { token } = await registerUser(t);
    // A map without any text has no script yet (one with text gets its script from the map save).
    const blank = mapBody(2);
    const map = (
      await t.inject({
        method: 'POST',
        url: '/api/mindmaps',
        headers: bearer(token),
        payload: { ...blank, nodes: blank.nodes.map((n) => ({ ...n, text: '' })) },
      })
    ).json<MindMap>();
    const none = await t.inject({ method: 'GET', url: `/api/teleprompter/${map._id}`, headers: bearer(token) });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: TELEPROMPTER_MESSAGES.notFound });

    const first = await t.inject({
      method: 'POST',
      url: '/api/teleprompter',
      headers: bearer(token),
      payload: { mindMapId: map._id, title: 'Talk', content: 'One\n\nTwo' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ mindMapId: map._id, title: 'Talk', content: 'One\n\nTwo' });

    t.clock.advance(1000);
    const second = await t.inject({
      method: 'POST',
      url: '/api/teleprompter',
      headers: bearer(token),
      payload: { mindMapId: map._id, title: 'Talk 2', content: 'Three' },
    });
    expect(second.statusCode).toBe(200);
    const read = await t.inject({ method: 'GET', url: `/api/teleprompter/${map._id}`, headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      mindMapId: map._id,
      title: 'Talk 2',
      content: 'Three',
      updatedAt: second.json().updatedAt,
      // Not the node texts: kept as written, and the map's (empty) nodes add nothing beside it.
      sections: [
        { nodeId: null, text: 'Three', origin: 'edited' },
        { nodeId: '1', text: '', origin: 'edited', mapText: '' },
        { nodeId: '2', text: '', origin: 'edited', mapText: '' },
      ],
      version: 2,
    });
    expect(read.json().updatedAt > first.json().updatedAt).toBe(true);
  });

  it('another user can neither read nor write it (404)', async () => {
    const alice = await registerUser(t);
    const map = await scriptOf(alice.token);
    await t.inject({ method: 'POST', url: '/api/teleprompter', headers: bearer(alice.token), payload: { mindMapId: map._id, title: 'A', content: 'Secret' } });
    const bob = await registerUser(t);
    const read = await t.inject({ method: 'GET', url: `/api/teleprompter/${map._id}`, headers: bearer(bob.token) });
    expect(read.statusCode).toBe(404);
    const write = await t.inject({
      method: 'POST',
      url: '/api/teleprompter',
      headers: bearer(bob.token),
      payload: { mindMapId: map._id, title: 'B', content: 'Overwrite' },
    });
    expect(write.statusCode).toBe(404);
    expect(write.json()).toEqual({ message: MIND_MAP_MESSAGES.notFound });
    const still = await t.inject({ method: 'GET', url: `/api/teleprompter/${map._id}`, headers: bearer(alice.token) });
    expect(still.json().content).toBe('Secret');
  });

  it('400 for missing fields, 401 without a session, 404 for an unknown script', async () => {
    const { token } = await registerUser(t);
    const missing = await t.inject({ method: 'POST', url: '/api/teleprompter', headers: bearer(token), payload: { title: 'x', content: 'y' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('mindMapId is required.');
    const anon = await t.inject({ method: 'GET', url: '/api/teleprompter/abc' });
    expect(anon.statusCode).toBe(401);
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/teleprompter',
      headers: bearer(token),
      payload: { mindMapId: 'nope', title: 'x', content: 'y' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
