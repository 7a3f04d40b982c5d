// Which node is under a screen point, from React Flow's own node boxes instead of the DOM: a hit test
// with document.elementsFromPoint on every drag frame forces a style and layout pass and walks the
// whole document's hit-test list (≈ 10 ms a frame with 5 000 nodes, issue 14 item 6); this is a loop
// over the nodes' boxes (well under a millisecond).

interface NodeBox {
  hidden?: boolean;
  measured: { width?: number; height?: number };
  internals: { positionAbsolute: { x: number; y: number }; z: number };
}

export interface CanvasGeometry {
  /** React Flow's viewport: [translateX, translateY, zoom]. */
  transform: readonly [number, number, number];
  nodeLookup: ReadonlyMap<string, NodeBox>;
}

/**
 * The id of the topmost node whose box holds `point` (client coordinates), other than `except`; null if
 * none. `origin` is the canvas element's top-left corner on the screen.
 */
export function nodeIdAtPoint(
  geometry: CanvasGeometry,
  origin: { left: number; top: number },
  point: { x: number; y: number },
  except?: string,
): string | null {
  const [tx, ty, zoom] = geometry.transform;
  const x = (point.x - origin.left - tx) / zoom;
  const y = (point.y - origin.top - ty) / zoom;
  let hit: string | null = null;
  let hitZ = -Infinity;
  for (const [id, node] of geometry.nodeLookup) {
    if (id === except || node.hidden) continue;
    const { x: left, y: top } = node.internals.positionAbsolute;
    const width = node.measured.width ?? 0;
    const height = node.measured.height ?? 0;
    if (x < left || x > left + width || y < top || y > top + height || node.internals.z < hitZ) continue;
    hit = id;
    hitZ = node.internals.z;
  }
  return hit;
}
