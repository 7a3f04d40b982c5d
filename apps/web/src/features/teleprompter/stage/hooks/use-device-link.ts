// A device opened from a pairing link (issue 13): a remote or a display. No sign-in: the link's token is
// the capability. It keeps the socket up, holds the prompter's latest state (and, for a display, the
// script; for an audience, the map), and for a remote sends commands and measures their round trip to the prompter.
// A display hears editors' cues (issue 27 item 6) through `onCue`.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AudienceMap, StageCommand, StageLinkMode, StageMonitor, StageScript, StageState } from '@cuemap/shared';
import { useCueListeners } from '../../hooks/use-cue-listeners';
import type { CueSubscribe } from '../../hooks/use-prompter-cues';
import { openStageSocket, type StageSocket, type StageSocketStatus } from '../utils/stage-socket';

export interface DeviceLink {
  status: StageSocketStatus;
  role: StageLinkMode | null;
  /** Whether a prompter is connected for this script. */
  prompter: boolean;
  state: StageState | null;
  /** When `state` arrived (performance.now()), to run the clock on between updates. */
  stateAt: number;
  script: StageScript | null;
  /** An audience link's map (issue 29 item 1): titles, colours, places and the path, never the script. */
  map: AudienceMap | null;
  /** What a display's confidence monitor shows, as the operator chose for its link (issue 24 item 7). */
  monitor: StageMonitor | null;
  /** Why the link no longer works (revoked, expired), or null. */
  ended: string | null;
  /** The last command's round trip in ms. */
  latency: number | null;
  send: (command: StageCommand) => boolean;
  /** Editors' cues as they arrive (a display's). */
  onCue: CueSubscribe;
}

let counter = 0;
const nextId = () => `${Date.now().toString(36)}-${(counter += 1)}`;

export function useDeviceLink(token: string): DeviceLink {
  const [status, setStatus] = useState<StageSocketStatus>('connecting');
  const [role, setRole] = useState<StageLinkMode | null>(null);
  const [prompter, setPrompter] = useState(false);
  const [state, setState] = useState<{ state: StageState | null; at: number }>({ state: null, at: 0 });
  const [script, setScript] = useState<StageScript | null>(null);
  const [map, setMap] = useState<AudienceMap | null>(null);
  const [monitor, setMonitor] = useState<StageMonitor | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const [latency, setLatency] = useState<number | null>(null);
  const socketRef = useRef<StageSocket | null>(null);
  const versionRef = useRef<number | null | undefined>(undefined);
  /** The state's version last asked for: asked once, not on every state while it differs. */
  const askedRef = useRef<number | null | undefined>(undefined);
  const roleRef = useRef<StageLinkMode | null>(null);
  /** Commands in flight: id → performance.now() at send. */
  const pending = useRef(new Map<string, number>());
  const cues = useCueListeners();
  const deliverCue = cues.deliver;

  useEffect(() => {
    const socket = openStageSocket({
      hello: () => ({ type: 'hello', as: 'link', token }),
      onStatus: setStatus,
      onEnded: (_code, reason) => setEnded(reason ?? 'This link no longer works.'),
      onMessage: (message) => {
        switch (message.type) {
          case 'welcome': {
            const mode = message.role === 'prompter' || message.role === 'view' ? null : message.role;
            roleRef.current = mode;
            setRole(mode);
            setMonitor(message.monitor ?? null);
            if (mode === 'display') socket.send({ type: 'getScript' });
            if (mode === 'audience') socket.send({ type: 'getMap' });
            break;
          }
          case 'prompter':
            setPrompter(message.connected);
            break;
          case 'state': {
            setPrompter(true);
            setState({ state: message.state, at: performance.now() });
            // A display reads the script again when the prompter's saved version changed.
            const version = message.state.version;
            if (roleRef.current === 'display' && versionRef.current !== undefined && version !== versionRef.current && version !== askedRef.current) {
              askedRef.current = version;
              socket.send({ type: 'getScript' });
            }
            // An audience reads the map again when the script was saved anew (the map it came from may have changed).
            if (roleRef.current === 'audience' && version !== versionRef.current && version !== askedRef.current) {
              if (versionRef.current !== undefined) socket.send({ type: 'getMap' });
              askedRef.current = version;
              versionRef.current = version;
            }
            break;
          }
          case 'monitor':
            setMonitor(message.monitor);
            break;
          case 'cue':
            deliverCue({ id: message.id, text: message.text });
            break;
          case 'map':
            setMap(message.map);
            break;
          case 'script':
            versionRef.current = message.script.version;
            setScript(message.script);
            break;
          case 'error':
            // Perhaps a script request came too fast: the next state asks again.
            askedRef.current = undefined;
            break;
          case 'ack': {
            const sent = pending.current.get(message.id);
            if (sent !== undefined) {
              pending.current.delete(message.id);
              setLatency(Math.round(performance.now() - sent));
            }
            break;
          }
          default:
            break;
        }
      },
    });
    socketRef.current = socket;
    return () => {
      socketRef.current = null;
      socket.close();
    };
  }, [token, deliverCue]);

  const send = useCallback((command: StageCommand) => {
    const id = nextId();
    const ok = socketRef.current?.send({ type: 'command', id, sentAt: Date.now(), command }) ?? false;
    if (ok) {
      pending.current.set(id, performance.now());
      if (pending.current.size > 50) pending.current.delete(pending.current.keys().next().value!);
    }
    return ok;
  }, []);

  return { status, role, prompter, state: state.state, stateAt: state.at, script, map, monitor, ended, latency, send, onCue: cues.subscribe };
}
