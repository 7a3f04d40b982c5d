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

/** Where a script section's words came from: the node's own text, the AI writer, or the user's hand. */
export const sectionOriginSchema = z.enum(['map', 'ai', 'edited']);
export type SectionOrigin = z.infer<typeof sectionOriginSchema>;

/**
 * One paragraph (or run of paragraphs) of the script. `nodeId` is the node it speaks for, or null for
 * an opening or closing the writer added. See map/script-sections.ts for the rules that keep it in step with the map.
 */
export const scriptSectionSchema = z.object({
  nodeId: z.string().nullable(),
  text: z.string(),
  origin: sectionOriginSchema,
  /** The node's text these words were written from (node-linked sections). */
  mapText: z.string().optional(),
  /** The node's text changed since `mapText`: the words are kept, `nodeText` is the node's text now. */
  stale: z.boolean().optional(),
  nodeText: z.string().optional(),
  /** The node was deleted; the words stay until the user removes them. */
  orphaned: z.boolean().optional(),
});
export type ScriptSection = z.infer<typeof scriptSectionSchema>;

export const teleprompterTextSchema = z.object({
  mindMapId: z.string(),
  title: z.string(),
  /** The sections' texts joined by a blank line: what the teleprompter reads. */
  content: z.string(),
  updatedAt: z.string(),
  // Always sent by the API; optional so a reader of the spec's shape ({content}) stays valid.
  sections: z.array(scriptSectionSchema).optional(),
  /** Bumped by every change to the script (map saves that change it included). */
  version: z.number().int().optional(),
});
export type TeleprompterText = z.infer<typeof teleprompterTextSchema>;

export const sectionParamsSchema = z.object({
  mindMapId: lineText().min(1).max(64),
  index: z.coerce.number().int().min(0).max(100_000),
});

/** One decision on a section the map left behind, against the script's `version` (409 when stale). */
export const resolveSectionBodySchema = z.object({
  version: z.number().int().min(1),
  action: z.enum(['keep-mine', 'use-map-text', 'remove']),
});
export type ResolveSectionBody = z.infer<typeof resolveSectionBodySchema>;

/**
 * The script as the user edited it (issue 11, item 3): every section's text, in order, with the node
 * it speaks for, against the script's `version` (409 when the script changed elsewhere).
 */
export const scriptEditBodySchema = z.object({
  // Sections first: a refused character in a text is the error reported even when `version` is also wrong.
  sections: z
    .array(
      z.object({
        nodeId: lineText().max(64).nullable(),
        text: multilineText().max(LIMITS.teleprompterContentMax, 'Teleprompter content is too long.'),
      }),
    )
    .max(5_000, 'A script has at most 5000 sections.'),
  version: z.number().int().min(1).max(2_147_483_647),
});
export type ScriptEditBody = z.infer<typeof scriptEditBodySchema>;
