// A script's whole state in and out of its live document: create, read, normalise.
import * as Y from 'yjs';
import { mindMapNodeSchema, type MindMapNode, type ViewState } from '../schemas/mind-maps';
import { scriptSectionSchema, type ScriptSection } from '../schemas/teleprompter';
import type { LiveSnapshot } from './layout';
import { applyMapToDoc, orderConnections, readLiveMap } from './map';
import { readLiveScript, writeScript } from './script';
import { applySettingsToDoc, readLiveSettings } from './settings';
import { normalizeOrder } from './order';

/**
 * A new document holding `snapshot` (its normalised form: see normalizeLiveSnapshot), written in one
 * transaction. Two calls for the same snapshot give documents that read back equal (not the same
 * bytes: each has its own client id). Sections are numbered `c0`, `c1`, … so two documents created
 * for the same script at once and then merged hold each section once.
 */
export function createLiveDoc(snapshot: LiveSnapshot): Y.Doc {
  const doc = new Y.Doc();
  doc.transact(() => {
    applyMapToDoc(doc, snapshot.map);
    let n = 0;
    writeScript(doc, snapshot.script?.sections ?? null, () => `c${n++}`);
    applySettingsToDoc(doc, snapshot.settings);
  });
  return doc;
}

/**
 * The document's state in the REST API's shapes, normalised: nodes in script order; nodeOrder lists
 * every node exactly once (repeats and deleted ids dropped, unlisted nodes appended by id); connections
 * only between existing nodes, without repeats, ordered by their `to` then `from` node's place in
 * nodeOrder; sections in sectionOrder (same rules). Every replica holding the same updates reads the same.
 */
export function readLiveSnapshot(doc: Y.Doc): LiveSnapshot {
  return { map: readLiveMap(doc), script: readLiveScript(doc), settings: readLiveSettings(doc) };
}

/** What readLiveSnapshot(createLiveDoc(snapshot)) gives: the snapshot with the normalisation above applied. */
export function normalizeLiveSnapshot(snapshot: LiveSnapshot): LiveSnapshot {
  const { map } = snapshot;
  const byId = new Map<string, MindMapNode>();
  for (const node of map.nodes) byId.set(node.id, node);
  const nodeOrder = normalizeOrder(map.nodeOrder, [...byId.keys()]);
  return {
    map: {
      title: map.title,
      description: map.description ?? null,
      category: map.category ?? null,
      type: map.type ?? null,
      nodes: nodeOrder.map((id) => plainNode(byId.get(id)!)),
      connections: orderConnections(map.connections, nodeOrder),
      nodeOrder,
      viewState: plainView(map.viewState),
    },
    script: snapshot.script && { sections: snapshot.script.sections.map(plainSection) },
    settings: snapshot.settings && (Object.fromEntries(Object.entries(snapshot.settings).filter(([, v]) => v !== undefined)) as LiveSnapshot['settings']),
  };
}

/** The node with its keys in the schema's order and without undefined ones (what a read gives). */
function plainNode(n: MindMapNode): MindMapNode {
  const node: Record<string, unknown> = {};
  for (const key of Object.keys(mindMapNodeSchema.shape) as (keyof MindMapNode)[]) if (n[key] !== undefined) node[key] = n[key];
  return node as MindMapNode;
}

function plainView(v: ViewState): ViewState {
  const view: ViewState = { translateX: v.translateX, translateY: v.translateY };
  if (v.zoom !== undefined) view.zoom = v.zoom;
  if (v.phone) view.phone = { translateX: v.phone.translateX, translateY: v.phone.translateY, ...(v.phone.zoom !== undefined && { zoom: v.phone.zoom }) };
  return view;
}

/** The section with its keys in the schema's order and without undefined ones (what a read gives). */
function plainSection(s: ScriptSection): ScriptSection {
  const section: Record<string, unknown> = {};
  for (const key of Object.keys(scriptSectionSchema.shape) as (keyof ScriptSection)[]) if (s[key] !== undefined) section[key] = s[key];
  return section as ScriptSection;
}
