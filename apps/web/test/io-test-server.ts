// Test support for the import/export screen tests: a real HTTP server standing in for the API, and
// fetch pointed at it (the app requests relative /api/… paths, as in the browser).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface Reply {
  status?: number;
  json?: unknown;
  raw?: Buffer | string;
  headers?: Record<string, string>;
}

export type Handler = (req: Received) => Reply | Promise<Reply>;

export interface StubApi {
  received: Received[];
  /** Answers "METHOD /path" (no query); unknown routes answer 599 and fail the test where they are read. */
  routes: Record<string, Handler>;
  close: () => Promise<void>;
}

const realFetch = globalThis.fetch;

export async function startStubApi(routes: Record<string, Handler>): Promise<StubApi> {
  const received: Received[] = [];
  const api: StubApi = { received, routes, close: async () => undefined };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const entry: Received = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks) };
      received.push(entry);
      const handler = api.routes[`${entry.method} ${entry.path}`];
      void Promise.resolve(handler ? handler(entry) : { status: 599, json: { message: `No stub for ${entry.method} ${entry.path}` } }).then((reply) => {
        const headers: Record<string, string> = { ...(reply.json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...reply.headers };
        res.writeHead(reply.status ?? 200, headers);
        res.end(reply.json !== undefined ? JSON.stringify(reply.json) : (reply.raw ?? ''));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => realFetch(new URL(String(input), base), init)) as typeof fetch;
  api.close = () =>
    new Promise<void>((resolve) => {
      globalThis.fetch = realFetch;
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return api;
}

/** Captures what the page downloads (the anchor's name and the blob's bytes) instead of navigating. */
export function captureDownloads() {
  const saved: Array<{ name: string; bytes: Uint8Array }> = [];
  const create = URL.createObjectURL;
  const revoke = URL.revokeObjectURL;
  const click = HTMLAnchorElement.prototype.click;
  let last: Blob | null = null;
  URL.createObjectURL = (blob: Blob) => {
    last = blob;
    return 'blob:test';
  };
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    const name = this.download;
    const blob = last!;
    void blob.arrayBuffer().then((b) => saved.push({ name, bytes: new Uint8Array(b) }));
  };
  return {
    saved,
    restore: () => {
      URL.createObjectURL = create;
      URL.revokeObjectURL = revoke;
      HTMLAnchorElement.prototype.click = click;
    },
  };
}
