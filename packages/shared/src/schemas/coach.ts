// The rehearsal coach's figures as stored with a run (issue 28 item 2): per section and in total, the
// pace spoken, filler words and where they fell, pauses over 3 s, sentences skipped, words added, and
// the run's three tips. Optional on a run: runs rehearsed without Listen (and older runs) have none.
// Every list is bounded; counts are kept whole even where the lists of places are cut.
import { z } from 'zod';
import { LIMITS } from '../limits';
import { lineText } from './text';

export const COACH_LIMITS = {
  /** One per node of the largest map plus an opening and a closing (REHEARSAL_LIMITS.sectionsMax). */
  sectionsMax: LIMITS.nodesMax + 2,
  langMax: 35,
  /** A filler as stored ("you know"). */
  fillerMax: 40,
  /** Places kept per section; the counts go on past them. */
  fillersPerSection: 100,
  pausesPerSection: 50,
  skippedPerSection: 20,
  adlibsPerSection: 20,
  /** A skipped sentence's or an ad-lib's text. */
  textMax: 200,
  tips: 3,
  tipMax: 300,
  /** The highest pace stored (a misheard burst can look fast). */
  wpmMax: 2000,
  /** Words and counts: six hours at the highest pace. */
  countMax: 720_000,
  durationMsMax: 6 * 60 * 60 * 1000,
} as const;

const C = COACH_LIMITS;

export const COACH_MESSAGES = {
  coach: 'coach must be null or the coach figures of the run (see the API documentation).',
  sections: 'coach.sections must have one entry per section of the run.',
} as const;

const count = z.number().int().min(0).max(C.countMax);
const ms = z.number().int().min(0).max(C.durationMsMax);
const wpm = z.number().int().min(0).max(C.wpmMax).nullable();

export const coachFillerSchema = z.object({ word: lineText().min(1).max(C.fillerMax), atMs: ms }).strict();
export const coachPauseSchema = z.object({ atMs: ms, ms }).strict();
export const coachAdlibSchema = z.object({ text: lineText().min(1).max(C.textMax), words: count, atMs: ms }).strict();

/** One section's figures; `atMs` counts from the section's first word heard. */
export const coachSectionSchema = z
  .object({
    /** Words spoken (script words read, sentences skipped left out, ad-libs in; fillers not counted). */
    words: count,
    /** Time from its first word heard to the next section's. */
    ms,
    /** words ÷ minutes; null when too little was heard to say. */
    wpm,
    fillers: count,
    fillerAt: z.array(coachFillerSchema).max(C.fillersPerSection),
    pauses: z.array(coachPauseSchema).max(C.pausesPerSection),
    skipped: z.array(lineText().min(1).max(C.textMax)).max(C.skippedPerSection),
    skippedCount: count,
    adlibs: z.array(coachAdlibSchema).max(C.adlibsPerSection),
    adlibCount: count,
  })
  .strict();
export type CoachSection = z.infer<typeof coachSectionSchema>;

export const rehearsalCoachSchema = z
  .object({
    /** The recognition language ("en-US"). */
    lang: lineText().min(1).max(C.langMax),
    words: count,
    ms,
    wpm,
    fillers: count,
    /** Each filler and how often it was said, most said first. */
    fillerCounts: z.array(z.object({ word: lineText().min(1).max(C.fillerMax), count }).strict()).max(50),
    pauses: count,
    skipped: count,
    adlibs: count,
    adlibWords: count,
    tips: z.array(lineText().min(1).max(C.tipMax)).max(C.tips),
    sections: z.array(coachSectionSchema).max(C.sectionsMax),
  })
  .strict();
export type RehearsalCoach = z.infer<typeof rehearsalCoachSchema>;

/** What the list of runs carries of the coach: the totals. */
export const coachSummarySchema = z.object({ wpm, words: count, fillers: count, pauses: count, skipped: count, adlibs: count });
export type CoachSummary = z.infer<typeof coachSummarySchema>;

export const coachSummary = (c: RehearsalCoach): CoachSummary => ({
  wpm: c.wpm,
  words: c.words,
  fillers: c.fillers,
  pauses: c.pauses,
  skipped: c.skipped,
  adlibs: c.adlibs,
});
