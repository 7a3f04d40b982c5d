// Named component schemas for the OpenAPI document: the shared zod schemas get ids in zod's global
// registry (where their `.describe()` texts already live), and fastify-type-provider-zod then writes
// `$ref: '#/components/schemas/<id>'` wherever a route uses one. Documentation only: registering an id
// changes nothing about how a schema validates or serialises.
import { z } from 'zod';
import {
  accountTransferSchema,
  authResponseSchema,
  commentAnchorSchema,
  commentPeopleSchema,
  commentPersonSchema,
  commentThreadListSchema,
  commentThreadResponseSchema,
  commentThreadSchema,
  createCommentBodySchema,
  replyCommentBodySchema,
  resolveThreadBodySchema,
  scriptCommentSchema,
  changePasswordBodySchema,
  checkoutBodySchema,
  connectionSchema,
  createMindMapBodySchema,
  createRehearsalBodySchema,
  createStageLinkBodySchema,
  createdStageLinkSchema,
  deleteAccountBodySchema,
  fitScriptBodySchema,
  forgotPasswordBodySchema,
  generateIdeasBodySchema,
  generateIdeasResponseSchema,
  generateTeleprompterBodySchema,
  generateTeleprompterResponseSchema,
  importResultSchema,
  invitationSchema,
  inviteBodySchema,
  limitReachedSchema,
  loginBodySchema,
  meResponseSchema,
  messageSchema,
  personSchema,
  mindMapListItemSchema,
  mindMapListSchema,
  mindMapNodeSchema,
  mindMapSchema,
  mindMapSummarySchema,
  registerBodySchema,
  rehearsalListSchema,
  rehearsalSchema,
  rehearsalSectionSchema,
  rehearsalSummarySchema,
  requiresVerificationErrorSchema,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
  resolveSectionBodySchema,
  restoreVersionResponseSchema,
  rewriteSectionBodySchema,
  scriptEditBodySchema,
  scriptPersonSchema,
  scriptSectionSchema,
  scriptSharingSchema,
  sharedByMeListSchema,
  sharedByMeScriptSchema,
  listedStageLinkSchema,
  listedStageLinksSchema,
  sharedScriptListSchema,
  sharedScriptSchema,
  sharedWithSchema,
  stageLinkSchema,
  subscriptionSchema,
  teleprompterTextSchema,
  teleprompterUpsertBodySchema,
  testCheckoutSchema,
  testPortalResponseSchema,
  updateMindMapBodySchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
  urlResponseSchema,
  userSchema,
  versionListSchema,
  versionSchema,
  versionSummarySchema,
  viewStateSchema,
  webhookResponseSchema,
} from '@cuemap/shared';

/**
 * The body of every error answer: the same shape as a success `{message}` (messageSchema), so it
 * serialises the same, but its own schema object, so the document can name it Error.
 */
export const errorSchema = z.object({ message: z.string() }).describe('What went wrong, in words fit to show the user.');

