// User-visible auth strings (spec §2, §5, §8), written once.
export const AUTH_TEXT = {
  processing: 'Processing...',
  resend: 'Resend Verification Email',
  genericError: 'An error occurred.',
  networkError: 'Network error. Please try again.',
  resendFailed: 'Failed to resend verification email.',
  resendNetworkError: 'Network error during resend. Please try again.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: 'Password must be at least 6 characters long.',
} as const;

export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
