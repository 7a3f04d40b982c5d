// AI assistance contract: /api/ai/*.
import { z } from 'zod';
import { LIMITS } from '../limits';
import { lineText, multilineText, textCheck } from './text';
import { FIT_MINUTES } from '../map/fit-to-time';
import { TELEPROMPTER_SPEED } from '../map/teleprompter-text';

export const generateIdeasBodySchema = z.object({
  title: z.string().trim().check(textCheck('line')).min(1, 'Please provide a title for the node first.').max(LIMITS.nodeTitleMax),
  currentText: multilineText().max(LIMITS.nodeTextMax).default(''),
  userContext: multilineText().max(LIMITS.aiContextMax).default(''),
});
export type GenerateIdeasBody = z.infer<typeof generateIdeasBodySchema>;
export const generateIdeasResponseSchema = z.object({ ideas: z.string(), source: z.string().optional() });

export const generateTeleprompterBodySchema = z.object({
  mindMapTitle: lineText().max(LIMITS.titleMax).default(''),
  mindMapContent: multilineText()
    .max(LIMITS.aiMapContentMax, `Mind map content must be at most ${LIMITS.aiMapContentMax} characters.`)
    .describe('The nodes in node order as serializeMapContent writes them: "## Title" then the text, blocks separated by a blank line.'),
  additionalPrompt: multilineText().max(LIMITS.aiContextMax).default(''),
  mindMapId: lineText().min(1, 'No Mind Map ID. Please select a mind map first.').max(64),
  /** *Keep edited sections* (issue 24): the sections the user typed by hand stay as they are; the AI's words replace the rest. */
  keepEdited: z.boolean().optional(),
});
export type GenerateTeleprompterBody = z.infer<typeof generateTeleprompterBodySchema>;
export const generateTeleprompterResponseSchema = z.object({ script: z.string(), source: z.string().optional() });

/** *Rewrite with AI* for one stale script section (issue 11), against the script's `version` (409 when stale). */
export const rewriteSectionBodySchema = z.object({
  mindMapId: lineText().min(1, 'No Mind Map ID. Please select a mind map first.').max(64),
  index: z.number().int().min(0).max(100_000),
  version: z.number().int().min(1),
});
export type RewriteSectionBody = z.infer<typeof rewriteSectionBodySchema>;

/**
 * *Fit to N minutes* (issue 12): rewrite the script, or the chosen `sections` (indexes; absent = every
 * section with words), so it reads in `minutes` at `wpm`, against the script's `version` (409 when stale).
 */
export const fitScriptBodySchema = z.object({
  mindMapId: lineText().min(1, 'No Mind Map ID. Please select a mind map first.').max(64),
  version: z.number().int().min(1),
  minutes: z
    .number()
    .min(FIT_MINUTES.min, `Minutes must be between ${FIT_MINUTES.min} and ${FIT_MINUTES.max}.`)
    .max(FIT_MINUTES.max, `Minutes must be between ${FIT_MINUTES.min} and ${FIT_MINUTES.max}.`),
  wpm: z
    .number()
    .int()
    .min(TELEPROMPTER_SPEED.min, `Speed must be between ${TELEPROMPTER_SPEED.min} and ${TELEPROMPTER_SPEED.max} WPM.`)
    .max(TELEPROMPTER_SPEED.max, `Speed must be between ${TELEPROMPTER_SPEED.min} and ${TELEPROMPTER_SPEED.max} WPM.`),
  sections: z.array(z.number().int().min(0).max(100_000)).min(1, 'Choose at least one section.').max(10_000).optional(),
});
export type FitScriptBody = z.infer<typeof fitScriptBodySchema>;
