// Rehearsal runs contract: /api/mindmaps/:id/rehearsals (issue 12 item 6). One run of a script in
// Rehearse mode: the speed it ran at, how long it took, its target (if any) and the time per section.
// The list is a page of summaries without sections (issue 23: 50 runs of 5 000 sections were 30 MB);
// one run's sections come from /api/mindmaps/:id/rehearsals/:runId.
import { z } from 'zod';
import { TELEPROMPTER_SPEED } from '../map/teleprompter-text';
import { LIMITS } from '../limits';
import { REHEARSAL_MESSAGES } from '../messages';
import { lineText } from './text';
import { COACH_MESSAGES, coachSummarySchema, rehearsalCoachSchema } from './coach';

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
export const createRehearsalBodySchema = z
  .object({
    wpm: z.number().int(REHEARSAL_MESSAGES.wpm).min(TELEPROMPTER_SPEED.min, REHEARSAL_MESSAGES.wpm).max(TELEPROMPTER_SPEED.max, REHEARSAL_MESSAGES.wpm),
    totalMs: ms(REHEARSAL_LIMITS.durationMsMax, REHEARSAL_MESSAGES.totalMs),
    targetMs: ms(REHEARSAL_LIMITS.durationMsMax, REHEARSAL_MESSAGES.targetMs).nullable().optional(),
    sections: z.array(rehearsalSectionInputSchema).min(1, REHEARSAL_MESSAGES.sections).max(REHEARSAL_LIMITS.sectionsMax, REHEARSAL_MESSAGES.sections),
    /** The coach's figures (issue 28), when the run was rehearsed with Listen on; null or left out: none. */
    coach: rehearsalCoachSchema.nullable().optional(),
  })
  .refine((body) => !body.coach || body.coach.sections.length === body.sections.length, { message: COACH_MESSAGES.sections, path: ['coach', 'sections'] });
export type CreateRehearsalBody = z.infer<typeof createRehearsalBodySchema>;

export const rehearsalSectionSchema = z.object({
  nodeId: z.string().nullable(),
  plannedMs: z.number().int(),
  actualMs: z.number().int(),
});
export type RehearsalSection = z.infer<typeof rehearsalSectionSchema>;

/** A stored run; `targetMs` is null when the run had none, `coach` when it was rehearsed without Listen. */
export const rehearsalSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  wpm: z.number().int(),
  totalMs: z.number().int(),
  targetMs: z.number().int().nullable(),
  sections: z.array(rehearsalSectionSchema),
  // Optional for clients of a server from before the coach; this server always sends it.
  coach: rehearsalCoachSchema.nullable().optional(),
});
export type Rehearsal = z.infer<typeof rehearsalSchema>;

/** A run in the list: everything but its sections, and of the coach only the totals. */
export const rehearsalSummarySchema = rehearsalSchema.omit({ sections: true, coach: true }).extend({ coach: coachSummarySchema.nullable().optional() });
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

/** GET /api/mindmaps/:id/rehearsals/trend?limit= — the newest runs, per section (issue 28). */
export const REHEARSAL_TREND_LIMITS = { default: 8, max: 12 } as const;
export const rehearsalTrendQuerySchema = z.object({
  limit: z.coerce.number().int().min(2).max(REHEARSAL_TREND_LIMITS.max).default(REHEARSAL_TREND_LIMITS.default),
});

/** One run's figures for a section: null where the run had no such section. */
export const rehearsalTrendPointSchema = z
  .object({ actualMs: z.number().int(), plannedMs: z.number().int(), wpm: z.number().int().nullable(), fillers: z.number().int().nullable() })
  .nullable();

/**
 * The runs oldest first, and per section of the newest run (by node; an opening or closing by its
 * place) its figures in each of them.
 */
export const rehearsalTrendSchema = z.object({
  runs: z.array(z.object({ id: z.string(), createdAt: z.string() })),
  sections: z.array(z.object({ nodeId: z.string().nullable(), points: z.array(rehearsalTrendPointSchema) })),
});
export type RehearsalTrend = z.infer<typeof rehearsalTrendSchema>;

/** GET /api/mindmaps/:id/rehearsals/:runId — one run with its sections. */
export const rehearsalParamsSchema = z.object({ id: lineText().min(1).max(64), runId: lineText().min(1).max(64) });
