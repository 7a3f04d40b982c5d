// A map's content columns of mind_maps as every reader selects them: its descriptive fields and its
// JSON columns as text (db/values.ts jsonText). Used by the scripts' repository and the live documents'.
import type { Dialect } from '../../../db/database';
import { jsonText } from '../../../db/values';

/** A map's descriptive fields and its node and connection lists (JSON text) as the tables hold them. */
export interface MapTextFields {
  title: string;
  description: string | null;
  category: string | null;
  type: string | null;
  /** JSON text */
  nodes: string;
  /** JSON text */
  connections: string;
}

export function mapContentColumns(dialect: Dialect) {
  return [
    'title',
    'description',
    'category',
    'type',
    jsonText(dialect, 'nodes').as('nodes'),
    jsonText(dialect, 'connections').as('connections'),
    jsonText(dialect, 'view_state').as('view_state'),
    jsonText(dialect, 'node_order').as('node_order'),
  ] as const;
}

/**
 * A script's dashboard summary with its last editor (joined as `editor`): the owner's list and Shared with
 * me read the same columns.
 */
export const SCRIPT_SUMMARY_COLUMNS = [
  'mind_maps.id',
  'mind_maps.title',
  'mind_maps.description',
  'mind_maps.category',
  'mind_maps.type',
  'mind_maps.version',
  'mind_maps.created_at',
  'mind_maps.updated_at',
  'mind_maps.last_edited_by',
  'mind_maps.last_edited_at',
  'editor.email as last_edited_by_email',
] as const;
