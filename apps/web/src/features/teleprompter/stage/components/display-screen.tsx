// A display link (issue 13 item 2): a second device — the tablet on the camera, a monitor under the glass
// — that shows the operator's prompter read-only and follows it in real time. No sign-in: the link's
// token is the capability. The connection shows only while it is not right. An editor's cue shows as on the teleprompter.
import { useSyncExternalStore } from 'react';
import { useShownCue } from '../../hooks/use-prompter-cues';
import { useDeviceLink } from '../hooks/use-device-link';
import { STAGE_UI } from '../messages';
import { FollowerStage } from './follower-stage';
import { LinkEnded } from './remote-screen';
import { StatusPill } from './status-pill';

const subscribeOnline = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};

export function DisplayScreen({ token }: { token: string }) {
  const link = useDeviceLink(token);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const cue = useShownCue(link.onCue);
  if (link.ended) return <LinkEnded message={link.ended} />;
  const good = link.status === 'open' && link.prompter;
  const message = link.script ? null : link.status === 'open' ? STAGE_UI.display.waiting : STAGE_UI.display.connecting;
  return (
    <FollowerStage
      script={link.script}
      state={link.prompter ? link.state : null}
      stateAt={link.stateAt}
      monitor={link.monitor}
      cue={cue}
      message={message}
      notice={good ? null : <StatusPill status={link.status} online={online} prompter={link.prompter} latency={null} />}
    />
  );
}
