// Account requests for settings (spec §7): profile update, password change, customer portal, current user.
import type { User } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

export function updateProfile(email: string) {
  return apiRequest<{ message?: string; user?: User }>('/api/auth/update-profile', { method: 'PUT', body: { email } });
}

export function changePassword(currentPassword: string, newPassword: string) {
  return apiRequest<{ message?: string }>('/api/auth/change-password', {
    method: 'PUT',
    body: { currentPassword, newPassword },
  });
}

export function createCustomerPortalSession() {
  return apiRequest<{ url?: string }>('/api/billing/create-customer-portal-session', { method: 'POST' });
}

/** Deletes the account after the server checks the password (and cancels a paid subscription). */
export function deleteAccount(password: string) {
  return apiRequest<{ message?: string }>('/api/auth/account', { method: 'DELETE', body: { password } });
}

/** Ends every other session of the account; this one stays. */
export function signOutOtherDevices() {
  return apiRequest<{ message?: string }>('/api/auth/logout-others', { method: 'POST' });
}
