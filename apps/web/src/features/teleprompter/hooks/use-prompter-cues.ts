// The cue on a prompter (issue 27 item 6): the latest cue sent from another device to this script, shown
// for CUE_SHOW_MS (a newer cue replaces it and starts the time again). The teleprompter hears cues over
// the live socket; a display link and a view-link teleprompter over the stage socket.
import { useEffect, useState } from 'react';
import { CUE_SHOW_MS } from '@cuemap/shared';
import type { LiveSession } from '../../../lib/live/types';

export interface ShownCue {
  id: string;
  text: string;
}

/** Calls `listener` with each cue that arrives; returns the function that stops listening. */
export type CueSubscribe = (listener: (cue: ShownCue) => void) => () => void;

/** The cue to show now from `subscribe` (keep it stable: a new one starts listening again). */
export function useShownCue(subscribe: CueSubscribe | null | undefined): ShownCue | null {
  const [cue, setCue] = useState<ShownCue | null>(null);
  useEffect(() => {
    if (!subscribe) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = subscribe((next) => {
      if (timer !== null) clearTimeout(timer);
      setCue(next);
      timer = setTimeout(() => setCue(null), CUE_SHOW_MS);
    });
    return () => {
      stop();
      if (timer !== null) clearTimeout(timer);
      setCue(null);
    };
  }, [subscribe]);
  return cue;
}

export function usePrompterCues(session: LiveSession | null): ShownCue | null {
  return useShownCue(session?.onCue);
}
