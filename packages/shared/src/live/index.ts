// The live document model (issue 26): layout in layout.ts, decisions in docs/decisions.md.
export { LIVE_SCHEMA_VERSION, LIVE_KEYS, liveParts, liveConnectionKey, type LiveMap, type LiveSnapshot, type LiveParts } from './layout';
export { LIVE_DOC_MAX_BYTES, liveDocByteSize, liveMapBytes } from './size';
export { createLiveDoc, readLiveSnapshot, normalizeLiveSnapshot } from './snapshot';
export { applyMapToDoc, readLiveMap } from './map';
export { applyScriptToDoc, readLiveScript, liveSectionIds } from './script';
export { applySettingsToDoc, readLiveSettings } from './settings';
export { livePartVersion, observeLive, type LiveChange, type LivePart } from './observe';
export { applyTextDiff, textDelta } from './text-diff';
export { liveNodeText, liveSectionText } from './handles';
export {
  LIVE_MESSAGE,
  LIVE_CLOSE,
  decodeClientMessage,
  decodeServerMessage,
  syncStep1Message,
  syncStep2Message,
  updateMessage,
  awarenessMessage,
  awarenessStatesMessage,
  ackMessage,
  errorMessage,
  permissionDeniedMessage,
  authMessage,
  cueMessage,
  cueShowMessage,
  cueSentMessage,
  cueRefusedMessage,
  commentsChangedMessage,
  CUE_KIND,
  type LiveClientMessage,
  type LiveServerMessage,
} from './protocol';
export { CUE_MAX_CHARS, CUE_SHOW_MS, CUE_PER_SECOND, CUE_PRESETS, CUE_MESSAGES, normalizeCue } from './cue';
