// GET /metrics (issue 25): never served by default, a METRICS_TOKEN bearer or a METRICS_PORT listener
// only, and every family present after real requests against a listening server, on the configured
// engine (SQLite, and PostgreSQL with TEST_DB=postgres).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, build, registerUser, setupApp, usePostgres, type TestApp } from '../helper';
import { StageClient, createMap, socketUrl } from '../stage/stage-client';

const TOKEN = 'metrics-token-0123456789abcdef';
const t = setupApp({ env: { METRICS_TOKEN: TOKEN } });

async function baseUrl(app: TestApp['app']): Promise<string> {
  await socketUrl(app); // listens on a free port once
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/** null: no Authorization header. */
const scrape = async (url: string, token: string | null = TOKEN) =>
  fetch(`${url}/metrics`, { headers: token === null ? {} : { authorization: `Bearer ${token}` } });

/** The value of one series, e.g. sample(text, 'cuemap_job_queue{state="queued"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics with METRICS_TOKEN', () => {
  it('answers 401 without the token or with a wrong one, the text format with it', async () => {
    const url = await baseUrl(t.app);
    for (const token of [null, 'wrong-token-0123456789abcdef', `${TOKEN}x`, TOKEN.slice(0, -1)]) {
      const res = await scrape(url, token);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.json()).toEqual({ message: 'A valid metrics token is required (Authorization: Bearer …).' });
    }
    const basic = await fetch(`${url}/metrics`, { headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` } });
    expect(basic.status).toBe(401);
    const ok = await scrape(url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers.get('cache-control')).toBe('no-store');
  });

  it('shows every family after real requests; the route label is the pattern, never the URL', async () => {
    const url = await baseUrl(t.app);
    const { email, token } = await registerUser(t);
    await t.app.db.kysely.updateTable('users').set({ plan: 'elite' }).where('email', '=', email).execute();
    const mapId = await createMap(t, token);
    expect((await fetch(`${url}/api/mindmaps/${mapId}`, { headers: bearer(token) })).status).toBe(200);
    expect((await fetch(`${url}/api/mindmaps/no-such-map`, { headers: bearer(token) })).status).toBe(404);
    expect((await fetch(`${url}/api/no-such-route`)).status).toBe(404);
    const imported = await fetch(`${url}/api/mindmaps/import?filename=talk.md`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
      body: '# Talk\n## Opening\n## Close\n',
    });
    expect(imported.status).toBe(201);
    expect((await fetch(`${url}/api/mindmaps/${mapId}/export?format=opml`, { headers: bearer(token) })).status).toBe(200);
    const ideas = await fetch(`${url}/api/ai/generate-ideas`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Opening' }),
    });
    expect(ideas.status).toBe(200);
    const socket = new StageClient(await socketUrl(t.app)); // no hello yet: a pending socket
    await socket.opened();

    // The socket is counted once the hub has taken it, which the client's open does not wait for.
    const text = await vi.waitFor(async () => {
      const body = await (await scrape(url)).text();
      expect(sample(body, 'cuemap_live_connections{kind="pending"}')).toBe(1);
      return body;
    });
    socket.ws.close();

    const route = (r: string, status: number, method = 'GET') =>
      sample(text, `cuemap_http_request_duration_seconds_count{method="${method}",route="${r}",status_code="${status}"}`);
    expect(route('/api/mindmaps/:id', 200)).toBe(1);
    expect(route('/api/mindmaps/:id', 404)).toBe(1);
    expect(route('unmatched', 404)).toBeGreaterThanOrEqual(1);
    expect(route('/api/mindmaps/import', 201, 'POST')).toBe(1);
    expect(text).not.toContain(mapId);
    expect(text).not.toContain('no-such');

    const engine = usePostgres ? 'postgres' : 'sqlite';
    expect(sample(text, `cuemap_db_query_duration_seconds_count{engine="${engine}",kind="select",outcome="ok"}`)).toBeGreaterThan(0);
    expect(sample(text, `cuemap_db_query_duration_seconds_count{engine="${engine}",kind="insert",outcome="ok"}`)).toBeGreaterThan(0);
    if (usePostgres) {
      expect(sample(text, 'cuemap_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(sample(text, 'cuemap_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(text).toContain('# TYPE cuemap_db_pool_connections gauge'); // no pool on SQLite: no series
      expect(text).not.toContain('cuemap_db_pool_connections{');
    }
    for (const kind of ['prompter', 'remote', 'display', 'sse']) expect(sample(text, `cuemap_live_connections{kind="${kind}"}`)).toBe(0);
    expect(sample(text, 'cuemap_ai_generations_total{provider="offline",operation="ideas",outcome="ok"}')).toBe(1);
    expect(sample(text, 'cuemap_imports_total{format="markdown",outcome="ok"}')).toBe(1);
    expect(sample(text, 'cuemap_exports_total{format="opml",outcome="ok"}')).toBe(1);
    expect(sample(text, 'cuemap_job_queue{state="queued"}')).toBe(0);
    expect(sample(text, 'cuemap_job_queue{state="running"}')).toBe(0);
    // Node's own: event-loop lag, heap, garbage collection.
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
  });
});

describe('/metrics is never public by default', () => {
  let app: TestApp;
  let webDir: string;
  beforeAll(async () => {
    // With a built web app, whose fallback would otherwise answer /metrics with its page and a 200.
    webDir = mkdtempSync(path.join(os.tmpdir(), 'cuemap-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    app = await build({ env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('no token and no port: 404 with or without a token, never the SPA; unknown /api paths are JSON 404s', async () => {
    for (const url of ['/metrics', '/metrics/', '/metrics?x=1', '/api/nope', '/api/health/nope']) {
      for (const headers of [{ accept: 'text/html' }, { accept: '*/*', ...bearer(TOKEN) }]) {
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ message: 'Not found.' });
      }
    }
    // The fallback itself still serves pages.
    expect((await app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } })).statusCode).toBe(200);
  });
});

