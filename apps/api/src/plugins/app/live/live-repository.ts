// All SQL of live documents (issue 26): the compacted state and the update log (live_documents,
// live_updates), the stored map, script and settings a document is first built from, and the
// projection that keeps those tables true after every persisted change (in the same transaction).
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { jsonText } from '../../../db/values';
import { newId } from '../../../lib/ids';
import { mapContentColumns, type MapTextFields } from '../mind-maps/map-columns';
import type { MindMapSummaryRow } from '../mind-maps/mind-maps-repository';
import type { TeleprompterRow } from '../teleprompter/teleprompter-repository';

/** The stored script a document is first built from (JSON columns as text). */
export interface LiveSourceRow extends MapTextFields {
  userId: string;
  viewState: string;
  nodeOrder: string;
  presenterSettings: string | null;
  /** The script's sections (JSON text; null for a row from before sections) and content; undefined: no script. */
  script?: { sections: string | null; content: string; title: string };
}

export interface StoredLiveDoc {
  state: Buffer;
  compactedSeq: number;
  lastSeq: number;
  /** The log after the state, in order. */
  updates: Array<{ seq: number; update: Buffer }>;
}

/** What the tables must say after a change (only the parts that changed are given). */
export interface LiveProjection {
  map?: {
    title: string;
    /** Undefined: the column keeps what it holds (an explicit description outlives a rename). */
    description?: string | null;
    category: string | null;
    type: string | null;
    /** JSON text of the content columns; undefined: unchanged (a rename keeps the rows' order). */
    content?: { nodes: string; connections: string; nodeOrder: string; viewState: string };
  };
  /** `title` names a script stored for the first time; `retitle` also renames one already stored. */
  script?: { sections: string; content: string; title: string; retitle: boolean };
  /** JSON text of the presenter settings. */
  settings?: string;
}

/** The rows a change wrote, as the REST routes answer them. */
export interface ProjectedRows {
  map?: MindMapSummaryRow;
  script?: TeleprompterRow;
}

/** The versions a REST write is checked against, read under the document's lock (undefined: no such row). */
export interface LiveReads {
  mapVersion(): Promise<number | undefined>;
  script(): Promise<{ version: number; title: string } | undefined>;
}

/** One change as persist() runs it, inside its transaction. */
export interface LiveStep {
  /** What other instances stored since `seenSeq`, to apply first (called only when there is some). */
  caughtUp(c: LiveCatchUp): void;
  /** Makes the change (it may read and throw to refuse: nothing is stored then); null: nothing to store. */
  change(reads: LiveReads): Promise<{ updates: readonly Uint8Array[]; projection: LiveProjection } | null>;
}

/** What another instance wrote since this one last looked (`state` when a compaction folded some of it). */
export interface LiveCatchUp {
  state?: Buffer;
  updates: Buffer[];
}

type Trx = Transaction<Database>;

