// /api/ai/generate-ideas and /api/ai/generate-teleprompter (JSON, spec §7): plan rules, quotas,
// ownership, failures — on SQLite and PostgreSQL, with the offline writer and a local model server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { AI_MESSAGES, MIND_MAP_MESSAGES, serializeMapContent, usagePeriod } from '@cuemap/shared';
import { createAiWriter, OFFLINE_WRITER_LABEL } from '../../../../src/plugins/app/ai/providers';
import { bearer, build, registerUser, setupApp, type TestApp } from '../../../helper';
import { hanging, openAiChat, startFakeServer, type FakeServer } from '../../../ai/fake-provider-server';
import { createMap, failingWriter, me, scriptBody, setPlan, userWith, scriptIsTheMaps } from './ai-helpers';

const ELITE_CONTEXT = 'My audience is first-time founders with no spare time.';
const ideasBody = (userContext = '') => ({ title: 'Morning routines', currentText: 'A ten-minute walk beats coffee.', userContext });

describe('with the offline writer (no configuration)', () => {
  const t = setupApp();

  describe('POST /api/ai/generate-ideas', () => {
    it('needs a session', async () => {
      const res = await t.inject({ method: 'POST', url: '/api/ai/generate-ideas', payload: ideasBody() });
      expect(res.statusCode).toBe(401);
    });

    it('Free: 403 with the upgrade message, nothing counted', async () => {
      const { token } = await registerUser(t);
      const res = await t.inject({ method: 'POST', url: '/api/ai/generate-ideas', headers: bearer(token), payload: ideasBody() });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: AI_MESSAGES.ideasUpgradeRequired });
      expect((await me(t, token)).aiIdeaGenerations).toBe(0);
    });

    it('Pro: five offline ideas built from the node, labelled, counted this month', async () => {
      const { token } = await userWith(t, 'pro');
      const res = await t.inject({ method: 'POST', url: '/api/ai/generate-ideas', headers: bearer(token), payload: ideasBody() });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ ideas: string; source: string }>();
      expect(body.source).toBe(OFFLINE_WRITER_LABEL);
      const lines = body.ideas.split('\n');
      expect(lines).toHaveLength(5);
      expect(lines.map((l) => l.replace(/^\d\. (\w+( \w+)?):.*/, '$1'))).toEqual(['Hook', 'Example', 'Question', 'Counterpoint', 'Next step']);
      expect(body.ideas.toLowerCase()).toContain('morning routines');
      await t.inject({ method: 'POST', url: '/api/ai/generate-ideas', headers: bearer(token), payload: ideasBody() });
      expect((await me(t, token)).aiIdeaGenerations).toBe(2);
    });

    it('400 without a title, with the spec message', async () => {
      const { token } = await userWith(t, 'pro');
      const res = await t.inject({ method: 'POST', url: '/api/ai/generate-ideas', headers: bearer(token), payload: { title: '  ', currentText: '' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(AI_MESSAGES.titleRequired);
    });
  });

  describe('POST /api/ai/generate-teleprompter', () => {
    it('writes a spoken script from the map, stores it as the teleprompter text, counts one', async () => {
      const { token } = await registerUser(t);
      const map = await createMap(t, token);
      const res = await t.inject({ method: 'POST', url: '/api/ai/generate-teleprompter', headers: bearer(token), payload: scriptBody(map._id) });
      expect(res.statusCode).toBe(200);
      const { script, source } = res.json<{ script: string; source: string }>();
      expect(source).toBe(OFFLINE_WRITER_LABEL);
      expect(script).toContain('Write decisions down');
      expect(script.indexOf('Write decisions down') < script.indexOf('Overlap two hours')).toBe(true);
      expect(script).not.toMatch(/^#|\*\*/m);
      const saved = await t.inject({ method: 'GET', url: `/api/teleprompter/${map._id}`, headers: bearer(token) });
      expect(saved.json()).toMatchObject({ mindMapId: map._id, title: 'Remote teams', content: script });
      expect((await me(t, token)).aiTeleprompterGenerations).toBe(1);
    });

    it("404 for another user's map (and for none), nothing counted", async () => {
      const alice = await registerUser(t);
      const map = await createMap(t, alice.token);
      const bob = await registerUser(t);
      for (const id of [map._id, '00000000-0000-7000-8000-000000000000']) {
        const res = await t.inject({ method: 'POST', url: '/api/ai/generate-teleprompter', headers: bearer(bob.token), payload: scriptBody(id) });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: MIND_MAP_MESSAGES.notFound });
      }
      expect((await me(t, bob.token)).aiTeleprompterGenerations).toBe(0);
      expect(await scriptIsTheMaps(t, alice.token, map._id)).toBe(true);
    });

    it('400 with the spec message when no node has text; nothing counted', async () => {
      const { token } = await registerUser(t);
      const map = await createMap(t, token);
      const content = serializeMapContent([
        { title: 'Only a title', text: '' },
        { title: 'Another', text: '   ' },
      ]);
      const res = await t.inject({
        method: 'POST',
        url: '/api/ai/generate-teleprompter',
        headers: bearer(token),
        payload: scriptBody(map._id, { mindMapContent: content }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: AI_MESSAGES.noMapContent });
      expect((await me(t, token)).aiTeleprompterGenerations).toBe(0);
    });

    it('bounds the map content at 100 000 characters', async () => {
      const { token } = await registerUser(t);
      const map = await createMap(t, token);
      const res = await t.inject({
        method: 'POST',
        url: '/api/ai/generate-teleprompter',
        headers: bearer(token),
        payload: scriptBody(map._id, { mindMapContent: `## Big\n${'a'.repeat(100_001)}` }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('100000');
      expect((await me(t, token)).aiTeleprompterGenerations).toBe(0);
    });

    it('30 concurrent requests with 25 left: exactly 25 scripts, the rest 429 with the limit message', async () => {
      const { token, email } = await registerUser(t);
      const map = await createMap(t, token);
      await setPlan(t, email, 'pro', 75);
      const results = await Promise.all(
        Array.from({ length: 30 }, () =>
          t.inject({ method: 'POST', url: '/api/ai/generate-teleprompter', headers: bearer(token), payload: scriptBody(map._id) }),
        ),
      );
      const ok = results.filter((r) => r.statusCode === 200);
      const limited = results.filter((r) => r.statusCode === 429);
      expect(ok).toHaveLength(25);
      expect(limited).toHaveLength(5);
      for (const r of limited) expect(r.json()).toEqual({ message: AI_MESSAGES.teleprompterLimitReached(100) });
      expect((await me(t, token)).aiTeleprompterGenerations).toBe(100);
    });

    it('Free: 25 a month; a new calendar month (UTC) starts again from zero', async () => {
      const { token, email } = await registerUser(t);
      const map = await createMap(t, token);
      await setPlan(t, email, 'free', 25);
      const limited = await t.inject({ method: 'POST', url: '/api/ai/generate-teleprompter', headers: bearer(token), payload: scriptBody(map._id) });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: AI_MESSAGES.teleprompterLimitReached(25) });
      // Last month's usage does not count.
      const now = t.clock.now();
      const lastMonth = usagePeriod(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));
      await setPlan(t, email, 'free', 25, lastMonth);
      expect((await me(t, token)).aiTeleprompterGenerations).toBe(0);
      const ok = await t.inject({ method: 'POST', url: '/api/ai/generate-teleprompter', headers: bearer(token), payload: scriptBody(map._id) });
      expect(ok.statusCode).toBe(200);
      expect((await me(t, token)).aiTeleprompterGenerations).toBe(1);
    });
  });
});

