// One device's WebSocket to the stage (issue 13): it says hello on every (re)connect, reconnects after
// a network drop with a growing delay (at once when the browser comes back online), and stops for good
// when the server says the link or session is no longer valid.
import { STAGE_CLOSE, type StageClientMessage, type StageServerMessage } from '@cuemap/shared';

export type StageSocketStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface StageSocketOptions {
  /** The first message on each connection. */
  hello: () => StageClientMessage;
  onMessage: (message: StageServerMessage) => void;
  onStatus: (status: StageSocketStatus) => void;
  /** The socket ended for good (revoked/expired link, invalid session, gone script): the reason. */
  onEnded?: (code: number, reason: string | null) => void;
  /** Override for tests; defaults to /api/stage/socket on this page's host. */
  url?: string;
}

const RETRY_MS = [300, 1000, 2000, 4000];
const FINAL_CODES: readonly number[] = [STAGE_CLOSE.unauthorized, STAGE_CLOSE.notFound, STAGE_CLOSE.badRequest, STAGE_CLOSE.linkFull];

export function stageSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/stage/socket`;
}

export interface StageSocket {
  send: (message: StageClientMessage) => boolean;
  close: () => void;
}

export function openStageSocket(options: StageSocketOptions): StageSocket {
  let socket: WebSocket | null = null;
  let attempts = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let lastRevoked: string | null = null;

  const connect = () => {
    if (stopped) return;
    retry = null;
    options.onStatus(attempts === 0 ? 'connecting' : 'reconnecting');
    const ws = new WebSocket(options.url ?? stageSocketUrl());
    socket = ws;
    ws.onopen = () => {
      attempts = 0;
      ws.send(JSON.stringify(options.hello()));
    };
    ws.onmessage = (event) => {
      let message: StageServerMessage;
      try {
        message = JSON.parse(String(event.data)) as StageServerMessage;
      } catch {
        return;
      }
      if (message.type === 'welcome') options.onStatus('open');
      if (message.type === 'revoked') lastRevoked = message.message;
      options.onMessage(message);
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      if (stopped) return;
      if (FINAL_CODES.includes(event.code)) {
        stopped = true;
        options.onStatus('closed');
        options.onEnded?.(event.code, lastRevoked ?? (event.reason || null));
        return;
      }
      schedule();
    };
  };

  const schedule = () => {
    if (stopped || retry !== null) return;
    options.onStatus('reconnecting');
    const delay = RETRY_MS[Math.min(attempts, RETRY_MS.length - 1)]!;
    attempts += 1;
    retry = setTimeout(connect, delay);
  };

  // Back online: try at once rather than waiting out the delay.
  const online = () => {
    if (stopped || socket) return;
    if (retry !== null) clearTimeout(retry);
    retry = null;
    connect();
  };
  window.addEventListener('online', online);
  connect();

  return {
    send(message) {
      if (!socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close() {
      stopped = true;
      window.removeEventListener('online', online);
      if (retry !== null) clearTimeout(retry);
      const ws = socket;
      socket = null;
      ws?.close(1000);
      options.onStatus('closed');
    },
  };
}
