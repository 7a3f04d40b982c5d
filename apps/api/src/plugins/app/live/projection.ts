// Between a live document and today's tables: the snapshot the tables hold (a document's first
// state), the rows a change projects to (only the parts it touched, and of those only what differs),
// and the map → sections merge rule the server runs once after a map change.
import type * as Y from 'yjs';
import {
  applyScriptToDoc,
  mapSaveBytesFromJson,
  mergeSections,
  presenterSettingsSchema,
  readLiveMap,
  readLiveScript,
  readLiveSettings,
  readLiveSnapshot,
  sectionsContent,
  type LiveMap,
  type LivePart,
  type LiveSnapshot,
  type MindMapNode,
  type ScriptSection,
} from '@cuemap/shared';
import { previewOf } from '../mind-maps/mind-maps-service';
import type { LiveProjection, LiveSourceRow } from './live-repository';

/** The origin of a change the server makes to a document (the merge rule, a REST write). */
export const SERVER_ORIGIN = 'server';

/** The snapshot today's tables hold for a script (what GET /api/mindmaps/:id, the teleprompter and the settings answer). */
export function snapshotFromSource(row: LiveSourceRow): LiveSnapshot {
  let settings: LiveSnapshot['settings'] = null;
  if (row.presenterSettings !== null) {
    try {
      const parsed = presenterSettingsSchema.safeParse(JSON.parse(row.presenterSettings));
      if (parsed.success) settings = parsed.data;
    } catch {
      // Unreadable stored settings read as none stored, as GET /presenter-settings answers.
    }
  }
  let script: LiveSnapshot['script'] = null;
  if (row.script) {
    const sections =
      row.script.sections === null
        ? [{ nodeId: null, text: row.script.content, origin: 'edited' as const }]
        : (JSON.parse(row.script.sections) as ScriptSection[]);
    script = { sections };
  }
  return {
    map: {
      title: row.title,
      description: row.description,
      category: row.category,
      type: row.type,
      nodes: JSON.parse(row.nodes) as MindMapNode[],
      connections: JSON.parse(row.connections) as LiveSnapshot['map']['connections'],
      nodeOrder: JSON.parse(row.nodeOrder) as string[],
      viewState: JSON.parse(row.viewState) as LiveSnapshot['map']['viewState'],
    },
    script,
    settings,
  };
}

/**
 * What the tables were last given, per part, as comparison keys (what changed is written, nothing
 * else); `title` and `preview` are the map's title and its node texts' preview then (a rename of the
 * map renames the script; the description follows the preview only when the preview moves, so an
 * explicit description outlives a rename).
 */
export interface ProjectedParts {
  map: { fields: string; content: string };
  script: string;
  settings: string;
  title: string;
  preview: string | null;
}

/** The map's content columns as JSON text (its save size is measured from them too). */
export function mapColumns(map: LiveMap) {
  return {
    nodes: JSON.stringify(map.nodes),
    connections: JSON.stringify(map.connections),
    nodeOrder: JSON.stringify(map.nodeOrder),
    viewState: JSON.stringify(map.viewState),
  };
}

/** The map's comparison keys: its fields, and its content (what a rename leaves alone). */
const mapKeyOf = (map: LiveMap, c: ReturnType<typeof mapColumns>) => ({
  fields: JSON.stringify([map.title, map.category, map.type]),
  content: `${c.nodes}\n${c.connections}\n${c.nodeOrder}\n${c.viewState}`,
});

export function projectedParts(s: LiveSnapshot): ProjectedParts {
  return {
    map: mapKeyOf(s.map, mapColumns(s.map)),
    script: JSON.stringify(s.script?.sections ?? null),
    settings: JSON.stringify(s.settings),
    title: s.map.title,
    preview: previewOf(s.map.nodes, s.map.nodeOrder),
  };
}

/** How a REST write wants its change projected (a client's update wants none of these). */
export interface ProjectOptions {
  /** Parts written even when unchanged (a save always gives a new version, as it always did). */
  force?: readonly LivePart[];
  /** The map's rows in the order the REST client knows them. */
  arrange?: (map: LiveMap) => LiveMap;
  /** An explicit description (kept as given, whatever the preview). */
  description?: string | null;
  /** The script's title as the write names it (the script is renamed to it). */
  scriptTitle?: string;
  /** A REST write renames the script only as it says (`scriptTitle`); a live edit of the map's title renames it too. */
  titleFollows?: boolean;
}

