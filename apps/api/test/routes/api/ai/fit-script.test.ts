// POST /api/ai/fit-script (issue 12, *Fit to N minutes*): plan rule, quota (reserve/charge/refund),
// version check, ownership, validation, and the ±10 % promise — on SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import {
  AI_MESSAGES,
  MIND_MAP_MESSAGES,
  TELEPROMPTER_MESSAGES,
  monthlyTeleprompterLimit,
  scriptWords,
  withinTolerance,
  type ScriptSection,
  type TeleprompterText,
} from '@cuemap/shared';
import { createOfflineWriter, type AiWriter } from '../../../../src/plugins/app/ai/providers';
import { bearer, mapBody, registerUser, setupApp, type TestApp } from '../../../helper';
import { failingWriter, me, setPlan, userWith } from './ai-helpers';

type T = Pick<TestApp, 'app' | 'inject' | 'clock'>;
type Script = TeleprompterText & { sections: ScriptSection[]; version: number };

async function script(t: T, token: string, id: string): Promise<Script> {
  const res = await t.inject({ method: 'GET', url: `/api/teleprompter/${id}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A map of `count` nodes; saving it writes its script, one 'map' section per node. */
async function mapWithScript(t: T, token: string, count = 4) {
  const body = mapBody(count, 'Remote teams');
  const map = (await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: body })).json<{ _id: string }>();
  return { mindMapId: map._id, body, before: await script(t, token, map._id) };
}

const fit = (t: T, token: string, payload: Record<string, unknown>) => t.inject({ method: 'POST', url: '/api/ai/fit-script', headers: bearer(token), payload });

describe('POST /api/ai/fit-script (offline writer)', () => {
  const t = setupApp();

  it('Pro: fits the whole script within ±10 %, one section per node, as ai sections; one generation counted', async () => {
    const { token } = await userWith(t, 'pro');
    const { mindMapId, body, before } = await mapWithScript(t, token);
    const used = (await me(t, token)).aiTeleprompterGenerations;
    for (const [minutes, wpm] of [
      [2, 100],
      [0.5, 80],
      [10, 150],
    ] as const) {
      const current = await script(t, token, mindMapId);
      const res = await fit(t, token, { mindMapId, version: current.version, minutes, wpm });
      expect(res.statusCode, res.body).toBe(200);
      const after = res.json<Script>();
      const words = scriptWords(after.content);
      expect(withinTolerance(words, minutes * wpm), `${words} words for ${minutes * wpm}`).toBe(true);
      expect(after.version).toBeGreaterThan(current.version);
      expect(after.sections.map((s) => s.nodeId)).toEqual(before.sections.map((s) => s.nodeId));
      after.sections.forEach((s) => {
        const node = body.nodes.find((n) => n.id === s.nodeId)!;
        expect(s).toEqual({ nodeId: node.id, text: s.text, origin: 'ai', mapText: node.text });
      });
      expect(after.content).toBe(
        after.sections
          .map((s) => s.text)
          .filter(Boolean)
          .join('\n\n'),
      );
      expect(after.content).not.toContain('[[');
      expect(await script(t, token, mindMapId)).toMatchObject({ version: after.version, content: after.content });
    }
    expect((await me(t, token)).aiTeleprompterGenerations).toBe(used + 3);
    const versions = await t.inject({ method: 'GET', url: `/api/mindmaps/${mindMapId}/versions`, headers: bearer(token) });
    expect(versions.json<Array<{ reason: string }>>()[0]!.reason).toBe('ai-script');
  });

  it('fits the longest time at the fastest speed (180 minutes at 500 WPM) too', async () => {
    const { token } = await userWith(t, 'pro');
    const { mindMapId, before } = await mapWithScript(t, token, 3);
    const res = await fit(t, token, { mindMapId, version: before.version, minutes: 180, wpm: 500 });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(withinTolerance(scriptWords(res.json<Script>().content), 90_000)).toBe(true);
  });

  it('fits only the chosen sections; the others keep their words', async () => {
    const { token } = await userWith(t, 'elite');
    const { mindMapId, before } = await mapWithScript(t, token);
    const res = await fit(t, token, { mindMapId, version: before.version, minutes: 1, wpm: 120, sections: [1, 2] });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<Script>();
    expect(after.sections[0]).toEqual(before.sections[0]);
    expect(after.sections[3]).toEqual(before.sections[3]);
    expect(after.sections[1]!.origin).toBe('ai');
    expect(withinTolerance(scriptWords(after.content), 120)).toBe(true);
  });

  it("Free: 403 with the upgrade message; another user's map: 404; no session: 401 — nothing counted", async () => {
    const free = await registerUser(t);
    const own = await mapWithScript(t, free.token);
    const res = await fit(t, free.token, { mindMapId: own.mindMapId, version: own.before.version, minutes: 1, wpm: 100 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: AI_MESSAGES.fitUpgradeRequired });
    expect((await me(t, free.token)).aiTeleprompterGenerations).toBe(0);
    const other = await userWith(t, 'pro');
    const theirs = await fit(t, other.token, { mindMapId: own.mindMapId, version: own.before.version, minutes: 1, wpm: 100 });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: MIND_MAP_MESSAGES.notFound });
    const anonymous = await t.inject({ method: 'POST', url: '/api/ai/fit-script', payload: { mindMapId: own.mindMapId, version: 1, minutes: 1, wpm: 100 } });
    expect(anonymous.statusCode).toBe(401);
    expect((await script(t, free.token, own.mindMapId)).version).toBe(own.before.version);
  });

  it('409 on a stale version, 400 on bad input or a time out of reach — nothing counted, nothing written', async () => {
    const { token } = await userWith(t, 'pro');
    const { mindMapId, before } = await mapWithScript(t, token);
    const used = (await me(t, token)).aiTeleprompterGenerations;
    const stale = await fit(t, token, { mindMapId, version: before.version + 1, minutes: 1, wpm: 100 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: TELEPROMPTER_MESSAGES.scriptChanged });
    const bad = [
      { minutes: 0.2, wpm: 100 },
      { minutes: 181, wpm: 100 },
      { minutes: 1, wpm: 5 },
      { minutes: 1, wpm: 501 },
      { minutes: 1, wpm: 100.5 },
      { minutes: 1, wpm: 100, sections: [] },
      { minutes: 1, wpm: 100, sections: [-1] },
      { minutes: '1', wpm: 100 },
    ];
    for (const extra of bad) expect((await fit(t, token, { mindMapId, version: before.version, ...extra })).statusCode, JSON.stringify(extra)).toBe(400);
    const missing = await fit(t, token, { mindMapId, version: before.version, minutes: 1, wpm: 100, sections: [0, 9] });
    expect(missing.json()).toEqual({ message: AI_MESSAGES.fitNoSuchSection });
    // Three sections of 16 words kept, one to fit: 5 words cannot be reached.
    const unreachable = await fit(t, token, { mindMapId, version: before.version, minutes: 0.5, wpm: 10, sections: [0] });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json()).toEqual({ message: AI_MESSAGES.fitOutOfReach(0.5) });
    expect((await me(t, token)).aiTeleprompterGenerations).toBe(used);
    expect((await script(t, token, mindMapId)).version).toBe(before.version);
  });

  it('429 with the limit message past the monthly quota; nothing written', async () => {
    const { email, token } = await userWith(t, 'pro');
    const { mindMapId, before } = await mapWithScript(t, token);
    const limit = monthlyTeleprompterLimit('pro');
    await setPlan(t, email, 'pro', limit);
    const res = await fit(t, token, { mindMapId, version: before.version, minutes: 1, wpm: 100 });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: AI_MESSAGES.teleprompterLimitReached(limit) });
    expect((await script(t, token, mindMapId)).version).toBe(before.version);
    expect((await me(t, token)).aiTeleprompterGenerations).toBe(limit);
  });
});

describe('POST /api/ai/fit-script (a failing writer)', () => {
  const t = setupApp({ aiWriter: failingWriter('The AI provider answered 503: model is overloaded') });

  it('502 with the reason; the quota is given back and the script unchanged', async () => {
    const { email, token } = await userWith(t, 'pro');
    const { mindMapId, before } = await mapWithScript(t, token);
    await setPlan(t, email, 'pro', 2);
    const res = await fit(t, token, { mindMapId, version: before.version, minutes: 1, wpm: 100 });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'The AI provider answered 503: model is overloaded' });
    expect((await me(t, token)).aiTeleprompterGenerations).toBe(2);
    expect((await script(t, token, mindMapId)).version).toBe(before.version);
  });
});

/** A model that always answers a couple of words per part, far from the word counts asked for. */
const terseModel: AiWriter = {
  ...createOfflineWriter({ chunkDelayMs: 0 }),
  name: 'openai-compatible',
  label: 'terse-model',
  fitScript: async (input) => input.parts.map((_, i) => `[[node ${i + 1}]]\nShort answer ${i + 1}.`).join('\n\n'),
};

describe('POST /api/ai/fit-script (a model that misses the target)', () => {
  const t = setupApp({ aiWriter: terseModel });

  it("still lands within ±10 %, built on the model's words", async () => {
    const { token } = await userWith(t, 'pro');
    const { mindMapId, before } = await mapWithScript(t, token, 3);
    const res = await fit(t, token, { mindMapId, version: before.version, minutes: 3, wpm: 130 });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<Script>();
    expect(withinTolerance(scriptWords(after.content), 390)).toBe(true);
    after.sections.forEach((s, i) => expect(s.text.startsWith(`Short answer ${i + 1}.`)).toBe(true));
  });
});
