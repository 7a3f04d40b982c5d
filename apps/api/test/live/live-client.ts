// A test client of /api/live/:mindMapId speaking y-protocols as an editor would: its own Y.Doc, sync
// step 1/2 and updates both ways, awareness; it counts acknowledgements, keeps error messages and
// knows how the socket closed — all waited for on events, never on sleeps.
import WebSocket from 'ws';
import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import type { FastifyInstance } from 'fastify';
import { readLiveSnapshot, type LiveSnapshot } from '@cuemap/shared';
import { LIVE_MESSAGE, authMessage, awarenessMessage, syncStep1Message, updateMessage } from '@cuemap/shared';
import { CUE_KIND, cueMessage } from '@cuemap/shared';

const SERVER = 'server';

export async function liveUrl(app: FastifyInstance, mindMapId: string): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `ws://127.0.0.1:${address.port}/api/live/${encodeURIComponent(mindMapId)}`;
}

export class LiveClient {
  readonly doc = new Y.Doc();
  readonly awareness = new Awareness(this.doc);
  readonly ws: WebSocket;
  /** The server's last acknowledgement (how many of our updates are stored). */
  acked = 0;
  /** Updates sent (sync step 2 and updates). */
  sent = 0;
  synced = false;
  readonly errors: string[] = [];
  denied: string | null = null;
  /** Type 5 messages received: cues to show, and the answers to this client's own cues. */
  readonly cues: Array<{ kind: 'cue' | 'sent' | 'refused'; id: string; text?: string; reason?: string; screens?: number }> = [];
  /** Type 6 messages received: "the script's comments changed". */
  commentsChanged = 0;
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly waiters: Array<{ check: () => boolean; resolve: () => void; reject: (e: Error) => void }> = [];

  constructor(url: string, token: string | null) {
    this.ws = new WebSocket(url);
    this.ws.binaryType = 'nodebuffer';
    this.ws.on('open', () => {
      if (token !== null) this.ws.send(authMessage(token));
      this.ws.send(syncStep1Message(this.doc));
    });
    this.ws.on('message', (data: Buffer) => {
      this.receive(new Uint8Array(data));
      this.settle();
    });
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === SERVER) return;
      this.sendRaw(updateMessage(update));
      this.sent += 1;
    });
    this.awareness.on('update', ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
      if (origin === SERVER) return;
      this.sendRaw(awarenessMessage(encodeAwarenessUpdate(this.awareness, [...added, ...updated, ...removed])));
    });
    this.closed = new Promise((resolve) => {
      this.ws.on('close', (code, reason) => {
        this.settle();
        for (const w of this.waiters.splice(0)) w.reject(new Error(`socket closed (${code} ${String(reason)}) while waiting`));
        resolve({ code, reason: String(reason) });
      });
    });
  }

  private receive(data: Uint8Array) {
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    if (type === LIVE_MESSAGE.sync) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, LIVE_MESSAGE.sync);
      const step = syncProtocol.readSyncMessage(decoder, encoder, this.doc, SERVER);
      if (step === syncProtocol.messageYjsSyncStep2) this.synced = true;
      if (encoding.length(encoder) > 1) {
        // Our step 2 (the answer to the server's step 1) is acknowledged like an update.
        this.sendRaw(encoding.toUint8Array(encoder));
        this.sent += 1;
      }
    } else if (type === LIVE_MESSAGE.awareness) {
      applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), SERVER);
    } else if (type === LIVE_MESSAGE.ack) {
      this.acked = decoding.readVarUint(decoder);
    } else if (type === LIVE_MESSAGE.error) {
      this.errors.push(decoding.readVarString(decoder));
    } else if (type === LIVE_MESSAGE.cue) {
      const kind = decoding.readVarUint(decoder);
      const id = decoding.readVarString(decoder);
      if (kind === CUE_KIND.cue) this.cues.push({ kind: 'cue', id, text: decoding.readVarString(decoder) });
      else if (kind === CUE_KIND.sent) this.cues.push({ kind: 'sent', id, screens: decoding.readVarUint(decoder) });
      else this.cues.push({ kind: 'refused', id, reason: decoding.readVarString(decoder) });
    } else if (type === LIVE_MESSAGE.comments) {
      this.commentsChanged += 1;
    } else if (type === LIVE_MESSAGE.auth) {
      decoding.readVarUint(decoder);
      this.denied = decoding.readVarString(decoder);
    }
  }

  /** Sends a cue (type 5) for the script's prompters. */
  cue(id: string, text: string) {
    this.sendRaw(cueMessage(id, text));
  }

  sendRaw(data: Uint8Array) {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(data);
  }

  private settle() {
    for (const w of [...this.waiters]) {
      if (!w.check()) continue;
      this.waiters.splice(this.waiters.indexOf(w), 1);
      w.resolve();
    }
  }

  /** Resolves once `check` holds (checked after every message); rejects if the socket closes first. */
  until(check: () => boolean): Promise<void> {
    if (check()) return Promise.resolve();
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.reject(new Error('socket closed'));
    return new Promise((resolve, reject) => this.waiters.push({ check, resolve, reject }));
  }

  snapshot(): LiveSnapshot {
    return readLiveSnapshot(this.doc);
  }

  /** Synced with the server (its step 2 arrived). */
  ready(): Promise<void> {
    return this.until(() => this.synced);
  }

  /** Every update sent so far is stored. */
  stored(): Promise<void> {
    const target = this.sent;
    return this.until(() => this.acked >= target);
  }

  close(): Promise<{ code: number; reason: string }> {
    this.ws.close();
    return this.closed;
  }
}

export async function connect(url: string, token: string | null): Promise<LiveClient> {
  const client = new LiveClient(url, token);
  await new Promise<void>((resolve, reject) => {
    client.ws.once('open', () => resolve());
    client.ws.once('error', reject);
  });
  return client;
}
