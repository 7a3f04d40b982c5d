// Version history rules: what a snapshot holds (map + script, as the live document's projection holds
// them after each stored change), when a save makes a new version or joins the last one (one per minute
// of editing), dedupe, retention, and the versions around a restore (which is a change of the document).
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  MIND_MAP_MESSAGES,
  VERSION_MESSAGES,
  type BeforeChangeReason,
  type Version,
  type VersionMap,
  type VersionReason,
  type VersionScript,
  type VersionSummary,
} from '@cuemap/shared';
import type { FastifyBaseLogger } from 'fastify';
import { toIso } from '../../../db/values';
import { newId } from '../../../lib/ids';
import { notFound } from '../../../lib/http-error';
import { versionsToDelete } from './retention';
import { encodeSnapshot, packSnapshot, unpackSnapshot, type SnapshotContent } from './snapshot';
import type { VersionListRow, VersionsRepository } from './versions-repository';

/** Saves this close to the newest version, when both are plain edits, update it instead of adding one. */
export const COALESCE_MS = 60_000;
const COALESCED: ReadonlySet<string> = new Set<VersionReason>(['edit', 'autosave', 'script-edit']);

/** What a save path calls: a snapshot of the map as it is now. Never throws (the save succeeded). */
export interface VersionHooks {
  /** Before a save is written: edits still pending from an ended window join that window's version first. */
  beforeChange(mindMapId: string): Promise<void>;
  snapshot(userId: string, mindMapId: string, reason: VersionReason): Promise<void>;
  /**
   * Right before an AI change: the map and script as they are now become their own version named
   * `reason`, whatever the coalescing (an edit made seconds ago is in it, not folded into the change).
   */
  keepBefore(userId: string, mindMapId: string, reason: BeforeChangeReason): Promise<void>;
  /** keepBefore, run `change`, then keep its result as an `ai-script` version, as one step (`change`'s own saves take none). */
  around<T>(userId: string, mindMapId: string, before: BeforeChangeReason, change: () => Promise<T>): Promise<T>;
}

export interface VersionsServiceDeps {
  repo: VersionsRepository;
  log: FastifyBaseLogger;
  clock?: () => Date;
}

const view = (r: VersionListRow): VersionSummary => ({
  id: r.id,
  createdAt: toIso(r.created_at),
  reason: r.reason as VersionReason,
  summary: r.summary,
});

