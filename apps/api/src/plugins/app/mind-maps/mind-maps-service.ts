// Script rules: defaults, plan limit, ownership (another user's script is "not found"), versions.
import {
  createRootNode,
  DASHBOARD_ROOT_TITLE,
  DEFAULT_SCRIPT_TITLE,
  LIMITS,
  MAP_SIZE_MESSAGES,
  MIND_MAP_MESSAGES,
  mapSaveBytesFromJson,
  mergeSections,
  orderNodes,
  sectionsContent,
  plainPreviewText,
  scriptLimit,
  type CreateMindMapBody,
  personName,
  type MindMapListItem,
  type MindMapNode,
  type MindMapSummary,
  type ViewState,
} from '@cuemap/shared';
import { EncodedJson, toIso, toIsoOrNull } from '../../../db/values';
import { newId } from '../../../lib/ids';
import { HttpError, notFound } from '../../../lib/http-error';
import type { MindMapListRow, MindMapRow, MindMapSummaryRow, MindMapsRepository } from './mind-maps-repository';

const PREVIEW_LENGTH = 160;
/** How much of one node's text is read for the preview (markup may take up much of it). */
const PREVIEW_SCAN = 4_000;

/**
 * Dashboard search and cards read `description`: a preview of the node texts in script order (the
 * nodes nodeOrder lists, then any it leaves out). Autosave calls this on every save, so it walks the
 * nodes lazily and stops as soon as it has enough text: a map whose nodeOrder follows the node array
 * (the usual case) needs no index at all. Node ids are unique (the body schema checks).
 */
export function previewOf(nodes: MindMapNode[], nodeOrder: string[]): string | null {
  let byId: Map<string, MindMapNode> | undefined;
  let text = '';
  /** Adds a node's text; true once the preview is long enough. */
  const add = (node: MindMapNode): boolean => {
    // Markup left in a node (an import's) is no preview (issue 24 item 5); a bounded slice keeps each save cheap.
    const part = plainPreviewText(node.text.slice(0, PREVIEW_SCAN));
    if (!part) return false;
    text = text ? `${text} ${part.slice(0, PREVIEW_LENGTH)}` : part.slice(0, PREVIEW_LENGTH);
    return text.length > PREVIEW_LENGTH;
  };
  let done = false;
  for (let i = 0; i < nodeOrder.length && !done; i++) {
    const id = nodeOrder[i]!;
    const node = nodes[i]?.id === id ? nodes[i] : (byId ??= new Map(nodes.map((n) => [n.id, n]))).get(id);
    if (node) done = add(node);
  }
  if (!done && nodes.length > 0) {
    const listed = new Set(nodeOrder);
    for (let i = 0; i < nodes.length && !done; i++) if (!listed.has(nodes[i]!.id)) done = add(nodes[i]!);
  }
  text = text.replace(/\s+/g, ' ');
  if (!text) return null;
  return text.length <= PREVIEW_LENGTH ? text : `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…`;
}

export const normaliseTitle = (title: string | undefined) => (title && title.trim()) || DEFAULT_SCRIPT_TITLE;

export const DEFAULT_VIEW_STATE: ViewState = { translateX: 0, translateY: 0 };

/**
 * A saved map's JSON columns, encoded once: measured against LIMITS.mapBytesMax (the size the editor
 * shows and checks, see @cuemap/shared map-size) and then stored as they are. Over the maximum is a 413.
 */
export function encodeMap(map: { title: string; nodes: MindMapNode[]; connections: unknown[]; nodeOrder: string[]; viewState: ViewState }) {
  const json = {
    title: JSON.stringify(map.title),
    nodes: JSON.stringify(map.nodes),
    connections: JSON.stringify(map.connections),
    nodeOrder: JSON.stringify(map.nodeOrder),
    viewState: JSON.stringify(map.viewState),
  };
  if (mapSaveBytesFromJson(json, Buffer.byteLength) > LIMITS.mapBytesMax) throw new HttpError(413, MAP_SIZE_MESSAGES.tooLarge);
  return {
    nodes: new EncodedJson(json.nodes),
    connections: new EncodedJson(json.connections),
    nodeOrder: new EncodedJson(json.nodeOrder),
    viewState: new EncodedJson(json.viewState),
  };
}

/**
 * The script as response JSON. Built from the stored JSON text rather than parsed and re-serialised:
 * the stored text was validated on write, and skipping the round trip is most of a read's cost.
 */
