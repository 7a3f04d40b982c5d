// Whether the user asked for less motion (prefers-reduced-motion): view glides and layout glides then jump.
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
