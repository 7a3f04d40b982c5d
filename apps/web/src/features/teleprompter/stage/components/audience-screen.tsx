// An audience link (issue 29 item 1): a projector or a second screen shows the map — never the script or
// the speaker's notes — and follows the prompter: a glide to each section's node. No sign-in: the link's
// token is the capability. The connection shows only while it is not right.
import { useEffect, useSyncExternalStore } from 'react';
import { STAGE_UI } from '../messages';
import { AudienceStage } from './audience-stage';
import { useDeviceLink } from '../hooks/use-device-link';
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

const AUDIENCE_UI = STAGE_UI.audience;

export function AudienceScreen({ token }: { token: string }) {
  const link = useDeviceLink(token);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  useEffect(() => {
    document.title = link.map?.title ? `${link.map.title} — ${AUDIENCE_UI.heading}` : AUDIENCE_UI.heading;
  }, [link.map?.title]);
  if (link.ended) return <LinkEnded message={link.ended} />;
  const good = link.status === 'open' && link.prompter;
  return (
    <AudienceStage
      map={link.map}
      state={link.prompter ? link.state : null}
      waiting={link.status === 'open' ? AUDIENCE_UI.waitingMap : AUDIENCE_UI.connecting}
      notice={good ? null : <StatusPill status={link.status} online={online} prompter={link.prompter} latency={null} />}
    />
  );
}