function mindMapJson(row: MindMapRow): string {
  return (
    `{"_id":${JSON.stringify(row.id)},"title":${JSON.stringify(row.title)},` +
    `"description":${JSON.stringify(row.description)},"category":${JSON.stringify(row.category)},` +
    `"type":${JSON.stringify(row.type)},"nodes":${row.nodes},"connections":${row.connections},` +
    `"viewState":${row.view_state},"nodeOrder":${row.node_order},"version":${Number(row.version)},` +
    `"createdAt":${JSON.stringify(toIso(row.created_at))},"updatedAt":${JSON.stringify(toIso(row.updated_at))}}`
  );
}

/** Who last edited a script and when (a deleted account's edit: neither), named by the e-mail's local part. */
export function toLastEdit(
  r: Pick<MindMapListRow, 'last_edited_by' | 'last_edited_by_email' | 'last_edited_at'>,
): Pick<MindMapListItem, 'lastEditedBy' | 'lastEditedAt'> {
  return {
    lastEditedBy: r.last_edited_by !== null && r.last_edited_by_email !== null ? { id: r.last_edited_by, name: personName(r.last_edited_by_email) } : null,
    lastEditedAt: r.last_edited_by_email !== null ? toIsoOrNull(r.last_edited_at) : null,
  };
}

/** A dashboard entry: people are named by their e-mail's local part, never by the address. */
export function toListItem(r: MindMapListRow): MindMapListItem {
  const people = typeof r.shared_people === 'string' ? (JSON.parse(r.shared_people) as Array<{ id: string; email: string }>) : r.shared_people;
  return {
    ...toSummary(r),
    ...toLastEdit(r),
    sharedWith: { count: Number(r.shared_count ?? 0), people: people.map((p) => ({ id: p.id, name: personName(p.email) })) },
  };
}

export function toSummary(r: MindMapSummaryRow): MindMapSummary {
  return {
    _id: r.id,
    title: r.title,
    description: r.description,
    category: r.category,
    type: r.type,
    version: Number(r.version),
    createdAt: toIso(r.created_at),
    updatedAt: toIso(r.updated_at),
  };
}

/**
 * Encoded script responses, validated against the stored `version` on every read (every write bumps
 * it), so a hit is never stale on any instance. Saves re-reading and re-encoding large maps when a
 * script is opened repeatedly; bounded by total bytes, least recently used out first.
 */
class ResponseCache {
  private readonly entries = new Map<string, { userId: string; version: number; body: Buffer }>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(id: string, userId: string, version: number): Buffer | undefined {
    const e = this.entries.get(id);
    if (!e || e.userId !== userId || e.version !== version) return undefined;
    this.entries.delete(id);
    this.entries.set(id, e);
    return e.body;
  }

  set(id: string, userId: string, version: number, body: Buffer) {
    this.delete(id);
    if (body.length > this.maxBytes / 8) return;
    this.entries.set(id, { userId, version, body });
    this.bytes += body.length;
    for (const [key, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= e.body.length;
    }
  }

  delete(id: string) {
    const e = this.entries.get(id);
    if (e) {
      this.entries.delete(id);
      this.bytes -= e.body.length;
    }
  }
}

/**
 * Encoded dashboard lists per user, for a database only this process writes (SQLite): every script
 * write bumps the user's generation after it commits, and an entry is served only while its
 * generation is current. The generation is read before the query, so a write racing a read can only
 * cause a miss, never a stale hit. With PostgreSQL other instances write too, so it is off there.
 */
class ListCache {
  private readonly generations = new Map<string, number>();
  private readonly entries = new Map<string, { generation: number; body: Buffer }>();
  constructor(private readonly maxUsers: number) {}

  /** Bumped to drop every entry at once. */
  private epoch = 0;

  generation(userId: string): number {
    return this.epoch * 1_000_000_000 + (this.generations.get(userId) ?? 0);
  }

  get(userId: string): Buffer | undefined {
    const e = this.entries.get(userId);
    return e && e.generation === this.generation(userId) ? e.body : undefined;
  }

  set(userId: string, generation: number, body: Buffer) {
    if (this.entries.size >= this.maxUsers) this.entries.clear();
    this.entries.set(userId, { generation, body });
  }

  bump(userId: string) {
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
    this.entries.delete(userId);
  }

