// Rehearsal runs contract: /api/mindmaps/:id/rehearsals (issue 12 item 6). One run of a script in
// Rehearse mode: the speed it ran at, how long it took, its target (if any) and the time per section.
// The list is a page of summaries without sections (issue 23: 50 runs of 5 000 sections were 30 MB);
// one run's sections come from /api/mindmaps/:id/rehearsals/:runId.
import { z } from 'zod';
import { TELEPROMPTER_SPEED } from '../map/teleprompter-text';
import { LIMITS } from '../limits';
import { REHEARSAL_MESSAGES } from '../messages';
import { lineText } from './text';

export const REHEARSAL_LIMITS = {
  /** The longest run, target or section time stored: 6 hours. */
  durationMsMax: 6 * 60 * 60 * 1000,
  /** A section's planned time: a long script read slowly may plan for more than a run can last. */
  plannedMsMax: 2_147_483_647,
  /** One per node of the largest map, plus an opening and a closing section. */
  sectionsMax: LIMITS.nodesMax + 2,
  nodeIdMax: 64,
  /** Runs kept per map: storing a new one deletes the older ones beyond this. */
  kept: 50,
  /** Runs in one page of the list when the client does not say. */
  pageDefault: 20,
  /** The most runs one page may hold (REHEARSAL_MESSAGES.limit says it). */
  pageMax: 50,
} as const;

/** A whole number of milliseconds from 0 to `max`, one message for every way it can be wrong. */
const ms = (max: number, message: string) => z.number().int(message).min(0, message).max(max, message);

/** One section of a run as sent: the node it speaks for (null: an opening or closing) and its times. */
export const rehearsalSectionInputSchema = z.object({
  nodeId: lineText().max(REHEARSAL_LIMITS.nodeIdMax, REHEARSAL_MESSAGES.nodeId).nullable(),
  plannedMs: ms(REHEARSAL_LIMITS.plannedMsMax, REHEARSAL_MESSAGES.plannedMs),
  actualMs: ms(REHEARSAL_LIMITS.durationMsMax, REHEARSAL_MESSAGES.actualMs),
});

/** POST /api/mindmaps/:id/rehearsals */
export const createRehearsalBodySchema = z.object({
  wpm: z
    .number()
    .int(REHEARSAL_MESSAGES.wpm)
    .min(TELEPROMPTER_SPEED.min, REHEARSAL_MESSAGES.wpm)
    .max(TELEPROMPTER_SPEED.max, REHEARSAL_MESSAGES.wpm),
  totalMs: ms(REHEARSAL_LIMITS.durationMsMax, REHEARSAL_MESSAGES.totalMs),
  targetMs: ms(REHEARSAL_LIMITS.durationMsMax, REHEARSAL_MESSAGES.targetMs).nullable().optional(),
  sections: z
    .array(rehearsalSectionInputSchema)
    .min(1, REHEARSAL_MESSAGES.sections)
    .max(REHEARSAL_LIMITS.sectionsMax, REHEARSAL_MESSAGES.sections),
});
export type CreateRehearsalBody = z.infer<typeof createRehearsalBodySchema>;

export const rehearsalSectionSchema = z.object({
  nodeId: z.string().nullable(),
  plannedMs: z.number().int(),
  actualMs: z.number().int(),
});
export type RehearsalSection = z.infer<typeof rehearsalSectionSchema>;

/** A stored run; `targetMs` is null when the run had none. */
export const rehearsalSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  wpm: z.number().int(),
  totalMs: z.number().int(),
  targetMs: z.number().int().nullable(),
  sections: z.array(rehearsalSectionSchema),
});
export type Rehearsal = z.infer<typeof rehearsalSchema>;

/** A run in the list: everything but its sections. */
export const rehearsalSummarySchema = rehearsalSchema.omit({ sections: true });
export type RehearsalSummary = z.infer<typeof rehearsalSummarySchema>;

/** GET /api/mindmaps/:id/rehearsals?limit=&cursor= — `cursor` is the `nextCursor` of the page before. */
export const rehearsalListQuerySchema = z.object({
  limit: z.coerce
    .number(REHEARSAL_MESSAGES.limit)
    .int(REHEARSAL_MESSAGES.limit)
    .min(1, REHEARSAL_MESSAGES.limit)
    .max(REHEARSAL_LIMITS.pageMax, REHEARSAL_MESSAGES.limit)
    .default(REHEARSAL_LIMITS.pageDefault),
  cursor: lineText().min(1).max(64).optional(),
});
export type RehearsalListQuery = z.infer<typeof rehearsalListQuerySchema>;

/** A page of runs, newest first; `nextCursor` is null on the last page. */
export const rehearsalListSchema = z.object({ rehearsals: z.array(rehearsalSummarySchema), nextCursor: z.string().nullable() });
export type RehearsalList = z.infer<typeof rehearsalListSchema>;

/** GET /api/mindmaps/:id/rehearsals/:runId — one run with its sections. */
export const rehearsalParamsSchema = z.object({ id: lineText().min(1).max(64), runId: lineText().min(1).max(64) });
