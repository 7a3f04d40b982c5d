// The one module that talks HTTP to the API: token, JSON and errors. What a 401 means for the
// session is decided once, in lib/session-expiry.ts (through the QueryClient's caches).
import type { z } from 'zod';
import { sessionStore } from './session';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

export class ApiError extends Error {
  readonly status: number;
  readonly data: Record<string, unknown>;
  /** The request carried the session's token: only then does a 401 say the session has ended. */
  readonly withSession: boolean;
  constructor(status: number, message: string, data: Record<string, unknown> = {}, withSession = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.withSession = withSession;
  }
  get isUnauthorized() {
    return this.status === 401;
  }
  get isNetworkError() {
    return this.status === 0;
  }
  get limitReached() {
    return this.data.limitReached === true;
  }
  get requiresVerification() {
    return this.data.requiresVerification === true;
  }
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a Blob or ArrayBuffer (a file's bytes) is sent as it is, as application/octet-stream. */
  body?: unknown;
  /** Send the stored token (default true). */
  auth?: boolean;
  /** Validates the response; a mismatch is reported as an error rather than trusted. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Sees the HTTP answer before its body is read (e.g. its headers: lib/offline-cache.ts). */
  onResponse?: (response: Response) => void;
  /**
   * This request, already sent by the page with the same headers (a GET started before the app's code
   * had loaded: main.tsx); its answer is read and checked like any other.
   */
  sent?: Promise<Response>;
  /** Send this token rather than the stored one, even once its session is stopped (the logout itself). */
  token?: string;
  /** The request outlives the page (the logout, sent as the page may be left). */
  keepalive?: boolean;
}

/** Aborts the requests in flight with the session's token when that session stops (lib/session.ts, sessionStore.stop). */
let inFlight: { token: string; controller: AbortController } | null = null;
sessionStore.onStop((token) => {
  if (inFlight?.token !== token) return;
  inFlight.controller.abort(new DOMException('The session ended.', 'AbortError'));
  inFlight = null;
});

/** Aborts when `a` or `b` does (AbortSignal.any where the browser has it). */
function eitherSignal(a: AbortSignal, b: AbortSignal | undefined): AbortSignal {
  if (!b) return a;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const joined = new AbortController();
  for (const s of [a, b]) {
    if (s.aborted) joined.abort(s.reason);
    else s.addEventListener('abort', () => joined.abort(s.reason), { once: true });
  }
  return joined.signal;
}

/**
 * The token a request sends (the stored one unless `auth` is false) and its signal, which also aborts
 * when the session stops. A request that would carry a stopped session (or needs one after a stop, before
 * the next login) is not sent: it rejects as an abort, like one cut off by the stop.
 */
function sessionFor(auth: boolean, signal: AbortSignal | undefined): { token: string | null; signal: AbortSignal | undefined } {
  const token = auth ? sessionStore.getToken() : null;
  if (auth && sessionStore.isStopped(token)) throw new DOMException('The session ended.', 'AbortError');
  if (!token) return { token, signal };
  if (inFlight?.token !== token) inFlight = { token, controller: new AbortController() };
  return { token, signal: eitherSignal(inFlight.controller.signal, signal) };
}

/** The request was aborted: by its caller, or because its session stopped (nothing to report). */
export function isAbortError(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

/** A request that got no (complete) answer: an abort stays an abort, anything else is a network error. */
function throwAsNetworkError(err: unknown): never {
  if (isAbortError(err)) throw err;
  throw new ApiError(0, NETWORK_ERROR_MESSAGE);
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, auth = true, schema, onResponse, sent, keepalive } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const raw = body instanceof Blob || body instanceof ArrayBuffer;
  if (body !== undefined) headers['Content-Type'] = raw ? 'application/octet-stream' : 'application/json';
  const { token, signal } = options.token ? { token: options.token, signal: options.signal } : sessionFor(auth, options.signal);
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await (sent ??
      fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
        signal,
        keepalive,
      }));
  } catch (err) {
    throwAsNetworkError(err);
  }
  onResponse?.(response);

  let data: unknown = null;
  let text: string;
  try {
    // The body can fail after the headers came (a dropped connection, a page being left mid-answer):
    // that is a network failure too, not a broken answer.
    text = await response.text();
  } catch (err) {
    throwAsNetworkError(err);
  }
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }

  if (!response.ok) {
    const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
    const message = typeof record.message === 'string' && record.message ? record.message : `HTTP error! status: ${response.status}`;
    throw new ApiError(response.status, message, record, !!token);
  }

  if (schema) {
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new ApiError(response.status, 'Unexpected response from the server.', {});
    return parsed.data;
  }
  return data as T;
}

/**
 * A request whose successful answer is a stream of text (server-sent events). Failures before the
 * stream starts are JSON and throw ApiError exactly like apiRequest; aborting `signal` closes it.
 */
export async function apiTextStream(path: string, options: { body?: unknown; signal?: AbortSignal } = {}): Promise<ReadableStream<string>> {
  const headers: Record<string, string> = { Accept: 'text/event-stream, application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const { token, signal } = sessionFor(true, options.signal);
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(options.body ?? {}), signal });
  } catch (err) {
    throwAsNetworkError(err);
  }
  if (!response.ok || !response.body) {
    let record: Record<string, unknown> = {};
    try {
      const data: unknown = JSON.parse(await response.text());
      if (data && typeof data === 'object') record = data as Record<string, unknown>;
    } catch {
      // not JSON: fall back to the status
    }
    const message = typeof record.message === 'string' && record.message ? record.message : `HTTP error! status: ${response.status}`;
    throw new ApiError(response.status, message, record, !!token);
  }
  return response.body.pipeThrough(new TextDecoderStream());
}

/** A file the API sends (an export): its bytes and the name from its Content-Disposition (null without one). */
export async function apiDownload(path: string, options: { signal?: AbortSignal } = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const { token, signal } = sessionFor(true, options.signal);
  const headers: Record<string, string> = { Accept: '*/*' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { headers, signal });
  } catch (err) {
    throwAsNetworkError(err);
  }
  if (!response.ok) {
    let record: Record<string, unknown> = {};
    try {
      const data: unknown = JSON.parse(await response.text());
      if (data && typeof data === 'object') record = data as Record<string, unknown>;
    } catch {
      // not JSON: fall back to the status
    }
    const message = typeof record.message === 'string' && record.message ? record.message : `HTTP error! status: ${response.status}`;
    throw new ApiError(response.status, message, record, !!token);
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (err) {
    throwAsNetworkError(err);
  }
  return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
}

/** The file name in a Content-Disposition header: `filename*` (RFC 5987, UTF-8) before `filename`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // badly encoded: try the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name?.trim() || null;
}

/** The message to show for any thrown value. */
export function errorMessage(err: unknown, fallback = 'An error occurred.'): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

/** The server's own message when it sent one (e.g. "Incorrect current password"), otherwise `fallback`. */
export function serverMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.data.message ? err.message : fallback;
}
