// Test helper shared by the rehearsal route tests (runs, the coach's figures): a user's script to rehearse
// and a run posted to /api/mindmaps/:id/rehearsals.
import { expect } from 'vitest';
import type { MindMap } from '@cuemap/shared';
import { bearer, mapBody, type TestApp } from '../helper';

export function rehearsalRoutes(t: TestApp) {
  /** A three-node script "Keynote" owned by the token's user. */
  async function createMap(token: string): Promise<MindMap> {
    const res = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(3, 'Keynote') });
    expect(res.statusCode).toBe(201);
    return res.json<MindMap>();
  }
  /** POST a run (any payload: the validation tests send bad ones). */
  const post = (token: string, mapId: string, payload: unknown) =>
    t.inject({ method: 'POST', url: `/api/mindmaps/${mapId}/rehearsals`, headers: bearer(token), payload: payload as object });
  return { createMap, post };
}
