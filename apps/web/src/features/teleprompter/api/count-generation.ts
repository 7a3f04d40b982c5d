// The "{n} remaining" badge reads the stored user's teleprompter generations. A generation the server
// answered (generate, fit, section rewrite) was charged: the count goes up at once (issue 24 item 6;
// before, the badge waited for the next /api/auth/me), then the account is read again for the truth.
import { refreshSession } from '../../../lib/auth';
import { sessionStore } from '../../../lib/session';

export function countTeleprompterGeneration(): void {
  const session = sessionStore.get();
  if (session) sessionStore.setUser({ ...session.user, aiTeleprompterGenerations: (session.user.aiTeleprompterGenerations ?? 0) + 1 });
  refreshSession().catch(() => undefined);
}
