// The voice aligner and its word model (issue 13 item 4), shared by Follow voice in the web app and the
// rehearsal coach (issue 28).
export { VoiceAligner, type AlignerOptions } from './aligner';
export {
  editDistance,
  heardWords,
  likeness,
  normaliseWord,
  prepareWord,
  soundKey,
  spokenWords,
  textWords,
  wordWeight,
  type PreparedWord,
  type TextWord,
} from './words';
