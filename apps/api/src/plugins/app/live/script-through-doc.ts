// The script's REST writes as changes of its live document (issue 26 items 6 and 7): the spec's POST, the
// hand edit and a section's decision, the AI's generated, rewritten and fitted scripts, and a version's
// restore. Each checks its `version` under the document's lock inside the storing transaction (a stale
// write is a 409 that stores nothing), builds its sections with the teleprompter rules from the document
// as it is then, and is stored and broadcast like any change (rest-through-doc.ts `change`). A version is
// kept before every AI change and before a restore (the versions service's hooks).
import * as Y from 'yjs';
import {
  MIND_MAP_MESSAGES,
  TELEPROMPTER_MESSAGES,
  applyScriptToDoc,
  readLiveMap,
  readLiveScript,
  type ResolveSectionBody,
  type RestoreVersionResponse,
  type ScriptEditBody,
  type ScriptSection,
  type TeleprompterText,
  type TeleprompterUpsertBody,
} from '@cuemap/shared';
import { notFound } from '../../../lib/http-error';
import { toSummary } from '../mind-maps/mind-maps-service';
import type { TeleprompterRepository } from '../teleprompter/teleprompter-repository';
import {
  editedSections,
  fittedScript,
  postedSections,
  resolvedSections,
  rewrittenSections,
  sectionsOf,
  view,
  writtenScript,
  type WrittenScript,
} from '../teleprompter/teleprompter-service';
import type { VersionHooks, VersionsService } from '../versions/versions-service';
import type { PrepareChange, PreparedChange } from './live-docs';
import type { LiveReads } from './live-repository';
import { SERVER_ORIGIN } from './projection';
import { mapChange, type ChangeReason, type RestThroughDoc, type ScriptWriter } from './rest-through-doc';

export interface ScriptThroughDocDeps {
  rest: RestThroughDoc;
  scripts: TeleprompterRepository;
  versions: Pick<VersionsService, 'kept' | 'restoring'> & Pick<VersionHooks, 'keepBefore'>;
}

/** The script's sections replaced by `sections` as one change (the merge rule does not run over them); `title` renames it. */
const setScript = (sections: ScriptSection[], title?: string): PreparedChange => ({
  apply: (doc: Y.Doc) => void applyScriptToDoc(doc, sections, SERVER_ORIGIN),
  force: ['script'],
  keepScript: true,
  ...(title !== undefined && { scriptTitle: title }),
  titleFollows: false,
});

/** The stored script's version (404: none), read under the document's lock. */
async function scriptVersion(reads: LiveReads): Promise<number> {
  const stored = await reads.script();
  if (!stored) throw notFound(TELEPROMPTER_MESSAGES.notFound);
  return stored.version;
}

/** The document's sections now (the script stored with them: the tables' projection of the same state). */
const sectionsNow = (doc: Y.Doc): ScriptSection[] => readLiveScript(doc)?.sections ?? [];