describe('/metrics and the web app', () => {
  it("the built web app's files are one series (route /*), never one per file", async () => {
    const webDir = mkdtempSync(path.join(os.tmpdir(), 'cuemap-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webDir, 'assets', 'one-abc.js'), 'export const one = 1;');
    writeFileSync(path.join(webDir, 'assets', 'two-abc.css'), 'body{}');
    const app = await build({ env: { METRICS_TOKEN: TOKEN, WEB_DIST_DIR: webDir } });
    try {
      for (const url of ['/assets/one-abc.js', '/assets/two-abc.css', '/index.html'])
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      const text = (await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).body;
      expect(sample(text, 'cuemap_http_request_duration_seconds_count{method="GET",route="/*",status_code="200"}')).toBe(3);
      expect(text).not.toContain('one-abc');
    } finally {
      await app.close();
      rmSync(webDir, { recursive: true, force: true });
    }
  });
});

describe('/metrics on METRICS_PORT', () => {
  it('its own listener serves /metrics (and nothing else); the app port answers 404', async () => {
    const app = await build({ env: { METRICS_PORT: '0', HOST: '127.0.0.1' } });
    try {
      const address = app.app.metrics.address();
      if (!address) throw new Error('the metrics listener is not up');
      expect(address.address).toBe('127.0.0.1');
      await app.inject({ method: 'GET', url: '/api/health/live' });
      const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(sample(text, 'cuemap_http_request_duration_seconds_count{method="GET",route="/api/health/live",status_code="200"}')).toBe(1);
      expect((await fetch(`http://127.0.0.1:${address.port}/api/health`)).status).toBe(404);
      const onApp = await app.inject({ method: 'GET', url: '/metrics' });
      expect(onApp.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('with a token as well, the listener asks for it', async () => {
    const app = await build({ env: { METRICS_PORT: '0', HOST: '127.0.0.1', METRICS_TOKEN: TOKEN } });
    try {
      const port = app.app.metrics.address()?.port;
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
      expect((await scrape(`http://127.0.0.1:${port}`)).status).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
