// Version history rules: what a snapshot holds (map + script, as the live document's projection holds
// them after each stored change), when a save makes a new version or joins the last one (one per minute
// of editing), dedupe, retention, and the versions around a restore (which is a change of the document).
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  MIND_MAP_MESSAGES,
  VERSION_MESSAGES,
  personName,
  type Person,
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

/**
 * What a save path calls: a snapshot of the map as it is now. Never throws (the save succeeded).
 * `userId` is the script's owner (whose rows they are); `authors` who made the change (issue 27 item 7:
 * a live socket's user, a REST writer, whoever ran the AI or the restore), the latest last.
 */
export interface VersionHooks {
  /** Before a save is written: edits still pending from an ended window join that window's version first. */
  beforeChange(mindMapId: string): Promise<void>;
  snapshot(userId: string, mindMapId: string, reason: VersionReason, authors?: readonly string[]): Promise<void>;
  /**
   * Right before an AI change: the map and script as they are now become their own version named
   * `reason`, whatever the coalescing (an edit made seconds ago is in it, not folded into the change).
   */
  keepBefore(userId: string, mindMapId: string, reason: BeforeChangeReason, authors?: readonly string[]): Promise<void>;
  /** keepBefore, run `change`, then keep its result as an `ai-script` version, as one step (`change`'s own saves take none). */
  around<T>(userId: string, mindMapId: string, before: BeforeChangeReason, change: () => Promise<T>, authors?: readonly string[]): Promise<T>;
}

/** The most authors one version names (a minute of editing by more people keeps the latest). */
export const AUTHORS_KEPT = 50;

/** `earlier` then `later`, each person once at their latest place (the latest last), at most AUTHORS_KEPT. */
export function joinAuthors(earlier: readonly string[], later: readonly string[]): string[] {
  const latest = new Set(later);
  return [...earlier.filter((id) => !latest.has(id)), ...latest].slice(-AUTHORS_KEPT);
}

/** A row's authors, the latest last (a row naming only its latest author reads as that one). */
function authorIds(r: Pick<VersionListRow, 'author_id' | 'authors'>): string[] {
  if (r.authors !== null) {
    try {
      const ids: unknown = JSON.parse(r.authors);
      if (Array.isArray(ids)) return ids.filter((id): id is string => typeof id === 'string');
    } catch {
      // Unreadable: the latest author alone.
    }
  }
  return r.author_id === null ? [] : [r.author_id];
}

export interface VersionsServiceDeps {
  repo: VersionsRepository;
  log: FastifyBaseLogger;
  clock?: () => Date;
}

/** A history entry, its authors named (`emails`: of every author whose account still exists). */
function view(r: VersionListRow, emails: ReadonlyMap<string, string>): VersionSummary {
  const authors: Person[] = [];
  for (const id of authorIds(r).reverse()) {
    const email = emails.get(id);
    if (email !== undefined) authors.push({ id, name: personName(email) });
  }
  return {
    id: r.id,
    createdAt: toIso(r.created_at),
    reason: r.reason as VersionReason,
    summary: r.summary,
    author: authors[0] ?? null,
    authors,
  };
}

