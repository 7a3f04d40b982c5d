// The reads of teleprompter texts (one per script): the content, its sections (JSON text) and version.
// They are written by the live document's projection (live/live-repository.ts) and a new map's first text (mind-maps).
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
  };
}

export type TeleprompterRepository = ReturnType<typeof createTeleprompterRepository>;
