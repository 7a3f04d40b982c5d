// All SQL for version history (map_versions), plus the reads a snapshot needs from mind_maps and teleprompter_texts.
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { jsonText } from '../../../db/values';

export interface VersionListRow {
  id: string;
  reason: string;
  summary: string;
  created_at: string | Date;
  /** Who made it (issue 27 item 7): the latest author, and every author as JSON text (the latest last); null: not known. */
  author_id: string | null;
  authors: string | null;
}

/** The list's columns. */
const LIST_COLUMNS = ['id', 'reason', 'summary', 'created_at', 'author_id', 'authors'] as const;

export interface VersionHeadRow extends VersionListRow {
  hash: string;
}

export interface VersionRow extends VersionHeadRow {
  /** The stored (compressed) snapshot, resolved through the hash when this row shares another row's copy. */
  snapshot: Uint8Array;
}

export interface MapContentRow {
  title: string;
  nodes: string;
  connections: string;
  view_state: string;
  node_order: string;
}

export interface NewVersion {
  id: string;
  mindMapId: string;
  userId: string;
  reason: string;
  summary: string;
  hash: string;
  /** The stored (compressed) snapshot, see snapshot.ts. */
  snapshot: Buffer;
  createdAt: string;
  /** Who made it, the latest last (empty: not known). */
  authors: readonly string[];
}

/** The author columns of a version made by `authors` (the latest last). */
const authorColumns = (authors: readonly string[]) => ({
  author_id: authors.at(-1) ?? null,
  authors: authors.length > 0 ? JSON.stringify(authors) : null,
});

