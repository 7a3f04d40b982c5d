// The audience window on this computer (issue 29 item 1): opened from the Remote dialog for a projector
// on the presenting computer. The map comes from the server with this browser's session (titles, places
// and colours only are kept); the position comes from the prompter in this browser over the same
// BroadcastChannel the prompter window follows.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { StageState } from '@cuemap/shared';
import { STAGE_UI } from '../messages';
import { AudienceStage } from './audience-stage';
import { getAudienceMap } from '../api/audience-map';
import { stageChannelName, type WindowMessage } from '../utils/window-channel';

const AUDIENCE_UI = STAGE_UI.audience;

export function AudienceWindowScreen({ mindMapId }: { mindMapId: string }) {
  const [state, setState] = useState<StageState | null>(null);
  const [hostGone, setHostGone] = useState(false);
  const query = useQuery({
    queryKey: ['audience-window', mindMapId],
    queryFn: ({ signal }) => getAudienceMap(mindMapId, signal),
    retry: 1,
    refetchOnWindowFocus: false,
  });
  const map = query.data ?? null;

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(stageChannelName(mindMapId));
    const windowId = crypto.randomUUID();
    const join = () => channel.postMessage({ type: 'join', windowId, audience: true } satisfies WindowMessage);
    channel.onmessage = (event: MessageEvent<WindowMessage>) => {
      const message = event.data;
      if (message.type === 'host') join();
      else if (message.type === 'script') setHostGone(false);
      else if (message.type === 'state') setState(message.state);
    };
    join();
    const watch = setInterval(() => setHostGone(!!window.opener && (window.opener as Window).closed), 1000);
    const leave = () => channel.postMessage({ type: 'leave', windowId } satisfies WindowMessage);
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(watch);
      window.removeEventListener('pagehide', leave);
      leave();
      channel.close();
    };
  }, [mindMapId]);

  useEffect(() => {
    document.title = query.data ? `${query.data.title} — ${AUDIENCE_UI.heading}` : AUDIENCE_UI.heading;
  }, [query.data]);

  return (
    <AudienceStage
      map={map}
      state={state}
      waiting={query.isError ? AUDIENCE_UI.windowFailed : AUDIENCE_UI.waitingMap}
      notice={
        hostGone ? (
          <p role="status" className="rounded-full bg-amber-500/15 px-3 py-1 text-xs font-medium text-amber-100">
            {AUDIENCE_UI.windowClosed}
          </p>
        ) : null
      }
    />
  );
}