export function createScriptThroughDoc(deps: ScriptThroughDocDeps) {
  const { rest, scripts } = deps;

  /** One change of the script; answers with the script as stored (as the transaction wrote it, or as it is). */
  async function write(
    by: ScriptWriter,
    mindMapId: string,
    prepare: PrepareChange,
    notFoundMessage: string = TELEPROMPTER_MESSAGES.notFound,
    reason?: ChangeReason,
  ): Promise<TeleprompterText> {
    const { rows } = await rest.change(by, mindMapId, prepare, notFoundMessage, reason);
    const row = rows.script ?? (await scripts.get(by.ownerId, mindMapId));
    if (!row) throw notFound(TELEPROMPTER_MESSAGES.notFound);
    return view(row);
  }

  /** The whole script replaced, built from the map's nodes as the document holds them (404: no such map). */
  const replace = (by: ScriptWriter, mindMapId: string, title: string, build: (doc: Y.Doc) => ScriptSection[]) =>
    write(
      by,
      mindMapId,
      async ({ reads, doc }) => {
        if ((await reads.mapVersion()) === undefined) throw notFound(MIND_MAP_MESSAGES.notFound);
        return setScript(build(doc), title);
      },
      MIND_MAP_MESSAGES.notFound,
    );

  return {
    /** POST /api/teleprompter: the whole script as one text (the node texts become their sections). */
    upsert: (by: ScriptWriter, body: TeleprompterUpsertBody) =>
      replace(by, body.mindMapId, body.title, (doc) => postedSections(body.content, readLiveMap(doc).nodes)),

    /** A script put back exactly as given, sections and all (a version's restore; tests seed with it). */
    restoreScript: (by: ScriptWriter, mindMapId: string, script: { title: string; sections: ScriptSection[] }) =>
      replace(by, mindMapId, script.title, () => script.sections),

    /** PUT /api/teleprompter/:id/script: every section's text by hand, 409 on a stale `version`. */
    editScript: (by: ScriptWriter, mindMapId: string, body: ScriptEditBody) =>
      write(by, mindMapId, async ({ reads, doc }) => {
        const sections = editedSections(await scriptVersion(reads), sectionsNow(doc), body);
        return sections && { ...setScript(sections), force: [] };
      }),

    /** PUT /api/teleprompter/:id/sections/:index: one decision on a stale or orphaned section. */
    resolveSection: (by: ScriptWriter, mindMapId: string, index: number, body: ResolveSectionBody) =>
      write(by, mindMapId, async ({ reads, doc }) => setScript(resolvedSections(await scriptVersion(reads), sectionsNow(doc), index, body))),

    /** An AI script (generation): its parts over the map's nodes; `keepEdited` keeps the sections typed by hand. */
    saveWritten: (by: ScriptWriter, mindMapId: string, title: string, written: WrittenScript, opts: { keepEdited?: boolean } = {}) =>
      replace(by, mindMapId, title, (doc) => writtenScript(readLiveMap(doc).nodes, written, opts.keepEdited ? readLiveScript(doc)?.sections : undefined)),

    /** An AI rewrite of stale section `index`, against `version`; the script as the rewrite found it is kept as a version first. */
    async saveRewrite(by: ScriptWriter, mindMapId: string, index: number, version: number, text: string): Promise<TeleprompterText> {
      const row = await scripts.get(by.ownerId, mindMapId);
      if (!row) throw notFound(TELEPROMPTER_MESSAGES.notFound);
      // Refused before a version is kept; checked again under the lock.
      rewrittenSections(Number(row.version), sectionsOf(row), index, version, text);
      await deps.versions.keepBefore(by.ownerId, mindMapId, 'before-ai-rewrite', [by.userId]);
      return write(
        by,
        mindMapId,
        async ({ reads, doc }) => setScript(rewrittenSections(await scriptVersion(reads), sectionsNow(doc), index, version, text)),
        TELEPROMPTER_MESSAGES.notFound,
        'ai-script',
      );
    },

    /** A fitted script (*Fit to N minutes*), against `version`; the script before it is kept as a version first. */
    async saveFitted(by: ScriptWriter, mindMapId: string, version: number, texts: ReadonlyMap<number, string>): Promise<TeleprompterText> {
      await deps.versions.keepBefore(by.ownerId, mindMapId, 'before-ai-fit', [by.userId]);
      return write(
        by,
        mindMapId,
        async ({ reads, doc }) => setScript(fittedScript(await scriptVersion(reads), sectionsNow(doc), version, texts, readLiveMap(doc).nodes)),
        TELEPROMPTER_MESSAGES.notFound,
        'ai-script',
      );
    },

    /**
     * A version made the current map and script, as one change of the document (connected editors see
     * it): the map as a save without a version check (its version is bumped, so an editor holding the old
     * one gets a 409), the script exactly as kept (its text over the map's nodes for a version from before
     * sections; a version without a script leaves it to the merge rule). The state it replaces is kept
     * first, and the restore is itself a new version.
     */
    async restoreVersion(by: ScriptWriter, mindMapId: string, versionId: string): Promise<RestoreVersionResponse> {
      const kept = await deps.versions.kept(by.ownerId, mindMapId, versionId);
      const { result, version } = await deps.versions.restoring(
        by.ownerId,
        mindMapId,
        () =>
          rest.change(
            by,
            mindMapId,
            async (ctx) => {
              const map = await mapChange(kept.map)(ctx);
              if (!map || !kept.script) return map;
              const script = kept.script;
              const sections = (script.sections as ScriptSection[] | undefined) ?? postedSections(script.content, kept.map.nodes);
              return {
                ...map,
                apply: (doc) => {
                  map.apply(doc);
                  applyScriptToDoc(doc, sections, SERVER_ORIGIN);
                },
                force: ['map', 'script'],
                keepScript: true,
                scriptTitle: script.title,
              };
            },
            MIND_MAP_MESSAGES.notFound,
          ),
        [by.userId],
      );
      if (!result.rows.map) throw notFound(MIND_MAP_MESSAGES.notFound);
      return { version, mindMap: toSummary(result.rows.map) };
    },
  };
}

export type ScriptThroughDoc = ReturnType<typeof createScriptThroughDoc>;
