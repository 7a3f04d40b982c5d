// The canvas's dotted background. React Flow's <Background> redraws its SVG pattern at every pan
// frame, and that full-screen repaint was most of a pan's cost without a GPU (1 000 nodes: pan p95
// 33 ms with it, 16.8 ms without). Here the dots are one tile pattern on a layer of its own that a pan
// only moves (a transform: the compositor shifts pixels already drawn); only a zoom redraws it.
import { useStore, type ReactFlowState } from '@xyflow/react';
import type { CSSProperties } from 'react';

export interface CanvasDotsProps {
  /** Distance between dots at zoom 1, in px. */
  gap: number;
  /** Dot diameter at zoom 1, in px. */
  size: number;
  color: string;
}

/** Dots smaller than this (px) are left out. */
const MIN_RADIUS = 0.3;

const selectTransform = (s: ReactFlowState) => s.transform;

/** `value` mod `m`, in [0, m). */
const mod = (value: number, m: number) => ((value % m) + m) % m;

/**
 * The layer's style for the view (x, y, zoom): tiles of `gap × zoom` px with a dot in the middle, and a
 * translate that puts a dot on every multiple of the gap in map coordinates (as React Flow's own dots).
 * The layer is one tile larger than the canvas each way, so the translate never uncovers an edge.
 */
export function dotsStyle([x, y, zoom]: readonly [number, number, number], { gap, size, color }: CanvasDotsProps): CSSProperties {
  const tile = Math.max(1, gap * zoom);
  const radius = (size * zoom) / 2;
  const dx = mod(x - tile / 2, tile) - tile;
  const dy = mod(y - tile / 2, tile) - tile;
  return {
    position: 'absolute',
    left: 0,
    top: 0,
    width: `calc(100% + ${2 * tile}px)`,
    height: `calc(100% + ${2 * tile}px)`,
    pointerEvents: 'none',
    zIndex: -1,
    // Zoomed far out the dots would be a grey haze (React Flow's fade to nothing there): none then.
    backgroundImage: radius < MIN_RADIUS ? 'none' : `radial-gradient(circle at center, ${color} ${radius}px, transparent ${radius + 0.5}px)`,
    backgroundSize: `${tile}px ${tile}px`,
    transform: `translate3d(${dx}px, ${dy}px, 0)`,
    willChange: 'transform',
  };
}

export function CanvasDots(props: CanvasDotsProps) {
  const transform = useStore(selectTransform);
  return <div className="react-flow__background" data-testid="canvas-dots" aria-hidden="true" style={dotsStyle(transform, props)} />;
}