/** The statements one version write runs, inside a transaction that holds the map. */
function writer(trx: Transaction<Database>) {
  /** True when another row of the map (not `exceptId`) already stores the content with `hash`. */
  const stored = async (mindMapId: string, hash: string, exceptId?: string) => {
    let query = trx.selectFrom('map_versions').select('id').where('mind_map_id', '=', mindMapId).where('hash', '=', hash).where('snapshot', 'is not', null);
    if (exceptId) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  };

  /**
   * Before the rows in `ids` go (or change content): each copy they store moves to a surviving row
   * of the same hash, if any, so shared content is never lost.
   */
  const handOver = async (mindMapId: string, ids: string[]) => {
    if (ids.length === 0) return;
    const holders = await trx
      .selectFrom('map_versions')
      .select(['hash', 'snapshot'])
      .where('mind_map_id', '=', mindMapId)
      .where('id', 'in', ids)
      .where('snapshot', 'is not', null)
      .execute();
    for (const holder of holders) {
      const heir = await trx
        .selectFrom('map_versions')
        .select('id')
        .where('mind_map_id', '=', mindMapId)
        .where('hash', '=', holder.hash)
        .where('id', 'not in', ids)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      if (heir) await trx.updateTable('map_versions').set({ snapshot: holder.snapshot }).where('id', '=', heir.id).execute();
    }
  };

  return {
    async plan(userId: string): Promise<string | undefined> {
      return (await trx.selectFrom('users').select('plan').where('id', '=', userId).executeTakeFirst())?.plan;
    },

    async newest(mindMapId: string): Promise<VersionHeadRow | undefined> {
      return trx
        .selectFrom('map_versions')
        .select([...LIST_COLUMNS, 'hash'])
        .where('mind_map_id', '=', mindMapId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Inserts a version; its JSON is stored only if no other row of the map stores the same content. */
    async insert(v: NewVersion): Promise<void> {
      const dup = await stored(v.mindMapId, v.hash);
      await trx
        .insertInto('map_versions')
        .values({
          id: v.id,
          mind_map_id: v.mindMapId,
          user_id: v.userId,
          reason: v.reason,
          summary: v.summary,
          hash: v.hash,
          created_at: v.createdAt,
          snapshot: dup ? null : v.snapshot,
          ...authorColumns(v.authors),
        })
        .execute();
    },

    /** Gives version `id` new content (a coalesced save) and its authors now; its id, reason and created_at stay. */
    async replaceContent(
      mindMapId: string,
      id: string,
      content: { hash: string; summary: string; snapshot: Buffer; authors: readonly string[] },
    ): Promise<void> {
      await handOver(mindMapId, [id]);
      const dup = await stored(mindMapId, content.hash, id);
      await trx
        .updateTable('map_versions')
        .set({ hash: content.hash, summary: content.summary, snapshot: dup ? null : content.snapshot, ...authorColumns(content.authors) })
        .where('id', '=', id)
        .execute();
    },

    async stamps(mindMapId: string): Promise<{ id: string; created_at: string | Date; reason: string }[]> {
      return trx.selectFrom('map_versions').select(['id', 'created_at', 'reason']).where('mind_map_id', '=', mindMapId).execute();
    },

    async delete(mindMapId: string, ids: string[]): Promise<void> {
      // Bounded batches: retention on a long-unvisited map can drop many rows at once.
      for (let i = 0; i < ids.length; i += 500) {
        const batch = ids.slice(i, i + 500);
        await handOver(mindMapId, batch);
        await trx.deleteFrom('map_versions').where('mind_map_id', '=', mindMapId).where('id', 'in', batch).execute();
      }
    },
  };
}

export type VersionWriter = ReturnType<typeof writer>;

export function createVersionsRepository({ kysely, dialect }: Db) {
  const readSnapshot = async (db: Kysely<Database>, mindMapId: string, hash: string) =>
    (
      await db
        .selectFrom('map_versions')
        .select('snapshot')
        .where('mind_map_id', '=', mindMapId)
        .where('hash', '=', hash)
        .where('snapshot', 'is not', null)
        .executeTakeFirst()
    )?.snapshot ?? undefined;

  return {
    /** The map's current content, when `userId` owns it. */
    async mapContent(userId: string, mindMapId: string): Promise<MapContentRow | undefined> {
      return kysely
        .selectFrom('mind_maps')
        .select([
          'title',
          jsonText(dialect, 'nodes').as('nodes'),
          jsonText(dialect, 'connections').as('connections'),
          jsonText(dialect, 'view_state').as('view_state'),
          jsonText(dialect, 'node_order').as('node_order'),
        ])
        .where('id', '=', mindMapId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** The script's stored text and sections (JSON text; null for a row from before sections), when `userId` owns it. */
    async scriptContent(userId: string, mindMapId: string): Promise<{ title: string; content: string; sections: string | null } | undefined> {
      return kysely
        .selectFrom('teleprompter_texts')
        .select(['title', 'content', jsonText(dialect, 'sections').as('sections')])
        .where('mind_map_id', '=', mindMapId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** The e-mail of each of the accounts `ids` that still exists (authors are named by it). */
    async emails(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await kysely
        .selectFrom('users')
        .select(['id', 'email'])
        .where('id', 'in', [...ids])
        .execute();
      return new Map(rows.map((r) => [r.id, r.email]));
    },

    async list(userId: string, mindMapId: string): Promise<VersionListRow[]> {
      return kysely
        .selectFrom('map_versions')
        .select(LIST_COLUMNS)
        .where('mind_map_id', '=', mindMapId)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async get(userId: string, mindMapId: string, id: string): Promise<VersionRow | undefined> {
      const row = await kysely
        .selectFrom('map_versions')
        .select([...LIST_COLUMNS, 'hash', 'snapshot'])
        .where('id', '=', id)
        .where('mind_map_id', '=', mindMapId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      const snapshot = row.snapshot ?? (await readSnapshot(kysely, mindMapId, row.hash));
      return snapshot === undefined ? undefined : { ...row, snapshot };
    },

    /**
     * Runs one version write in a transaction holding the map: on PostgreSQL its row is locked (FOR
     * UPDATE), so two saves of one map decide one after the other; SQLite runs transactions one at a
     * time anyway. Undefined when the map is gone or not the user's.
     */
    async write<T>(userId: string, mindMapId: string, run: (w: VersionWriter) => Promise<T>): Promise<T | undefined> {
      return kysely.transaction().execute(async (trx) => {
        let owner = trx.selectFrom('mind_maps').select('id').where('id', '=', mindMapId).where('user_id', '=', userId);
        if (dialect === 'postgres') owner = owner.forUpdate();
        if (!(await owner.executeTakeFirst())) return undefined;
        return run(writer(trx));
      });
    },
  };
}

export type VersionsRepository = ReturnType<typeof createVersionsRepository>;
