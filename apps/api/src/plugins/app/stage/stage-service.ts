// Stage links: each person's own, created by an editor or the owner of the script (the route checks the
// role), listed and revoked by their maker and, every link of the script, by its owner (issue 27);
// resolved from their token by the socket. A token is 256 random bits (base64url) given out once; only
// its SHA-256 is stored.
import {
  MIND_MAP_MESSAGES,
  type AudienceMap,
  STAGE_LINKS_PER_MAP,
  STAGE_LINK_TTL_MS,
  STAGE_MESSAGES,
  STAGE_MONITOR_ITEMS,
  type CreatedStageLink,
  type StageLink,
  type StageLinkMode,
  type StageMonitor,
  type StageScript,
  type ListedStageLink,
  type ScriptAccess,
  personName,
} from '@cuemap/shared';
import { toIso } from '../../../db/values';
import { newId } from '../../../lib/ids';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { hashToken, newToken } from '../../../lib/tokens';
import { STAGE_SERVER_MESSAGES } from './messages';
import type { StageLinkRow, StageRepository } from './stage-repository';

/** What the teleprompter service gives for a saved script (the part the stage reads). */
export interface SavedScript {
  title: string;
  content: string;
  sections?: Array<{ nodeId: string | null; text: string }>;
  version?: number;
}

export interface StageServiceDeps {
  repo: StageRepository;
  appUrl: string;
  /** The saved script as the link's maker may read it (throws when there is none or they may no longer present it). */
  savedScript(userId: string, mindMapId: string): Promise<SavedScript>;
  /** May the user present the script (any role: a viewer reading the prompter drives its displays)? */
  mayPresent(userId: string, mindMapId: string): Promise<boolean>;
  /** Told after a link was revoked, to close its sockets on every instance. */
  onRevoked(mindMapId: string, linkId: string): void;
  /** Told after a display link's monitor changed, to tell its devices on every instance. */
  onMonitor?(mindMapId: string, linkId: string, monitor: StageMonitor): void;
  clock?: () => Date;
  ttlMs?: number;
}

/** Who lists or revokes links: the caller and their role on the script. */
export interface LinkActor {
  userId: string;
  access: ScriptAccess;
}

/** A live link as the socket knows it. */
export interface ResolvedLink {
  id: string;
  mindMapId: string;
  userId: string;
  mode: StageLinkMode;
  expiresAt: string;
  /** A display's monitor, when the operator chose one. */
  monitor: StageMonitor | null;
}

/** Stored as the comma list of the items shown ('' none): a few bytes, the same on both engines. */
const encodeMonitor = (m: StageMonitor) => STAGE_MONITOR_ITEMS.filter((k) => m[k]).join(',');
function decodeMonitor(stored: string | null): StageMonitor | null {
  if (stored === null) return null;
  const on = new Set(stored.split(','));
  return { clock: on.has('clock'), times: on.has('times'), pace: on.has('pace'), next: on.has('next') };
}

const view = (r: StageLinkRow): StageLink => {
  const monitor = decodeMonitor(r.monitor);
  return {
    id: r.id,
    mode: r.mode as StageLinkMode,
    createdAt: toIso(r.created_at),
    expiresAt: toIso(r.expires_at),
    ...(monitor ? { monitor } : {}),
  };
};

/** A section's label as the teleprompter shows it: its node's title, or Opening / Closing / Your words. */
function label(nodeId: string | null, index: number, count: number, titles: ReadonlyMap<string, string>): string {
  const L = STAGE_SERVER_MESSAGES.labels;
  if (nodeId !== null) return titles.get(nodeId)?.trim() || L.untitledNode;
  if (index === 0 && count > 1) return L.opening;
  if (index === count - 1 && count > 1) return L.closing;
  return L.ownWords;
}

const list = (json: string): unknown[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value : [];
};
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The stored map picked field by field (a node's text, the speaker's notes, is never copied). */
function audienceView(row: { title: string; version: number; nodes: string; connections: string; node_order: string }): AudienceMap {
  const nodes = list(row.nodes)
    .filter((n): n is Record<string, unknown> => typeof n === 'object' && n !== null && typeof (n as { id?: unknown }).id === 'string')
    .map((n) => ({
      id: str(n.id),
      x: num(n.x),
      y: num(n.y),
      title: str(n.title),
      color: str(n.color),
      ...(n.isRoot === true ? { isRoot: true } : {}),
      ...(n.audience === 'branch' || n.audience === 'skip' ? { audience: n.audience as 'branch' | 'skip' } : {}),
    }));
  const connections = list(row.connections)
    .filter(
      (c): c is { from: string; to: string } =>
        typeof c === 'object' && c !== null && typeof (c as { from?: unknown }).from === 'string' && typeof (c as { to?: unknown }).to === 'string',
    )
    .map((c) => ({ from: c.from, to: c.to }));
  const nodeOrder = list(row.node_order).filter((id): id is string => typeof id === 'string');
  return { title: row.title, nodes, connections, nodeOrder, version: row.version };
}

