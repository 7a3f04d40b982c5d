// The migration that gave scripts their sections converts the texts saved before it (both engines).
import { describe, expect, it } from 'vitest';
import type { ScriptSection } from '@cuemap/shared';
import * as scriptSections from '../../../../src/db/migrations/20261126T140000-script-sections';
import { bearer, mapBody, registerUser, setupApp } from '../../../helper';

const t = setupApp();

describe('migration 20261126T140000-script-sections', () => {
  it('node-text scripts become map sections; any other text is kept word for word as written', async () => {
    const { token } = await registerUser(t);
    const create = async () =>
      (await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(2) })).json<{ _id: string }>()._id;
    const fromMap = await create();
    const byHand = await create();
    await t.inject({
      method: 'POST',
      url: '/api/teleprompter',
      headers: bearer(token),
      payload: { mindMapId: byHand, title: 'Talk', content: 'An AI script.\n\nWord for word.' },
    });

    // Back to the schema before the migration (the texts stay), then forward again.
    await scriptSections.down(t.app.db.kysely);
    await scriptSections.up(t.app.db.kysely);

    const get = async (id: string) =>
      (await t.inject({ method: 'GET', url: `/api/teleprompter/${id}`, headers: bearer(token) })).json<{
        content: string;
        sections: ScriptSection[];
        version: number;
      }>();
    const map = await get(fromMap);
    expect(map.sections.map((s) => [s.nodeId, s.origin])).toEqual([
      ['1', 'map'],
      ['2', 'map'],
    ]);
    expect(map.content).toBe(
      mapBody(2)
        .nodes.map((n) => n.text)
        .join('\n\n'),
    );
    expect(map.version).toBe(1);
    const hand = await get(byHand);
    expect(hand.content).toBe('An AI script.\n\nWord for word.');
    expect(hand.sections).toEqual([
      { nodeId: null, text: 'An AI script.\n\nWord for word.', origin: 'edited' },
      { nodeId: '1', text: '', origin: 'edited', mapText: mapBody(2).nodes[0]!.text },
      { nodeId: '2', text: '', origin: 'edited', mapText: mapBody(2).nodes[1]!.text },
    ]);
  });
});
