// Teleprompter text rules: one script per map, readable and writable by the map's owner only, kept
// as sections linked to nodes that the map feeds but never destroys (issue 11, map/script-sections.ts).
// The reads are here; the writes are changes of the script's live document (live/script-through-doc.ts),
// built by the pure rules below.
import {
  LIMITS,
  applySectionEdits,
  TELEPROMPTER_MESSAGES,
  fittedSections,
  keepEditedSections,
  mergeSections,
  resolveSection,
  rewriteSection,
  orderNodes,
  sectionsContent,
  sectionsFromContent,
  writtenSections,
  type MapContentNode,
  type MindMapNode,
  type ResolveSectionBody,
  type ScriptEditBody,
  type ScriptSection,
  type SectionNode,
  type TeleprompterText,
  type WrittenPart,
} from '@cuemap/shared';
import { toIso } from '../../../db/values';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import type { MapNodesRow, TeleprompterRepository, TeleprompterRow } from './teleprompter-repository';

/** A row's sections; a row from before sections existed reads as its text, kept word for word. */
export function sectionsOf(row: TeleprompterRow): ScriptSection[] {
  return row.sections === null ? [{ nodeId: null, text: row.content, origin: 'edited' }] : (JSON.parse(row.sections) as ScriptSection[]);
}

export const view = (r: TeleprompterRow): TeleprompterText => ({
  mindMapId: r.mind_map_id,
  title: r.title,
  content: r.content,
  updatedAt: toIso(r.updated_at),
  sections: sectionsOf(r),
  version: Number(r.version),
});

/** The nodes in Node Order, as the merge needs them. */
function sectionNodes(nodes: readonly MindMapNode[], nodeOrder?: readonly string[] | null): SectionNode[] {
  return orderNodes(nodes, nodeOrder).map((n) => ({ id: n.id, text: n.text }));
}