describe('when the provider fails', () => {
  const t = setupApp({ aiWriter: failingWriter('The AI provider answered 503: model is overloaded') });

  it('502 with the provider reason; the failed generation consumes no quota and changes nothing', async () => {
    const { token } = await userWith(t, 'pro', 10);
    const map = await createMap(t, token);
    const res = await t.inject({ method: 'POST', url: '/api/ai/generate-teleprompter', headers: bearer(token), payload: scriptBody(map._id) });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'The AI provider answered 503: model is overloaded' });
    expect(res.body).not.toMatch(/at .*\.ts|stack/i);
    expect((await me(t, token)).aiTeleprompterGenerations).toBe(10);
    expect(await scriptIsTheMaps(t, token, map._id)).toBe(true);

    const ideas = await t.inject({ method: 'POST', url: '/api/ai/generate-ideas', headers: bearer(token), payload: ideasBody() });
    expect(ideas.statusCode).toBe(502);
    expect(ideas.json()).toEqual({ message: 'The AI provider answered 503: model is overloaded' });
    expect((await me(t, token)).aiIdeaGenerations).toBe(0);
  });
});

describe('against a local OpenAI-compatible model server (AI_PROVIDER=openai-compatible)', () => {
  let server: FakeServer;
  let t: TestApp;
  const IDEAS = '1. Hook: Walk.\n2. Example: A founder.\n3. Question: Why?\n4. Counterpoint: Coffee.\n5. Next step: Walk today.';
  const SCRIPT = 'Welcome. Today is about remote teams.\n\nThanks for listening.';

  beforeAll(async () => {
    server = await startFakeServer((request, res) => {
      const wantsIdeas = String(request.body?.messages?.[0]?.content ?? '').includes('five ideas');
      return openAiChat({ pieces: [wantsIdeas ? IDEAS : SCRIPT] })(request, res);
    });
    t = await build({ env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: server.baseUrl, AI_MODEL: 'llama3.1:8b', AI_API_KEY: 'sk-local' } });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  const lastUserPrompt = () => String(server.requests.at(-1)!.body.messages.at(-1).content);

  it('Pro: ideas come from the model, and the context the Pro user sent never reaches it', async () => {
    const { token } = await userWith(t, 'pro');
    const res = await t.inject({ method: 'POST', url: '/api/ai/generate-ideas', headers: bearer(token), payload: ideasBody(ELITE_CONTEXT) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ideas: IDEAS, source: 'llama3.1:8b' });
    const request = server.requests.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.body.model).toBe('llama3.1:8b');
    expect(lastUserPrompt()).toContain('Morning routines');
    expect(lastUserPrompt()).toContain('A ten-minute walk beats coffee.');
    expect(lastUserPrompt()).not.toContain(ELITE_CONTEXT);
  });

  it('Elite: the context reaches the model', async () => {
    const { token } = await userWith(t, 'elite');
    const res = await t.inject({ method: 'POST', url: '/api/ai/generate-ideas', headers: bearer(token), payload: ideasBody(ELITE_CONTEXT) });
    expect(res.statusCode).toBe(200);
    expect(lastUserPrompt()).toContain(ELITE_CONTEXT);
  });

  it('teleprompter: Pro additionalPrompt dropped, Elite kept; the map reaches the model in node order', async () => {
    for (const plan of ['pro', 'elite'] as const) {
      const { token } = await userWith(t, plan);
      const map = await createMap(t, token);
      const res = await t.inject({
        method: 'POST',
        url: '/api/ai/generate-teleprompter',
        headers: bearer(token),
        payload: scriptBody(map._id, { additionalPrompt: ELITE_CONTEXT }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ script: SCRIPT, source: 'llama3.1:8b' });
      const prompt = lastUserPrompt();
      expect(prompt.indexOf('Node 1: Async first')).toBeGreaterThan(-1);
      expect(prompt.indexOf('Node 1: Async first')).toBeLessThan(prompt.indexOf('Node 2: Time zones'));
      expect(prompt.includes(ELITE_CONTEXT)).toBe(plan === 'elite');
    }
  });
});

describe('a provider that never answers', () => {
  let server: FakeServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startFakeServer(hanging);
    const writer = createAiWriter({ provider: 'openai-compatible', baseUrl: server.baseUrl, model: 'slow', timeoutMs: 300, maxRetries: 0 });
    t = await build({ aiWriter: writer });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it('times out into a 502 that says so, and charges nothing', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(t, token);
    const res = await t.inject({ method: 'POST', url: '/api/ai/generate-teleprompter', headers: bearer(token), payload: scriptBody(map._id) });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/did not answer within/);
    expect((await me(t, token)).aiTeleprompterGenerations).toBe(0);
  });
});

