// Generate with AI, *Keep edited sections* (issue 24 item 3): the sections typed by hand stay word for
// word, the AI's words replace the rest; without it every section is the AI's — on SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import type { ScriptSection, TeleprompterText } from '@cuemap/shared';
import { bearer, mapBody, setupApp } from '../../../helper';
import { scriptBody, userWith } from './ai-helpers';

const t = setupApp();
type Script = TeleprompterText & { sections: ScriptSection[]; version: number };
const HAND = 'My hook, typed by hand [pause] with **cue marks**.';

async function script(token: string, id: string): Promise<Script> {
  return (await t.inject({ method: 'GET', url: `/api/teleprompter/${id}`, headers: bearer(token) })).json<Script>();
}

/** A map with an AI script whose node-2 section was then typed over by hand. */
async function editedScript() {
  const { token } = await userWith(t, 'pro');
  const map = (await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(3, 'Remote teams') })).json<{ _id: string }>();
  expect((await t.inject({ method: 'POST', url: '/api/ai/generate-teleprompter', headers: bearer(token), payload: scriptBody(map._id) })).statusCode).toBe(200);
  const current = await script(token, map._id);
  const sections = current.sections.map((s) => ({ nodeId: s.nodeId, text: s.nodeId === '2' ? HAND : s.text }));
  const res = await t.inject({
    method: 'PUT',
    url: `/api/teleprompter/${map._id}/script`,
    headers: bearer(token),
    payload: { version: current.version, sections },
  });
  expect(res.statusCode).toBe(200);
  return { token, id: map._id, edited: res.json<Script>() };
}

describe('Generate with AI: Keep edited sections', () => {
  it('keeps the hand-edited section word for word and writes the others anew (JSON and streamed)', async () => {
    for (const url of ['/api/ai/generate-teleprompter', '/api/ai/generate-teleprompter/stream']) {
      const { token, id, edited } = await editedScript();
      const res = await t.inject({ method: 'POST', url, headers: bearer(token), payload: scriptBody(id, { additionalPrompt: '', keepEdited: true }) });
      expect(res.statusCode).toBe(200);
      const after = await script(token, id);
      expect(after.sections.find((s) => s.nodeId === '2')).toEqual(edited.sections.find((s) => s.nodeId === '2'));
      expect(after.content).toContain(HAND);
      expect(after.sections.filter((s) => s.nodeId !== '2' && s.text.trim()).every((s) => s.origin === 'ai')).toBe(true);
    }
  });

  it("without it, every section is the AI's again", async () => {
    const { token, id } = await editedScript();
    const res = await t.inject({ method: 'POST', url: '/api/ai/generate-teleprompter', headers: bearer(token), payload: scriptBody(id) });
    expect(res.statusCode).toBe(200);
    const after = await script(token, id);
    expect(after.content).not.toContain(HAND);
    expect(after.sections.some((s) => s.origin === 'edited')).toBe(false);
  });
});
