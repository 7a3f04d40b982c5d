// The few browser pieces a live session touches, as structural types (no DOM lib), so the session runs in
// the browser and, with `ws`, in a Node test against the real server.

/** The WebSocket members the session uses (the browser's WebSocket and `ws` both fit). */
export interface LiveSocket {
  binaryType: string;
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: Uint8Array): void;
  close(code?: number, reason?: string): void;
}
export type LiveSocketConstructor = new (url: string) => LiveSocket;

export interface LiveEnv {
  location?: { protocol: string; host: string };
  navigator?: { onLine?: boolean };
  addEventListener?: (type: string, listener: () => void) => void;
  removeEventListener?: (type: string, listener: () => void) => void;
  WebSocket?: LiveSocketConstructor;
}
export const liveEnv = globalThis as unknown as LiveEnv;
export const OPEN = 1;

/** ws(s)://<this page's host>/api/live/<mindMapId>. */
export const liveSocketUrl = (mindMapId: string) =>
  `${liveEnv.location?.protocol === 'https:' ? 'wss' : 'ws'}://${liveEnv.location?.host ?? 'localhost'}/api/live/${encodeURIComponent(mindMapId)}`;

/** A binary message's bytes (an ArrayBuffer in browsers, a Buffer or ArrayBuffer from `ws`); null for text. */
export const messageBytes = (data: unknown): Uint8Array | null =>
  data instanceof Uint8Array
    ? data
    : data instanceof ArrayBuffer
      ? new Uint8Array(data)
      : ArrayBuffer.isView(data)
        ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
        : null;
