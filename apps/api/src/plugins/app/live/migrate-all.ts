// The lossless migration: every script without a stored live document gets one, built from today's
// tables (the same as a first open does). Idempotent; scripts are taken in pages.
import type { Db } from '../../../db/database';
import type { LiveDocs } from './live-docs';

const PAGE = 100;

export async function migrateAllToLive(db: Db, docs: LiveDocs): Promise<number> {
  let migrated = 0;
  let after = '';
  for (;;) {
    const rows = await db.kysely
      .selectFrom('mind_maps')
      .leftJoin('live_documents', 'live_documents.mind_map_id', 'mind_maps.id')
      .select('mind_maps.id')
      .where('live_documents.mind_map_id', 'is', null)
      .where('mind_maps.id', '>', after)
      .orderBy('mind_maps.id')
      .limit(PAGE)
      .execute();
    for (const { id } of rows) if (await docs.migrate(id)) migrated += 1;
    if (rows.length < PAGE) return migrated;
    after = rows.at(-1)!.id;
  }
}
