// Cost control: idea requests per user and hour when a real model answers (AI_IDEAS_PER_HOUR), over
// real HTTP to a local OpenAI-compatible server; the offline writer stays unlimited (issue 9, item 10).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '@cuemap/shared';
import { OFFLINE_WRITER_LABEL } from '../../../../src/plugins/app/ai/providers';
import { bearer, build, setupApp, type TestApp } from '../../../helper';
import { openAiChat, startFakeServer, type FakeServer } from '../../../ai/fake-provider-server';
import { me, userWith } from './ai-helpers';

const ideasBody = { title: 'Morning routines', currentText: 'A ten-minute walk beats coffee.', userContext: '' };
const IDEAS = '1. Hook: Walk.\n2. Example: A founder.\n3. Question: Why?\n4. Counterpoint: Coffee.\n5. Next step: Walk today.';

describe('with a real provider and AI_IDEAS_PER_HOUR=3', () => {
  let server: FakeServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startFakeServer(openAiChat({ pieces: [IDEAS] }));
    t = await build({
      env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: server.baseUrl, AI_MODEL: 'paid-model', AI_IDEAS_PER_HOUR: '3' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  const ask = (token: string) => t.inject({ method: 'POST', url: '/api/ai/generate-ideas', headers: bearer(token), payload: ideasBody });

  it('answers 3 an hour per user, then 429 with the message and Retry-After, without calling the model', async () => {
    const { token } = await userWith(t, 'pro');
    const callsBefore = server.requests.length;
    for (let i = 0; i < 3; i++) {
      const res = await ask(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ideas: IDEAS, source: 'paid-model' });
    }
    const limited = await ask(token);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(limited.json()).toEqual({ message: AI_MESSAGES.ideasRateLimited(3, retryAfter) });
    expect(limited.json().message).toMatch(/^You have reached the limit of 3 AI idea requests an hour\. More are available in \d+ minutes\.$/);
    expect(server.requests.length - callsBefore).toBe(3);
    expect((await me(t, token)).aiIdeaGenerations).toBe(3);

    // Other users have their own budget.
    const other = await userWith(t, 'elite');
    expect((await ask(other.token)).statusCode).toBe(200);

    // The hour passes.
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await ask(token)).statusCode).toBe(200);
  });

  it('a Free user still gets the upgrade message (403), which counts nothing', async () => {
    const { token } = await userWith(t, 'free');
    for (let i = 0; i < 5; i++) {
      const res = await ask(token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: AI_MESSAGES.ideasUpgradeRequired });
    }
  });
});

describe('with the offline writer and AI_IDEAS_PER_HOUR=2', () => {
  const t = setupApp({ env: { AI_IDEAS_PER_HOUR: '2' } });

  it('is not limited: it costs nothing', async () => {
    const { token } = await userWith(t, 'pro');
    for (let i = 0; i < 10; i++) {
      const res = await t.inject({ method: 'POST', url: '/api/ai/generate-ideas', headers: bearer(token), payload: ideasBody });
      expect(res.statusCode).toBe(200);
      expect(res.json().source).toBe(OFFLINE_WRITER_LABEL);
    }
  });
});

describe('the 429 message', () => {
  it('says minutes for long waits and seconds for short ones', () => {
    expect(AI_MESSAGES.ideasRateLimited(60, 1800)).toBe('You have reached the limit of 60 AI idea requests an hour. More are available in 30 minutes.');
    expect(AI_MESSAGES.ideasRateLimited(60, 42)).toBe('You have reached the limit of 60 AI idea requests an hour. More are available in 42 seconds.');
  });
});
