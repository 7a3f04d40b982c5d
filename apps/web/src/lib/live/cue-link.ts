// Cues to the presenter over the live socket (issue 27 item 6; type 5 in @cuemap/shared's protocol.ts): an
// editor's tab sends one and hears whether the server took it; a prompter's tab hears the cues sent from
// other devices. Nothing waits for a later connection: a cue is for now or never.
import { CUE_MESSAGES, cueMessage, normalizeCue, type LiveServerMessage } from '@cuemap/shared';

export interface LiveCue {
  id: string;
  text: string;
}

export interface CueSent {
  text: string;
  screens: number;
}

type CueMessage = Extract<LiveServerMessage, { type: 'cue' | 'cueSent' | 'cueRefused' }>;

export interface CueLink {
  /**
   * Sends a cue; resolves with its text as sent and the screens it was sent to (teleprompters, displays,
   * view-link teleprompters) once the server relayed it, rejects with the reason it was not.
   */
  send(text: string): Promise<CueSent>;
  /** Calls `listener` with each cue from another device; returns the function that stops listening. */
  listen(listener: (cue: LiveCue) => void): () => void;
  receive(message: CueMessage): void;
  /** The connection is gone: cues waiting for their answer are not sent (the server may not have them). */
  disconnected(): void;
}

let counter = 0;
const newId = () => `${Date.now().toString(36)}.${(counter++).toString(36)}.${Math.random().toString(36).slice(2, 8)}`;

/** `send` returns false when there is no live connection. */
export function linkCues(send: (message: Uint8Array) => boolean): CueLink {
  const listeners = new Set<(cue: LiveCue) => void>();
  const waiting = new Map<string, { text: string; resolve: (sent: CueSent) => void; reject: (error: Error) => void }>();
  return {
    send(raw) {
      const text = normalizeCue(raw);
      if (text === null) return Promise.reject(new Error(CUE_MESSAGES.invalid));
      const id = newId();
      if (!send(cueMessage(id, text))) return Promise.reject(new Error(CUE_MESSAGES.offline));
      return new Promise((resolve, reject) => waiting.set(id, { text, resolve, reject }));
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    receive(message) {
      if (message.type === 'cue') {
        for (const l of [...listeners]) l({ id: message.id, text: message.text });
        return;
      }
      const w = waiting.get(message.id);
      if (!w) return;
      waiting.delete(message.id);
      if (message.type === 'cueSent') w.resolve({ text: w.text, screens: message.screens });
      else w.reject(new Error(message.reason));
    },
    disconnected() {
      for (const w of waiting.values()) w.reject(new Error(CUE_MESSAGES.offline));
      waiting.clear();
    },
  };
}
