// The audience camera's glide (issue 29 item 1): from where it is to the new frame along the smooth zoom
// (zooming out on a long move), eased, its length following the distance; at once when the user asked
// for less motion, on the first frame, and when the screen is resized. The camera is written straight
// to the map layer's transform each frame (no React render per frame); `settled` says it has arrived.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { zoomPath, type Camera } from '@cuemap/shared';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const ease = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);
const transformOf = (c: Camera) => `translate(${c.tx.toFixed(2)} ${c.ty.toFixed(2)}) scale(${c.zoom.toFixed(5)})`;

export function useCameraGlide(layer: RefObject<SVGGElement | null>, target: Camera | null, width: number, height: number): boolean {
  const [settled, setSettled] = useState(true);
  const current = useRef<Camera | null>(null);
  const size = useRef({ width, height });

  useEffect(() => {
    const g = layer.current;
    if (!target || !g) return;
    const from = current.current;
    const resized = size.current.width !== width || size.current.height !== height;
    size.current = { width, height };
    const put = (c: Camera) => {
      current.current = c;
      g.setAttribute('transform', transformOf(c));
    };
    // The screen size the camera last arrived at, for whoever waits for a resize to be framed.
    const arrive = () => g.setAttribute('data-fitted', `${width}x${height}`);
    if (!from || resized || prefersReducedMotion() || typeof requestAnimationFrame !== 'function') {
      put(target);
      arrive();
      setSettled(true);
      return;
    }
    const move = zoomPath(from, target, width, height);
    const duration = Math.min(1800, Math.max(650, 500 + move.length * 420));
    let start: number | null = null;
    let frame = 0;
    setSettled(false);
    const step = (now: number) => {
      start ??= now;
      const t = Math.min(1, (now - start) / duration);
      put(move.at(ease(t)));
      if (t < 1) frame = requestAnimationFrame(step);
      else {
        arrive();
        setSettled(true);
      }
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [layer, target, width, height]);

  return settled;
}