export function createLiveRepository({ kysely, dialect }: Db) {
  /** Locks the document row for the transaction (PostgreSQL; SQLite runs one write transaction at a time). */
  const lockDoc = (trx: Trx, mindMapId: string) => {
    let q = trx.selectFrom('live_documents').select(['compacted_seq', 'last_seq']).where('mind_map_id', '=', mindMapId);
    if (dialect === 'postgres') q = q.forUpdate();
    return q.executeTakeFirst();
  };

  async function catchUp(trx: Trx, mindMapId: string, seenSeq: number, compactedSeq: number): Promise<LiveCatchUp> {
    let state: Buffer | undefined;
    if (seenSeq < compactedSeq) {
      const row = await trx.selectFrom('live_documents').select('state').where('mind_map_id', '=', mindMapId).executeTakeFirstOrThrow();
      state = Buffer.from(row.state);
    }
    const rows = await trx
      .selectFrom('live_updates')
      .select('update')
      .where('mind_map_id', '=', mindMapId)
      .where('seq', '>', Math.max(seenSeq, compactedSeq))
      .orderBy('seq')
      .execute();
    return { state, updates: rows.map((r) => Buffer.from(r.update)) };
  }

  const reads = (trx: Trx, mindMapId: string): LiveReads => ({
    async mapVersion() {
      const row = await trx.selectFrom('mind_maps').select('version').where('id', '=', mindMapId).executeTakeFirst();
      return row && Number(row.version);
    },
    async script() {
      const row = await trx.selectFrom('teleprompter_texts').select(['version', 'title']).where('mind_map_id', '=', mindMapId).executeTakeFirst();
      return row && { version: Number(row.version), title: row.title };
    },
  });

  const summaryColumns = ['id', 'title', 'description', 'category', 'type', 'version', 'created_at', 'updated_at'] as const;
  const scriptColumns = ['mind_map_id', 'title', 'content', jsonText(dialect, 'sections').as('sections'), 'version', 'updated_at'] as const;

  /** Writes the projection; answers with the rows it wrote (as REST answers them). `editedBy` changed the map or the script. */
  async function project(trx: Trx, mindMapId: string, p: LiveProjection, now: string, editedBy: string | undefined): Promise<ProjectedRows> {
    const rows: ProjectedRows = {};
    // Who last changed the map or the script, and when (issue 27 item 7: the dashboard names them).
    const edited = editedBy !== undefined && (p.map || p.script) ? { last_edited_by: editedBy, last_edited_at: now } : {};
    // The settings and who edited go in the map's own UPDATE when there is one, else in one UPDATE of their own.
    const alongside = { ...(p.settings !== undefined && { presenter_settings: p.settings }), ...edited };
    if (p.map) {
      const m = p.map;
      rows.map = await trx
        .updateTable('mind_maps')
        .set({
          title: m.title,
          ...(m.description !== undefined && { description: m.description }),
          category: m.category,
          type: m.type,
          ...(m.content && { nodes: m.content.nodes, connections: m.content.connections, node_order: m.content.nodeOrder, view_state: m.content.viewState }),
          version: sql<number>`version + 1`,
          updated_at: now,
          ...alongside,
        })
        .where('id', '=', mindMapId)
        .returning(summaryColumns)
        .executeTakeFirst();
    } else if (Object.keys(alongside).length > 0) await trx.updateTable('mind_maps').set(alongside).where('id', '=', mindMapId).execute();
    if (p.script) {
      const s = p.script;
      const owner = await trx.selectFrom('mind_maps').select('user_id').where('id', '=', mindMapId).executeTakeFirstOrThrow();
      rows.script = await trx
        .insertInto('teleprompter_texts')
        .values({
          mind_map_id: mindMapId,
          user_id: owner.user_id,
          title: s.title,
          content: s.content,
          sections: s.sections,
          version: 1,
          updated_at: now,
          source_hash: null,
        })
        .onConflict((oc) =>
          oc.column('mind_map_id').doUpdateSet((eb) => ({
            ...(s.retitle && { title: eb.ref('excluded.title') }),
            content: eb.ref('excluded.content'),
            sections: eb.ref('excluded.sections'),
            source_hash: null,
            version: eb(eb.ref('teleprompter_texts.version'), '+', 1),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .returning(scriptColumns)
        .executeTakeFirst();
    }
    return rows;
  }

  return {
    /** Whether the user owns the script (someone else's, or none, is the same "not found"). */
    async owned(userId: string, mindMapId: string): Promise<boolean> {
      const row = await kysely.selectFrom('mind_maps').select('id').where('id', '=', mindMapId).where('user_id', '=', userId).executeTakeFirst();
      return row !== undefined;
    },

    /** The stored document and its log, or undefined before its first open. */
    async load(mindMapId: string): Promise<StoredLiveDoc | undefined> {
      const doc = await kysely
        .selectFrom('live_documents')
        .select(['state', 'compacted_seq', 'last_seq'])
        .where('mind_map_id', '=', mindMapId)
        .executeTakeFirst();
      if (!doc) return undefined;
      const updates = await kysely
        .selectFrom('live_updates')
        .select(['seq', 'update'])
        .where('mind_map_id', '=', mindMapId)
        .where('seq', '>', Number(doc.compacted_seq))
        .orderBy('seq')
        .execute();
      return {
        state: Buffer.from(doc.state),
        compactedSeq: Number(doc.compacted_seq),
        lastSeq: Number(doc.last_seq),
        updates: updates.map((u) => ({ seq: Number(u.seq), update: Buffer.from(u.update) })),
      };
    },

    /** The map, script and settings as today's tables hold them (undefined: no such script). */
    async source(mindMapId: string): Promise<LiveSourceRow | undefined> {
      const map = await kysely
        .selectFrom('mind_maps')
        .select(['user_id', ...mapContentColumns(dialect), 'presenter_settings'])
        .where('id', '=', mindMapId)
        .executeTakeFirst();
      if (!map) return undefined;
      const script = await kysely
        .selectFrom('teleprompter_texts')
        .select(['title', 'content', jsonText(dialect, 'sections').as('sections')])
        .where('mind_map_id', '=', mindMapId)
        .executeTakeFirst();
      return {
        userId: map.user_id,
        title: map.title,
        description: map.description,
        category: map.category,
        type: map.type,
        nodes: map.nodes,
        connections: map.connections,
        viewState: map.view_state,
        nodeOrder: map.node_order,
        presenterSettings: map.presenter_settings,
        ...(script && { script: { sections: script.sections, content: script.content, title: script.title } }),
      };
    },

    /** Stores a document's first state (built from today's tables); false when another instance stored one first. */
    async create(mindMapId: string, state: Uint8Array, now: string): Promise<boolean> {
      const res = await kysely
        .insertInto('live_documents')
        .values({ mind_map_id: mindMapId, state: Buffer.from(state), byte_size: state.byteLength, compacted_seq: 0, last_seq: 0, updated_at: now })
        .onConflict((oc) => oc.column('mind_map_id').doNothing())
        .returning('mind_map_id')
        .executeTakeFirst();
      return res !== undefined;
    },

    /**
     * One change, durably: under the document's lock, what other instances wrote since `seenSeq` is
     * handed to the step first, then the step makes its change (a REST write checks its `version` here,
     * so nothing can slip in between), its updates join the log and the tables are projected — all in
     * one transaction. Returns the last seq, or undefined when the document is gone (its script deleted).
     * `editedBy` answers, once the change is made, who made it (the script's last editor).
     */
    async persist(
      mindMapId: string,
      seenSeq: number,
      step: LiveStep,
      now: string,
      editedBy: () => string | undefined = () => undefined,
    ): Promise<{ seq: number; rows: ProjectedRows } | undefined> {
      return kysely.transaction().execute(async (trx) => {
        const doc = await lockDoc(trx, mindMapId);
        if (!doc) return undefined;
        let seq = Number(doc.last_seq);
        if (seenSeq < seq) step.caughtUp(await catchUp(trx, mindMapId, seenSeq, Number(doc.compacted_seq)));
        const made = await step.change(reads(trx, mindMapId));
        if (!made) return { seq, rows: {} };
        for (const update of made.updates) {
          seq += 1;
          await trx
            .insertInto('live_updates')
            .values({ id: newId(), mind_map_id: mindMapId, seq, created_at: now, update: Buffer.from(update) })
            .execute();
        }
        if (made.updates.length > 0)
          await trx.updateTable('live_documents').set({ last_seq: seq, updated_at: now }).where('mind_map_id', '=', mindMapId).execute();
        return { seq, rows: await project(trx, mindMapId, made.projection, now, editedBy()) };
      });
    },

    /**
     * What a copy holding the log up to `seenSeq` lacks (catch-up.ts), read in one snapshot (a compaction
     * committing meanwhile cannot hide rows): the state too when a compaction folded some of it. Undefined: no document.
     */
    async since(mindMapId: string, seenSeq: number): Promise<(LiveCatchUp & { lastSeq: number }) | undefined> {
      let tx = kysely.transaction();
      if (dialect === 'postgres') tx = tx.setIsolationLevel('repeatable read');
      return tx.execute(async (trx) => {
        const doc = await trx.selectFrom('live_documents').select(['compacted_seq', 'last_seq']).where('mind_map_id', '=', mindMapId).executeTakeFirst();
        if (!doc) return undefined;
        const lastSeq = Number(doc.last_seq);
        if (lastSeq <= seenSeq) return { updates: [], lastSeq };
        return { ...(await catchUp(trx, mindMapId, seenSeq, Number(doc.compacted_seq))), lastSeq };
      });
    },

    /** Folds the log into the state (`fold` builds the new state from the old one and the log). */
    async compact(mindMapId: string, fold: (state: Buffer, updates: Buffer[]) => Uint8Array, now: string): Promise<void> {
      await kysely.transaction().execute(async (trx) => {
        const doc = await lockDoc(trx, mindMapId);
        if (!doc || Number(doc.last_seq) === Number(doc.compacted_seq)) return;
        const { state, updates } = await catchUp(trx, mindMapId, -1, Number(doc.compacted_seq));
        const folded = fold(state!, updates);
        await trx
          .updateTable('live_documents')
          .set({ state: Buffer.from(folded), byte_size: folded.byteLength, compacted_seq: Number(doc.last_seq), updated_at: now })
          .where('mind_map_id', '=', mindMapId)
          .execute();
        await trx.deleteFrom('live_updates').where('mind_map_id', '=', mindMapId).where('seq', '<=', Number(doc.last_seq)).execute();
      });
    },
  };
}

export type LiveRepository = ReturnType<typeof createLiveRepository>;
