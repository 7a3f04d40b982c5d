// The live socket's protocol lives in @cuemap/shared (packages/shared/src/live/protocol.ts), shared with the browser.
export {
  LIVE_MESSAGE,
  LIVE_CLOSE,
  decodeClientMessage,
  syncStep1Message,
  syncStep2Message,
  updateMessage,
  awarenessMessage,
  awarenessStatesMessage,
  ackMessage,
  errorMessage,
  permissionDeniedMessage,
  authMessage,
  cueShowMessage,
  cueSentMessage,
  cueRefusedMessage,
  type LiveClientMessage,
} from '@cuemap/shared';
