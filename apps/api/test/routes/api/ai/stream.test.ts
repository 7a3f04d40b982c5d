// POST /api/ai/generate-teleprompter/stream through a real listening server and fetch(): SSE pieces,
// the final event, errors as events, and Cancel (closing the connection) refunding the quota.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { AI_MESSAGES, createSseParser, type ScriptStreamEvent } from '@cuemap/shared';
import { createAiWriter, createOfflineWriter, OFFLINE_WRITER_LABEL, type AiWriter } from '../../../../src/plugins/app/ai/providers';
import { bearer, build, registerUser, type TestApp } from '../../../helper';
import { openAiChat, startFakeServer, type FakeServer } from '../../../ai/fake-provider-server';
import { createMap, failingWriter, me, scriptBody, setPlan, userWith, scriptIsTheMaps } from './ai-helpers';

async function listening(aiWriter?: AiWriter) {
  const t = await build({ aiWriter });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const close = t.close;
  // fetch() may leave a spare connection open with no request on it (seen after an abort); close() would wait for it.
  t.close = async () => {
    t.app.server.closeAllConnections();
    await close();
  };
  return { t, url: `http://127.0.0.1:${port}` };
}

function post(url: string, token: string, body: unknown, signal?: AbortSignal) {
  return fetch(`${url}/api/ai/generate-teleprompter/stream`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
}

async function readEvents(res: Response): Promise<ScriptStreamEvent[]> {
  const events: ScriptStreamEvent[] = [];
  const feed = createSseParser((e) => events.push(e));
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    feed(value);
  }
  return events;
}

const until = async (check: () => Promise<boolean>, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('streamed teleprompter script (offline writer)', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ t, url } = await listening(createOfflineWriter({ chunkDelayMs: 15 })));
  });
  afterAll(() => t?.close());

  it('sends the script as chunk events in order, then done {script, source}; saved and counted once', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(t, token);
    const res = await post(url, token, scriptBody(map._id));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    const events = await readEvents(res);
    const chunks = events.filter((e) => e.event === 'chunk').map((e) => (e.data as { text: string }).text);
    expect(chunks.length).toBeGreaterThan(10);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const { script, source } = done.data as { script: string; source: string };
    expect(source).toBe(OFFLINE_WRITER_LABEL);
    expect(chunks.join('').trim()).toBe(script);
    expect(script).toContain('Write decisions down');
    const saved = await t.inject({ method: 'GET', url: `/api/teleprompter/${map._id}`, headers: bearer(token) });
    expect(saved.json().content).toBe(script);
    expect((await me(t, token)).aiTeleprompterGenerations).toBe(1);
  });

  it('answers checks as plain JSON before the stream starts (429 with the limit message, 404, 401)', async () => {
    const { token, email } = await registerUser(t);
    const map = await createMap(t, token);
    await setPlan(t, email, 'free', 25);
    const limited = await post(url, token, scriptBody(map._id));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: AI_MESSAGES.teleprompterLimitReached(25) });
    const other = await registerUser(t);
    const notMine = await post(url, other.token, scriptBody(map._id));
    expect(notMine.status).toBe(404);
    const anonymous = await fetch(`${url}/api/ai/generate-teleprompter/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(scriptBody(map._id)),
    });
    expect(anonymous.status).toBe(401);
  });

  it('Cancel (the client closes the connection) stops the writer and refunds the reservation', async () => {
    const { token } = await userWith(t, 'pro', 3);
    const map = await createMap(t, token);
    const controller = new AbortController();
    const res = await post(url, token, scriptBody(map._id), controller.signal);
    expect(res.status).toBe(200);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    while (!received.includes('event: chunk')) received += (await reader.read()).value ?? '';
    // Mid-stream the reservation is held...
    expect((await me(t, token)).aiTeleprompterGenerations).toBe(4);
    controller.abort();
    await reader.cancel().catch(() => undefined);
    // ...and given back once the server notices the closed connection.
    await until(async () => (await me(t, token)).aiTeleprompterGenerations === 3);
    expect(await scriptIsTheMaps(t, token, map._id)).toBe(true);
  });
});

describe('streamed script when the provider fails', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ t, url } = await listening(failingWriter('Anthropic answered 529: Overloaded')));
  });
  afterAll(() => t?.close());

  it('reports an error event with the reason; nothing charged or saved', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(t, token);
    const res = await post(url, token, scriptBody(map._id));
    expect(res.status).toBe(200);
    expect(await readEvents(res)).toEqual([{ event: 'error', data: { message: 'Anthropic answered 529: Overloaded' } }]);
    expect((await me(t, token)).aiTeleprompterGenerations).toBe(0);
    expect(await scriptIsTheMaps(t, token, map._id)).toBe(true);
  });
});

describe('streamed script from a local OpenAI-compatible server', () => {
  let server: FakeServer;
  let t: TestApp;
  let url: string;
  const PIECES = ['Welcome. ', 'Today is about ', 'remote teams.', '\n\nThanks for listening.'];
  beforeAll(async () => {
    server = await startFakeServer(openAiChat({ pieces: PIECES }));
    ({ t, url } = await listening(createAiWriter({ provider: 'openai-compatible', baseUrl: server.baseUrl, model: 'qwen2.5', maxRetries: 0 })));
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it("relays the model's pieces; Elite instructions reach it, Pro's do not", async () => {
    for (const plan of ['elite', 'pro'] as const) {
      const { token } = await userWith(t, plan);
      const map = await createMap(t, token);
      const events = await readEvents(await post(url, token, scriptBody(map._id, { additionalPrompt: 'Keep it under two minutes.' })));
      expect(events.filter((e) => e.event === 'chunk').map((e) => (e.data as { text: string }).text)).toEqual(PIECES);
      expect(events.at(-1)).toEqual({ event: 'done', data: { script: PIECES.join(''), source: 'qwen2.5' } });
      const request = server.requests.at(-1)!;
      expect(request.body.stream).toBe(true);
      expect(request.body.model).toBe('qwen2.5');
      expect(String(request.body.messages.at(-1).content).includes('Keep it under two minutes.')).toBe(plan === 'elite');
    }
  });
});
