// Editors' cues (issue 27 item 6) go on from this prompter to its prompter windows (issue 13) in the same
// browser, over the windows' BroadcastChannel: a presenter reading from the external monitor sees them too.
import { useEffect } from 'react';
import type { LiveSession } from '../../../../lib/live/types';
import { stageChannelName, type WindowMessage } from '../utils/window-channel';

export function useWindowCues(mindMapId: string | null, session: LiveSession | null): void {
  useEffect(() => {
    if (!mindMapId || !session?.onCue || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(stageChannelName(mindMapId));
    const stop = session.onCue((cue) => channel.postMessage({ type: 'cue', id: cue.id, text: cue.text } satisfies WindowMessage));
    return () => {
      stop();
      channel.close();
    };
  }, [mindMapId, session]);
}