export function createVersionsService(deps: VersionsServiceDeps) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());
  /** Maps whose saves are part of a bigger step (an AI generation, a restore) that snapshots itself. */
  const inStep = new AsyncLocalStorage<ReadonlySet<string>>();

  async function scriptOf(userId: string, mindMapId: string): Promise<VersionScript | null> {
    const row = await repo.scriptContent(userId, mindMapId);
    if (!row) return null;
    // Only the words: the script's own version and dates are not part of what a restore brings back.
    return {
      title: row.title,
      content: row.content,
      sections: (row.sections === null ? [{ nodeId: null, text: row.content, origin: 'edited' }] : JSON.parse(row.sections)) as VersionScript['sections'],
    };
  }

  async function contentOf(userId: string, mindMapId: string): Promise<SnapshotContent | undefined> {
    const row = await repo.mapContent(userId, mindMapId);
    if (!row) return undefined;
    const map: VersionMap = {
      title: row.title,
      nodes: JSON.parse(row.nodes) as VersionMap['nodes'],
      connections: JSON.parse(row.connections) as VersionMap['connections'],
      nodeOrder: JSON.parse(row.node_order) as VersionMap['nodeOrder'],
      viewState: JSON.parse(row.view_state) as VersionMap['viewState'],
    };
    return { map, script: await scriptOf(userId, mindMapId) };
  }

  /**
   * Records the map's current content. Unchanged since the newest version: nothing new (unless
   * `always`, a restore; or `own`, the state before a change: a new version unless the newest is the
   * same kind with the same content, a retried step). A plain edit within COALESCE_MS of a newest
   * plain edit: that version takes the new content. Otherwise a new version, then retention.
   * Answers the version that holds it.
   */
  async function record(
    userId: string,
    mindMapId: string,
    reason: VersionReason,
    opts: { always?: boolean; joinNewest?: boolean; own?: boolean } = {},
  ): Promise<VersionSummary | undefined> {
    const { always = false, joinNewest = false, own = false } = opts;
    const content = await contentOf(userId, mindMapId);
    if (!content) return undefined;
    const snap = encodeSnapshot(content);
    const stored = await packSnapshot(snap.json);
    const now = clock();
    return repo.write(userId, mindMapId, async (w) => {
      const newest = await w.newest(mindMapId);
      if (newest && !always) {
        if (newest.hash === snap.hash && (!own || newest.reason === reason)) return view(newest);
        const age = now.getTime() - new Date(newest.created_at).getTime();
        if (COALESCED.has(reason) && COALESCED.has(newest.reason) && (joinNewest || (age >= 0 && age < COALESCE_MS))) {
          await w.replaceContent(mindMapId, newest.id, { hash: snap.hash, summary: snap.summary, snapshot: stored });
          return view({ ...newest, summary: snap.summary });
        }
      }
      const row = { id: newId(now.getTime()), reason, summary: snap.summary, created_at: now.toISOString() };
      await w.insert({ ...row, mindMapId, userId, hash: snap.hash, snapshot: stored, createdAt: row.created_at });
      const drop = versionsToDelete(
        (await w.stamps(mindMapId)).map((s) => ({ id: s.id, createdAt: s.created_at, reason: s.reason })),
        await w.plan(userId),
        now,
      );
      await w.delete(mindMapId, drop);
      return view(row);
    });
  }

  /** Runs `change` with the map's own save snapshots off: the step records its versions itself. */
  function quietly<T>(mindMapId: string, change: () => Promise<T>): Promise<T> {
    return inStep.run(new Set([...(inStep.getStore() ?? []), mindMapId]), change);
  }

  /**
   * Plain edits are recorded at most once per COALESCE_MS per map by this instance: reading the map,
   * encoding and compressing a snapshot costs milliseconds for a large map, far more than the save
   * itself (autosave traffic would drop ~10×). A save inside the window only marks the map pending;
   * the pending content joins the window's version when the window ends (a timer), before the map's
   * versions are read or restored, before an AI step, and when the server closes.
   */
  const pending = new Map<string, { userId: string; reason: VersionReason; timer: NodeJS.Timeout }>();
  /** When this instance last recorded a plain edit of a map (app clock, ms). */
  const lastRecorded = new Map<string, number>();

  async function safely(what: () => Promise<unknown>, mindMapId: string, reason: VersionReason) {
    try {
      await what();
    } catch (err) {
      // The save itself succeeded; a missed version must not turn it into an error.
      deps.log.error({ err, mindMapId, reason }, 'Keeping a version failed');
    }
  }

  function takePending(mindMapId: string) {
    const p = pending.get(mindMapId);
    if (!p) return undefined;
    pending.delete(mindMapId);
    clearTimeout(p.timer);
    return p;
  }

  /** The map's pending edits join the newest version now. */
  async function flushPending(mindMapId: string) {
    const p = takePending(mindMapId);
    if (p) await safely(() => record(p.userId, mindMapId, p.reason, { joinNewest: true }), mindMapId, p.reason);
  }

  const hooks: VersionHooks = {
    async beforeChange(mindMapId) {
      if (!pending.has(mindMapId)) return;
      const last = lastRecorded.get(mindMapId);
      const age = last === undefined ? Infinity : clock().getTime() - last;
      if (age < 0 || age >= COALESCE_MS) await flushPending(mindMapId);
    },

    async snapshot(userId, mindMapId, reason) {
      if (inStep.getStore()?.has(mindMapId)) return;
      if (COALESCED.has(reason)) {
        const now = clock().getTime();
        const last = lastRecorded.get(mindMapId);
        if (last !== undefined && now - last >= 0 && now - last < COALESCE_MS) {
          if (!pending.has(mindMapId)) {
            const timer = setTimeout(() => void flushPending(mindMapId), COALESCE_MS - (now - last));
            timer.unref();
            pending.set(mindMapId, { userId, reason, timer });
          }
          return;
        }
        // A new window: what was still pending joined its version in beforeChange (or is part of the map now).
        takePending(mindMapId);
        if (lastRecorded.size > 10_000) {
          for (const [id, at] of lastRecorded) if (now - at >= COALESCE_MS) lastRecorded.delete(id);
        }
        lastRecorded.set(mindMapId, now);
      } else {
        await flushPending(mindMapId);
      }
      await safely(() => record(userId, mindMapId, reason), mindMapId, reason);
    },

    async keepBefore(userId, mindMapId, reason) {
      if (inStep.getStore()?.has(mindMapId)) return;
      // An edit still waiting for its minute is part of the map now, so this version holds it; its
      // minute's version keeps what it had (folding it in would show the same text twice).
      takePending(mindMapId);
      await safely(() => record(userId, mindMapId, reason, { own: true }), mindMapId, reason);
    },

    async around(userId, mindMapId, before, change) {
      await hooks.keepBefore(userId, mindMapId, before);
      const result = await quietly(mindMapId, change);
      await hooks.snapshot(userId, mindMapId, 'ai-script');
      return result;
    },
  };

  async function find(userId: string, mindMapId: string, versionId: string) {
    const row = await repo.get(userId, mindMapId, versionId);
    if (!row) {
      // Someone else's map (or none) is the map's 404, as everywhere; an unknown version of an owned map is the version's.
      if (!(await repo.mapContent(userId, mindMapId))) throw notFound(MIND_MAP_MESSAGES.notFound);
      throw notFound(VERSION_MESSAGES.notFound);
    }
    return { ...view(row), ...(JSON.parse(await unpackSnapshot(row.snapshot)) as SnapshotContent) };
  }

  return {
    ...hooks,

    /** Records every pending edit (graceful shutdown). */
    async flushAll(): Promise<void> {
      await Promise.all([...pending.keys()].map((id) => flushPending(id)));
    },

    /** Newest first. */
    async list(userId: string, mindMapId: string): Promise<VersionSummary[]> {
      await flushPending(mindMapId);
      const rows = await repo.list(userId, mindMapId);
      if (rows.length === 0 && !(await repo.mapContent(userId, mindMapId))) throw notFound(MIND_MAP_MESSAGES.notFound);
      return rows.map(view);
    },

    async get(userId: string, mindMapId: string, versionId: string): Promise<Version> {
      await flushPending(mindMapId);
      return find(userId, mindMapId, versionId);
    },

    /**
     * A restore (live/script-through-doc.ts makes it a change of the live document): the state it
     * replaces is kept first as a `before-restore` version (issue 24: nothing written is lost to a
     * restore), `change` runs with its own save's version off, and the restored state is kept as a new
     * `restore` version, which is answered.
     */
    /** One version as kept, for a restore: pending edits stay pending (keepBefore takes them into the state the restore replaces). */
    kept: find,

    async restoring<T>(userId: string, mindMapId: string, change: () => Promise<T>): Promise<{ result: T; version: VersionSummary }> {
      await hooks.keepBefore(userId, mindMapId, 'before-restore');
      const result = await quietly(mindMapId, change);
      const version = await record(userId, mindMapId, 'restore', { always: true });
      if (!version) throw notFound(MIND_MAP_MESSAGES.notFound);
      return { result, version };
    },
  };
}

export type VersionsService = ReturnType<typeof createVersionsService>;
