// The script as sections linked to nodes (issue 11): teleprompter_texts gains `sections` (JSON: the
// ordered sections, see @cuemap/shared map/script-sections.ts) and `version` (bumped on every change).
// Existing rows are converted here: a text equal to its map's node texts (what the editor always
// saved) becomes one 'map' section per node; any other text (an AI script, a POSTed one) is kept
// word for word as one node-less 'edited' section, with an empty 'edited' section per node so the
// map does not add its raw text beside it. The rule is written out below, not imported: a migration
// never depends on app code.
// Frozen once landed: change the schema with a new migration, never by editing this one.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

interface LegacyNode {
  id: string;
  text: string;
}

const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** Node ids in script order: known ids from node_order first, then the nodes it misses. */
function orderedNodes(nodesValue: unknown, orderValue: unknown): LegacyNode[] {
  const nodes = (parsed(nodesValue) as LegacyNode[] | null) ?? [];
  const order = (parsed(orderValue) as string[] | null) ?? [];
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const seen = new Set<string>();
  const result: LegacyNode[] = [];
  for (const id of [...order, ...nodes.map((n) => n.id)]) {
    const node = byId.get(id);
    if (node && !seen.has(id)) {
      seen.add(id);
      result.push(node);
    }
  }
  return result;
}

function sectionsFor(content: string, nodes: LegacyNode[]) {
  const fromMap = nodes.map((n) => ({ nodeId: n.id, text: n.text.trim(), origin: 'map', mapText: n.text.trim() }));
  const mapContent = fromMap
    .map((s) => s.text)
    .filter(Boolean)
    .join('\n\n');
  if (content.trim() === mapContent) return fromMap;
  return [{ nodeId: null, text: content, origin: 'edited' }, ...nodes.map((n) => ({ nodeId: n.id, text: '', origin: 'edited', mapText: n.text.trim() }))];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const json = pg ? sql`jsonb` : sql`text`;
  await db.schema.alterTable('teleprompter_texts').addColumn('sections', json).execute();
  await db.schema
    .alterTable('teleprompter_texts')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // Hash of the map input (title, nodes in order) the sections were last merged from: an autosave that
  // changes no node text skips the merge with one tiny read. Null after any other write.
  await db.schema.alterTable('teleprompter_texts').addColumn('source_hash', 'varchar(64)').execute();

  const rows = await db
    .selectFrom('teleprompter_texts as t')
    .innerJoin('mind_maps as m', 'm.id', 't.mind_map_id')
    .select(['t.mind_map_id', 't.content', 'm.nodes', 'm.node_order'])
    .execute();
  for (const row of rows) {
    const sections = sectionsFor(String(row.content), orderedNodes(row.nodes, row.node_order));
    await db
      .updateTable('teleprompter_texts')
      .set({ sections: JSON.stringify(sections) })
      .where('mind_map_id', '=', row.mind_map_id)
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('teleprompter_texts').dropColumn('source_hash').execute();
  await db.schema.alterTable('teleprompter_texts').dropColumn('version').execute();
  await db.schema.alterTable('teleprompter_texts').dropColumn('sections').execute();
}
