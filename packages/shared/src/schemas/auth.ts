// Account and session contract: /api/auth/*.
import { z } from 'zod';
import { LIMITS } from '../limits';
import { PLAN_IDS } from '../plans';

export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters.`)
  .pipe(z.email('Please enter a valid email address.'));

export const newPasswordSchema = z
  .string({ error: 'Password is required.' })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters long.`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters long.`);

const anyPasswordSchema = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters long.`);

export const registerBodySchema = z.object({ email: emailSchema, password: newPasswordSchema });
export const loginBodySchema = z.object({ email: emailSchema, password: anyPasswordSchema });
export const resendVerificationBodySchema = z.object({ email: emailSchema });
export const verifyEmailQuerySchema = z.object({
  token: z.string({ error: 'Verification token is required.' }).min(1, 'Verification token is required.').max(256),
});
export const updateProfileBodySchema = z.object({ email: emailSchema });
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required.' })
    .min(1, 'Current password is required.')
    .max(LIMITS.passwordMax, `Current password must be at most ${LIMITS.passwordMax} characters long.`),
  newPassword: z
    .string({ error: 'New password is required.' })
    .min(LIMITS.passwordMin, `New password must be at least ${LIMITS.passwordMin} characters long.`)
    .max(LIMITS.passwordMax, `New password must be at most ${LIMITS.passwordMax} characters long.`),
});

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export const resetPasswordBodySchema = z.object({
  token: z.string({ error: 'Reset token is required.' }).min(1, 'Reset token is required.').max(256),
  newPassword: changePasswordBodySchema.shape.newPassword,
});
export const deleteAccountBodySchema = z.object({ password: anyPasswordSchema });
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
  email: z.string(),
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
