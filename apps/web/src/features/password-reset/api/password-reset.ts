// Password-reset requests: ask for a mailed link, then set a new password with its token. No session.
import { apiRequest } from '../../../lib/api-client';

export function requestPasswordReset(email: string) {
  return apiRequest<{ message?: string }>('/api/auth/forgot-password', { method: 'POST', body: { email }, auth: false });
}

export function resetPassword(token: string, newPassword: string) {
  return apiRequest<{ message?: string }>('/api/auth/reset-password', {
    method: 'POST',
    body: { token, newPassword },
    auth: false,
  });
}
