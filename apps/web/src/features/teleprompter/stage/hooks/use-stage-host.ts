// The prompter's side of the stage (issue 13): while the script has live links it keeps a socket to the
// server, runs the remotes' commands as if its own keys were pressed, and sends its state (position,
// speed, display) to every device; a prompter window in this browser follows over a BroadcastChannel.
import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  STAGE_CLOSE,
  STAGE_MAX_MESSAGE_BYTES,
  applyDeviceMessage,
  type StageCommand,
  type StageDevice,
  type StageScript,
  type StageState,
} from '@cuemap/shared';
import { sessionStore, useSession } from '../../../../lib/session';
import type { AutoScroll } from '../../hooks/use-auto-scroll';
import type { PrompterCommands } from '../../hooks/use-prompter-commands';
import { remoteCommand, type PrompterCommand } from '../../utils/commands';
import type { TeleprompterPrefs } from '../../utils/prefs';
import { readingSeconds } from '../../utils/reading-time';
import type { ValueStore } from '../../utils/scroll-progress';
import type { StageSection } from '../../utils/stage-sections';
import { useStageLinks } from '../api/stage-links';
import { STAGE_UI } from '../messages';
import { measureSections, positionAt } from '../../utils/section-positions';
import { slideState } from '../../utils/slide-cues';
import { openStageSocket, type StageSocketStatus } from '../utils/stage-socket';
import { stageChannelName, type WindowMessage } from '../utils/window-channel';

/** How often the state is compared with what was last sent (it is sent only when it changed). */
const TICK_MS = 150;

export interface StageHostInput {
  mindMapId: string | null;
  title: string;
  /** A script is on stage (not loading, not being written). */
  ready: boolean;
  scroller: AutoScroll;
  contentRef: RefObject<HTMLElement | null>;
  /** `targetMinutes`: the talk's target length, for ahead/behind on a confidence monitor (issue 24 item 7). */
  presenter: { countdown: number | null; elapsed: ValueStore; targetMinutes?: number | null };
  /** Runs one of the prompter's commands (utils/commands.ts) if it is available now: what the keys run too. */
  run: PrompterCommands['run'];
  sections: readonly StageSection[];
  wpm: number;
  words: number;
  progress: ValueStore;
  prefs: TeleprompterPrefs;
  version: number | null;
}

/** 'Remote connected', '2 remotes connected · Display connected', or null with no device. */
export function stageDevicesLabel(devices: readonly StageDevice[]): string | null {
  const count = (mode: StageDevice['mode']) => devices.filter((d) => d.mode === mode).length;
  return devices.length ? STAGE_UI.host.devicesConnected(count('remote'), count('display'), count('audience')) : null;
}

function endedMessage(code: number): string {
  if (code === STAGE_CLOSE.unauthorized) return STAGE_UI.host.sessionEnded;
  if (code === STAGE_CLOSE.notFound) return STAGE_UI.host.scriptGone;
  return STAGE_UI.host.stopped;
}

/** The script as a follower shows it: the stage's sections with their labels. */
export function stageScriptOf(title: string, sections: readonly StageSection[], version: number | null): StageScript {
  const text = sections.map((s) => s.paragraphs.join('\n\n')).join('\n\n');
  return { title, text, version, sections: sections.map((s) => ({ nodeId: s.nodeId, title: s.label, text: s.paragraphs.join('\n\n') })) };
}

/** What the devices and windows follow, and what a confidence monitor reads (target, section colours). */
export function stateOf(input: StageHostInput): StageState {
  const { prefs } = input;
  const target = input.presenter.targetMinutes ?? null;
  return {
    title: input.title,
    playing: input.scroller.playing,
    countdown: input.presenter.countdown,
    wpm: input.wpm,
    position: positionAt(measureSections(input.contentRef.current), input.scroller.offset()),
    sections: input.sections.map((s) => ({ title: s.label, nodeId: s.nodeId, ...(s.color && s.color.length <= 32 ? { color: s.color } : {}) })),
    elapsedMs: Math.round(input.presenter.elapsed.get() * 1000),
    remainingMs: readingSeconds(input.words, input.wpm, input.progress.get()) * 1000,
    targetMs: target === null ? null : target * 60_000,
    // The [slide] mark the reading line reached (issue 29 item 3): a remote shows when to advance a deck.
    slide: slideState(input.contentRef.current, input.scroller.offset()),
    display: {
      mirror: prefs.mirror,
      mirrorVertical: prefs.mirrorVertical,
      textScale: prefs.textScale,
      theme: prefs.theme,
      font: prefs.font,
      lineSpacing: prefs.lineSpacing,
      margin: prefs.margin,
      guideAt: prefs.guideAt,
      guide: prefs.guide,
      markers: prefs.markers,
    },
    version: input.version,
    atEnd: input.progress.get() >= 0.999,
  };
}

/**
 * The state as sent: the section colours are the first thing left out when a script with very many
 * sections would make the message larger than the socket takes (the dots go grey, the text still follows).
 */
