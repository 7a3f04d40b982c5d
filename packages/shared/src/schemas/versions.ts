// Version history contract: /api/mindmaps/:id/versions (issue 11 item 4).
import { z } from 'zod';
import { personSchema } from './common';
import { mindMapSchema, mindMapSummarySchema } from './mind-maps';
import { lineText } from './text';

/**
 * The script as it was right before an AI change or a restore, kept as its own version named by
 * what followed (issue 24 item 3): never coalesced with the edits around it, so a hand edit made a
 * moment before an AI change can always be restored.
 */
export const BEFORE_CHANGE_REASONS = ['before-ai-generate', 'before-ai-fit', 'before-ai-rewrite', 'before-restore'] as const;
export type BeforeChangeReason = (typeof BEFORE_CHANGE_REASONS)[number];
export const isBeforeChangeReason = (reason: string): reason is BeforeChangeReason => (BEFORE_CHANGE_REASONS as readonly string[]).includes(reason);

/**
 * Why a version was kept: a map save (`edit`; `autosave` is kept for clients that tell them apart),
 * a teleprompter text save (`script-edit`), an AI change's result (`ai-script`), a restore, or the
 * state right before an AI change or a restore (BEFORE_CHANGE_REASONS). Plain edits within a minute
 * of each other share one version (see the versions service).
 */
export const VERSION_REASONS = ['edit', 'autosave', 'script-edit', 'ai-script', 'restore', ...BEFORE_CHANGE_REASONS] as const;
export const versionReasonSchema = z.enum(VERSION_REASONS);
export type VersionReason = z.infer<typeof versionReasonSchema>;

export const versionParamsSchema = z.object({
  id: lineText().min(1).max(64),
  versionId: lineText().min(1).max(64),
});

/**
 * One entry of the history list. `summary` is short, e.g. "12 nodes · 840 words". `author` is who made
 * it (the latest person when edits of a minute were coalesced into it); `authors` everyone whose change
 * it holds, the latest first. Unknown (a version from before issue 27, a deleted account): null and [].
 */
export const versionSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  reason: versionReasonSchema,
  summary: z.string(),
  author: personSchema.nullable(),
  authors: z.array(personSchema),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;
export const versionListSchema = z.array(versionSummarySchema);

/** The map as it was. */
export const versionMapSchema = mindMapSchema.pick({ title: true, nodes: true, connections: true, nodeOrder: true, viewState: true });
export type VersionMap = z.infer<typeof versionMapSchema>;

/** The teleprompter text as it was; `sections` when the script had them (node-linked sections). */
export const versionScriptSchema = z.object({
  title: z.string(),
  content: z.string(),
  sections: z.array(z.record(z.string(), z.unknown())).optional(),
});
export type VersionScript = z.infer<typeof versionScriptSchema>;

/** GET /api/mindmaps/:id/versions/:versionId — `script` is null when the map had no teleprompter text yet. */
export const versionSchema = versionSummarySchema.extend({
  map: versionMapSchema,
  script: versionScriptSchema.nullable(),
});
export type Version = z.infer<typeof versionSchema>;

/** POST …/restore — the new `restore` version and the map's new summary (its bumped `version`). */
export const restoreVersionResponseSchema = z.object({
  version: versionSummarySchema,
  mindMap: mindMapSummarySchema,
});
export type RestoreVersionResponse = z.infer<typeof restoreVersionResponseSchema>;
