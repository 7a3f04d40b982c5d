// Teleprompter text rules: one script per map, readable and writable by the map's owner only, kept
// as sections linked to nodes that the map feeds but never destroys (issue 11, map/script-sections.ts).
import { createHash } from 'node:crypto';
import {
  LIMITS,
  MIND_MAP_MESSAGES,
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
  type TeleprompterUpsertBody,
  type WrittenPart,
} from '@cuemap/shared';
import { toIso } from '../../../db/values';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import type { MapNodesRow, TeleprompterRepository, TeleprompterRow } from './teleprompter-repository';

/** A row's sections; a row from before sections existed reads as its text, kept word for word. */
function sectionsOf(row: TeleprompterRow): ScriptSection[] {
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

/**
 * The sections a hand edit (applySectionEdits) makes of the stored script: 409 on a stale `version` or
 * sections that no longer fit it, 400 past the length limit; null when it changes nothing.
 */
export function editedSections(row: TeleprompterRow, body: ScriptEditBody): ScriptSection[] | null {
  if (Number(row.version) !== body.version) throw conflict(TELEPROMPTER_MESSAGES.scriptChanged);
  const sections = applySectionEdits(sectionsOf(row), body.sections);
  if (!sections) throw conflict(TELEPROMPTER_MESSAGES.scriptChanged);
  if (sectionsContent(sections).length > LIMITS.teleprompterContentMax) throw badRequest(TELEPROMPTER_MESSAGES.tooLong);
  return sameSections(sections, sectionsOf(row)) ? null : sections;
}

/** A map save retries its merge this often when the script changed under it (each retry re-reads it). */
const MERGE_ATTEMPTS = 5;

export function createTeleprompterService(
  repo: TeleprompterRepository,
  clock: () => Date = () => new Date(),
  /** Version history: told after every whole-script save (see plugins/app/versions). */
  versions?: {
    beforeChange(mindMapId: string): Promise<void>;
    snapshot(userId: string, mindMapId: string, reason: 'script-edit' | 'ai-script'): Promise<void>;
    keepBefore(userId: string, mindMapId: string, reason: 'before-ai-fit' | 'before-ai-rewrite'): Promise<void>;
  },
) {
  const write = (mindMapId: string, title: string, sections: ScriptSection[]) => ({
    mindMapId,
    title,
    content: sectionsContent(sections),
    sections: JSON.stringify(sections),
    now: clock().toISOString(),
  });

  /** Replaces the whole script, built from the owned map's nodes inside the same transaction. */
  async function replace(userId: string, mindMapId: string, title: string, build: (nodes: MindMapNode[]) => ScriptSection[]): Promise<TeleprompterText> {
    await versions?.beforeChange(mindMapId);
    const row = await repo.upsertOwned(userId, mindMapId, (map) => write(mindMapId, title, build(storedNodes(map))));
    // No row: the script does not exist or belongs to someone else — the same 404 either way.
    if (!row) throw notFound(MIND_MAP_MESSAGES.notFound);
    await versions?.snapshot(userId, mindMapId, 'script-edit');
    return view(row);
  }

  return {
    async get(userId: string, mindMapId: string): Promise<TeleprompterText> {
      const row = await repo.get(userId, mindMapId);
      if (!row) throw notFound(TELEPROMPTER_MESSAGES.notFound);
      return view(row);
    },

    /**
     * The spec's POST: the whole script as one text. The node texts themselves are the map's own
     * script (sections per node); any other text was written by hand and is kept word for word.
     */
    async upsert(userId: string, body: TeleprompterUpsertBody): Promise<TeleprompterText> {
      return replace(userId, body.mindMapId, body.title, (nodes) => sectionsFromContent(body.content, sectionNodes(nodes)));
    },

    /** A script put back exactly as a version kept it, sections and all (plugins/app/versions restore). */
    async restoreScript(userId: string, mindMapId: string, script: { title: string; sections: ScriptSection[] }): Promise<TeleprompterText> {
      return replace(userId, mindMapId, script.title, () => script.sections);
    },

    /**
     * An AI script: `parts` name the node they speak for by its number in `read` (the nodes the
     * writer was given, 1-based), or none. Each becomes an 'ai' section tied to that node.
     * `keepEdited` (*Keep edited sections*): the sections typed by hand stay as they are instead.
     */
    async saveWritten(
      userId: string,
      mindMapId: string,
      title: string,
      written: { read: readonly MapContentNode[]; parts: ReadonlyArray<{ node: number | null; text: string }> },
      opts: { keepEdited?: boolean } = {},
    ): Promise<TeleprompterText> {
      const previous = opts.keepEdited ? await repo.get(userId, mindMapId) : undefined;
      return replace(userId, mindMapId, title, (nodes) => {
        const ids = alignWrittenNodes(written.read, nodes);
        const parts = written.parts.map((part): WrittenPart => {
          const index = part.node === null ? -1 : part.node - 1;
          const id = ids[index] ?? null;
          return id === null ? { nodeId: null, text: part.text } : { nodeId: id, text: part.text, mapText: written.read[index]!.text };
        });
        const sections = writtenSections(parts, sectionNodes(nodes));
        // Re-judged against the map as it is, so a kept section written from older node text shows as stale.
        return previous ? mergeSections(keepEditedSections(sections, sectionsOf(previous)), sectionNodes(nodes)) : sections;
      });
    },

    /** One decision on a stale or orphaned section (resolveSection), only against the current version. */
    async resolve(userId: string, mindMapId: string, index: number, body: ResolveSectionBody): Promise<TeleprompterText> {
      const row = await repo.get(userId, mindMapId);
      if (!row) throw notFound(TELEPROMPTER_MESSAGES.notFound);
      if (Number(row.version) !== body.version) throw conflict(TELEPROMPTER_MESSAGES.scriptChanged);
      const sections = resolveSection(sectionsOf(row), index, body.action);
      if (!sections) throw badRequest(TELEPROMPTER_MESSAGES.nothingToResolve);
      await versions?.beforeChange(mindMapId);
      if (!(await repo.replaceAt(userId, write(mindMapId, row.title, sections), body.version))) throw conflict(TELEPROMPTER_MESSAGES.scriptChanged);
      await versions?.snapshot(userId, mindMapId, 'script-edit');
      return this.get(userId, mindMapId);
    },

    /**
     * The node a stale section speaks for, as an AI rewrite reads it (its title, and its text now):
     * 404 for no script (or another user's), 409 on a stale `version`, 400 when the section is not stale.
     */
    async staleNode(userId: string, mindMapId: string, index: number, version: number): Promise<MapContentNode> {
      const row = await repo.get(userId, mindMapId);
      if (!row) throw notFound(TELEPROMPTER_MESSAGES.notFound);
      if (Number(row.version) !== version) throw conflict(TELEPROMPTER_MESSAGES.scriptChanged);
      const section = sectionsOf(row)[index];
      if (!section?.stale || section.nodeId === null || section.nodeText === undefined) throw badRequest(TELEPROMPTER_MESSAGES.nothingToRewrite);
      const map = await repo.mapNodes(userId, mindMapId);
      const node = map ? storedNodes(map).find((n) => n.id === section.nodeId) : undefined;
      return { title: node?.title ?? '', text: section.nodeText };
    },

    /** Stores an AI rewrite of stale section `index` (rewriteSection), only against the current version. */
    async saveRewrite(userId: string, mindMapId: string, index: number, version: number, text: string): Promise<TeleprompterText> {
      const row = await repo.get(userId, mindMapId);
      if (!row) throw notFound(TELEPROMPTER_MESSAGES.notFound);
      if (Number(row.version) !== version) throw conflict(TELEPROMPTER_MESSAGES.scriptChanged);
      const sections = rewriteSection(sectionsOf(row), index, text);
      if (!sections) throw badRequest(TELEPROMPTER_MESSAGES.nothingToRewrite);
      // The script as the rewrite found it is its own version, however recently it was edited by hand.
      await versions?.keepBefore(userId, mindMapId, 'before-ai-rewrite');
      if (!(await repo.replaceAt(userId, write(mindMapId, row.title, sections), version))) throw conflict(TELEPROMPTER_MESSAGES.scriptChanged);
      await versions?.snapshot(userId, mindMapId, 'ai-script');
      return this.get(userId, mindMapId);
    },

    /**
     * The script as *Fit to N minutes* reads it (issue 12): its title, its sections, and the map's
     * nodes by id (title and text now). 404 for no script (or another user's), 409 on a stale `version`.
     */
    async fitSource(userId: string, mindMapId: string, version: number) {
      const row = await repo.get(userId, mindMapId);
      if (!row) throw notFound(TELEPROMPTER_MESSAGES.notFound);
      if (Number(row.version) !== version) throw conflict(TELEPROMPTER_MESSAGES.scriptChanged);
      const map = await repo.mapNodes(userId, mindMapId);
      const nodes = new Map((map ? storedNodes(map) : []).map((n) => [n.id, { title: n.title, text: n.text }] as const));
      return { title: row.title, sections: sectionsOf(row), nodes };
    },

    /**
     * Stores a fitted script (fittedSections: `texts` by section index become 'ai' sections written
     * from their node's text now), only against `version`; kept as an AI version.
     */
    async saveFitted(userId: string, mindMapId: string, version: number, texts: ReadonlyMap<number, string>): Promise<TeleprompterText> {
      const row = await repo.get(userId, mindMapId);
      if (!row) throw notFound(TELEPROMPTER_MESSAGES.notFound);
      if (Number(row.version) !== version) throw conflict(TELEPROMPTER_MESSAGES.scriptChanged);
      const map = await repo.mapNodes(userId, mindMapId);
      const nodeTexts = new Map((map ? storedNodes(map) : []).map((n) => [n.id, n.text] as const));
      const sections = fittedSections(sectionsOf(row), texts, nodeTexts);
      if (sectionsContent(sections).length > LIMITS.teleprompterContentMax) throw badRequest(TELEPROMPTER_MESSAGES.tooLong);
      await versions?.keepBefore(userId, mindMapId, 'before-ai-fit');
      if (!(await repo.replaceAt(userId, write(mindMapId, row.title, sections), version))) throw conflict(TELEPROMPTER_MESSAGES.scriptChanged);
      await versions?.snapshot(userId, mindMapId, 'ai-script');
      return this.get(userId, mindMapId);
    },

    /**
     * After a map save: sections holding the map's own text follow it, written ones are kept (and
     * flagged stale or orphaned), new nodes get sections. A map with no script yet gets one only
     * once it has some text, so "no script" (404) still means no content yet. Writes only when
     * something changed; a concurrent change to the script is merged again, never overwritten.
     */
    async mapSaved(
      userId: string,
      mindMapId: string,
      map: { title?: string; nodes: readonly MindMapNode[]; nodeOrder?: readonly string[] | null },
    ): Promise<void> {
      const nodes = sectionNodes(map.nodes, map.nodeOrder);
      // The merge is idempotent: the same input over the same script changes nothing. An autosave that
      // changed no title, node text or order is recognised by one small read instead of a merge.
      const sourceHash = createHash('sha256')
        .update(JSON.stringify([map.title ?? null, nodes]))
        .digest('hex');
      if ((await repo.sourceHash(userId, mindMapId)) === sourceHash) return;
      for (let attempt = 0; attempt < MERGE_ATTEMPTS; attempt++) {
        const row = await repo.get(userId, mindMapId);
        if (!row) {
          const sections = mergeSections([], nodes);
          if (!sectionsContent(sections)) return;
          if (await repo.insertIfAbsent(userId, { ...write(mindMapId, map.title ?? '', sections), sourceHash })) return;
          continue;
        }
        const sections = mergeSections(sectionsOf(row), nodes);
        const title = map.title ?? row.title;
        if (title === row.title && sameSections(sections, sectionsOf(row))) {
          await repo.setSourceHash(userId, mindMapId, sourceHash, Number(row.version));
          return;
        }
        if (await repo.replaceAt(userId, { ...write(mindMapId, title, sections), sourceHash }, Number(row.version))) return;
      }
      throw new Error(`The script of ${mindMapId} kept changing during a map save; merge given up`);
    },
  };
}

export type TeleprompterService = ReturnType<typeof createTeleprompterService>;
