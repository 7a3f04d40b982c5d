// The OpenAPI document is fit for a client generator (issue 25): every operation named, summarised and
// tagged with a declared tag; named schemas for the shared bodies; the web pages left out.
// (scripts/check-openapi.mjs adds Spectral and a type-checked generated client to `npm test`.)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { version } from '../../../package.json';
import { build, type TestApp } from '../../helper';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: unknown[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
}
interface Doc {
  info: { version: string };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

let t: TestApp;
let webDir: string;
let doc: Doc;
const operations = () =>
  Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({ at: `${method.toUpperCase()} ${p}`, op })),
  );

beforeAll(async () => {
  // A built web app with pre-rendered pages, so its page routes exist and must stay out of the document.
  webDir = mkdtempSync(path.join(os.tmpdir(), 'cuemap-openapi-web-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  for (const page of ['', 'auth', 'pricing']) {
    mkdirSync(path.join(webDir, 'prerendered', page), { recursive: true });
    writeFileSync(path.join(webDir, 'prerendered', page, 'index.html'), `<!doctype html><h1>${page}</h1>`);
  }
  t = await build({ env: { WEB_DIST_DIR: webDir, APP_URL: 'https://cues.example.org' } });
  const res = await t.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('GET /api/docs/json', () => {
  it('gives every operation a unique camelCase operationId, a summary, a description and a declared tag', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(40);
    const declared = new Set(doc.tags.map((tag) => tag.name));
    for (const tag of doc.tags) expect(tag.description, tag.name).toBeTruthy();
    const ids = new Set<string>();
    for (const { at, op } of ops) {
      expect(op.operationId, at).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(ids.has(op.operationId!), `${at}: ${op.operationId} twice`).toBe(false);
      ids.add(op.operationId!);
      expect(op.summary, at).toBeTruthy();
      expect(op.description, at).toBeTruthy();
      expect(op.tags?.length, at).toBe(1);
      expect(declared.has(op.tags![0]!), `${at}: tag ${op.tags![0]} not declared`).toBe(true);
      for (const [status, response] of Object.entries(op.responses)) {
        expect(response.description, `${at} ${status}`).not.toBe('Default Response');
      }
    }
  });

  it('lists the errors every route can answer: 400 for what it validates, 413 and 415 for a JSON body, 401 behind sign-in', () => {
    const missing: string[] = [];
    for (const { at, op } of operations()) {
      const has = (status: number) => String(status) in op.responses;
      const validates = (op.parameters?.length ?? 0) > 0 || op.requestBody !== undefined;
      const json = op.requestBody?.content['application/json'] !== undefined;
      const expected = [...(validates ? [400] : []), ...(op.requestBody ? [413] : []), ...(json ? [415] : []), ...(op.security ? [401] : [])];
      for (const status of expected) if (!has(status)) missing.push(`${at}: ${status}`);
    }
    expect(missing).toEqual([]);
  });

  it('leaves out the web pages, the SPA files and the docs UI', async () => {
    // The pages exist (served from the pre-rendered files)…
    const page = await t.inject({ method: 'GET', url: '/pricing', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    // …but only /api operations are documented, and not the docs' own routes.
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => !p.startsWith('/api/'))).toEqual([]);
    expect(paths.filter((p) => p.startsWith('/api/docs'))).toEqual([]);
  });

  it('names the server and the build version', () => {
    expect(doc.info.version).toBe(version);
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'https://cues.example.org' })]);
  });

  it('refers to named schemas for the shared bodies, and to Error for every error answer', () => {
    for (const name of ['MindMap', 'MindMapSummary', 'User', 'Error', 'TeleprompterScript', 'CreateMindMapBody', 'LimitReached']) {
      expect(doc.components.schemas, name).toHaveProperty([name]);
    }
    const mindMaps = doc.paths['/api/mindmaps/{id}']!;
    expect(mindMaps.get!.responses['200']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/MindMap' });
    expect(mindMaps.get!.responses['404']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(doc.paths['/api/mindmaps']!.post!.responses['403']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/LimitReached' });
  });

  it('documents the import body as bytes, the export as files and the script stream as events', () => {
    const importBody = doc.paths['/api/mindmaps/import']!.post!.requestBody!.content;
    expect(importBody['application/octet-stream']!.schema).toMatchObject({ type: 'string', format: 'binary' });

    const exported = doc.paths['/api/mindmaps/{id}/export']!.get!.responses['200']!.content!;
    for (const type of ['application/pdf', 'text/markdown', 'application/vnd.xmind.workbook', 'text/x-opml', 'text/plain']) {
      expect(exported[type]?.schema, type).toMatchObject({ type: 'string', format: 'binary' });
    }
    expect(exported).not.toHaveProperty(['application/json']);

    const stream = doc.paths['/api/ai/generate-teleprompter/stream']!.post!.responses;
    expect(Object.keys(stream['200']!.content!)).toEqual(['text/event-stream']);

    // No body, no content.
    expect(doc.paths['/api/mindmaps/{id}/stage-links/{linkId}']!.delete!.responses['204']).toEqual({ description: 'Revoked.' });
  });
});
