// The REST writes that go through a script's live document (issue 26 item 6): each is one change of the
// document — loaded (or read from storage), its `version` checked inside the storing transaction under
// the document's lock, the body applied as the server's change, stored with its projection into the
// tables in that same transaction (the same write path as a client's update, the map → sections merge
// running once), then sent to connected editors and to other instances. Answers keep today's shapes:
// the rows the transaction wrote. This file: the map's PUT, the settings' PUT and the shared `change`;
// the script's writes (POST, PUTs, AI, restore) are in script-through-doc.ts.
import {
  MAP_SIZE_MESSAGES,
  MIND_MAP_MESSAGES,
  applyMapToDoc,
  applySettingsToDoc,
  liveConnectionKey,
  type LiveMap,
  type MindMapSummary,
  type PresenterSettings,
  type PresenterSettingsResponse,
  type UpdateMindMapBody,
} from '@cuemap/shared';
import { HttpError, conflict, notFound } from '../../../lib/http-error';
import { DEFAULT_VIEW_STATE, encodeMap, normaliseTitle, previewOf, toSummary } from '../mind-maps/mind-maps-service';
import type { VersionHooks } from '../versions/versions-service';
import type { LiveDocs, PrepareChange, Stored, WriteResult } from './live-docs';
import type { LiveRepository } from './live-repository';
import { SERVER_ORIGIN } from './projection';

export interface RestThroughDocDeps {
  docs: LiveDocs;
  repo: LiveRepository;
  /** Version history: told before a change and after it (awaited, so the answer comes once it is kept). */
  versions: Pick<VersionHooks, 'beforeChange' | 'snapshot'>;
  /** The user's cached dashboard list is stale. */
  listChanged(userId: string): void;
}

/** A document write that did not happen, as the REST answer today's routes give (a failed store is a 500, logged). */
function refused(result: WriteResult, notFoundMessage: string): Error | undefined {
  if (result === 'gone') return notFound(notFoundMessage);
  if (result === 'too-large') return new HttpError(413, MAP_SIZE_MESSAGES.tooLarge);
  if (result === 'failed') return new Error('Storing a REST write in the live document failed');
  return undefined;
}

/** The map fields of a PUT body as the document takes them (a save's graph measured first: over the maximum is a 413). */
function mapPatch(body: UpdateMindMapBody): Partial<LiveMap> {
  const patch: Partial<LiveMap> = {};
  if (body.title !== undefined) patch.title = normaliseTitle(body.title);
  if (body.description !== undefined) patch.description = body.description;
  if (body.category !== undefined) patch.category = body.category;
  if (body.type !== undefined) patch.type = body.type;
  if (body.viewState !== undefined) patch.viewState = body.viewState;
  if (body.nodes !== undefined) {
    const nodeOrder = body.nodeOrder ?? body.nodes.map((n) => n.id);
    const connections = body.connections ?? [];
    encodeMap({ title: patch.title ?? '', nodes: body.nodes, connections, nodeOrder, viewState: body.viewState ?? DEFAULT_VIEW_STATE });
    patch.nodes = body.nodes;
    patch.connections = connections;
    patch.nodeOrder = nodeOrder;
  }
  return patch;
}

