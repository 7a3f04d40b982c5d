// Sharing contract (issue 27): /api/mindmaps/:id/sharing…, /api/invitations/accept, /api/shared.
import { z } from 'zod';
import { SCRIPT_ROLES } from '../sharing';
import { emailSchema } from './auth';
import { idParamSchema } from './common';
import { mindMapListItemSchema, mindMapSummarySchema } from './mind-maps';
import { presenterSettingsSchema } from './presenter-settings';
import { audienceMapSchema, stageLinkSchema, stageScriptSchema } from './stage';
import { lineText } from './text';

export const scriptRoleSchema = z.enum(SCRIPT_ROLES).describe('viewer: read; editor: read and edit.');
export const scriptAccessSchema = z.enum(['owner', ...SCRIPT_ROLES]);

export const scriptPersonSchema = z.object({
  userId: z.string(),
  email: z.string(),
  role: scriptAccessSchema,
  /** When they got access (the owner: when the script was created or transferred to them). */
  since: z.string(),
});
export type ScriptPerson = z.infer<typeof scriptPersonSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: scriptRoleSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const viewLinkSchema = z.object({ createdAt: z.string() });
export const createdViewLinkSchema = viewLinkSchema.extend({ token: z.string(), url: z.string() });
export type CreatedViewLink = z.infer<typeof createdViewLinkSchema>;

export const scriptSharingSchema = z.object({
  /** The owner first, then the members, oldest first. */
  people: z.array(scriptPersonSchema),
  /** Pending invitations (not accepted, revoked or expired), oldest first. */
  invitations: z.array(invitationSchema),
  /** The live view link (its token is only in the answer that created it), or null. */
  viewLink: viewLinkSchema.nullable(),
  /** People (members and pending invitations) the owner's plan allows per script; null: no limit. */
  limit: z.number().int().nullable(),
});
export type ScriptSharing = z.infer<typeof scriptSharingSchema>;

export const inviteBodySchema = z.object({ email: emailSchema, role: scriptRoleSchema });
export type InviteBody = z.infer<typeof inviteBodySchema>;
export const invitedSchema = z.object({ message: z.string(), invitation: invitationSchema });

export const invitationTokenBodySchema = z.object({
  token: lineText({ error: 'Invitation token is required.' }).min(1, 'Invitation token is required.').max(256),
});
/** What an invitation link offers, shown before sign-in: the token's holder already knows the address. */
export const invitationPreviewSchema = z.object({
  title: z.string(),
  ownerEmail: z.string(),
  /** The address it was sent to: accepting needs an account with it. */
  email: z.string(),
  role: scriptRoleSchema,
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export const acceptedInvitationSchema = z.object({ message: z.string(), mindMapId: z.string(), role: scriptRoleSchema });

export const memberParamsSchema = idParamSchema.extend({ userId: lineText().min(1).max(64) });
export const invitationParamsSchema = idParamSchema.extend({ invitationId: lineText().min(1).max(64) });
export const changeRoleBodySchema = z.object({ role: scriptRoleSchema });
export const transferBodySchema = z.object({ userId: lineText().min(1).max(64) });

export const sharedScriptSchema = mindMapSummarySchema.extend({
  role: scriptRoleSchema,
  /** Whose script it is (their address: accounts have no display name). */
  ownerEmail: z.string(),
  sharedAt: z.string(),
  /** Who last edited it and when, as on the owner's dashboard (null: not known). */
  lastEditedBy: mindMapListItemSchema.shape.lastEditedBy,
  lastEditedAt: mindMapListItemSchema.shape.lastEditedAt,
});
export type SharedScript = z.infer<typeof sharedScriptSchema>;
export const sharedScriptListSchema = z.object({ scripts: z.array(sharedScriptSchema) });

/** One of the user's own scripts that is shared, with the people it is shared with (GET /api/shared-by-me). */
export const sharedByMeScriptSchema = z.object({
  id: z.string(),
  title: z.string(),
  people: z.array(scriptPersonSchema.extend({ role: scriptRoleSchema })),
});
export type SharedByMeScript = z.infer<typeof sharedByMeScriptSchema>;
export const sharedByMeListSchema = z.object({ scripts: z.array(sharedByMeScriptSchema) });

/** A 403 of the sharing routes: not the owner, or (`limitReached`) the plan's limit of people. */
export const shareRefusedSchema = z.object({ message: z.string(), limitReached: z.literal(true).optional() });

/** The caller's role on a script (GET /api/mindmaps/:id/access): the screens hide what the role may not do. */
export const scriptAccessInfoSchema = z.object({
  access: scriptAccessSchema,
  /** Whose script it is (their address), for a member's "shared with you" badge. */
  ownerEmail: z.string(),
});
export type ScriptAccessInfo = z.infer<typeof scriptAccessInfoSchema>;

export const viewTokenParamsSchema = z.object({ token: lineText().min(1).max(256) });
/**
 * What a view link opens without an account (GET /api/view/:token): the map as the audience sees it
 * (titles, colours, places, Node Order), the script in its sections and the presenter settings —
 * never who owns it.
 */
export const viewedScriptSchema = z.object({
  title: z.string(),
  map: audienceMapSchema,
  script: stageScriptSchema,
  settings: presenterSettingsSchema,
});
export type ViewedScript = z.infer<typeof viewedScriptSchema>;

/** A stage link as GET /api/mindmaps/:id/stage-links lists it: the owner sees everyone's, an editor their own (issue 27). */
export const listedStageLinkSchema = stageLinkSchema.extend({
  /** Who made it: their name as the app shows people (the e-mail's local part). */
  madeBy: z.string(),
  /** Made by the caller. */
  mine: z.boolean(),
});
export type ListedStageLink = z.infer<typeof listedStageLinkSchema>;
export const listedStageLinksSchema = z.object({ links: z.array(listedStageLinkSchema) });
