// The prompter window (issue 13 item 2): opened from the prompter with *Open prompter window*, for an
// external monitor. It follows the prompter in this browser over a BroadcastChannel — no server round
// trip, and it works for a script read from the editor's local copy too. Editors' cues come the same way.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StageScript, StageState } from '@cuemap/shared';
import { useCueListeners } from '../../hooks/use-cue-listeners';
import { useShownCue } from '../../hooks/use-prompter-cues';
import { STAGE_UI } from '../messages';
import { monitorFromQuery } from '../utils/monitor-query';
import { stageChannelName, type WindowMessage } from '../utils/window-channel';
import { FollowerStage } from './follower-stage';

export function WindowScreen({ mindMapId }: { mindMapId: string }) {
  const [script, setScript] = useState<StageScript | null>(null);
  const [state, setState] = useState<{ state: StageState | null; at: number }>({ state: null, at: 0 });
  const [search] = useSearchParams();
  const show = search.get('show');
  const [hostGone, setHostGone] = useState(false);
  const cues = useCueListeners();
  const deliverCue = cues.deliver;
  const cue = useShownCue(cues.subscribe);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(stageChannelName(mindMapId));
    const windowId = crypto.randomUUID();
    const join = () => channel.postMessage({ type: 'join', windowId } satisfies WindowMessage);
    channel.onmessage = (event: MessageEvent<WindowMessage>) => {
      const message = event.data;
      if (message.type === 'host') join();
      else if (message.type === 'script') {
        setScript(message.script);
        setHostGone(false);
      } else if (message.type === 'state') setState({ state: message.state, at: performance.now() });
      else if (message.type === 'cue') deliverCue({ id: message.id, text: message.text });
    };
    join();
    // The prompter window's opener closing (or navigating away) leaves this one waiting for it.
    const watch = setInterval(() => setHostGone(!!window.opener && (window.opener as Window).closed), 1000);
    const leave = () => channel.postMessage({ type: 'leave', windowId } satisfies WindowMessage);
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(watch);
      window.removeEventListener('pagehide', leave);
      leave();
      channel.close();
    };
  }, [mindMapId, deliverCue]);

  useEffect(() => {
    document.title = script ? `${script.title} — Prompter window` : 'Prompter window';
  }, [script]);

  return (
    <FollowerStage
      script={script}
      state={state.state}
      stateAt={state.at}
      monitor={monitorFromQuery(show)}
      cue={cue}
      message={script ? null : STAGE_UI.display.windowWaiting}
      notice={
        hostGone ? (
          <p role="status" className="rounded-full bg-amber-500/15 px-3 py-1 text-xs font-medium text-amber-100">
            {STAGE_UI.display.windowClosed}
          </p>
        ) : null
      }
    />
  );
}
