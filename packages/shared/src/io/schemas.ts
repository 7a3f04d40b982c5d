// The import and export routes' contract: POST /api/mindmaps/import, GET /api/mindmaps/:id/export.
import { z } from 'zod';
import { lineText } from '../schemas/text';
import { EXPORT_FORMATS } from './messages';

/** `?filename=` names the file (its extension helps tell the format); optional. */
export const importQuerySchema = z.object({ filename: lineText().max(255).optional() });

export const importResultSchema = z.object({
  _id: z.string(),
  title: z.string(),
  format: z.enum(['markdown', 'opml', 'freemind', 'xmind', 'text']),
  nodeCount: z.number().int(),
  /** Sentences to show the user about the import (first sheet only, shortened titles…); may be empty. */
  notes: z.array(z.string()),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const exportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS) });
