// Issue 16: the built web app goes out compressed. A temp dist (fake page and script, compressed by the
// web build's own step, apps/web/scripts/compress.mjs) served by the spa plugin over real HTTP.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import spaPlugin from '../../src/plugins/external/spa';

const COMPRESS_SCRIPT = path.resolve(import.meta.dirname, '../../../web/scripts/compress.mjs');
const SCRIPT = `export const headline = ${JSON.stringify('Plan it as a map. '.repeat(200))};\n`;
const SHELL = `<!doctype html><html><body><div id="root"></div>${'<!-- shell -->'.repeat(100)}</body></html>`;
const PRICING = `<!doctype html><html><body><div id="root" data-prerendered="/pricing"><h1>Pricing page</h1></div>${'<p>plan</p>'.repeat(200)}</body></html>`;
const TINY = 'body{}';
const EDITOR_SHELL = `<!doctype html><html><head><link rel="modulepreload" href="/assets/mind-map-abc.js"></head><body><div id="root"></div>${'<!-- editor -->'.repeat(100)}</body></html>`;

let dist: string;
let app: FastifyInstance;
let origin: URL;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request: unlike fetch, node:http neither adds Accept-Encoding nor decodes the body. */
function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(pathname, origin), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function decode(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'cuemap-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'prerendered', 'pricing'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'tiny-abc123.css'), TINY);
  writeFileSync(path.join(dist, 'prerendered', 'pricing', 'index.html'), PRICING);
  mkdirSync(path.join(dist, 'shells'));
  writeFileSync(path.join(dist, 'shells', 'mindmap.html'), EDITOR_SHELL);
  execFileSync(process.execPath, [COMPRESS_SCRIPT, dist]);
  app = Fastify();
  await app.register(spaPlugin, { webDistDir: dist });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = new URL(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('compressed static files', () => {
  it('sends brotli to a browser that takes it, with Vary: Accept-Encoding', async () => {
    const answer = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(decode(answer)).toBe(SCRIPT);
  });

  it('sends gzip when brotli is not accepted', async () => {
    const answer = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(answer)).toBe(SCRIPT);
  });

  it('sends the file as it is without Accept-Encoding, still saying it varies', async () => {
    const answer = await get('/assets/main-abc123.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.toString('utf8')).toBe(SCRIPT);
  });

  it('leaves files under 1 KB as they are (no copies written)', async () => {
    const answer = await get('/assets/tiny-abc123.css', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe(TINY);
  });
});

describe('pages', () => {
  it('serves a pre-rendered public page for its own path, compressed', async () => {
    const answer = await get('/pricing', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(decode(answer)).toBe(PRICING);
  });

  it('serves the compressed client shell for every other page (the SPA fallback)', async () => {
    const answer = await get('/dashboard', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(decode(answer)).toBe(SHELL);
  });

  it("serves a screen's route shell (its chunks preloaded) for the paths under it, compressed", async () => {
    for (const pathname of ['/mindmap/abc', '/mindmap/new?x=1']) {
      const answer = await get(pathname, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(decode(answer)).toBe(EDITOR_SHELL);
    }
    // Only that first segment: a look-alike path gets the plain shell.
    expect(decode(await get('/mindmaps/abc', { accept: 'text/html' }))).toBe(SHELL);
  });

  it('serves the shell at / when the build pre-rendered no landing page', async () => {
    const answer = await get('/', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decode(answer)).toBe(SHELL);
  });

  // The files are listed once at start-up, one route each (spa.ts: no directory listing per request).
  it('serves the files the build wrote, by their exact names only: another spelling or a file added after start-up is a 404', async () => {
    expect((await get('/ASSETS/main-abc123.js')).status).toBe(404);
    expect((await get('/assets/MAIN-abc123.js')).status).toBe(404);
    writeFileSync(path.join(dist, 'assets', 'late-abc123.js'), SCRIPT);
    expect((await get('/assets/late-abc123.js')).status).toBe(404);
    expect((await get('/assets/main-abc123.js')).status).toBe(200);
  });

  it('keeps unknown API paths and missing files as 404s', async () => {
    expect((await get('/api/nope', { accept: 'text/html' })).status).toBe(404);
    expect((await get('/assets/missing-abc.js', { 'accept-encoding': 'br' })).status).toBe(404);
  });
});