  bumpAll() {
    this.epoch += 1;
    this.entries.clear();
  }
}

export interface MindMapsServiceOptions {
  /** True when this process is the database's only writer (SQLite): enables the list cache. */
  soleWriter: boolean;
  clock?: () => Date;
}

/** The script a new map starts with: the merge of its node texts, or none while they are all blank (as a first save makes it). */
function firstScript(title: string, nodes: MindMapNode[], nodeOrder: string[]) {
  const sections = mergeSections(
    [],
    orderNodes(nodes, nodeOrder).map((n) => ({ id: n.id, text: n.text })),
  );
  const content = sectionsContent(sections);
  return content ? { title, content, sections: JSON.stringify(sections) } : undefined;
}

export function createMindMapsService(repo: MindMapsRepository, opts: MindMapsServiceOptions) {
  const clock = opts.clock ?? (() => new Date());
  const cache = new ResponseCache(32 * 1024 * 1024);
  const lists = opts.soleWriter ? new ListCache(10_000) : undefined;
  /** Runs a write, then invalidates the user's cached list (after the commit, see ListCache). */
  const writing = async <T>(userId: string, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } finally {
      lists?.bump(userId);
    }
  };
  return {
    /** The dashboard list as encoded JSON (kept encoded so a cache hit is sent as is). */
    async listJson(userId: string): Promise<Buffer> {
      const cached = lists?.get(userId);
      if (cached !== undefined) return cached;
      const generation = lists?.generation(userId) ?? 0;
      const body = Buffer.from(JSON.stringify((await repo.list(userId)).map(toListItem)));
      lists?.set(userId, generation, body);
      return body;
    },

    /** The script as encoded JSON (see ResponseCache), with its version for ETags. */
    async getJson(userId: string, id: string): Promise<{ body: Buffer; version: number }> {
      const version = await repo.version(userId, id);
      if (version === undefined) throw notFound(MIND_MAP_MESSAGES.notFound);
      const hit = cache.get(id, userId, version);
      if (hit) return { body: hit, version };
      const row = await repo.get(userId, id);
      if (!row) throw notFound(MIND_MAP_MESSAGES.notFound);
      const body = Buffer.from(mindMapJson(row));
      cache.set(id, userId, Number(row.version), body);
      return { body, version: Number(row.version) };
    },

    /**
     * Refuses (403, as createJson would) when the user's plan holds no more scripts: called before
     * costly work such as reading an imported file. createJson still checks, atomically.
     */
    async assertCanCreate(userId: string): Promise<void> {
      if (await repo.atLimit(userId, scriptLimit)) throw new HttpError(403, MIND_MAP_MESSAGES.limitReached, { limitReached: true });
    },

    /**
     * Creates a script (a new one from the dashboard starts with the spec's root node) with its first
     * teleprompter text in the same transaction, and answers with it as encoded JSON. Its later writes are
     * changes of its live document (live/rest-through-doc.ts).
     */
    async createJson(userId: string, body: CreateMindMapBody): Promise<string> {
      const now = clock();
      const nodes = body.nodes ?? [createRootNode(DASHBOARD_ROOT_TITLE)];
      const nodeOrder = body.nodeOrder ?? nodes.map((n) => n.id);
      const title = normaliseTitle(body.title);
      const encoded = encodeMap({ title, nodes, connections: body.connections ?? [], nodeOrder, viewState: body.viewState ?? DEFAULT_VIEW_STATE });
      const result = await writing(userId, () =>
        repo.createWithinLimit(userId, scriptLimit, {
          id: newId(now.getTime()),
          now: now.toISOString(),
          title,
          description: body.description ?? previewOf(nodes, nodeOrder),
          category: body.category ?? null,
          type: body.type ?? 'script',
          ...encoded,
          script: firstScript(title, nodes, nodeOrder),
        }),
      );
      if (result === 'limit-reached') throw new HttpError(403, MIND_MAP_MESSAGES.limitReached, { limitReached: true });
      return mindMapJson(result);
    },

    /** A script of the user was written through its live document (a save, a rename, a script): the cached list is stale. */
    listChanged(userId: string): void {
      lists?.bump(userId);
    },

    /** Who has access to some script changed (its owner's list names them): every cached list is dropped (rare). */
    allListsChanged(): void {
      lists?.bumpAll();
    },

    async remove(userId: string, id: string): Promise<void> {
      cache.delete(id);
      if (!(await writing(userId, () => repo.delete(userId, id)))) throw notFound(MIND_MAP_MESSAGES.notFound);
    },
  };
}

export type MindMapsService = ReturnType<typeof createMindMapsService>;
