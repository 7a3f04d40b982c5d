// Verification strings (spec §2, §5, §8).
export const VERIFY_TEXT = {
  verifying: 'Verifying your email...',
  noToken: 'No verification token found. Please check your link or try registering again.',
  failed: 'Email verification failed. The link might be invalid, expired, or already used.',
  networkError: 'Network error during verification. Please try again.',
  success: 'Email verified successfully! You can now log in.',
  redirecting: 'Redirecting you to the login page in 3 seconds...',
  // Signed in already in this browser (verification off, or verified after logging in): the dashboard
  // follows, and the page says so (issue 24 item 9).
  successSignedIn: 'Email verified successfully!',
  redirectingToDashboard: 'Taking you to your dashboard in 3 seconds...',
  verifiedBodySignedIn: 'Your email has been verified successfully. You are signed in.',
  verifiedTitle: 'Email verified',
  verifiedBody: 'Your email has been verified successfully. You can now log in.',
  failedTitle: 'Verification failed',
  failedBody: 'Email verification failed or the link has expired. Please register again to get a new link.',
} as const;

export const VERIFY_REDIRECT_DELAY_MS = 3000;