/** Component name → schema. Names are part of the generated clients' API: rename only with care. */
const COMPONENTS: Record<string, z.ZodType> = {
  Error: errorSchema,
  Message: messageSchema,
  LimitReached: limitReachedSchema,
  RequiresVerification: requiresVerificationErrorSchema,
  // Accounts
  User: userSchema,
  Subscription: subscriptionSchema,
  AuthResponse: authResponseSchema,
  MeResponse: meResponseSchema,
  UpdateProfileResponse: updateProfileResponseSchema,
  RegisterBody: registerBodySchema,
  LoginBody: loginBodySchema,
  ResendVerificationBody: resendVerificationBodySchema,
  ForgotPasswordBody: forgotPasswordBodySchema,
  ResetPasswordBody: resetPasswordBodySchema,
  UpdateProfileBody: updateProfileBodySchema,
  ChangePasswordBody: changePasswordBodySchema,
  DeleteAccountBody: deleteAccountBodySchema,
  AccountTransfer: accountTransferSchema,
  // Scripts (mind maps)
  MindMap: mindMapSchema,
  MindMapSummary: mindMapSummarySchema,
  MindMapList: mindMapListSchema,
  MindMapListItem: mindMapListItemSchema,
  SharedWith: sharedWithSchema,
  Person: personSchema,
  MindMapNode: mindMapNodeSchema,
  Connection: connectionSchema,
  ViewState: viewStateSchema,
  CreateMindMapBody: createMindMapBodySchema,
  UpdateMindMapBody: updateMindMapBodySchema,
  ImportResult: importResultSchema,
  // Teleprompter scripts
  TeleprompterScript: teleprompterTextSchema,
  ScriptSection: scriptSectionSchema,
  TeleprompterUpsertBody: teleprompterUpsertBodySchema,
  ResolveSectionBody: resolveSectionBodySchema,
  ScriptEditBody: scriptEditBodySchema,
  // Versions, rehearsals, stage links
  Version: versionSchema,
  VersionSummary: versionSummarySchema,
  VersionList: versionListSchema,
  RestoreVersionResponse: restoreVersionResponseSchema,
  Rehearsal: rehearsalSchema,
  RehearsalSummary: rehearsalSummarySchema,
  RehearsalSection: rehearsalSectionSchema,
  RehearsalList: rehearsalListSchema,
  CreateRehearsalBody: createRehearsalBodySchema,
  StageLink: stageLinkSchema,
  CreatedStageLink: createdStageLinkSchema,
  ListedStageLink: listedStageLinkSchema,
  ListedStageLinks: listedStageLinksSchema,
  CreateStageLinkBody: createStageLinkBodySchema,
  // Sharing
  ScriptSharing: scriptSharingSchema,
  ScriptPerson: scriptPersonSchema,
  Invitation: invitationSchema,
  InviteBody: inviteBodySchema,
  SharedScript: sharedScriptSchema,
  SharedScriptList: sharedScriptListSchema,
  SharedByMeScript: sharedByMeScriptSchema,
  SharedByMeList: sharedByMeListSchema,
  // Comments
  CommentThread: commentThreadSchema,
  CommentThreadList: commentThreadListSchema,
  CommentThreadResponse: commentThreadResponseSchema,
  ScriptComment: scriptCommentSchema,
  CommentAnchor: commentAnchorSchema,
  CommentPerson: commentPersonSchema,
  CommentPeople: commentPeopleSchema,
  CreateCommentBody: createCommentBodySchema,
  ReplyCommentBody: replyCommentBodySchema,
  ResolveThreadBody: resolveThreadBodySchema,
  // AI
  GenerateIdeasBody: generateIdeasBodySchema,
  GenerateIdeasResponse: generateIdeasResponseSchema,
  GenerateTeleprompterBody: generateTeleprompterBodySchema,
  GenerateTeleprompterResponse: generateTeleprompterResponseSchema,
  RewriteSectionBody: rewriteSectionBodySchema,
  FitScriptBody: fitScriptBodySchema,
  // Billing
  CheckoutBody: checkoutBodySchema,
  UrlResponse: urlResponseSchema,
  WebhookResponse: webhookResponseSchema,
  TestCheckout: testCheckoutSchema,
  TestPortalResponse: testPortalResponseSchema,
};

/**
 * Gives each schema its id in zod's global registry, keeping the metadata it has (its description).
 * Idempotent: the app is built many times in one process (tests), the registry is per process.
 */
export function registerComponentSchemas(): void {
  for (const [id, schema] of Object.entries(COMPONENTS)) {
    const meta = z.globalRegistry.get(schema);
    if (meta?.id === id) continue;
    if (meta?.id) throw new Error(`OpenAPI: one schema named both ${meta.id} and ${id}`);
    z.globalRegistry.add(schema, { ...meta, id });
  }
}
