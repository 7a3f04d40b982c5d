// What the stage says that STAGE_MESSAGES (the shared contract) does not: labels of the sections sent
// to a display (as the teleprompter names them) and the answers to messages a role may not send.
export const STAGE_SERVER_MESSAGES = {
  labels: {
    opening: 'Opening',
    closing: 'Closing',
    ownWords: 'Your words',
    untitledNode: 'Untitled node',
  },
  displayCannotCommand: 'A display link follows the prompter; it cannot send commands.',
  scriptOnlyForDisplay: 'Only a display link reads the script.',
  audienceCannotCommand: 'An audience link follows the prompter; it cannot send commands.',
  mapOnlyForAudience: 'Only an audience link reads the map.',
  notForRole: 'This connection cannot send that message.',
  alreadyHello: 'Already connected: hello is only sent once.',
  tooFast: 'Too many commands at once. Slow down.',
  scriptTooFast: 'Too many script requests. Wait a moment, then try again.',
  /** A close reason (at most 123 bytes). */
  tooSlow: 'This device read too slowly; reconnect to catch up.',
  /** A close reason (at most 123 bytes). */
  viewTooFast: 'Too many reads of this link from your network. Trying again shortly.',
  tooManySockets: 'Too many stage connections from this network address. Close some, then try again.',
  originRefused: 'This address only takes connections from the Cuemap app.',
  sessionInvalid: 'Your session has expired. Sign in again.',
  notFound: 'This script was not found.',
  helloFirst: 'The first message must be hello.',
  useWebSocket: 'This address takes a WebSocket connection.',
} as const;
