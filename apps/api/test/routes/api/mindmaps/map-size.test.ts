// The script size limit (LIMITS.mapBytesMax, measured like the editor does: UTF-8 bytes of the saved
// map's JSON) on both engines: a map at the maximum saves, one byte more is a 413 in the editor's
// words, and the body limit leaves room for the rest of a save around the largest map.
import { describe, expect, it } from 'vitest';
import { LIMITS, MAP_SIZE_MESSAGES, mapSaveBytes, type MindMap } from '@cuemap/shared';
import { bearer, mapBody, registerUser, setupApp } from '../../../helper';

const t = setupApp();

/** A map the editor would save, padded with 'x' (1 byte each) to exactly `bytes`. */
function mapOfSize(bytes: number, title = 'Big talk') {
  const count = Math.ceil(bytes / (LIMITS.nodeTextMax - 500));
  const body = mapBody(count, title);
  let missing = bytes - mapSaveBytes(body);
  for (const node of body.nodes) {
    const add = Math.min(missing, LIMITS.nodeTextMax - node.text.length);
    node.text += 'x'.repeat(add);
    missing -= add;
  }
  // Fresh objects: mapSaveBytes remembers sizes by identity (the editor's data is immutable).
  const map = structuredClone(body);
  expect(mapSaveBytes(map)).toBe(bytes);
  expect(Buffer.byteLength(JSON.stringify(map))).toBe(bytes);
  return map;
}

describe('script size', () => {
  it('a map of exactly the maximum is created and saved; one byte more is refused with the editor’s message', async () => {
    const { token } = await registerUser(t);
    const atMax = mapOfSize(LIMITS.mapBytesMax);
    const created = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: atMax });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<MindMap>()._id;

    const over = mapOfSize(LIMITS.mapBytesMax + 1);
    const put = await t.inject({ method: 'PUT', url: `/api/mindmaps/${id}`, headers: bearer(token), payload: { ...over, version: 1 } });
    expect(put.statusCode).toBe(413);
    expect(put.json()).toEqual({ message: MAP_SIZE_MESSAGES.tooLarge });
    // Nothing changed: the stored map is still the one at the maximum, version 1.
    const stored = (await t.inject({ method: 'GET', url: `/api/mindmaps/${id}`, headers: bearer(token) })).json<MindMap>();
    expect(stored.version).toBe(1);
    expect(stored.nodes).toEqual(atMax.nodes);

    const saved = await t.inject({ method: 'PUT', url: `/api/mindmaps/${id}`, headers: bearer(token), payload: { ...atMax, version: 1 } });
    expect(saved.statusCode, saved.body).toBe(200);

    const createdOver = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: over });
    expect(createdOver.statusCode).toBe(413);
    expect(createdOver.json()).toEqual({ message: MAP_SIZE_MESSAGES.tooLarge });
  });

  it('multi-byte text counts in UTF-8 bytes, as the editor counts it', async () => {
    const { token } = await registerUser(t);
    const body = mapOfSize(LIMITS.mapBytesMax - 3);
    const last = body.nodes[body.nodes.length - 1]!; // the one with room left under the node limit
    last.text += 'é'; // 2 bytes: at the maximum minus one
    expect(mapSaveBytes(structuredClone(body))).toBe(LIMITS.mapBytesMax - 1);
    expect((await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: body })).statusCode).toBe(201);
    last.text += '€'; // 3 bytes: one over
    const res = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: body });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MAP_SIZE_MESSAGES.tooLarge);
  });

  it('the body limit fits the largest map with the largest envelope; a body past it says the same words', async () => {
    const { token } = await registerUser(t);
    const id = (await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(2) })).json<MindMap>()._id;
    const envelope = {
      version: 1,
      description: '€'.repeat(LIMITS.descriptionMax),
      category: '€'.repeat(LIMITS.categoryMax),
      type: '€'.repeat(LIMITS.typeMax),
    };
    const largest = JSON.stringify({ ...mapOfSize(LIMITS.mapBytesMax, '€'.repeat(LIMITS.titleMax)), ...envelope });
    expect(Buffer.byteLength(largest)).toBeLessThanOrEqual(LIMITS.bodyLimitBytes);
    const res = await t.inject({
      method: 'PUT',
      url: `/api/mindmaps/${id}`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: largest,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);

    // The case: 55 nodes at the 20 000-character node limit, more than the body limit.
    const huge = mapBody(55);
    for (const node of huge.nodes) node.text = 'x'.repeat(LIMITS.nodeTextMax);
    const tooBig = await t.inject({ method: 'PUT', url: `/api/mindmaps/${id}`, headers: bearer(token), payload: huge });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: MAP_SIZE_MESSAGES.tooLarge });
  });
});