describe('a client that disconnects while a JSON generation runs', () => {
  let server: FakeServer;
  let t: TestApp;
  let url: string;
  let providerCallsClosed = 0;
  beforeAll(async () => {
    // The model never answers within the test; only the client's disconnect can end the call.
    server = await startFakeServer((_request, res) => {
      res.on('close', () => providerCallsClosed++);
    });
    const writer = createAiWriter({ provider: 'openai-compatible', baseUrl: server.baseUrl, model: 'slow', timeoutMs: 60_000, maxRetries: 0 });
    t = await build({ aiWriter: writer });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    t?.app.server.closeAllConnections();
    await t?.close();
    await server?.close();
  });

  /** Posts `body`, waits until the model server has the call, then drops the connection. */
  async function postAndDisconnect(path: string, token: string, body: unknown) {
    const before = server.requests.length;
    const controller = new AbortController();
    const pending = fetch(`${url}${path}`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    }).catch((e: unknown) => e);
    await until(() => server.requests.length > before);
    controller.abort();
    expect(await pending).toBeInstanceOf(Error);
  }

  it('teleprompter: the model call is abandoned and the reserved quota given back', async () => {
    const { token } = await userWith(t, 'pro', 7);
    const map = await createMap(t, token);
    const closedBefore = providerCallsClosed;
    await postAndDisconnect('/api/ai/generate-teleprompter', token, scriptBody(map._id));
    await until(() => providerCallsClosed > closedBefore);
    await until(async () => (await me(t, token)).aiTeleprompterGenerations === 7);
    expect(await scriptIsTheMaps(t, token, map._id)).toBe(true);
  });

  it('ideas: the model call is abandoned and nothing is counted', async () => {
    const { token } = await userWith(t, 'pro');
    const closedBefore = providerCallsClosed;
    await postAndDisconnect('/api/ai/generate-ideas', token, ideasBody());
    await until(() => providerCallsClosed > closedBefore);
    expect((await me(t, token)).aiIdeaGenerations).toBe(0);
  });
});

async function until(check: () => boolean | Promise<boolean>, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
