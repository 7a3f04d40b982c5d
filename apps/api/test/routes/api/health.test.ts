// Operations: health, OpenAPI docs, security headers, request ids, 404s, SPA fallback.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, setupApp, usePostgres, type TestApp } from '../../helper';
import apiPackage from '../../../package.json';

const t = setupApp();

describe('GET /api/health', () => {
  it('reports each dependency', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: 'ok',
      databaseEngine: usePostgres ? 'postgres' : 'sqlite',
      redis: 'not configured',
      version: apiPackage.version,
    });
  });

  it('503 when the database is unreachable', async () => {
    const broken = await build();
    try {
      await broken.app.db.close();
      const res = await broken.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'down', database: 'down', redis: 'not configured', message: 'Database unavailable.' });
    } finally {
      await broken.close();
    }
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  it('live: the process answers; ready: the database answers and the migrations have run', async () => {
    const live = await t.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', version: apiPackage.version });
    const ready = await t.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', version: apiPackage.version });
  });

  it('ready is 503 when the database is unreachable, while live stays 200', async () => {
    const broken = await build();
    try {
      await broken.app.db.close();
      const ready = await broken.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready', message: 'Database unavailable.', version: apiPackage.version });
      const live = await broken.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it('ready is 503 while the migrations have not run', async () => {
    const unmigrated = await build({ migrate: false });
    try {
      const ready = await unmigrated.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready', message: 'Database migrations have not run.', version: apiPackage.version });
    } finally {
      await unmigrated.close();
    }
  });
});

describe('OpenAPI', () => {
  it('serves the spec generated from the zod schemas at /api/docs/json and the UI at /api/docs', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/me',
      '/api/auth/verify-email',
      '/api/mindmaps',
      '/api/mindmaps/{id}',
      '/api/teleprompter',
      '/api/teleprompter/{mindMapId}',
    ]) {
      expect(doc.paths).toHaveProperty([p]);
    }
    expect(doc.paths['/api/mindmaps'].post.responses).toHaveProperty('403');
    // The body is a named schema (issue 25): the document holds it once, under components.
    expect(doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/RegisterBody' });
    expect(doc.components.schemas.RegisterBody.properties).toHaveProperty('email');
    const ui = await t.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('headers and fallbacks', () => {
  it('sets security headers with a CSP fit for the SPA, and a request id', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
  });

  it('unknown /api paths are JSON 404s', async () => {
    for (const url of ['/api/nope', '/api/mindmaps/a/b']) {
      const res = await t.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.' });
    }
    const del = await t.inject({ method: 'DELETE', url: '/api/whatever' });
    expect(del.statusCode).toBe(404);
  });

  it('a path with a broken %-escape: the API says so in its own words, a browser gets a page back into the app', async () => {
    const api = await t.inject({ method: 'GET', url: '/api/mindmaps/%E0%A4%A' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ message: 'This address is not valid: part of it is not properly encoded. Check the link and try again.' });
    expect(api.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);

    const page = await t.inject({ method: 'GET', url: '/mindmap/%E0%A4%A', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.body).toContain('<h1>This link is broken</h1>');
    expect(page.body).toContain('href="/dashboard"');
    // Not the page for a script or a fetch that asks for JSON.
    const json = await t.inject({ method: 'GET', url: '/mindmap/%E0%A4%A', headers: { accept: 'application/json' } });
    expect(json.json()).toMatchObject({ message: expect.stringContaining('not properly encoded') });
  });
});

describe('serving the built SPA', () => {
  let spa: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'cuemap-web-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    spa = await build({ env: { WEB_DIST_DIR: dir } });
  });
  afterAll(async () => {
    await spa.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves files, falls back to index.html for page routes, keeps API 404s JSON', async () => {
    const asset = await spa.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/', '/dashboard', '/mindmap/new', '/email-verified?status=success']) {
      const page = await spa.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    // curl and link checkers send Accept: */* and still get the page.
    const curlPage = await spa.inject({ method: 'GET', url: '/pricing', headers: { accept: '*/*' } });
    expect(curlPage.statusCode).toBe(200);
    expect(curlPage.body).toContain('<div id="root">');
    const missingAsset = await spa.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(missingAsset.statusCode).toBe(404);
    const api = await spa.inject({ method: 'GET', url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.' });
  });
});
