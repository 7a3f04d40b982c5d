// Password Management (spec §5, §8): current, new and confirmation with client-side rules first.
import { useState, type FormEvent } from 'react';
import { MonitorSmartphone } from 'lucide-react';
import { serverMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { isSessionExpiry } from '../../../lib/session-expiry';
import { Alert, Button, Input } from '../../../components/ui';
import { useChangePassword, useSignOutOtherDevices } from '../api/account';
import { SETTINGS_TEXT as T, validatePasswordChange, type PasswordForm } from '../messages';
import { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-layout';

const empty: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

const fields: { key: keyof PasswordForm; label: string; autoComplete: string; hint?: string }[] = [
  { key: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { key: 'newPassword', label: 'New password', autoComplete: 'new-password', hint: 'At least 6 characters.' },
  { key: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

export function PasswordSettings() {
  const session = useSession();
  const change = useChangePassword();
  const [form, setForm] = useState<PasswordForm>(empty);
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState(false);

  const set = (key: keyof PasswordForm) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!session) {
      setMessage(T.pwNotLoggedIn);
      return;
    }
    const problem = validatePasswordChange(form);
    if (problem) {
      setMessage(problem);
      return;
    }
    setSaving(true);
    setMessage('');
    try {
      const res = await change.mutateAsync({ currentPassword: form.currentPassword, newPassword: form.newPassword });
      setForm(empty);
      setMessage(res?.message || T.pwChanged);
    } catch (err) {
      // A bare 401 has already said its message and is logging out (lib/session-expiry.ts).
      if (!isSessionExpiry(err)) setMessage(serverMessage(err, T.pwFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <SettingsSection title="Password Management" description="Use at least 6 characters. Other devices are signed out after a change.">
      <SettingsForm label="Change password" onSubmit={onSubmit} message={message} saving={saving} submitLabel="Change password">
        {fields.map(({ key, label, autoComplete, hint }) => (
          <Input key={key} label={label} type="password" autoComplete={autoComplete} value={form[key]} onChange={set(key)} disabled={saving} hint={hint} />
        ))}
      </SettingsForm>
    </SettingsSection>
  );
}

/** Ends every other session of the account (a phone left logged in, a shared computer). */
export function OtherDevices() {
  const signOutOthers = useSignOutOtherDevices();
  const [result, setResult] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onClick() {
    setBusy(true);
    setResult(null);
    try {
      const res = await signOutOthers.mutateAsync();
      setResult({ text: res.message || T.otherDevicesDone, tone: 'success' });
    } catch (err) {
      if (!isSessionExpiry(err)) setResult({ text: serverMessage(err, T.otherDevicesFailed), tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection title="Signed-in devices" description="Logged in on a computer or phone you no longer use? End those sessions here.">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <MonitorSmartphone className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          This browser stays signed in.
        </p>
        <Button variant="outline" onClick={onClick} loading={busy} disabled={busy} className="shrink-0">
          Sign out other devices
        </Button>
      </div>
      {result && (
        <Alert tone={result.tone} className="mt-4">
          {result.text}
        </Alert>
      )}
    </SettingsSection>
  );
}