/** The stored map's nodes in Node Order. */
function storedNodes(map: MapNodesRow): MindMapNode[] {
  return orderNodes(JSON.parse(map.nodes) as MindMapNode[], JSON.parse(map.node_order) as string[]);
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * Which stored node each node the writer read is: the writer reads the map as titles and texts
 * (mindMapContent, which leaves out nodes with neither). The same count → by position (the usual
 * case: the teleprompter generates from the saved map); otherwise in order by title and text, then
 * by title alone; a node not found is tied to none.
 */
export function alignWrittenNodes(read: readonly MapContentNode[], stored: readonly MindMapNode[]): Array<string | null> {
  const listed = stored.filter((n) => oneLine(n.title) || n.text.trim());
  if (listed.length === read.length) return listed.map((n) => n.id);
  let from = 0;
  return read.map((node) => {
    const title = oneLine(node.title);
    const exact = listed.findIndex((n, i) => i >= from && oneLine(n.title) === title && n.text.trim() === node.text.trim());
    const found = exact >= 0 ? exact : listed.findIndex((n, i) => i >= from && oneLine(n.title) === title);
    if (found < 0) return null;
    from = found + 1;
    return listed[found]!.id;
  });
}

/** Field by field (PostgreSQL's jsonb does not keep key order, so the stored text cannot be compared). */
function sameSections(a: readonly ScriptSection[], b: readonly ScriptSection[]): boolean {
  const key = (s: ScriptSection) => JSON.stringify([s.nodeId, s.text, s.origin, s.mapText, s.stale, s.nodeText, s.orphaned]);
  return a.length === b.length && a.every((s, i) => key(s) === key(b[i]!));
}

/** 409 unless the script is still at the `version` the writer read. */
export function assertVersion(stored: number, version: number): void {
  if (stored !== version) throw conflict(TELEPROMPTER_MESSAGES.scriptChanged);
}

/** 400 past the script's length limit. */
function assertLength(sections: readonly ScriptSection[]): void {
  if (sectionsContent(sections).length > LIMITS.teleprompterContentMax) throw badRequest(TELEPROMPTER_MESSAGES.tooLong);
}

/**
 * The sections a hand edit (applySectionEdits) makes of the script at `version`: 409 on a stale
 * `version` or sections that no longer fit it, 400 past the length limit; null when it changes nothing.
 */
export function editedSections(version: number, current: ScriptSection[], body: ScriptEditBody): ScriptSection[] | null {
  assertVersion(version, body.version);
  const sections = applySectionEdits(current, body.sections);
  if (!sections) throw conflict(TELEPROMPTER_MESSAGES.scriptChanged);
  assertLength(sections);
  return sameSections(sections, current) ? null : sections;
}

/** The sections of the spec's POST: the whole script as one text over the map's nodes (in Node Order). */
export const postedSections = (content: string, nodes: readonly MindMapNode[]) => sectionsFromContent(content, sectionNodes(nodes));

/** One decision on a stale or orphaned section (resolveSection) of the script at `version`: 409 stale, 400 nothing to resolve. */
export function resolvedSections(version: number, current: ScriptSection[], index: number, body: ResolveSectionBody): ScriptSection[] {
  assertVersion(version, body.version);
  const sections = resolveSection(current, index, body.action);
  if (!sections) throw badRequest(TELEPROMPTER_MESSAGES.nothingToResolve);
  return sections;
}

/** An AI rewrite of stale section `index` (rewriteSection) of the script at `version`: 409 stale, 400 not stale. */
export function rewrittenSections(version: number, current: ScriptSection[], index: number, expected: number, text: string): ScriptSection[] {
  assertVersion(version, expected);
  const sections = rewriteSection(current, index, text);
  if (!sections) throw badRequest(TELEPROMPTER_MESSAGES.nothingToRewrite);
  return sections;
}

/**
 * A fitted script (fittedSections: `texts` by section index become 'ai' sections written from their
 * node's text now) of the script at `version`: 409 stale, 400 past the length limit.
 */
export function fittedScript(version: number, current: ScriptSection[], expected: number, texts: ReadonlyMap<number, string>, nodes: readonly MindMapNode[]) {
  assertVersion(version, expected);
  const sections = fittedSections(current, texts, new Map(nodes.map((n) => [n.id, n.text] as const)));
  assertLength(sections);
  return sections;
}

/** What the AI writer wrote for one generation, as the script keeps it. */
export interface WrittenScript {
  /** The nodes the writer was given (their numbers name them in `parts`, 1-based). */
  read: readonly MapContentNode[];
  parts: ReadonlyArray<{ node: number | null; text: string }>;
}

/**
 * An AI script: `parts` name the node they speak for by its number in `read`, or none; each becomes an
 * 'ai' section tied to that node. With `previous` (*Keep edited sections*) the sections typed by hand
 * stay as they are instead, re-judged against the map as it is (one written from older node text shows as stale).
 */
export function writtenScript(nodes: readonly MindMapNode[], written: WrittenScript, previous?: ScriptSection[]): ScriptSection[] {
  const ids = alignWrittenNodes(written.read, nodes);
  const parts = written.parts.map((part): WrittenPart => {
    const index = part.node === null ? -1 : part.node - 1;
    const id = ids[index] ?? null;
    return id === null ? { nodeId: null, text: part.text } : { nodeId: id, text: part.text, mapText: written.read[index]!.text };
  });
  const sections = writtenSections(parts, sectionNodes(nodes));
  return previous ? mergeSections(keepEditedSections(sections, previous), sectionNodes(nodes)) : sections;
}

/**
 * Reads of the teleprompter text (its writes are changes of the live document: live/script-through-doc.ts).
 */
export function createTeleprompterService(repo: TeleprompterRepository) {
  return {
    async get(userId: string, mindMapId: string): Promise<TeleprompterText> {
      const row = await repo.get(userId, mindMapId);
      if (!row) throw notFound(TELEPROMPTER_MESSAGES.notFound);
      return view(row);
    },

    /**
     * The node a stale section speaks for, as an AI rewrite reads it (its title, and its text now):
     * 404 for no script (or another user's), 409 on a stale `version`, 400 when the section is not stale.
     */
    async staleNode(userId: string, mindMapId: string, index: number, version: number): Promise<MapContentNode> {
      const row = await repo.get(userId, mindMapId);
      if (!row) throw notFound(TELEPROMPTER_MESSAGES.notFound);
      assertVersion(Number(row.version), version);
      const section = sectionsOf(row)[index];
      if (!section?.stale || section.nodeId === null || section.nodeText === undefined) throw badRequest(TELEPROMPTER_MESSAGES.nothingToRewrite);
      const map = await repo.mapNodes(userId, mindMapId);
      const node = map ? storedNodes(map).find((n) => n.id === section.nodeId) : undefined;
      return { title: node?.title ?? '', text: section.nodeText };
    },

    /**
     * The script as *Fit to N minutes* reads it (issue 12): its title, its sections, and the map's
     * nodes by id (title and text now). 404 for no script (or another user's), 409 on a stale `version`.
     */
    async fitSource(userId: string, mindMapId: string, version: number) {
      const row = await repo.get(userId, mindMapId);
      if (!row) throw notFound(TELEPROMPTER_MESSAGES.notFound);
      assertVersion(Number(row.version), version);
      const map = await repo.mapNodes(userId, mindMapId);
      const nodes = new Map((map ? storedNodes(map) : []).map((n) => [n.id, { title: n.title, text: n.text }] as const));
      return { title: row.title, sections: sectionsOf(row), nodes };
    },
  };
}

export type TeleprompterService = ReturnType<typeof createTeleprompterService>;