/** Sorts by rank (unranked last), keeping the given order among equals. */
function sortBy<T>(xs: readonly T[], rank: (x: T) => number | undefined): T[] {
  return xs
    .map((x, i) => ({ x, i, r: rank(x) ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((e) => e.x);
}

/**
 * The map's nodes and connections in the order `like` has them (GET answers a PUT's nodes in the order
 * it sent them, as it always did); any others (a concurrent live edit's) after them, in the document's order.
 */
function arrangedLike(like: { nodes: ReadonlyArray<{ id: string }>; connections: ReadonlyArray<{ from: string; to: string }> }) {
  const nodeRank = new Map(like.nodes.map((n, i) => [n.id, i] as const));
  const connectionRank = new Map(like.connections.map((c, i) => [liveConnectionKey(c.from, c.to), i] as const));
  return (map: LiveMap): LiveMap => ({
    ...map,
    nodes: sortBy(map.nodes, (n) => nodeRank.get(n.id)),
    connections: sortBy(map.connections, (c) => connectionRank.get(liveConnectionKey(c.from, c.to))),
  });
}

/**
 * A REST write of a script: whose it is (`ownerId`: its rows are the owner's) and who writes it
 * (`userId`: the owner or an editor, named in the history and on the dashboard). A route's ScriptActor is one.
 */
export interface ScriptWriter {
  ownerId: string;
  userId: string;
}

/** The version history's reason for a stored write (by default: an edit of the map, else of the script). */
export type ChangeReason = 'edit' | 'script-edit' | 'ai-script';

/** The PUT of a map as a prepared change: `version` checked under the lock; the script renamed as a map save renames it. */
export function mapChange(body: UpdateMindMapBody, patch = mapPatch(body)): PrepareChange {
  return async ({ reads }) => {
    const version = await reads.mapVersion();
    if (version === undefined) throw notFound(MIND_MAP_MESSAGES.notFound);
    if (body.version !== undefined && body.version !== version) throw conflict(MIND_MAP_MESSAGES.versionConflict);
    // A save (nodes sent) renames the script after the map, and its description is the preview unless it names one.
    const script = patch.nodes && patch.title !== undefined ? await reads.script() : undefined;
    const description = body.description !== undefined ? body.description : patch.nodes ? previewOf(patch.nodes, patch.nodeOrder ?? []) : undefined;
    return {
      apply: (doc) => void applyMapToDoc(doc, patch, SERVER_ORIGIN),
      arrange: patch.nodes && arrangedLike({ nodes: patch.nodes, connections: patch.connections ?? [] }),
      force: ['map'],
      description,
      scriptTitle: script && script.title !== patch.title ? patch.title : undefined,
      titleFollows: false,
    };
  };
}

export function createRestThroughDoc(deps: RestThroughDocDeps) {
  const { docs, repo } = deps;

  /**
   * One change of the script's document by `by`: a refusal is thrown as today's answer; a stored
   * change is reported (lists; a version with `reason`, made by the writer, when the map or the script changed).
   */
  async function change(by: ScriptWriter, mindMapId: string, prepare: PrepareChange, notFoundMessage: string, reason?: ChangeReason): Promise<Stored> {
    const { ownerId } = by;
    if (!(await repo.owned(ownerId, mindMapId))) throw notFound(notFoundMessage);
    await deps.versions.beforeChange(mindMapId);
    const stored = await docs.change(mindMapId, prepare, by.userId);
    const error = refused(stored.result, notFoundMessage);
    if (error) throw error;
    if (stored.changed.length > 0) deps.listChanged(ownerId);
    const { changed } = stored;
    if (changed.includes('map') || changed.includes('script'))
      await deps.versions.snapshot(ownerId, mindMapId, reason ?? (changed.includes('map') ? 'edit' : 'script-edit'), [by.userId]);
    return stored;
  }

  return {
    change,

    /** PUT /api/mindmaps/:id: a rename or a whole map, 409 on a stale `version`; answers with the summary. */
    async updateMap(by: ScriptWriter, id: string, body: UpdateMindMapBody): Promise<MindMapSummary> {
      const { rows } = await change(by, id, mapChange(body), MIND_MAP_MESSAGES.notFound);
      if (!rows.map) throw notFound(MIND_MAP_MESSAGES.notFound);
      return toSummary(rows.map);
    },

    /** PUT /api/mindmaps/:id/presenter-settings: replaces the settings (no new version of the script). */
    async putSettings(by: ScriptWriter, id: string, settings: PresenterSettings): Promise<PresenterSettingsResponse> {
      await change(by, id, async () => ({ apply: (doc) => void applySettingsToDoc(doc, settings, SERVER_ORIGIN) }), MIND_MAP_MESSAGES.notFound);
      return { settings, stored: true };
    },
  };
}

export type RestThroughDoc = ReturnType<typeof createRestThroughDoc>;
