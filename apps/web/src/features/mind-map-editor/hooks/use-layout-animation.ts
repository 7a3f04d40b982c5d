// Nodes glide to their new places when the map is laid out again (Tidy up, or its undo/redo): when two
// or more nodes move in one update that no drag on the canvas made, the canvas is given positions eased
// from the old to the new over a few frames, so boxes and their links move together. A drag's own moves
// are never animated. `onLaidOut` runs once such a layout has settled (at once with reduced motion).
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { MindMapNode } from '@cuemap/shared';
import { useStableCallback } from './use-stable-callback';
import { prefersReducedMotion } from '../utils/motion';

const ANIMATION_MS = 320;
const ease = (t: number) => 1 - (1 - t) ** 3;

interface Tween {
  from: Map<string, { x: number; y: number }>;
  t: number;
}

export function useLayoutAnimation(nodes: MindMapNode[], onLaidOut?: () => void) {
  const [tween, setTween] = useState<Tween | null>(null);
  const laidOut = useStableCallback(() => onLaidOut?.());
  const previous = useRef<Map<string, { x: number; y: number }> | null>(null);
  const ownMove = useRef(false);
  const frame = useRef<number | null>(null);

  useLayoutEffect(() => {
    const next = new Map(nodes.map((n) => [n.id, { x: n.x, y: n.y }] as const));
    const prev = previous.current;
    previous.current = next;
    if (ownMove.current) {
      ownMove.current = false;
      return;
    }
    if (!prev) return;
    let moved = 0;
    for (const [id, at] of next) {
      const was = prev.get(id);
      if (was && (was.x !== at.x || was.y !== at.y)) moved += 1;
    }
    if (moved < 2) return;
    if (prefersReducedMotion() || typeof requestAnimationFrame !== 'function') {
      laidOut();
      return;
    }
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    const start = performance.now();
    setTween({ from: prev, t: 0 });
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / ANIMATION_MS);
      setTween(t >= 1 ? null : { from: prev, t: ease(t) });
      frame.current = t >= 1 ? null : requestAnimationFrame(step);
      if (t >= 1) laidOut();
    };
    frame.current = requestAnimationFrame(step);
  }, [nodes, laidOut]);

  useLayoutEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  /** The next node update comes from a drag on the canvas: no animation for it. */
  const markOwnMove = useCallback(() => {
    ownMove.current = true;
  }, []);

  const shown = useMemo(() => {
    if (!tween) return nodes;
    return nodes.map((n) => {
      const from = tween.from.get(n.id);
      if (!from || (from.x === n.x && from.y === n.y)) return n;
      return { ...n, x: from.x + (n.x - from.x) * tween.t, y: from.y + (n.y - from.y) * tween.t };
    });
  }, [nodes, tween]);
  return { shown, animating: tween !== null, markOwnMove };
}
