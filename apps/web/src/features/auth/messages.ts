// User-visible auth strings (spec §2, §5, §8), written once.
// The e-mail field's messages and the busy label are shared with password reset: components/credential-fields.tsx.
export const AUTH_TEXT = {
  resend: 'Resend Verification Email',
  genericError: 'An error occurred.',
  networkError: 'Network error. Please try again.',
  resendFailed: 'Failed to resend verification email.',
  resendNetworkError: 'Network error during resend. Please try again.',
  passwordRequired: 'Password is required.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  /** A registration answered without a session (and no verification asked): the login form follows. */
  registeredLogIn: 'Registration successful! Log in with your password to continue.',
} as const;