export function createVersionsService(deps: VersionsServiceDeps) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());
  /** Maps whose saves are part of a bigger step (an AI generation, a restore) that snapshots itself. */
  const inStep = new AsyncLocalStorage<ReadonlySet<string>>();

  /** History entries with their authors named (one look-up of the accounts for all of them). */
  async function present(rows: readonly VersionListRow[]): Promise<VersionSummary[]> {
    const emails = await repo.emails([...new Set(rows.flatMap(authorIds))]);
    return rows.map((r) => view(r, emails));
  }

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
   * Answers the version that holds it. `authors` made the change (a coalesced version adds them to its own).
   */
  async function record(
    userId: string,
    mindMapId: string,
    reason: VersionReason,
    opts: { always?: boolean; joinNewest?: boolean; own?: boolean; authors?: readonly string[] } = {},
  ): Promise<VersionListRow | undefined> {
    const { always = false, joinNewest = false, own = false, authors = [] } = opts;
    const content = await contentOf(userId, mindMapId);
    if (!content) return undefined;
    const snap = encodeSnapshot(content);
    const stored = await packSnapshot(snap.json);
    const now = clock();
    return repo.write(userId, mindMapId, async (w) => {
      const newest = await w.newest(mindMapId);
      if (newest && !always) {
        if (newest.hash === snap.hash && (!own || newest.reason === reason)) return newest;
        const age = now.getTime() - new Date(newest.created_at).getTime();
        if (COALESCED.has(reason) && COALESCED.has(newest.reason) && (joinNewest || (age >= 0 && age < COALESCE_MS))) {
          const joined = joinAuthors(authorIds(newest), authors);
          await w.replaceContent(mindMapId, newest.id, { hash: snap.hash, summary: snap.summary, snapshot: stored, authors: joined });
          return { ...newest, summary: snap.summary, author_id: joined.at(-1) ?? null, authors: joined.length > 0 ? JSON.stringify(joined) : null };
        }
      }
      const kept = joinAuthors([], authors);
      const row: VersionListRow = {
        id: newId(now.getTime()),
        reason,
        summary: snap.summary,
        created_at: now.toISOString(),
        author_id: kept.at(-1) ?? null,
        authors: kept.length > 0 ? JSON.stringify(kept) : null,
      };
      await w.insert({ ...row, mindMapId, userId, hash: snap.hash, snapshot: stored, createdAt: now.toISOString(), authors: kept });
      const drop = versionsToDelete(
        (await w.stamps(mindMapId)).map((s) => ({ id: s.id, createdAt: s.created_at, reason: s.reason })),
        await w.plan(userId),
        now,
      );
      await w.delete(mindMapId, drop);
      return row;
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
  const pending = new Map<string, { userId: string; reason: VersionReason; timer: NodeJS.Timeout; authors: string[] }>();
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
    if (p) await safely(() => record(p.userId, mindMapId, p.reason, { joinNewest: true, authors: p.authors }), mindMapId, p.reason);
  }

  const hooks: VersionHooks = {
    async beforeChange(mindMapId) {
      if (!pending.has(mindMapId)) return;
      const last = lastRecorded.get(mindMapId);
      const age = last === undefined ? Infinity : clock().getTime() - last;
      if (age < 0 || age >= COALESCE_MS) await flushPending(mindMapId);
    },

    async snapshot(userId, mindMapId, reason, authors = []) {
      if (inStep.getStore()?.has(mindMapId)) return;
      if (COALESCED.has(reason)) {
        const now = clock().getTime();
        const last = lastRecorded.get(mindMapId);
        if (last !== undefined && now - last >= 0 && now - last < COALESCE_MS) {
          const waiting = pending.get(mindMapId);
          if (waiting) waiting.authors = joinAuthors(waiting.authors, authors);
          else {
            const timer = setTimeout(() => void flushPending(mindMapId), COALESCE_MS - (now - last));
            timer.unref();
            pending.set(mindMapId, { userId, reason, timer, authors: joinAuthors([], authors) });
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
      await safely(() => record(userId, mindMapId, reason, { authors }), mindMapId, reason);
    },

    async keepBefore(userId, mindMapId, reason, authors = []) {
      if (inStep.getStore()?.has(mindMapId)) return;
      // An edit still waiting for its minute is part of the map now, so this version holds it (and names
      // its authors before whoever's change keeps it); its minute's version keeps what it had (folding it
      // in would show the same text twice).
      const waiting = takePending(mindMapId);
      const by = joinAuthors(waiting?.authors ?? [], authors);
      await safely(() => record(userId, mindMapId, reason, { own: true, authors: by }), mindMapId, reason);
    },

    async around(userId, mindMapId, before, change, authors = []) {
      await hooks.keepBefore(userId, mindMapId, before, authors);
      const result = await quietly(mindMapId, change);
      await hooks.snapshot(userId, mindMapId, 'ai-script', authors);
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
    const [summary] = await present([row]);
    return { ...summary!, ...(JSON.parse(await unpackSnapshot(row.snapshot)) as SnapshotContent) };
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
      return present(rows);
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

    async restoring<T>(
      userId: string,
      mindMapId: string,
      change: () => Promise<T>,
      authors: readonly string[] = [],
    ): Promise<{ result: T; version: VersionSummary }> {
      await hooks.keepBefore(userId, mindMapId, 'before-restore', authors);
      const result = await quietly(mindMapId, change);
      const row = await record(userId, mindMapId, 'restore', { always: true, authors });
      if (!row) throw notFound(MIND_MAP_MESSAGES.notFound);
      const [version] = await present([row]);
      return { result, version: version! };
    },
  };
}

export type VersionsService = ReturnType<typeof createVersionsService>;
