// The REST writes that go through a script's live document (issue 26 item 6): PUT /api/mindmaps/:id,
// PUT /api/teleprompter/:id/script and PUT /api/mindmaps/:id/presenter-settings are each one change of the document — loaded (or read
// from storage), `version` checked in order with the document's other writes, the body applied as the
// server's change, stored with its projection into the tables in one transaction (the same write path
// as a client's update, the map → sections merge running once), then sent to connected editors and to
// other instances. Answers keep today's shapes: the map's summary, the script, the settings as stored.
import type * as Y from 'yjs';
import {
  MAP_SIZE_MESSAGES,
  MIND_MAP_MESSAGES,
  TELEPROMPTER_MESSAGES,
  applyMapToDoc,
  applyScriptToDoc,
  applySettingsToDoc,
  liveConnectionKey,
  type LiveMap,
  type MindMapSummary,
  type PresenterSettings,
  type PresenterSettingsResponse,
  type ScriptEditBody,
  type TeleprompterText,
  type UpdateMindMapBody,
} from '@cuemap/shared';
import { HttpError, conflict, notFound } from '../../../lib/http-error';
import type { MindMapsRepository } from '../mind-maps/mind-maps-repository';
import { DEFAULT_VIEW_STATE, encodeMap, normaliseTitle, toSummary } from '../mind-maps/mind-maps-service';
import type { TeleprompterRepository } from '../teleprompter/teleprompter-repository';
import { editedSections, view as scriptView } from '../teleprompter/teleprompter-service';
import type { ChangedPart, LiveDocs, WriteResult } from './live-docs';
import type { LiveRepository } from './live-repository';
import { SERVER_ORIGIN } from './projection';

export interface RestThroughDocDeps {
  docs: LiveDocs;
  repo: LiveRepository;
  maps: MindMapsRepository;
  scripts: TeleprompterRepository;
  clock: () => Date;
  /** Version history: told before a change and after it (awaited, so the answer comes once it is kept). */
  versions: { beforeChange(mindMapId: string): Promise<void>; snapshot(userId: string, mindMapId: string, reason: 'edit' | 'script-edit'): Promise<void> };
  /** The user's cached dashboard list is stale (a write the documents did not make). */
  listChanged(userId: string): void;
}

/** A document write that did not happen, as the REST answer today's routes give (a failed store is a 500, logged). */
function refused(result: WriteResult): Error | undefined {
  if (result === 'gone') return notFound(MIND_MAP_MESSAGES.notFound);
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

export function createRestThroughDoc(deps: RestThroughDocDeps) {
  const { docs, repo, maps, scripts } = deps;

  /** One change of the document; a refusal is thrown as today's answer, a stored change reported (lists, history; settings are no version). */
  async function change(userId: string, mindMapId: string, prepare: Parameters<LiveDocs['change']>[1]): Promise<ChangedPart[]> {
    const { result, parts } = await docs.change(mindMapId, prepare);
    const error = refused(result);
    if (error) throw error;
    if (parts.length > 0) deps.listChanged(userId);
    if (parts.includes('map') || parts.includes('script')) await deps.versions.snapshot(userId, mindMapId, parts.includes('map') ? 'edit' : 'script-edit');
    return parts;
  }

  return {
    /** PUT /api/mindmaps/:id: a rename or a whole map, 409 on a stale `version`; answers with the summary. */
    async updateMap(userId: string, id: string, body: UpdateMindMapBody): Promise<MindMapSummary> {
      const patch = mapPatch(body);
      if (!(await repo.owned(userId, id))) throw notFound(MIND_MAP_MESSAGES.notFound);
      await deps.versions.beforeChange(id);
      const parts = await change(userId, id, async () => {
        const row = await maps.get(userId, id);
        if (!row) throw notFound(MIND_MAP_MESSAGES.notFound);
        if (body.version !== undefined && body.version !== Number(row.version)) throw conflict(MIND_MAP_MESSAGES.versionConflict);
        // The rows keep the order the client sent (a save), or the one they have (a rename).
        const like = patch.nodes
          ? { nodes: patch.nodes, connections: patch.connections ?? [] }
          : { nodes: JSON.parse(row.nodes) as LiveMap['nodes'], connections: JSON.parse(row.connections) as LiveMap['connections'] };
        return { apply: (doc: Y.Doc) => void applyMapToDoc(doc, patch, SERVER_ORIGIN), arrange: arrangedLike(like) };
      });
      if (!parts.includes('map')) {
        // The map's tables are as the body says already: a save still gives a new version, as it always did.
        const bumped = await maps.update(userId, id, {}, deps.clock().toISOString(), body.version);
        deps.listChanged(userId);
        if (bumped.kind === 'not-found') throw notFound(MIND_MAP_MESSAGES.notFound);
        if (bumped.kind === 'conflict') throw conflict(MIND_MAP_MESSAGES.versionConflict);
        await deps.versions.snapshot(userId, id, 'edit');
        return toSummary(bumped.row);
      }
      const row = await maps.get(userId, id);
      if (!row) throw notFound(MIND_MAP_MESSAGES.notFound);
      return toSummary(row);
    },

    /** PUT /api/teleprompter/:id/script: every section's text by hand, 409 on a stale `version`; answers with the script. */
    async editScript(userId: string, mindMapId: string, body: ScriptEditBody): Promise<TeleprompterText> {
      if (!(await repo.owned(userId, mindMapId))) throw notFound(TELEPROMPTER_MESSAGES.notFound);
      await change(userId, mindMapId, async () => {
        const row = await scripts.get(userId, mindMapId);
        if (!row) throw notFound(TELEPROMPTER_MESSAGES.notFound);
        const sections = editedSections(row, body);
        if (!sections) return null;
        await deps.versions.beforeChange(mindMapId);
        return { apply: (doc: Y.Doc) => void applyScriptToDoc(doc, sections, SERVER_ORIGIN) };
      });
      const row = await scripts.get(userId, mindMapId);
      if (!row) throw notFound(TELEPROMPTER_MESSAGES.notFound);
      return scriptView(row);
    },

    /** PUT /api/mindmaps/:id/presenter-settings: replaces the settings (no new version of the script). */
    async putSettings(userId: string, id: string, settings: PresenterSettings): Promise<PresenterSettingsResponse> {
      if (!(await repo.owned(userId, id))) throw notFound(MIND_MAP_MESSAGES.notFound);
      await change(userId, id, async () => ({ apply: (doc: Y.Doc) => void applySettingsToDoc(doc, settings, SERVER_ORIGIN) }));
      return { settings, stored: true };
    },
  };
}

export type RestThroughDoc = ReturnType<typeof createRestThroughDoc>;
