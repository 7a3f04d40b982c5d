// A page opened through a view link keeps a stage socket (issue 27): the server tells it at once when the
// link is turned off or replaced (on any instance), and its teleprompter hears editors' cues (item 6).
// The socket reconnects after a network drop and stops for good once the link is gone.
import { useEffect, useState } from 'react';
import { useCueListeners } from '../../hooks/use-cue-listeners';
import type { CueSubscribe } from '../../hooks/use-prompter-cues';
import { openStageSocket } from '../../stage/utils/stage-socket';

export interface ViewLinkChannel {
  /** The link no longer works (turned off, replaced, or the script deleted). */
  gone: boolean;
  onCue: CueSubscribe;
}

export function useViewLinkChannel(token: string, screen: 'page' | 'prompter'): ViewLinkChannel {
  const [gone, setGone] = useState(false);
  const cues = useCueListeners();
  const deliverCue = cues.deliver;
  useEffect(() => {
    const socket = openStageSocket({
      hello: () => ({ type: 'hello', as: 'view', token, screen }),
      onStatus: () => undefined,
      onEnded: () => setGone(true),
      onMessage: (message) => {
        if (message.type === 'cue') deliverCue({ id: message.id, text: message.text });
      },
    });
    return () => socket.close();
  }, [token, screen, deliverCue]);
  return { gone, onCue: cues.subscribe };
}
