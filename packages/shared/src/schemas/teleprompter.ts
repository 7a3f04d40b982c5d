// Teleprompter text contract: /api/teleprompter.
import { z } from 'zod';
import { LIMITS } from '../limits';
import { lineText, multilineText } from './text';

export const teleprompterUpsertBodySchema = z.object({
  mindMapId: lineText().min(1, 'mindMapId is required.').max(64),
  title: lineText().max(LIMITS.titleMax, `Title must be at most ${LIMITS.titleMax} characters.`),
  content: multilineText().max(LIMITS.teleprompterContentMax, 'Teleprompter content is too long.'),
});
export type TeleprompterUpsertBody = z.infer<typeof teleprompterUpsertBodySchema>;

export const teleprompterParamsSchema = z.object({ mindMapId: lineText().min(1).max(64) });

export const teleprompterTextSchema = z.object({
  mindMapId: z.string(),
  title: z.string(),
  content: z.string(),
  updatedAt: z.string(),
});
export type TeleprompterText = z.infer<typeof teleprompterTextSchema>;
