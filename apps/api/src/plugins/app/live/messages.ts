// What the live socket says (close reasons are at most 123 bytes). The 1 MB refusal is the editor's own
// words (MAP_SIZE_MESSAGES.tooLarge), sent as an error message before the close.
export const LIVE_SERVER_MESSAGES = {
  sessionInvalid: 'Your session has expired. Sign in again.',
  notFound: 'This script was not found.',
  authFirst: 'The first message must be the session (auth).',
  badMessage: 'A message was not understood; the connection was closed.',
  tooFast: 'Too many changes at once. Reconnecting shortly.',
  tooSlow: 'This device read too slowly; reconnect to catch up.',
  tooLargeReason: 'The change would take the script past its size limit.',
  deleted: 'This script was deleted.',
  accessRemoved: 'You no longer have access to this script.',
  retry: 'The change could not be saved. Reconnecting.',
  useWebSocket: 'This address takes a WebSocket connection.',
  originRefused: 'This address only takes connections from the Cuemap app.',
} as const;
