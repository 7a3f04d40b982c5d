// Today's year for the copyright lines. Pages pre-rendered at build time hydrate with no year (the
// server snapshot), then show the visitor's year: a build from last December never says last year.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const thisYear = () => new Date().getFullYear();
const notYetKnown = () => null;

export function useCurrentYear(): number | null {
  return useSyncExternalStore(noSubscription, thisYear, notYetKnown);
}

/** '© 2026 Cuemap' (or '© Cuemap' while pre-rendered). */
export function CopyrightYear() {
  const year = useCurrentYear();
  return year === null ? null : `${year} `;
}