export interface Projected {
  projection: LiveProjection;
  parts: ProjectedParts;
  /** The map's save size when it was read (measured from its columns). */
  mapBytes?: number;
}

/**
 * The rows to write for the parts a change `touched` (and `force`d): only those are read from the
 * document, and only those that differ from `last` (what the tables were last given) are written. A
 * script with no sections stored stays without a row; settings never saved stay unsaved.
 */
export function projectTouched(doc: Y.Doc, touched: ReadonlySet<LivePart>, last: ProjectedParts, opts: ProjectOptions = {}, read?: LiveMap): Projected {
  const projection: LiveProjection = {};
  const parts = { ...last };
  const force = new Set(opts.force ?? []);
  let mapBytes: number | undefined;
  if (touched.has('map') || force.has('map')) {
    const map = opts.arrange ? opts.arrange(read ?? readLiveMap(doc)) : (read ?? readLiveMap(doc));
    const columns = mapColumns(map);
    parts.map = mapKeyOf(map, columns);
    parts.title = map.title;
    parts.preview = previewOf(map.nodes, map.nodeOrder);
    mapBytes = mapSaveBytesFromJson({ title: JSON.stringify(map.title), ...columns }, Buffer.byteLength);
    // The rows keep their order unless the content changed or the write arranges them (a REST save).
    const content = parts.map.content !== last.map.content || opts.arrange !== undefined;
    if (content || parts.map.fields !== last.map.fields || force.has('map') || opts.description !== undefined) {
      // The dashboard's preview follows the node texts, as a map save computes it, unless the write names one.
      const description = opts.description !== undefined ? opts.description : parts.preview !== last.preview ? parts.preview : undefined;
      projection.map = { title: map.title, description, category: map.category, type: map.type, ...(content && { content: columns }) };
    }
  }
  const retitled = (opts.titleFollows ?? true) && parts.title !== last.title;
  if (touched.has('script') || force.has('script') || retitled || opts.scriptTitle !== undefined) {
    const script = readLiveScript(doc);
    parts.script = JSON.stringify(script?.sections ?? null);
    if (script && (parts.script !== last.script || force.has('script') || retitled || opts.scriptTitle !== undefined)) {
      const title = opts.scriptTitle ?? parts.title;
      projection.script = { sections: parts.script, content: sectionsContent(script.sections), title, retitle: retitled || opts.scriptTitle !== undefined };
    }
  }
  if (touched.has('settings') || force.has('settings')) {
    const settings = readLiveSettings(doc);
    parts.settings = JSON.stringify(settings);
    if (settings && (parts.settings !== last.settings || force.has('settings'))) projection.settings = parts.settings;
  }
  return { projection, parts, mapBytes };
}

/** What the merge rule reads of the map: node ids and texts in Node Order. */
export function mergeKey(map: Pick<LiveMap, 'nodes'>): string {
  return JSON.stringify(map.nodes.map((n) => [n.id, n.text]));
}

/** Field by field (a keystroke runs this over every section: no JSON built). */
const sameSection = (a: ScriptSection, b: ScriptSection) =>
  a.nodeId === b.nodeId &&
  a.text === b.text &&
  a.origin === b.origin &&
  a.mapText === b.mapText &&
  a.stale === b.stale &&
  a.nodeText === b.nodeText &&
  a.orphaned === b.orphaned;

/**
 * The map → sections merge (map/script-sections.ts) after a map change, applied to the document as
 * the server's change when it changes the script. A map with no script yet gets one only once it has
 * some text (as a map save does). Returns whether the document changed.
 */
export function runMergeRule(doc: Y.Doc, map: Pick<LiveMap, 'nodes'>): boolean {
  const script = readLiveScript(doc);
  const previous = script?.sections ?? [];
  const merged = mergeSections(
    previous,
    map.nodes.map((n) => ({ id: n.id, text: n.text })),
  );
  if (script === null && !sectionsContent(merged)) return false;
  if (merged.length === previous.length && merged.every((s, i) => sameSection(s, previous[i]!))) return false;
  return applyScriptToDoc(doc, merged, SERVER_ORIGIN);
}

/** The document's snapshot (re-exported so callers read it in one place). */
export const snapshotOf = (doc: Y.Doc): LiveSnapshot => readLiveSnapshot(doc);
