// Auth requests (spec §7): register, login, resend verification. No token is sent.
import type { User } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

export interface AuthResult {
  message?: string;
  token?: string;
  user?: User;
  requiresVerification?: boolean;
}

export interface Credentials {
  email: string;
  password: string;
}

export function login(body: Credentials) {
  return apiRequest<AuthResult>('/api/auth/login', { method: 'POST', body, auth: false });
}

export function register(body: Credentials) {
  return apiRequest<AuthResult>('/api/auth/register', { method: 'POST', body, auth: false });
}

export function resendVerification(email: string) {
  return apiRequest<{ message?: string }>('/api/auth/resend-verification', {
    method: 'POST',
    body: { email },
    auth: false,
  });
}
