// Canvas node: the node's title on its colour; root 16 px, others 14 px; scale 1.04 selected, 1.06 dragging.
import { memo } from 'react';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import type { MindMapNode } from '@cuemap/shared';
import { NODE_FONT_SIZE, NODE_SCALE } from '../constants';
import { cn } from '../../../lib/cn';
import { textColorFor } from '../utils/edge-path';
import { OUT_OF_DATE_LABEL } from '../utils/out-of-date';
import { InlineTitle } from './inline-title';
import { FarNode } from './far-node';
import { useFarZoom } from '../hooks/use-far-zoom';
import { BranchToggle, DROP_TARGET_CLASS, LinkHandle, type NodeBranch } from './node-structure';
import { AudienceMarkBadge } from './audience-mark-badge';
import { CommentBadge } from '../../../components/comments/comment-badge';

export type MapNodeData = {
  node: MindMapNode;
  isRoot: boolean;
  hasText: boolean;
  inline?: { seed: string | null } | null;
  /** Nodes under it and its outer side: the fold toggle (issue 14 item 2); null without children. */
  branch?: NodeBranch | null;
  /** Its script section was written from an older text of the node (issue 24 item 6). */
  outOfDate?: boolean;
};
export type MapFlowNode = Node<MapNodeData, 'mindNode'>;

// Invisible handles at the centre: connections run between node centres.
const handleStyle = {
  left: '50%',
  top: '50%',
  width: 1,
  height: 1,
  minWidth: 0,
  minHeight: 0,
  opacity: 0,
  border: 0,
  transform: 'translate(-50%, -50%)',
  pointerEvents: 'none' as const,
};

function MapNodeView({ data, selected, dragging, height }: NodeProps<MapFlowNode>) {
  const { node, isRoot, hasText, inline, branch, outOfDate } = data;
  // Zoomed far out, a plain box (level of detail); never while its title is being typed.
  const far = useFarZoom();
  if (far && !inline) return <FarNode node={node} height={height} selected={!!selected} />;
  const scale = dragging ? NODE_SCALE.dragging : selected ? NODE_SCALE.selected : 1;
  return (
    <div
      data-testid="map-node"
      data-node-id={node.id}
      data-selected={selected ? 'true' : 'false'}
      className={cn(
        'group relative flex min-h-[50px] w-[140px] cursor-grab items-center justify-center rounded-xl px-3 py-2 text-center leading-snug font-semibold',
        'transition-[transform,box-shadow] duration-150 ease-out active:cursor-grabbing',
        dragging ? 'shadow-[0_18px_40px_-12px_rgb(15_23_42/0.45)]' : 'shadow-[0_4px_14px_-4px_rgb(15_23_42/0.35)]',
        selected && 'ring-[3px] ring-white outline-2 outline-offset-[3px] outline-brand-600',
        DROP_TARGET_CLASS,
      )}
      style={{
        backgroundColor: node.color,
        color: textColorFor(node.color),
        fontSize: isRoot ? NODE_FONT_SIZE.root : NODE_FONT_SIZE.other,
        transform: `scale(${scale})`,
      }}
      title={node.title}
    >
      <Handle type="target" position={Position.Top} style={handleStyle} isConnectable={false} />
      {inline ? <InlineTitle id={node.id} title={node.title} seed={inline.seed} /> : <span className="line-clamp-3 break-words">{node.title}</span>}
      {hasText && <span aria-hidden="true" className="absolute top-1.5 right-1.5 size-1.5 rounded-full bg-current opacity-70" title="Has details" />}
      {outOfDate && (
        <span
          role="img"
          aria-label={OUT_OF_DATE_LABEL}
          title={OUT_OF_DATE_LABEL}
          data-testid="out-of-date-badge"
          className="absolute -top-2 -left-2 flex size-5 items-center justify-center rounded-full bg-amber-400 text-xs font-bold text-amber-950 shadow ring-2 ring-white"
        >
          !
        </span>
      )}
      {node.audience && <AudienceMarkBadge mark={node.audience} />}
      {/* Open comments on the node (issue 27 item 5): on its top-right corner, clear of the title. */}
      <CommentBadge anchor={{ kind: 'node', id: node.id }} where={node.title || 'this node'} className="absolute -top-2.5 -right-2.5 z-10" />
      <Handle type="source" position={Position.Top} style={handleStyle} isConnectable={false} />
      <LinkHandle selected={!!selected} />
      {branch && <BranchToggle id={node.id} title={node.title} branch={branch} collapsed={!!node.collapsed} selected={!!selected} />}
    </div>
  );
}

export const MapNode = memo(MapNodeView);
