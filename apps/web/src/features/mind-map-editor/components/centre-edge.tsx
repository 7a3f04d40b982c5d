// Connection line: a curve between the two node centres (measured; +70,+25 before measurement).
import { memo } from 'react';
import { BaseEdge, useInternalNode, type EdgeProps } from '@xyflow/react';
import { NODE_CENTER_OFFSET } from '@cuemap/shared';
import { centreEdgePath } from '../utils/edge-path';

function useCentre(id: string) {
  const node = useInternalNode(id);
  if (!node) return null;
  const pos = node.internals.positionAbsolute;
  const w = node.measured.width;
  const h = node.measured.height;
  return {
    x: pos.x + (w ? w / 2 : NODE_CENTER_OFFSET.x),
    y: pos.y + (h ? h / 2 : NODE_CENTER_OFFSET.y),
  };
}

function CentreEdgeView({ id, source, target, style }: EdgeProps) {
  const s = useCentre(source);
  const t = useCentre(target);
  if (!s || !t) return null;
  return <BaseEdge id={id} path={centreEdgePath(s.x, s.y, t.x, t.y)} style={style} />;
}

export const CentreEdge = memo(CentreEdgeView);
