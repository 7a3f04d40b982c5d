// All SQL for teleprompter texts (one per script): the content, its sections (JSON text) and version.
import type { Db } from '../../../db/database';
import { jsonText } from '../../../db/values';

export interface TeleprompterRow {
  mind_map_id: string;
  title: string;
  content: string;
  /** JSON text, or null for a row not converted yet. */
  sections: string | null;
  version: number;
  updated_at: string | Date;
}

/** The owned script's nodes and order, as JSON text. */
export interface MapNodesRow {
  nodes: string;
  node_order: string;
}

export interface TeleprompterWrite {
  mindMapId: string;
  title: string;
  content: string;
  /** JSON text */
  sections: string;
  now: string;
  /** Set by a map save's merge (the input it merged); any other write clears it. */
  sourceHash?: string | null;
}

export function createTeleprompterRepository({ kysely, dialect }: Db) {
  const columns = ['mind_map_id', 'title', 'content', jsonText(dialect, 'sections').as('sections'), 'version', 'updated_at'] as const;

  return {
    async get(userId: string, mindMapId: string): Promise<TeleprompterRow | undefined> {
      return kysely.selectFrom('teleprompter_texts').select(columns).where('mind_map_id', '=', mindMapId).where('user_id', '=', userId).executeTakeFirst();
    },

    /** The nodes of a script the user owns, or undefined. */
    async mapNodes(userId: string, mindMapId: string): Promise<MapNodesRow | undefined> {
      return kysely
        .selectFrom('mind_maps')
        .select([jsonText(dialect, 'nodes').as('nodes'), jsonText(dialect, 'node_order').as('node_order')])
        .where('id', '=', mindMapId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * Insert or replace, only for a script the user owns; undefined when there is no such script.
     * `build` turns the script's nodes into the row to store, inside the same transaction.
     */
    async upsertOwned(userId: string, mindMapId: string, build: (map: MapNodesRow) => TeleprompterWrite): Promise<TeleprompterRow | undefined> {
      return kysely.transaction().execute(async (trx) => {
        const map = await trx
          .selectFrom('mind_maps')
          .select([jsonText(dialect, 'nodes').as('nodes'), jsonText(dialect, 'node_order').as('node_order')])
          .where('id', '=', mindMapId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!map) return undefined;
        const row = build(map);
        return trx
          .insertInto('teleprompter_texts')
          .values({
            mind_map_id: row.mindMapId,
            user_id: userId,
            title: row.title,
            content: row.content,
            sections: row.sections,
            version: 1,
            updated_at: row.now,
            source_hash: row.sourceHash ?? null,
          })
          .onConflict((oc) =>
            oc.column('mind_map_id').doUpdateSet((eb) => ({
              title: eb.ref('excluded.title'),
              content: eb.ref('excluded.content'),
              sections: eb.ref('excluded.sections'),
              source_hash: eb.ref('excluded.source_hash'),
              version: eb(eb.ref('teleprompter_texts.version'), '+', 1),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .returning(columns)
          .executeTakeFirst();
      });
    },

    /** The hash of the map input the script was last merged from (undefined: no script; null: not known). */
    async sourceHash(userId: string, mindMapId: string): Promise<string | null | undefined> {
      const row = await kysely
        .selectFrom('teleprompter_texts')
        .select('source_hash')
        .where('mind_map_id', '=', mindMapId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? row.source_hash : undefined;
    },

    /** Records the merge input of an unchanged script (only if it is still at `version`). */
    async setSourceHash(userId: string, mindMapId: string, hash: string, version: number): Promise<void> {
      await kysely
        .updateTable('teleprompter_texts')
        .set({ source_hash: hash })
        .where('mind_map_id', '=', mindMapId)
        .where('user_id', '=', userId)
        .where('version', '=', version)
        .execute();
    },

    /** Inserts the first text of a script; false when one already exists (someone else wrote it first). */
    async insertIfAbsent(userId: string, row: TeleprompterWrite): Promise<boolean> {
      const res = await kysely
        .insertInto('teleprompter_texts')
        .values({
          mind_map_id: row.mindMapId,
          user_id: userId,
          title: row.title,
          content: row.content,
          sections: row.sections,
          version: 1,
          updated_at: row.now,
          source_hash: row.sourceHash ?? null,
        })
        .onConflict((oc) => oc.column('mind_map_id').doNothing())
        .returning('mind_map_id')
        .executeTakeFirst();
      return res !== undefined;
    },

    /** Replaces the text if it is still at `expectedVersion`; false when it changed meanwhile. */
    async replaceAt(userId: string, row: TeleprompterWrite, expectedVersion: number): Promise<boolean> {
      const res = await kysely
        .updateTable('teleprompter_texts')
        .set((eb) => ({
          title: row.title,
          content: row.content,
          sections: row.sections,
          source_hash: row.sourceHash ?? null,
          version: eb(eb.ref('version'), '+', 1),
          updated_at: row.now,
        }))
        .where('mind_map_id', '=', row.mindMapId)
        .where('user_id', '=', userId)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
  };
}

export type TeleprompterRepository = ReturnType<typeof createTeleprompterRepository>;