export function createStageService(deps: StageServiceDeps) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());
  const ttlMs = deps.ttlMs ?? STAGE_LINK_TTL_MS;

  return {
    async create(
      { userId, ownerId }: { userId: string; ownerId: string },
      mindMapId: string,
      mode: StageLinkMode,
      monitor?: StageMonitor,
    ): Promise<CreatedStageLink> {
      if (monitor && mode !== 'display') throw badRequest(STAGE_MESSAGES.monitorOnlyForDisplay);
      const now = clock();
      const token = newToken(32);
      const link = {
        id: newId(now.getTime()),
        mindMapId,
        userId,
        mode,
        tokenHash: hashToken(token),
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
        monitor: monitor ? encodeMonitor(monitor) : null,
      };
      const result = await repo.insert(link, STAGE_LINKS_PER_MAP, ownerId);
      if (result === 'not-found') throw notFound(MIND_MAP_MESSAGES.notFound);
      if (result === 'too-many') throw conflict(STAGE_MESSAGES.tooManyLinks);
      const shown = monitor ? { monitor: decodeMonitor(link.monitor)! } : {};
      return { id: link.id, mode, createdAt: link.createdAt, expiresAt: link.expiresAt, ...shown, token, url: `${deps.appUrl}/${mode}/${token}` };
    },

    /** Changes what a live display link shows; its devices follow at once. */
    async setMonitor(userId: string, mindMapId: string, linkId: string, monitor: StageMonitor): Promise<StageLink> {
      const row = await repo.setMonitor(userId, mindMapId, linkId, encodeMonitor(monitor), clock().toISOString());
      if (!row) throw notFound(STAGE_MESSAGES.linkInvalid);
      deps.onMonitor?.(mindMapId, linkId, decodeMonitor(row.monitor)!);
      return view(row);
    },

    /** The script's live links: the owner sees everyone's (issue 27), anyone else their own. */
    async list({ userId, access }: LinkActor, mindMapId: string): Promise<{ links: ListedStageLink[] }> {
      const rows = await repo.listLive(mindMapId, clock().toISOString(), access === 'owner' ? undefined : userId);
      return { links: rows.map((r) => ({ ...view(r), madeBy: personName(r.maker_email), mine: r.user_id === userId })) };
    },

    /** The owner may revoke any link of the script (issue 27), anyone else their own. */
    async revoke({ userId, access }: LinkActor, mindMapId: string, linkId: string): Promise<void> {
      const revoked = await repo.revoke(mindMapId, linkId, clock().toISOString(), access === 'owner' ? undefined : userId);
      if (!revoked) throw notFound(STAGE_MESSAGES.linkInvalid);
      deps.onRevoked(mindMapId, linkId);
    },

    /**
     * Revokes every live link of the user and closes their devices on every instance: the password
     * changed or was reset, other devices were signed out, or the account is being deleted.
     */
    async revokeAll(userId: string): Promise<void> {
      for (const link of await repo.revokeAllOf(userId, clock().toISOString())) deps.onRevoked(link.mind_map_id, link.id);
    },

    /** Which of the links are still live (not revoked, not expired, script and owner still there). */
    liveLinkIds: (ids: readonly string[]) => repo.liveIds(ids, clock().toISOString()),

    /** The live link a device's token opens, or null (unknown, expired or revoked). */
    async resolve(token: string): Promise<ResolvedLink | null> {
      if (token.length < 20) return null;
      const row = await repo.findLive(hashToken(token), clock().toISOString());
      if (!row) return null;
      return {
        id: row.id,
        mindMapId: row.mind_map_id,
        userId: row.user_id,
        mode: row.mode as StageLinkMode,
        expiresAt: toIso(row.expires_at),
        monitor: decodeMonitor(row.monitor),
      };
    },

    /**
     * The user lost access to the script or became a viewer (issue 27): the links they made for it are
     * revoked and their devices closed on every instance.
     */
    async revokeAllOn(userId: string, mindMapId: string): Promise<void> {
      for (const link of await repo.revokeAllOf(userId, clock().toISOString(), mindMapId)) deps.onRevoked(link.mind_map_id, link.id);
    },

    mayPresent: (userId: string, mindMapId: string) => deps.mayPresent(userId, mindMapId),

    /** The map as an audience link shows it: titles, colours, places and the path — never a node's details. */
    async audienceMap(mindMapId: string): Promise<AudienceMap | null> {
      const row = await repo.audienceMap(mindMapId);
      return row ? audienceView(row) : null;
    },

    /** The saved script for a display, in sections labelled as the teleprompter labels them (blank ones left out). */
    async script(userId: string, mindMapId: string): Promise<StageScript> {
      let saved: SavedScript;
      try {
        saved = await deps.savedScript(userId, mindMapId);
      } catch {
        return { title: '', text: '', sections: null, version: null };
      }
      const version = saved.version ?? null;
      const shown = (saved.sections ?? []).filter((s) => s.text.trim());
      if (!saved.sections?.length) return { title: saved.title, text: saved.content, sections: null, version };
      const titles = await repo.nodeTitles(mindMapId);
      const sections = shown.map((s, i) => ({ nodeId: s.nodeId, title: label(s.nodeId, i, shown.length, titles), text: s.text }));
      return { title: saved.title, text: saved.content, sections, version };
    },
  };
}

export type StageService = ReturnType<typeof createStageService>;
