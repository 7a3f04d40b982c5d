// AI assistance contract: /api/ai/*.
import { z } from 'zod';
import { LIMITS } from '../limits';

export const generateIdeasBodySchema = z.object({
  title: z.string().trim().min(1, 'Please provide a title for the node first.').max(LIMITS.nodeTitleMax),
  currentText: z.string().max(LIMITS.nodeTextMax).default(''),
  userContext: z.string().max(LIMITS.aiContextMax).default(''),
});
export type GenerateIdeasBody = z.infer<typeof generateIdeasBodySchema>;
export const generateIdeasResponseSchema = z.object({ ideas: z.string(), source: z.string().optional() });

export const generateTeleprompterBodySchema = z.object({
  mindMapTitle: z.string().max(LIMITS.titleMax).default(''),
  mindMapContent: z
    .string()
    .max(LIMITS.aiMapContentMax, `Mind map content must be at most ${LIMITS.aiMapContentMax} characters.`)
    .describe('The nodes in node order as serializeMapContent writes them: "## Title" then the text, blocks separated by a blank line.'),
  additionalPrompt: z.string().max(LIMITS.aiContextMax).default(''),
  mindMapId: z.string().min(1, 'No Mind Map ID. Please select a mind map first.').max(64),
});
export type GenerateTeleprompterBody = z.infer<typeof generateTeleprompterBodySchema>;
export const generateTeleprompterResponseSchema = z.object({ script: z.string(), source: z.string().optional() });
