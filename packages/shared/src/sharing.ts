// Sharing a script (issue 27): its roles, limits and the words the API answers with, written once so
// the web app and the tests match them. Per-plan numbers are in plans.ts (sharePeople).
import { FREE_SHARE_PEOPLE } from './plans';

/** What a person may do with a script: read; plus edit; plus share, delete and restore. */
export const SCRIPT_ROLES = ['viewer', 'editor'] as const;
export type ScriptRole = (typeof SCRIPT_ROLES)[number];
export type ScriptAccess = 'owner' | ScriptRole;

/** An invitation works for 14 days, once. */
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** Invitations one owner may send per hour, over all their scripts (each one is an e-mail we send). */
export const INVITES_PER_OWNER_PER_HOUR = 30;
/** Reads of view links one address may make per minute (GET /api/view/:token). */
export const VIEW_LINK_READS_PER_MINUTE = 60;

export const SHARING_MESSAGES = {
  ownerOnly: 'Only the owner of this script can change who has access to it.',
  invited: (email: string) => `Invitation sent to ${email}.`,
  inviteSelf: 'You own this script already: invite someone else.',
  alreadyHasAccess: 'This person already has access to this script. Change their role in the list instead.',
  shareLimit: (limit: number) =>
    limit === FREE_SHARE_PEOPLE
      ? `On the Free plan a script can be shared with ${limit} people. Upgrade to share it with more.`
      : `Your plan lets you share a script with ${limit} people. Remove someone or upgrade to share it with more.`,
  tooManyInvites: (minutes: number) =>
    `You have sent a lot of invitations in the last hour. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  invitationNotFound: 'This invitation link is not valid. Check that you opened the whole link from the email.',
  invitationUsed: 'This invitation has already been accepted.',
  invitationExpired: 'This invitation has expired. Ask the owner of the script to invite you again.',
  invitationRevoked: 'This invitation was withdrawn by the owner of the script.',
  invitationOtherEmail: 'This invitation was sent to another email address. Sign in with that address to accept it.',
  invitationOwnScript: 'You own this script already.',
  accepted: (title: string) => `“${title}” is now in Shared with me.`,
  pendingNotFound: 'This invitation is no longer pending.',
  memberNotFound: 'This person does not have access to this script.',
  transferred: (email: string) => `${email} now owns this script. You can still edit it.`,
  transferOverScriptLimit: 'The new owner’s plan has no room for another script. They can upgrade or delete a script first.',
  transferOverShareLimit: (limit: number) =>
    `The new owner’s plan lets a script be shared with ${limit} people, and this one is shared with more. Remove someone first.`,
  viewLinkNotFound: 'This script has no view link.',
  /** A view link that was turned off, replaced or never existed (the page and the API say the same). */
  viewLinkGone: 'This link no longer works.',
  /** A viewer's write (REST 403, or the live socket's error message: their change is not saved). */
  viewerReadOnly: 'You can view this script but not change it. Ask its owner to make you an editor.',
  /** A member's attempt at what only the owner may do (delete, restore from History). */
  ownerOnlyAction: 'Only the owner of this script can do this.',
  /** Deleting an account that hands scripts over (issue 27 item 8): a choice that cannot be carried out. */
  accountTransferNotYours: 'One of the scripts to hand over is not yours. Nothing was deleted.',
  accountTransferToEditor: 'A script can only be handed over to one of its editors. Nothing was deleted.',
  accountTransferTwice: 'A script can be handed over only once. Nothing was deleted.',
} as const;
