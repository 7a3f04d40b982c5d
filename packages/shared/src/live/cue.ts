// Cues from the producer to the presenter (issue 27 item 6): a short line an editor sends over the live
// socket (message type 5, protocol.ts) that every open teleprompter of the script shows for a few seconds.
// The server checks the sender's role, the text and the rate; nothing is stored. Displays and view-link
// teleprompters get it over the stage socket.

/** The longest cue, in characters. */
export const CUE_MAX_CHARS = 80;
/** How long a prompter shows a cue. */
export const CUE_SHOW_MS = 5000;
/** One cue a second per socket (the server refuses the rest). */
export const CUE_PER_SECOND = 1;

/** The one-tap cues, in the order the popover offers them. */
export const CUE_PRESETS = ['Slow down', 'Speed up', 'Wrap up', '2 minutes', 'Look up'] as const;

export const CUE_MESSAGES = {
  control: 'Cue the presenter',
  controlHint: 'Show a short cue on the presenter’s teleprompter',
  typedLabel: 'Your cue',
  typedPlaceholder: 'Type a short cue',
  send: 'Send cue',
  sent: (text: string) => `Cue sent: “${text}”`,
  /** After `sent`: the teleprompters, displays and view-link teleprompters it was sent to (issue 27 item 6). */
  sentTo: (screens: number) =>
    screens === 0 ? 'No teleprompter of this script is open to show it.' : screens === 1 ? 'Shown on 1 screen.' : `Shown on ${screens} screens.`,
  sending: 'Sending…',
  /** Shown on the prompter above the cue's words (screen readers hear it with them). */
  banner: 'Cue',
  viewerRefused: 'Viewers cannot send cues. Ask the script’s owner to make you an editor.',
  tooFast: 'One cue a second: wait a moment and send it again.',
  invalid: `A cue is 1 to ${CUE_MAX_CHARS} characters.`,
  prompters: (n: number) =>
    n === 0
      ? 'No teleprompter of this script is open right now.'
      : n === 1
        ? 'A teleprompter of this script is open.'
        : `${n} teleprompters of this script are open.`,
  offline: 'Not connected: the cue was not sent. Try again once you are back online.',
} as const;

/** The cue as sent and shown: one line, spaces collapsed, no control characters; null when empty or too long. */
export function normalizeCue(text: string): string | null {
  // Control characters are exactly what is removed.
  // eslint-disable-next-line no-control-regex
  const controls = /[\u0000-\u001f\u007f-\u009f]+/g;
  const clean = text.replace(controls, ' ').replace(/\s+/g, ' ').trim();
  if (!clean || [...clean].length > CUE_MAX_CHARS) return null;
  return clean;
}
