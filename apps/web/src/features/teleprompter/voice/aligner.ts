// The heart of Follow voice: recognised words in, script position out. The aligner lives in
// @cuemap/shared (the rehearsal coach aligns a whole run with it); this module keeps Follow voice's import.
export { VoiceAligner, type AlignerOptions } from '@cuemap/shared';
