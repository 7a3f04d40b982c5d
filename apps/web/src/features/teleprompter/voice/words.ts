// Words as the voice aligner compares them: the model lives in @cuemap/shared (the rehearsal coach
// uses it too); this module keeps Follow voice's names.
export {
  editDistance,
  heardWords,
  likeness,
  normaliseWord,
  prepareWord,
  soundKey,
  spokenWords as scriptWords,
  textWords,
  wordWeight,
  type PreparedWord,
  type TextWord,
} from '@cuemap/shared';
