// GET /api/auth/verify-email?token= (no auth header). One request per token even if called twice.
import { apiRequest } from '../../../lib/api-client';

const inFlight = new Map<string, Promise<{ message?: string }>>();

export function verifyEmail(token: string): Promise<{ message?: string }> {
  let pending = inFlight.get(token);
  if (!pending) {
    pending = apiRequest<{ message?: string }>(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
      auth: false,
    });
    inFlight.set(token, pending);
  }
  return pending;
}
