// Test support: the live document's server in memory (issue 26), speaking the live socket's protocol to
// the tab's real live sessions (lib/live). Each script's document is built, when a socket first asks for
// it, from what the test's fetch stub answers for the map, the script and the presenter settings — so a
// component test seeds the live document the way it seeds the REST API (a 404 for both closes the socket
// as not found, a 401 as unauthorized). Imported by tests only.
import * as Y from 'yjs';
import {
  ackMessage,
  applyScriptToDoc,
  createLiveDoc,
  decodeClientMessage,
  LIVE_CLOSE,
  syncStep1Message,
  syncStep2Message,
  updateMessage,
  type LiveSnapshot,
  type ScriptSection,
} from '@cuemap/shared';
import { closeLiveSessions, setLiveSessionTestOptions } from '../../lib/live/registry';
import type { LiveSocket } from '../../lib/live/session';

const SERVER_ORIGIN = Symbol('test-live-server');
/** A script's document, null when there is no such script, 'unauthorized' when the session is not accepted. */
const docs = new Map<string, Promise<Y.Doc | null | 'unauthorized'>>();
const sockets = new Set<FakeLiveSocket>();
/** While true the server cannot be reached: sockets close as they open, as without network. */
let unreachable = false;
/**
 * Bumped by each start: a session of an earlier test (a registry kept a few seconds after its screen)
 * that connects again is told its script is gone, so it ends rather than syncing old state into this test.
 */
let generation = 0;

class Unauthorized extends Error {}

async function readJson(path: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(path);
  if (response.status === 401) throw new Unauthorized();
  return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
}

/** The document as the server would build it from its tables (here: the fetch stub's answers); null: no such script. */
async function load(mindMapId: string): Promise<Y.Doc | null | 'unauthorized'> {
  try {
    return await build(mindMapId);
  } catch (error) {
    if (error instanceof Unauthorized) return 'unauthorized';
    throw error;
  }
}

async function build(mindMapId: string): Promise<Y.Doc | null> {
  const id = encodeURIComponent(mindMapId);
  const [map, text, settings] = await Promise.all([
    readJson(`/api/mindmaps/${id}`),
    readJson(`/api/teleprompter/${id}`),
    readJson(`/api/mindmaps/${id}/presenter-settings`),
  ]);
  if (!map && !text) return null;
  const sections =
    (text?.sections as ScriptSection[] | undefined) ??
    (typeof text?.content === 'string' ? [{ nodeId: null, text: text.content, origin: 'edited' as const }] : null);
  const snapshot: LiveSnapshot = {
    map: {
      title: (map?.title as string | undefined) ?? (text?.title as string | undefined) ?? '',
      description: null,
      category: null,
      type: null,
      nodes: (map?.nodes as LiveSnapshot['map']['nodes'] | undefined) ?? [],
      connections: (map?.connections as LiveSnapshot['map']['connections'] | undefined) ?? [],
      nodeOrder: (map?.nodeOrder as string[] | undefined) ?? [],
      viewState: { translateX: 0, translateY: 0 },
    },
    script: sections ? { sections } : null,
    settings: settings?.stored ? (settings.settings as LiveSnapshot['settings']) : null,
  };
  const doc = createLiveDoc(snapshot);
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    for (const socket of sockets) if (socket.mindMapId === mindMapId && origin !== socket) socket.deliver(updateMessage(update));
  });
  return doc;
}

const serverDoc = (mindMapId: string) => {
  let doc = docs.get(mindMapId);
  if (!doc) docs.set(mindMapId, (doc = load(mindMapId)));
  return doc;
};

/** A WebSocket to the in-memory server: auth, sync both ways, every update acknowledged. */
class FakeLiveSocket implements LiveSocket {
  binaryType = 'arraybuffer';
  readyState = 0;
  onopen: LiveSocket['onopen'] = null;
  onmessage: LiveSocket['onmessage'] = null;
  onclose: LiveSocket['onclose'] = null;
  onerror: LiveSocket['onerror'] = null;
  readonly mindMapId: string;
  private received = 0;

  constructor(
    url: string,
    private readonly generation: number,
  ) {
    this.mindMapId = decodeURIComponent(url.split('/').pop() ?? '');
    sockets.add(this);
    queueMicrotask(() => {
      if (this.readyState !== 0) return;
      if (this.generation !== generation) return this.close(LIVE_CLOSE.notFound);
      if (unreachable) return this.close(1006);
      this.readyState = 1;
      this.onopen?.({});
    });
  }

  deliver(data: Uint8Array) {
    if (this.readyState === 1) queueMicrotask(() => this.readyState === 1 && this.onmessage?.({ data: data.slice().buffer }));
  }

  send(data: Uint8Array) {
    const message = decodeClientMessage(data);
    void serverDoc(this.mindMapId).then((doc) => {
      if (doc === 'unauthorized') return this.close(LIVE_CLOSE.unauthorized);
      if (!doc) return this.close(LIVE_CLOSE.notFound);
      if (message.type === 'auth') this.deliver(syncStep1Message(doc));
      else if (message.type === 'syncStep1') this.deliver(syncStep2Message(doc, message.stateVector));
      else if (message.type === 'update') {
        Y.applyUpdate(doc, message.update, this);
        this.deliver(ackMessage(++this.received));
      }
    });
  }

  close(code = 1000) {
    if (this.readyState > 1) return;
    this.readyState = 3;
    sockets.delete(this);
    queueMicrotask(() => this.onclose?.({ code, reason: '' }));
  }
}

/** Every new live session of the test talks to the in-memory server (no IndexedDB copy); none is left open. */
export function startTestLiveServer(): void {
  closeLiveSessions();
  for (const socket of [...sockets]) socket.close(LIVE_CLOSE.notFound);
  docs.clear();
  unreachable = false;
  const current = ++generation;
  setLiveSessionTestOptions({
    WebSocketImpl: class extends FakeLiveSocket {
      constructor(url: string) {
        super(url, current);
      }
    },
    persistence: null,
    url: undefined,
  });
}

/** The server's document of `mindMapId` (as it is loaded for the first socket). */
export async function liveServerDoc(mindMapId = 'm1'): Promise<Y.Doc> {
  const doc = await serverDoc(mindMapId);
  if (!doc || doc === 'unauthorized') throw new Error(`no script ${mindMapId} on the test live server`);
  return doc;
}

/** A change made on the server (another device, the server's own merge): reaches every open session. */
export async function changeOnServer(mindMapId: string, change: (doc: Y.Doc) => void): Promise<void> {
  const doc = await liveServerDoc(mindMapId);
  doc.transact(() => change(doc), SERVER_ORIGIN);
}

/** The network goes (every socket drops, none connects) or comes back (the sessions reconnect on 'online'). */
export function setLiveServerReachable(reachable: boolean): void {
  unreachable = !reachable;
  if (!reachable) for (const socket of [...sockets]) socket.close(1006);
  else window.dispatchEvent(new Event('online'));
}

/** The server stores new sections (a REST write, an AI generation) and they reach every open session. */
export function writeScriptOnServer(mindMapId: string, sections: ScriptSection[]): Promise<void> {
  return changeOnServer(mindMapId, (doc) => applyScriptToDoc(doc, sections));
}
