// Profile (spec §2, §5, §8): editable e-mail and account statistics, with the plan (and a trial's days left:
// issue 24 item 9, the navbar's PlanBadge).
import { useState, type FormEvent } from 'react';
import { BarChart3, CalendarDays, FileText, Lightbulb, MonitorPlay } from 'lucide-react';
import { monthlyTeleprompterLimit, isPlanId } from '@cuemap/shared';
import { formatLongDate } from '../../../lib/format';
import { serverMessage } from '../../../lib/api-client';
import { isSessionExpiry } from '../../../lib/session-expiry';
import { sessionStore, isUser } from '../../../lib/session';
import { Alert, Button, Input, Skeleton } from '../../../components/ui';
import { PlanBadge } from '../../../components/layout/plan-badge';
import { useUpdateProfile } from '../api/account';
import { useRefreshedUser } from '../hooks/use-refreshed-user';
import { SETTINGS_TEXT as T, validateProfileEmail } from '../messages';
import { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-layout';
import { DeleteAccount } from './delete-account';

function Stat({ icon, label, value }: { icon: React.ReactNode; label: string; value: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-100 bg-slate-50/70 p-4">
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-slate-500 uppercase">
        {icon}
        {label}
      </dt>
      <dd className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">{value}</dd>
    </div>
  );
}

export function ProfileSettings() {
  const { user, loading, refreshFailed, retry, retrying } = useRefreshedUser();
  const update = useUpdateProfile();
  const [email, setEmail] = useState(user?.email ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [pendingMessage, setPendingMessage] = useState('');
  /** A different address is typed: the server asks for the current password to change it. */
  const changingEmail = !!user && email.trim() !== '' && email.trim().toLowerCase() !== user.email.toLowerCase();

  /** Stores the user the server answered with and shows the address it now has. */
  function applyUpdate(updated: unknown, fallbackEmail: string) {
    if (!user) return;
    const newEmail = (updated as { email?: unknown } | undefined)?.email;
    if (isUser(updated)) sessionStore.setUser(updated);
    else if (typeof newEmail === 'string') sessionStore.setUser({ ...user, email: newEmail });
    setEmail(typeof newEmail === 'string' ? newEmail : fallbackEmail);
  }

  /** A 401 has already said its message and is logging out (lib/session-expiry.ts). */
  function failed(err: unknown, fallback: string, show: (text: string) => void) {
    if (!isSessionExpiry(err)) show(serverMessage(err, fallback));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!user) return;
    const problem = validateProfileEmail(email, user.email) ?? (currentPassword ? null : T.emailPasswordRequired);
    if (problem) {
      setMessage(problem);
      return;
    }
    setSaving(true);
    setMessage('');
    setPendingMessage('');
    try {
      const res = await update.mutateAsync({ email: email.trim(), currentPassword });
      applyUpdate(res.user, email.trim());
      setCurrentPassword('');
      setMessage(res.message || 'Profile updated successfully.');
    } catch (err) {
      failed(err, T.profileUpdateFailed, setMessage);
    } finally {
      setSaving(false);
    }
  }

  /** Saving the current address again drops the pending one (no password needed: nothing is gained). */
  async function cancelPendingEmail() {
    if (!user) return;
    setCancelling(true);
    setPendingMessage('');
    try {
      const res = await update.mutateAsync({ email: user.email });
      applyUpdate(res.user, user.email);
      setMessage('');
      setPendingMessage(T.pendingEmailCancelled);
    } catch (err) {
      failed(err, T.pendingEmailCancelFailed, setPendingMessage);
    } finally {
      setCancelling(false);
    }
  }

  if (!user) return null;
  const plan = isPlanId(user.subscription?.plan) ? user.subscription.plan : 'free';
  const aiLimit = monthlyTeleprompterLimit(plan);

  return (
    <div className="space-y-6">
      <SettingsSection title="Profile" description="The e-mail you log in with and receive account mail at.">
        {refreshFailed && (
          <Alert tone="error" className="mb-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>{T.profileFetchFailed}</span>
              <Button size="sm" variant="outline" onClick={retry} loading={retrying}>
                Try again
              </Button>
            </div>
          </Alert>
        )}
        {user.pendingEmail && (
          <Alert tone="info" className="mb-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>
                Waiting for confirmation of <strong className="font-semibold">{user.pendingEmail}</strong>: open the link we sent there to finish the change.
                Until then you log in with {user.email}.
              </span>
              <Button size="sm" variant="outline" onClick={cancelPendingEmail} loading={cancelling}>
                Cancel change
              </Button>
            </div>
          </Alert>
        )}
        {pendingMessage && (
          <Alert tone={pendingMessage === T.pendingEmailCancelled ? 'success' : 'error'} className="mb-4">
            {pendingMessage}
          </Alert>
        )}
        <SettingsForm label="Profile" onSubmit={onSubmit} message={message} saving={saving} submitLabel="Save changes">
          <Input label="Email address" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} disabled={saving} />
          {changingEmail && (
            <Input
              label="Current password"
              type="password"
              autoComplete="current-password"
              hint={T.emailPasswordHint}
              value={currentPassword}
              onChange={(e) => setCurrentPassword(e.target.value)}
              disabled={saving}
            />
          )}
        </SettingsForm>
      </SettingsSection>

      <SettingsSection title="Statistics" description="Your usage of Cuemap.">
        {refreshFailed && (
          <Alert tone="error" className="mb-4">
            {T.statsFailed}
          </Alert>
        )}
        {loading ? (
          <div className="grid gap-3 sm:grid-cols-2" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : (
          <dl className="grid gap-3 sm:grid-cols-2">
            <Stat icon={<FileText className="size-3.5" aria-hidden="true" />} label="Scripts" value={user.mindMapCount} />
            <Stat icon={<Lightbulb className="size-3.5" aria-hidden="true" />} label="AI idea generations" value={user.aiIdeaGenerations ?? 0} />
            <Stat
              icon={<MonitorPlay className="size-3.5" aria-hidden="true" />}
              label="AI scripts this month"
              value={
                <>
                  {user.aiTeleprompterGenerations ?? 0}
                  <span className="text-base font-medium text-slate-500"> / {aiLimit}</span>
                </>
              }
            />
            <Stat
              icon={<CalendarDays className="size-3.5" aria-hidden="true" />}
              label="Member since"
              value={<span className="text-lg">{formatLongDate(user.createdAt)}</span>}
            />
          </dl>
        )}
        <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500" data-testid="profile-plan">
          <BarChart3 className="size-3.5" aria-hidden="true" />
          <span className="sr-only">Plan:</span>
          <PlanBadge plan={plan} subscription={user.subscription} />
          <span>
            <span aria-hidden="true" className="max-sm:hidden">
              ·{' '}
            </span>
            {aiLimit} AI teleprompter scripts a month
          </span>
        </p>
      </SettingsSection>

      <DeleteAccount hasPaidPlan={plan !== 'free'} />
    </div>
  );
}
