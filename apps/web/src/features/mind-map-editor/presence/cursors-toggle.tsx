// "Show others' cursors" (issue 27 item 4): a button in the canvas controls; the choice is kept for the next visit.
import { useSyncExternalStore } from 'react';
import { ControlButton } from '@xyflow/react';
import { MousePointer2 } from 'lucide-react';
import { readStored, writeStored } from '../../../lib/local-store';

export const CURSORS_STORAGE_KEY = 'cuemap:presence-cursors';
export const CURSORS_TEXT = { hide: "Hide others' cursors", show: "Show others' cursors" } as const;

const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const getShown = () => readStored(CURSORS_STORAGE_KEY) !== 'hidden';

/** Whether the others' cursors show (they do unless hidden here). */
export const useCursorsShown = () => useSyncExternalStore(subscribe, getShown, getShown);

export function CursorsToggle() {
  const shown = useCursorsShown();
  const label = shown ? CURSORS_TEXT.hide : CURSORS_TEXT.show;
  const toggle = () => {
    writeStored(CURSORS_STORAGE_KEY, shown ? 'hidden' : 'shown');
    for (const l of [...listeners]) l();
  };
  return (
    <ControlButton onClick={toggle} title={label} aria-label={CURSORS_TEXT.show} aria-pressed={shown}>
      <MousePointer2 aria-hidden="true" />
    </ControlButton>
  );
}
