// Hide / Show minimap (issue 24 item 5): the minimap sits over the canvas's corner and can cover nodes,
// so it can be put away; the choice is kept for the next visit. Goes inside <Controls>, beside Fit View.
import { useCallback, useState } from 'react';
import { ControlButton } from '@xyflow/react';
import { Map as MapIcon } from 'lucide-react';
import { readStored, writeStored } from '../../../lib/local-store';

export const MINIMAP_STORAGE_KEY = 'cuemap:minimap';
export const MINIMAP_TEXT = { hide: 'Hide minimap', show: 'Show minimap' } as const;

/** Whether the minimap shows (it does unless the user hid it), and the toggle that remembers it. */
export function useMinimapShown(): [boolean, () => void] {
  const [shown, setShown] = useState(() => readStored(MINIMAP_STORAGE_KEY) !== 'hidden');
  const toggle = useCallback(() => {
    setShown((s) => {
      writeStored(MINIMAP_STORAGE_KEY, s ? 'hidden' : 'shown');
      return !s;
    });
  }, []);
  return [shown, toggle];
}

export function MinimapToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const label = shown ? MINIMAP_TEXT.hide : MINIMAP_TEXT.show;
  return (
    <ControlButton onClick={onToggle} title={label} aria-label={label} aria-pressed={shown}>
      <MapIcon aria-hidden="true" />
    </ControlButton>
  );
}
