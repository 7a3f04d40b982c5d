// The cue on the prompter (issue 27 item 6): the latest cue sent from another device to this script,
// shown for CUE_SHOW_MS (a newer cue replaces it and starts the time again).
import { useEffect, useState } from 'react';
import { CUE_SHOW_MS } from '@cuemap/shared';
import type { LiveSession } from '../../../lib/live/types';

export interface ShownCue {
  id: string;
  text: string;
}

export function usePrompterCues(session: LiveSession | null): ShownCue | null {
  const [cue, setCue] = useState<ShownCue | null>(null);
  useEffect(() => {
    if (!session?.onCue) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = session.onCue((next) => {
      if (timer !== null) clearTimeout(timer);
      setCue(next);
      timer = setTimeout(() => setCue(null), CUE_SHOW_MS);
    });
    return () => {
      stop();
      if (timer !== null) clearTimeout(timer);
      setCue(null);
    };
  }, [session]);
  return cue;
}