export function stateToSend(state: StageState): { state: StageState; json: string } {
  const json = JSON.stringify({ type: 'state', state });
  if (new TextEncoder().encode(json).length <= STAGE_MAX_MESSAGE_BYTES) return { state, json };
  const plain = { ...state, sections: state.sections.map(({ title, nodeId }) => ({ title, nodeId })) };
  return { state: plain, json: JSON.stringify({ type: 'state', state: plain }) };
}

/** Runs a remote's command as the prompter's own (its wire name mapped to the command); false when it cannot run now. */
function runRemoteCommand(input: StageHostInput, command: StageCommand): boolean {
  if (!input.ready) return false;
  const [prompterCommand, value] = remoteCommand(command);
  return input.run(prompterCommand as PrompterCommand<number | undefined>, value);
}

export function useStageHost(input: StageHostInput) {
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  const { mindMapId } = input;
  const links = useStageLinks(mindMapId);
  const live = (links.data?.links.length ?? 0) > 0;
  const [devices, setDevices] = useState<StageDevice[]>([]);
  const [status, setStatus] = useState<StageSocketStatus>('closed');
  /** Why the server ended the socket for good (a signed-out session, a deleted script), if it did. */
  const [ended, setEnded] = useState<string | null>(null);
  const [windows, setWindows] = useState(0);
  /** Audience windows (issue 29) in this browser: they follow the state, not the script. */
  const [audienceWindows, setAudienceWindows] = useState(0);
  /** What was sent last; emptied to send the state again (a device joined). */
  const lastSent = useRef('');
  const lastPosted = useRef('');
  const socketRef = useRef<ReturnType<typeof openStageSocket> | null>(null);
  const channelRef = useRef<BroadcastChannel | null>(null);

  // The socket, while the script has live links: one per session, closed the moment that session stops
  // (a logout, before its request is sent; a 401; another tab), so it never says hello with a dead token.
  const session = useSession()?.token ?? null;
  useEffect(() => {
    if (!mindMapId || !live || !session) return;
    const socket = openStageSocket({
      hello: () => ({ type: 'hello', as: 'prompter', mindMapId, session }),
      onStatus: (s) => {
        setStatus(s);
        if (s !== 'open') setDevices([]);
      },
      onEnded: (code) => setEnded(endedMessage(code)),
      onMessage: (message) => {
        if (message.type === 'devices' || message.type === 'deviceJoined' || message.type === 'deviceLeft') {
          setDevices((list) => [...applyDeviceMessage(list, message)]);
          // A device joined: send it the state at the next tick.
          if (message.type !== 'deviceLeft') lastSent.current = '';
        } else if (message.type === 'command') {
          if (runRemoteCommand(latest.current, message.command)) lastSent.current = '';
          socket.send({ type: 'ack', id: message.id, sentAt: message.sentAt });
        }
      },
    });
    socketRef.current = socket;
    const offStop = sessionStore.onStop((token) => token === session && socket.close());
    return () => {
      offStop();
      socketRef.current = null;
      socket.close();
      setDevices([]);
      setEnded(null);
    };
  }, [mindMapId, live, session]);

  // Prompter windows in this browser (an external monitor): they ask for the script and follow the state.
  useEffect(() => {
    if (!mindMapId || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(stageChannelName(mindMapId));
    channelRef.current = channel;
    const open = new Map<string, 'prompter' | 'audience'>();
    channel.onmessage = (event: MessageEvent<WindowMessage>) => {
      const message = event.data;
      if (message.type === 'join') {
        open.set(message.windowId, message.audience ? 'audience' : 'prompter');
        const { title, sections, version } = latest.current;
        channel.postMessage({ type: 'script', script: stageScriptOf(title, sections, version) } satisfies WindowMessage);
        lastPosted.current = '';
      } else if (message.type === 'leave') open.delete(message.windowId);
      const kinds = [...open.values()];
      setWindows(kinds.filter((k) => k === 'prompter').length);
      setAudienceWindows(kinds.filter((k) => k === 'audience').length);
    };
    channel.postMessage({ type: 'host' } satisfies WindowMessage);
    return () => {
      channelRef.current = null;
      channel.close();
    };
  }, [mindMapId]);

  // A window that is open gets the script again when it changes.
  const { title, sections, version } = input;
  useEffect(() => {
    if (windows > 0) channelRef.current?.postMessage({ type: 'script', script: stageScriptOf(title, sections, version) } satisfies WindowMessage);
  }, [windows, title, sections, version]);

  // The state, sent whenever it changed, to the devices and the windows.
  const listening = devices.length > 0 || windows > 0 || audienceWindows > 0;
  useEffect(() => {
    if (!listening) return;
    const tick = () => {
      if (!latest.current.ready) return;
      const { state, json } = stateToSend(stateOf(latest.current));
      if (json !== lastSent.current && socketRef.current?.send({ type: 'state', state })) lastSent.current = json;
      if (json !== lastPosted.current && channelRef.current) {
        channelRef.current.postMessage({ type: 'state', state } satisfies WindowMessage);
        lastPosted.current = json;
      }
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [listening]);

  return { links, devices, status, ended, windows, audienceWindows, live };
}
