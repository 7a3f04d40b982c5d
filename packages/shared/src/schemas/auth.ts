// Account and session contract: /api/auth/*.
import { z } from 'zod';
import { LIMITS } from '../limits';
import { PLAN_IDS } from '../plans';
import { lineText, multilineText, textCheck } from './text';

export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .check(textCheck('line'))
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters.`)
  .pipe(z.email('Please enter a valid email address.'));

// Passwords take the multi-line kind (tab, LF, CR pass): they are never shown or stored as text,
// and refusing a character someone may already have in a password would lock them out.
export const newPasswordSchema = multilineText({ error: 'Password is required.' })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters long.`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters long.`);

const anyPasswordSchema = multilineText({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters long.`);

export const registerBodySchema = z.object({ email: emailSchema, password: newPasswordSchema });
export const loginBodySchema = z.object({ email: emailSchema, password: anyPasswordSchema });
export const resendVerificationBodySchema = z.object({ email: emailSchema });
export const verifyEmailQuerySchema = z.object({
  token: lineText({ error: 'Verification token is required.' }).min(1, 'Verification token is required.').max(256),
});
/** The current password is required when the e-mail changes (a stolen session must not take the account). */
export const updateProfileBodySchema = z.object({
  email: emailSchema,
  currentPassword: multilineText().max(LIMITS.passwordMax, `Current password must be at most ${LIMITS.passwordMax} characters long.`).optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
export const changePasswordBodySchema = z.object({
  currentPassword: multilineText({ error: 'Current password is required.' })
    .min(1, 'Current password is required.')
    .max(LIMITS.passwordMax, `Current password must be at most ${LIMITS.passwordMax} characters long.`),
  newPassword: multilineText({ error: 'New password is required.' })
    .min(LIMITS.passwordMin, `New password must be at least ${LIMITS.passwordMin} characters long.`)
    .max(LIMITS.passwordMax, `New password must be at most ${LIMITS.passwordMax} characters long.`),
});

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export const resetPasswordBodySchema = z.object({
  token: lineText({ error: 'Reset token is required.' }).min(1, 'Reset token is required.').max(256),
  newPassword: changePasswordBodySchema.shape.newPassword,
});
/** One of the account's shared scripts handed to one of its editors instead of being deleted with the account (issue 27 item 8). */
export const accountTransferSchema = z.object({ mindMapId: lineText().min(1).max(64), toUserId: lineText().min(1).max(64) });
export type AccountTransfer = z.infer<typeof accountTransferSchema>;
export const deleteAccountBodySchema = z.object({
  password: anyPasswordSchema,
  /** Scripts to hand over before the rest are deleted (additive, optional: without it every owned script is deleted). */
  transfers: z.array(accountTransferSchema).max(1000).optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const subscriptionSchema = z.object({
  plan: z.enum(PLAN_IDS),
  /** Stripe-style status: active, trialing, past_due, canceled, … */
  status: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const userSchema = z.object({
  /** The account's id (additive, issue 27 item 7: the screens tell "you" among the people they name). */
  id: z.string().optional(),
  email: z.string(),
  /** A new address waiting for verification (e-mail change with verification on); the old one stays until then. */
  pendingEmail: z.string().nullable().optional(),
  createdAt: z.string(),
  subscription: subscriptionSchema,
  paymentCustomerId: z.string().nullable(),
  freeTrialClaimed: z.boolean(),
  mindMapCount: z.number().int(),
  aiIdeaGenerations: z.number().int(),
  aiTeleprompterGenerations: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({
  message: z.string(),
  token: z.string().optional(),
  user: userSchema.optional(),
  requiresVerification: z.boolean(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export const updateProfileResponseSchema = z.object({ message: z.string(), user: userSchema });
export const requiresVerificationErrorSchema = z.object({
  message: z.string(),
  requiresVerification: z.literal(true),
});

export type RegisterBody = z.infer<typeof registerBodySchema>;
export type LoginBody = z.infer<typeof loginBodySchema>;
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
