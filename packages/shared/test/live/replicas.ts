// Replicas of one live document on a lossy, reordering network, and the record of what each edit
// wrote: the harness for the convergence property test.
import * as Y from 'yjs';
import { createLiveDoc, type LiveSnapshot } from '../../src/index';

const REMOTE = Symbol('remote');

/** Two to three replicas that exchange their own updates only when told, in batches and orders chosen by the test. */
export class Network {
  readonly docs: Y.Doc[];
  readonly online: boolean[];
  /** Each replica's own updates, in the order it made them. */
  private readonly outbox: Uint8Array[][];
  /** pending[from][to]: indexes into outbox[from] not yet delivered to `to`. */
  private readonly pending: number[][][];

  constructor(initial: LiveSnapshot, count: number) {
    const state = Y.encodeStateAsUpdate(createLiveDoc(initial));
    this.docs = Array.from({ length: count }, () => {
      const doc = new Y.Doc();
      Y.applyUpdate(doc, state, REMOTE);
      return doc;
    });
    this.online = this.docs.map(() => true);
    this.outbox = this.docs.map(() => []);
    this.pending = this.docs.map(() => this.docs.map(() => []));
    this.docs.forEach((doc, i) =>
      doc.on('update', (update: Uint8Array, origin: unknown) => {
        if (origin === REMOTE) return;
        this.pending[i]!.forEach((queue, j) => j !== i && queue.push(this.outbox[i]!.length));
        this.outbox[i]!.push(update);
      }),
    );
  }

  /**
   * Delivers some of `from`'s undelivered updates to `to`, in the order `picks` chooses (each pick
   * takes one of the remaining ones): a random batch in a random order. Nothing moves while either is offline.
   */
  deliver(from: number, to: number, picks: readonly number[]): void {
    if (from === to || !this.online[from] || !this.online[to]) return;
    const queue = this.pending[from]![to]!;
    for (const pick of picks) {
      if (!queue.length) return;
      const [index] = queue.splice(pick % queue.length, 1);
      Y.applyUpdate(this.docs[to]!, this.outbox[from]![index!]!, REMOTE);
    }
  }

  /** Everyone back online and every update delivered everywhere (last first, to exercise pending updates). */
  settle(): void {
    this.online.fill(true);
    this.docs.forEach((_, from) =>
      this.docs.forEach((__, to) =>
        this.deliver(
          from,
          to,
          [...this.pending[from]![to]!].map(() => Number.MAX_SAFE_INTEGER),
        ),
      ),
    );
  }
}

/** One write of a plain field: its value, and what the writing replica had seen before it. */
interface Write {
  value: unknown;
  client: number;
  /** The writer's clock after the write: a replica that has seen it holds at least this for `client`. */
  endClock: number;
  seen: Map<number, number>;
}

/** Writes to plain fields (last writer wins): the final value must be one no later write overwrote. */
export class WriteLog {
  private readonly writes = new Map<string, Write[]>();

  /** Runs `change` on `doc` and records it as writing `values` (field → value; only fields whose value it changes). */
  record(doc: Y.Doc, values: Record<string, unknown>, change: () => boolean): void {
    const seen = Y.decodeStateVector(Y.encodeStateVector(doc));
    if (!change()) return;
    for (const [field, value] of Object.entries(values)) {
      const write = { value, client: doc.clientID, endClock: Y.getState(doc.store, doc.clientID), seen };
      const list = this.writes.get(field);
      if (list) list.push(write);
      else this.writes.set(field, [write]);
    }
  }

  fields(): string[] {
    return [...this.writes.keys()];
  }

  /** The values of the writes to `field` that no write made after seeing them replaced. */
  survivors(field: string): unknown[] {
    const list = this.writes.get(field) ?? [];
    return list.filter((w) => !list.some((later) => later !== w && (later.seen.get(w.client) ?? 0) >= w.endClock)).map((w) => w.value);
  }
}
