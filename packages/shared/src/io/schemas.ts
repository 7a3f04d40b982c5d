// The import and export routes' contract: POST /api/mindmaps/import, GET /api/mindmaps/:id/export.
import { z } from 'zod';
import { lineText } from '../schemas/text';
import { TELEPROMPTER_SPEED } from '../map/teleprompter-text';
import { EXPORT_FORMATS, SCRIPT_NOTE_MODES, SCRIPT_TYPE_SIZES } from './messages';

/** `?filename=` names the file (its extension helps tell the format); optional. */
export const importQuerySchema = z.object({ filename: lineText().max(255).optional() });

export const importResultSchema = z.object({
  _id: z.string(),
  title: z.string(),
  format: z.enum(['markdown', 'opml', 'freemind', 'xmind', 'docx', 'text']),
  nodeCount: z.number().int(),
  /** Sentences to show the user about the import (first sheet only, shortened titles…); may be empty. */
  notes: z.array(z.string()),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** `size`, `notes` and `wpm` shape the script's PDF and Word files (and `notes` its Markdown); other formats ignore them. */
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  size: z
    .enum(SCRIPT_TYPE_SIZES.map(String) as [string, ...string[]])
    .optional()
    .describe(`Body type size in points (PDF, Word): ${SCRIPT_TYPE_SIZES.join(' or ')}; default ${SCRIPT_TYPE_SIZES[0]}.`),
  notes: z.enum(SCRIPT_NOTE_MODES).optional().describe('Stage directions other than [pause]: in the margin (default) or left out.'),
  wpm: z.coerce
    .number()
    .int()
    .min(TELEPROMPTER_SPEED.min)
    .max(TELEPROMPTER_SPEED.max)
    .optional()
    .describe(`The speed the section times are printed at, in words per minute; default ${TELEPROMPTER_SPEED.default}.`),
});
