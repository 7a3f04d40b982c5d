// Listeners of the cues a stage socket delivers (issue 27 item 6): the socket's handler calls `deliver`,
// a screen subscribes through `subscribe` (stable for the component's life, as useShownCue wants).
import { useCallback, useRef } from 'react';
import type { CueSubscribe, ShownCue } from './use-prompter-cues';

export function useCueListeners(): { subscribe: CueSubscribe; deliver: (cue: ShownCue) => void } {
  const listeners = useRef(new Set<(cue: ShownCue) => void>());
  const subscribe = useCallback<CueSubscribe>((listener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const deliver = useCallback((cue: ShownCue) => {
    for (const l of [...listeners.current]) l(cue);
  }, []);
  return { subscribe, deliver };
}
