// Every instance converges on the update log (issue 26 item 8), whatever Redis lost. A loaded copy knows
// the last log seq it holds (seenSeq); an update from another instance names the seqs it was stored as,
// so a copy that sees a gap (a lost message, or one sent while it was still loading) reads what it lacks
// from the log and passes it to its sockets. After a Redis outage every loaded copy does so, then says how
// far it is ('head'), so an instance that missed this one's edits (made while Redis was away) reads them too.
import * as Y from 'yjs';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveBus, LiveBusEvent } from './live-bus';
import type { LiveDocs, LoadedDoc } from './live-docs';
import type { LiveRepository } from './live-repository';

export interface LiveCatchUpDeps {
  docs: LiveDocs;
  repo: Pick<LiveRepository, 'since'>;
  bus: LiveBus;
  log: FastifyBaseLogger;
}

export function createLiveCatchUp({ docs, repo, bus, log }: LiveCatchUpDeps) {
  /** One read per document at a time; asked again meanwhile, it reads once more after. */
  const running = new Map<LoadedDoc, Promise<void>>();
  const again = new Set<LoadedDoc>();

  async function read(entry: LoadedDoc) {
    const lacking = await repo.since(entry.id, entry.seenSeq);
    if (!lacking || docs.loaded.get(entry.id) !== entry) return;
    const parts = [...(lacking.state ? [lacking.state] : []), ...lacking.updates];
    if (parts.length > 0) docs.applyRemote(entry.id, parts.length === 1 ? parts[0]! : Y.mergeUpdates(parts));
    entry.seenSeq = Math.max(entry.seenSeq, lacking.lastSeq);
  }

  /** Reads what the copy lacks from the log (applied and sent to its sockets); resolves when it holds the log as it was. */
  function catchUp(entry: LoadedDoc): Promise<void> {
    const current = running.get(entry);
    if (current) {
      again.add(entry);
      return current;
    }
    const run = (async () => {
      do {
        again.delete(entry);
        try {
          await read(entry);
        } catch (err) {
          log.warn({ err, mindMapId: entry.id }, 'Reading what a live document lacks from its log failed (its next write catches up)');
        }
      } while (again.has(entry) && !entry.discarded);
    })().finally(() => running.delete(entry));
    running.set(entry, run);
    return run;
  }

  return {
    catchUp,

    /** An update another instance stored: applied at once; past a gap, the copy reads the rest from the log. */
    remote(mindMapId: string, event: Extract<LiveBusEvent, { kind: 'update' }>) {
      docs.applyRemote(mindMapId, Buffer.from(event.update, 'base64'));
      const entry = docs.loaded.get(mindMapId);
      if (!entry || event.seq === undefined) return;
      if ((event.after ?? 0) <= entry.seenSeq) entry.seenSeq = Math.max(entry.seenSeq, event.seq);
      else void catchUp(entry);
    },

    /** Another instance holds the log up to `seq`: a copy holding less reads the rest. */
    head(mindMapId: string, seq: number) {
      const entry = docs.loaded.get(mindMapId);
      if (entry && seq > entry.seenSeq) void catchUp(entry);
    },

    /** Redis is back: every loaded copy reads what it lacks, then says how far it is. */
    async reconnected(): Promise<void> {
      await Promise.all(
        [...docs.loaded.values()].map(async (entry) => {
          await catchUp(entry);
          if (!entry.discarded) bus.publish(entry.id, { kind: 'head', seq: entry.seenSeq });
        }),
      );
    },
  };
}

export type LiveCatchUp = ReturnType<typeof createLiveCatchUp>;
