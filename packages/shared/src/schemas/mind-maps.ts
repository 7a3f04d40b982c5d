// Script (mind map) contract: /api/mindmaps.
import { z } from 'zod';
import { LIMITS } from '../limits';
import { personSchema } from './common';
import { lineText, multilineText, textCheck } from './text';

const nodeIdSchema = lineText().min(1, 'Node id is required.').max(LIMITS.nodeIdMax);
const coordinate = z.number().finite().min(-1e7).max(1e7);

export const mindMapNodeSchema = z.object({
  id: nodeIdSchema,
  x: coordinate,
  y: coordinate,
  title: lineText().max(LIMITS.nodeTitleMax, `Node title must be at most ${LIMITS.nodeTitleMax} characters.`),
  text: multilineText().max(LIMITS.nodeTextMax, `Node text must be at most ${LIMITS.nodeTextMax} characters.`),
  color: lineText().regex(/^#[0-9a-fA-F]{3,8}$/, 'Node color must be a hex colour such as #3B82F6.'),
  isRoot: z.boolean().optional(),
  /** The node's branch is folded on the canvas (issue 14 item 2): its descendants are not drawn. Layout only. */
  collapsed: z.boolean().optional(),
  /**
   * The node in the audience view (issue 29 item 2): 'branch' frames it with its whole branch (not only
   * its children), 'skip' leaves it out of the path (the view stays where it was). Absent: the default.
   */
  audience: z.enum(['branch', 'skip']).optional(),
});
export type MindMapNode = z.infer<typeof mindMapNodeSchema>;

export const connectionSchema = z.object({ from: nodeIdSchema, to: nodeIdSchema });
export type Connection = z.infer<typeof connectionSchema>;

const viewFields = {
  translateX: coordinate,
  translateY: coordinate,
  zoom: z.number().finite().min(0.01).max(100).optional(),
};
/**
 * The saved view. translateX/translateY/zoom are the view on a wide screen (spec §3); `phone` is the
 * view saved on a phone-sized screen (issue 14 item 5), so each class of screen opens where it was left.
 */
export const viewStateSchema = z.object({ ...viewFields, phone: z.object(viewFields).optional() });
export type ViewState = z.infer<typeof viewStateSchema>;

const titleSchema = z.string().trim().check(textCheck('line')).max(LIMITS.titleMax, `Title must be at most ${LIMITS.titleMax} characters.`);

const nodesSchema = z.array(mindMapNodeSchema).max(LIMITS.nodesMax, `A script can hold at most ${LIMITS.nodesMax} nodes.`);
const connectionsSchema = z.array(connectionSchema).max(LIMITS.connectionsMax, `A script can hold at most ${LIMITS.connectionsMax} connections.`);
const nodeOrderSchema = z.array(nodeIdSchema).max(LIMITS.nodesMax, `nodeOrder can list at most ${LIMITS.nodesMax} nodes.`);

const extras = {
  description: multilineText().max(LIMITS.descriptionMax).nullable().optional(),
  category: lineText().max(LIMITS.categoryMax).nullable().optional(),
  type: lineText().max(LIMITS.typeMax).nullable().optional(),
};

type GraphParts = {
  nodes?: MindMapNode[];
  connections?: Connection[];
  nodeOrder?: string[];
};

/** Connections and nodeOrder may only reference nodes that exist; node ids are unique. */
function checkGraph(value: GraphParts, ctx: z.RefinementCtx) {
  if (!value.nodes) {
    if (value.connections || value.nodeOrder) {
      ctx.addIssue({ code: 'custom', path: ['nodes'], message: 'nodes is required when connections or nodeOrder are sent.' });
    }
    return;
  }
  const ids = new Set<string>();
  value.nodes.forEach((node, i) => {
    if (ids.has(node.id)) ctx.addIssue({ code: 'custom', path: ['nodes', i, 'id'], message: `Duplicate node id "${node.id}".` });
    ids.add(node.id);
  });
  value.connections?.forEach((c, i) => {
    if (!ids.has(c.from)) ctx.addIssue({ code: 'custom', path: ['connections', i, 'from'], message: `Connection refers to unknown node "${c.from}".` });
    if (!ids.has(c.to)) ctx.addIssue({ code: 'custom', path: ['connections', i, 'to'], message: `Connection refers to unknown node "${c.to}".` });
  });
  const seen = new Set<string>();
  value.nodeOrder?.forEach((id, i) => {
    if (!ids.has(id)) ctx.addIssue({ code: 'custom', path: ['nodeOrder', i], message: `nodeOrder refers to unknown node "${id}".` });
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path: ['nodeOrder', i], message: `nodeOrder lists node "${id}" twice.` });
    seen.add(id);
  });
}

/** The map's own fields as a request may send them: each optional. */
const mapBodyFields = {
  title: titleSchema.optional(),
  nodes: nodesSchema.optional(),
  connections: connectionsSchema.optional(),
  viewState: viewStateSchema.optional(),
  nodeOrder: nodeOrderSchema.optional(),
  ...extras,
};

/** POST /api/mindmaps — every field optional; the server fills defaults. */
export const createMindMapBodySchema = z.object(mapBodyFields).superRefine(checkGraph);
export type CreateMindMapBody = z.infer<typeof createMindMapBodySchema>;

/** PUT /api/mindmaps/:id — the full map, or only {title} (a rename). `version` guards against stale writes. */
export const updateMindMapBodySchema = z
  .object({
    ...mapBodyFields,
    // The column is a 32-bit integer on PostgreSQL: a larger number would fail there, not here.
    version: z.number().int().min(1).max(2_147_483_647).optional(),
  })
  .superRefine(checkGraph);
export type UpdateMindMapBody = z.infer<typeof updateMindMapBodySchema>;

/**
 * A node as stored and read back. Its text is not held to the text rule: a script saved before the
 * rule (e.g. a line break in a node title) still opens, and the editor cleans it on its next save.
 */
const storedNodeSchema = mindMapNodeSchema.extend({ id: z.string(), title: z.string(), text: z.string(), color: z.string() });
const storedConnectionSchema = z.object({ from: z.string(), to: z.string() });

export const mindMapSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  type: z.string().nullable(),
  nodes: z.array(storedNodeSchema),
  connections: z.array(storedConnectionSchema),
  viewState: viewStateSchema,
  nodeOrder: z.array(z.string()),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MindMap = z.infer<typeof mindMapSchema>;

export const mindMapSummarySchema = mindMapSchema.pick({
  _id: true,
  title: true,
  description: true,
  category: true,
  type: true,
  version: true,
  createdAt: true,
  updatedAt: true,
});
export type MindMapSummary = z.infer<typeof mindMapSummarySchema>;

/** Who has access to a script besides its owner (the owner's dashboard): how many, and the first few, oldest first. */
export const SHARED_WITH_SHOWN = 4;
export const sharedWithSchema = z.object({
  count: z.number().int(),
  people: z.array(personSchema).max(SHARED_WITH_SHOWN),
});
export type SharedWith = z.infer<typeof sharedWithSchema>;

/**
 * A dashboard entry (GET /api/mindmaps): the summary, who last changed the map or the script and when
 * (null: not known), and who it is shared with (every entry is the caller's own script).
 */
export const mindMapListItemSchema = mindMapSummarySchema.extend({
  lastEditedBy: personSchema.nullable(),
  lastEditedAt: z.string().nullable(),
  sharedWith: sharedWithSchema,
});
export type MindMapListItem = z.infer<typeof mindMapListItemSchema>;
export const mindMapListSchema = z.array(mindMapListItemSchema);
