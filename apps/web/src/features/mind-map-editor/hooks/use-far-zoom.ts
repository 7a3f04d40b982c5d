// Level of detail (issue 14 item 6): below FAR_ZOOM a node's title is too small to read (14 px × 0.45 ≈ 6 px),
// so the canvas draws nodes as plain coloured boxes, without text, shadows or transitions — a zoomed-out
// 1 000-node map then paints in a frame. Each node subscribes to one boolean of React Flow's viewport, so
// a pan or zoom re-renders nodes only when the zoom crosses the threshold.
import { useStore, type ReactFlowState } from '@xyflow/react';

/** Under this zoom nodes are drawn as boxes (fit view of a large map lands well below it). */
export const FAR_ZOOM = 0.45;
/**
 * Only maps this large trade their titles for speed: a 70-node map fitted to the screen lands near
 * zoom 0.4 too, paints fast with its titles, and small text there still tells its branches apart.
 */
export const FAR_MAP_NODES = 300;

const isFar = (s: ReactFlowState) => s.transform[2] < FAR_ZOOM && s.nodeLookup.size >= FAR_MAP_NODES;

/** Whether the canvas is zoomed out past FAR_ZOOM on a map of FAR_MAP_NODES or more (inside a React Flow canvas only). */
export function useFarZoom(): boolean {
  return useStore(isFar);
}
