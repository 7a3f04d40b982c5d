// Between a live document and today's tables: the snapshot the tables hold (a document's first
// state), the rows a document's snapshot projects to (only the parts that changed), and the
// map → sections merge rule the server runs once after a client's map change.
import type * as Y from 'yjs';
import {
  applyScriptToDoc,
  mergeSections,
  presenterSettingsSchema,
  readLiveSnapshot,
  sectionsContent,
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

/** The parts of a snapshot as the JSON the tables would store (compared to see what changed). */
export interface ProjectedParts {
  map: string;
  script: string;
  settings: string;
}

export function projectedParts(s: LiveSnapshot): ProjectedParts {
  return { map: JSON.stringify(s.map), script: JSON.stringify(s.script), settings: JSON.stringify(s.settings) };
}

/**
 * The rows to write for the parts of `snapshot` that differ from `last` (what the tables were last
 * given). A script with no sections stored stays without a row; settings never saved stay unsaved.
 */
export function projectionOf(snapshot: LiveSnapshot, parts: ProjectedParts, last: ProjectedParts, scriptTitle: string): LiveProjection {
  const out: LiveProjection = {};
  const { map } = snapshot;
  if (parts.map !== last.map) {
    out.map = {
      title: map.title,
      // The dashboard's preview follows the node texts, as a map save computes it.
      description: previewOf(map.nodes, map.nodeOrder),
      category: map.category,
      type: map.type,
      nodes: JSON.stringify(map.nodes),
      connections: JSON.stringify(map.connections),
      nodeOrder: JSON.stringify(map.nodeOrder),
      viewState: JSON.stringify(map.viewState),
    };
  }
  if (parts.script !== last.script && snapshot.script) {
    const { sections } = snapshot.script;
    out.script = { sections: JSON.stringify(sections), content: sectionsContent(sections), title: scriptTitle || map.title };
  }
  if (parts.settings !== last.settings && snapshot.settings) out.settings = JSON.stringify(snapshot.settings);
  return out;
}

/** What the merge rule reads of the map: node ids and texts in Node Order (and the title). */
export function mergeKey(snapshot: LiveSnapshot): string {
  return JSON.stringify(snapshot.map.nodes.map((n) => [n.id, n.text]));
}

const sectionKey = (s: ScriptSection) => JSON.stringify([s.nodeId, s.text, s.origin, s.mapText, s.stale, s.nodeText, s.orphaned]);

/**
 * The map → sections merge (map/script-sections.ts) after a map change, applied to the document as
 * the server's change when it changes the script. A map with no script yet gets one only once it has
 * some text (as a map save does). Returns whether the document changed.
 */
export function runMergeRule(doc: Y.Doc, snapshot: LiveSnapshot): boolean {
  const previous = snapshot.script?.sections ?? [];
  const merged = mergeSections(
    previous,
    snapshot.map.nodes.map((n) => ({ id: n.id, text: n.text })),
  );
  if (snapshot.script === null && !sectionsContent(merged)) return false;
  if (merged.length === previous.length && merged.every((s, i) => sectionKey(s) === sectionKey(previous[i]!))) return false;
  return applyScriptToDoc(doc, merged, SERVER_ORIGIN);
}

/** The document's snapshot (re-exported so callers read it in one place). */
export const snapshotOf = (doc: Y.Doc): LiveSnapshot => readLiveSnapshot(doc);
