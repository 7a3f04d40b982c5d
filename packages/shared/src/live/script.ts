// The script part of the live document: sections keyed by a stable id, texts as Y.Text.
import * as Y from 'yjs';
import { scriptSectionSchema, sectionOriginSchema, type ScriptSection } from '../schemas/teleprompter';
import { liveParts, type LiveParts } from './layout';
import { childMap, readText, setPlain, setText } from './fields';
import { applyOrder, normalizeOrder } from './order';
import { stampSchema } from './map';

/**
 * A section's optional plain fields (mapText, stale, nodeText, orphaned, …): every field of the section
 * schema besides nodeId, text and origin, so a field added to the schema is carried without a change here.
 */
const FLAGS = Object.keys(scriptSectionSchema.shape).filter((key) => !['nodeId', 'text', 'origin'].includes(key)) as (keyof ScriptSection)[];

/**
 * Applies the script's sections (or null: no script stored) in one transaction with `origin`.
 * Each incoming section takes the id of the existing section it matches (same nodeId, in order), so
 * its text changes by a character diff; origin, mapText, stale, nodeText and orphaned are plain fields.
 * Returns whether anything changed.
 */
export function applyScriptToDoc(doc: Y.Doc, sections: ScriptSection[] | null, origin?: unknown): boolean {
  // A new id is this client's id and its next clock: unique across replicas, as each insert advances the clock.
  return writeScript(doc, sections, () => `${doc.clientID.toString(36)}.${Y.getState(doc.store, doc.clientID)}`, origin);
}

/** applyScriptToDoc with the new sections' ids from `newId` (createLiveDoc numbers them: see there). */
export function writeScript(doc: Y.Doc, sections: readonly ScriptSection[] | null, newId: () => string, origin?: unknown): boolean {
  let changed = false;
  doc.transact(() => {
    const parts = liveParts(doc);
    changed = stampSchema(parts);
    changed = setPlain(parts.meta, 'hasScript', sections !== null) || changed;
    changed = writeSections(parts, sections ?? [], newId) || changed;
  }, origin);
  return changed;
}

/**
 * The section ids, in order, for `sections`: an incoming section reuses the id of the first unused
 * existing section with the same nodeId; the others get null (a new section).
 */
function matchIds(parts: LiveParts, sections: readonly ScriptSection[]): (string | null)[] {
  const queues = new Map<string | null, string[]>();
  for (const id of readSectionOrder(parts)) {
    const nodeId = sectionNodeId(parts.sections.get(id)!);
    const queue = queues.get(nodeId);
    if (queue) queue.push(id);
    else queues.set(nodeId, [id]);
  }
  return sections.map((s) => queues.get(s.nodeId)?.shift() ?? null);
}

function writeSections(parts: LiveParts, sections: readonly ScriptSection[], newId: () => string): boolean {
  let changed = false;
  const matched = matchIds(parts, sections);
  const ids: string[] = [];
  sections.forEach((section, i) => {
    // Each new id is taken just before its section is made (applyScriptToDoc's ids follow the clock).
    const id = matched[i] ?? newId();
    ids.push(id);
    const { map, created } = childMap(parts.sections, id);
    changed = created || changed;
    changed = setPlain(map, 'nodeId', section.nodeId) || changed;
    changed = setPlain(map, 'origin', section.origin) || changed;
    for (const flag of FLAGS) changed = setPlain(map, flag, section[flag]) || changed;
    changed = setText(map, 'text', section.text) || changed;
  });
  const keep = new Set(ids);
  for (const id of [...parts.sections.keys()]) {
    if (!keep.has(id)) {
      parts.sections.delete(id);
      changed = true;
    }
  }
  return applyOrder(parts.sectionOrder, ids) || changed;
}

/** The section ids in order: sectionOrder normalised, sections it misses appended by id. */
export function readSectionOrder(parts: LiveParts): string[] {
  const known = [...parts.sections.entries()]
    .filter(([, s]) => s instanceof Y.Map)
    .map(([id]) => id)
    .sort();
  return normalizeOrder(parts.sectionOrder.toArray(), known);
}

function sectionNodeId(map: Y.Map<unknown>): string | null {
  const nodeId = map.get('nodeId');
  return typeof nodeId === 'string' ? nodeId : null;
}

function readSection(map: Y.Map<unknown>): ScriptSection {
  const origin = sectionOriginSchema.safeParse(map.get('origin'));
  const section: ScriptSection = {
    nodeId: sectionNodeId(map),
    text: readText(map.get('text')),
    origin: origin.success ? origin.data : 'edited',
  };
  for (const key of FLAGS) {
    const value = map.get(key);
    if (value === undefined) continue;
    const parsed = scriptSectionSchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) Object.assign(section, { [key]: parsed.data });
  }
  return section;
}

/** The script's sections in order, or null when no script is stored. */
export function readLiveScript(doc: Y.Doc): { sections: ScriptSection[] } | null {
  const parts = liveParts(doc);
  if (parts.meta.get('hasScript') !== true) return null;
  return { sections: readSectionOrder(parts).map((id) => readSection(parts.sections.get(id)!)) };
}

/** The section ids in order (the editors' handle on a section; the REST shape has none). */
export function liveSectionIds(doc: Y.Doc): string[] {
  return readSectionOrder(liveParts(doc));
}
