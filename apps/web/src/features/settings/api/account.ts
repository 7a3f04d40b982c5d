// Account requests for settings (spec §7): profile update, password change, customer portal, account
// deletion and other devices' sessions, each with its mutation. A 401 takes the one 401 path
// (lib/session-expiry.ts) and, as on the dashboard, logs out to / (§8).
import { useMutation } from '@tanstack/react-query';
import type { AccountTransfer, User } from '@cuemap/shared';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import type { RequestMeta } from '../../../lib/session-expiry';

const meta: RequestMeta = { sessionExpiry: { redirectTo: paths.home } };

/** Changing the e-mail needs the current password; the same address again (no password) cancels a pending change. */
export function updateProfile(email: string, currentPassword?: string) {
  return apiRequest<{ message?: string; user?: User }>('/api/auth/update-profile', {
    method: 'PUT',
    body: currentPassword === undefined ? { email } : { email, currentPassword },
  });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: ({ email, currentPassword }: { email: string; currentPassword?: string }) => updateProfile(email, currentPassword),
    meta,
  });
}

export function changePassword(currentPassword: string, newPassword: string) {
  return apiRequest<{ message?: string }>('/api/auth/change-password', {
    method: 'PUT',
    body: { currentPassword, newPassword },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) => changePassword(currentPassword, newPassword),
    // A 401 with the server's own message is this request's answer, shown in the form (spec §7:
    // "server message shown when present"); only a bare 401 says the session has ended.
    meta: { sessionExpiry: { redirectTo: paths.home, when: (err) => !err.data.message } },
  });
}

export function createCustomerPortalSession() {
  return apiRequest<{ url?: string }>('/api/billing/create-customer-portal-session', { method: 'POST' });
}

export function useCreateCustomerPortalSession() {
  return useMutation({ mutationFn: createCustomerPortalSession, meta });
}

/**
 * Deletes the account after the server checks the password (and cancels a paid subscription); the shared
 * scripts in `transfers` go to the chosen editor instead of being deleted.
 */
export function deleteAccount({ password, transfers }: { password: string; transfers: AccountTransfer[] }) {
  return apiRequest<{ message?: string }>('/api/auth/account', { method: 'DELETE', body: transfers.length ? { password, transfers } : { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, meta });
}

/** Ends every other session of the account; this one stays. */
export function signOutOtherDevices() {
  return apiRequest<{ message?: string }>('/api/auth/logout-others', { method: 'POST' });
}

export function useSignOutOtherDevices() {
  return useMutation({ mutationFn: signOutOtherDevices, meta });
}
