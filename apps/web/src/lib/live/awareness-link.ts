// Presence over the live socket (issue 27 item 4): a y-protocols Awareness on the session's Y.Doc. Our own
// state goes to the server when it changes (at most every AWARENESS_SEND_MS, the last state always sent) and
// in full on each new connection; the server's updates (everyone else's states) are applied here. Nothing
// of it is stored: it lives as long as the connection, and the server drops a closed socket's states.
import * as awarenessProtocol from 'y-protocols/awareness';
import { awarenessMessage } from '@cuemap/shared';
import type * as Y from 'yjs';

/** The smallest gap between two presence messages of this tab (about 20 a second). */
export const AWARENESS_SEND_MS = 50;
/** The origin of states applied from the server (never sent back). */
const REMOTE = 'cuemap-live-remote-awareness';

export interface AwarenessLink {
  readonly awareness: awarenessProtocol.Awareness;
  /** A new connection is live: send our whole state (the server knows nothing of it yet). */
  connected(): void;
  /** The connection is gone: the others' states go too (they come again with the next connection). */
  disconnected(): void;
  /** An awareness update from the server. */
  receive(update: Uint8Array): void;
  /** Clears our state (sent at once while connected) and stops. */
  destroy(): void;
}

/** `send` returns false when there is no live connection (the state then goes with the next one). */
export function linkAwareness(doc: Y.Doc, send: (message: Uint8Array) => boolean): AwarenessLink {
  const awareness = new awarenessProtocol.Awareness(doc);
  // A fresh awareness starts with an empty state: nobody is "here" until a screen says where it is.
  awareness.setLocalState(null);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastSent = 0;

  const sendOwn = () => {
    timer = null;
    lastSent = Date.now();
    send(awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(awareness, [awareness.clientID])));
  };

  const onUpdate = ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
    if (origin === REMOTE) return;
    if (![...added, ...updated, ...removed].includes(awareness.clientID)) return;
    if (timer !== null) return; // the pending send carries the latest state
    const wait = AWARENESS_SEND_MS - (Date.now() - lastSent);
    if (wait <= 0) sendOwn();
    else timer = setTimeout(sendOwn, wait);
  };
  awareness.on('update', onUpdate);

  const others = () => [...awareness.getStates().keys()].filter((id) => id !== awareness.clientID);

  return {
    awareness,
    connected() {
      if (awareness.getLocalState() !== null) sendOwn();
    },
    disconnected() {
      const gone = others();
      if (gone.length) awarenessProtocol.removeAwarenessStates(awareness, gone, REMOTE);
    },
    receive(update) {
      awarenessProtocol.applyAwarenessUpdate(awareness, update, REMOTE);
    },
    destroy() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      awareness.off('update', onUpdate);
      if (awareness.getLocalState() !== null) {
        awareness.setLocalState(null);
        sendOwn();
      }
      awareness.destroy();
    },
  };
}
