// Large maps on the canvas (issue 14 item 6). From LARGE_MAP_NODES nodes the canvas puts only the nodes
// and links in view into the DOM (React Flow's onlyRenderVisibleElements). React Flow draws every node
// that has never been measured once, to measure it, which would still build the whole map's DOM on
// opening; so a large map's unmeasured nodes are given the size and handles a one-line node has
// (what React Flow offers for nodes it has not seen, as for server-side rendering). A node in view is
// then measured as usual and its real size replaces the estimate. Small maps render every node as before.
import { Position, type NodeHandle } from '@xyflow/react';
import { NODE_CENTER_OFFSET } from '@cuemap/shared';

export const LARGE_MAP_NODES = 100;

export const isLargeMap = (nodeCount: number): boolean => nodeCount >= LARGE_MAP_NODES;

/** A one-line node's box (140 × 50: `w-[140px] min-h-[50px]` in map-node.tsx). */
export const ESTIMATED_SIZE: { width: number; height: number } = { width: NODE_CENTER_OFFSET.x * 2, height: NODE_CENTER_OFFSET.y * 2 };

/**
 * The handles of such a node, where map-node.tsx puts them: the invisible centre handles links run
 * between, and the link dot at the bottom (node-structure.tsx).
 */
export const ESTIMATED_HANDLES: NodeHandle[] = [
  { type: 'target', position: Position.Top, x: NODE_CENTER_OFFSET.x, y: NODE_CENTER_OFFSET.y, width: 1, height: 1 },
  { type: 'source', position: Position.Top, x: NODE_CENTER_OFFSET.x, y: NODE_CENTER_OFFSET.y, width: 1, height: 1 },
  { id: 'link', type: 'source', position: Position.Bottom, x: NODE_CENTER_OFFSET.x - 6, y: ESTIMATED_SIZE.height - 6, width: 12, height: 12 },
];
