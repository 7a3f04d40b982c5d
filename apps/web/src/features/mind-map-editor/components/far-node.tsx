// A node as drawn when zoomed out past FAR_ZOOM (hooks/use-far-zoom.ts): its colour in a box of the size
// the full node has (so links keep their ends and nothing is re-measured), no text, shadow or transition.
// The node's name stays in its aria-label (set by the canvas) and its tooltip.
import { Handle, Position } from '@xyflow/react';
import type { MindMapNode } from '@cuemap/shared';

// Invisible handles at the centre, as on the full node: React Flow draws a link only between handles.
const handleStyle = { left: '50%', top: '50%', width: 1, height: 1, minWidth: 0, minHeight: 0, opacity: 0, border: 0, pointerEvents: 'none' as const };

export function FarNode({ node, height, selected }: { node: MindMapNode; height: number | undefined; selected: boolean }) {
  return (
    <div
      data-testid="map-node"
      data-node-id={node.id}
      data-selected={selected ? 'true' : 'false'}
      data-detail="far"
      className="min-h-[50px] w-[140px] cursor-grab rounded-xl"
      style={{
        backgroundColor: node.color,
        height,
        // A white gap and a thick brand ring, readable at a tenth of the size (3 px at zoom 0.1) and apart
        // from the node's own colour.
        boxShadow: selected ? '0 0 0 8px #fff, 0 0 0 30px var(--color-brand-600)' : undefined,
      }}
      title={node.title}
    >
      <Handle type="target" position={Position.Top} style={handleStyle} isConnectable={false} />
      <Handle type="source" position={Position.Top} style={handleStyle} isConnectable={false} />
    </div>
  );
}
