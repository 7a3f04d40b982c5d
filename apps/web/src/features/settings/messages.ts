// Settings strings (spec §2, §5, §8), written once.
export const SETTINGS_TEXT = {
  otherDevicesDone: 'Other devices were signed out.',
  otherDevicesFailed: 'Failed to sign out other devices. Please try again.',
  deleteIntro: 'Permanently remove your account and everything in it.',
  deleteWarning: 'Your scripts, mind maps and teleprompter texts are deleted for good. This cannot be undone.',
  deletePaidPlan: 'Your paid subscription is cancelled right away; nothing more is billed.',
  deletePasswordRequired: 'Enter your password to confirm.',
  deleteFailed: 'Failed to delete your account. Please try again.',
  deleteScripts: 'Every script you own, its mind map and its teleprompter text is deleted.',
  deleteScriptsExceptHandedOver: 'Every script you own is deleted with its mind map and teleprompter text, except those you hand over below.',
  transfersTitle: 'Scripts you share',
  transfersIntro: 'Other people use these scripts. Hand each one over to one of its editors to keep it for them, or delete it.',
  transfersLoading: 'Checking which of your scripts are shared…',
  transfersFailed: 'We could not check which of your scripts are shared.',
  transfersRetry: 'Try again',
  untitled: 'Untitled script',
  sharedWith: (n: number) => `Shared with ${n} ${n === 1 ? 'person' : 'people'}`,
  choiceLabel: (title: string) => `What happens to “${title}”`,
  deleteScript: 'Delete',
  transferTo: (email: string) => `Transfer to ${email}`,
  viewersOnly: 'Only viewers have access, and a viewer cannot own a script: it is deleted.',
  emailEmpty: 'Email address cannot be empty.',
  noChanges: 'No changes detected.',
  emailInvalid: 'Please enter a valid email address.',
  profileUpdateFailed: 'Failed to update profile. Email might already be in use.',
  emailPasswordRequired: 'Enter your current password to change your email.',
  emailPasswordHint: 'Needed to change the email address of your account.',
  pendingEmailCancelled: 'The email change was cancelled.',
  pendingEmailCancelFailed: 'Failed to cancel the email change. Please try again.',
  profileFetchFailed: 'Failed to fetch profile data.',
  statsFailed: 'Failed to load profile and statistics details.',
  subscriptionFetchFailed: 'Failed to fetch subscription data.',
  portalFailed: 'Failed to create customer portal session.',
  subscribeFirst: 'You need an active subscription to manage billing. Please subscribe to a plan first.',
  loginForBilling: 'Please log in to view billing details.',
  manageSubscription: 'Manage Subscription',
  viewPricingPlans: 'View Pricing Plans',
  pwAllRequired: 'All fields are required.',
  pwTooShort: 'New password must be at least 6 characters long.',
  pwMismatch: 'New password and confirmation do not match.',
  pwSame: 'New password cannot be the same as the current password.',
  pwNotLoggedIn: 'You are not logged in.',
  pwFailed: 'Failed to change password.',
  pwChanged: 'Password changed successfully.',
} as const;

export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };

/** Client-side password-change rules (spec §5); returns the first failing message or null. */
export function validatePasswordChange(f: PasswordForm): string | null {
  if (!f.currentPassword || !f.newPassword || !f.confirmPassword) return SETTINGS_TEXT.pwAllRequired;
  if (f.newPassword.length < 6) return SETTINGS_TEXT.pwTooShort;
  if (f.newPassword !== f.confirmPassword) return SETTINGS_TEXT.pwMismatch;
  if (f.newPassword === f.currentPassword) return SETTINGS_TEXT.pwSame;
  return null;
}

/** Client-side profile e-mail rules (spec §5); returns the first failing message or null. */
export function validateProfileEmail(next: string, current: string): string | null {
  const value = next.trim();
  if (!value) return SETTINGS_TEXT.emailEmpty;
  if (value.toLowerCase() === current.toLowerCase()) return SETTINGS_TEXT.noChanges;
  if (!SIMPLE_EMAIL_PATTERN.test(value)) return SETTINGS_TEXT.emailInvalid;
  return null;
}
