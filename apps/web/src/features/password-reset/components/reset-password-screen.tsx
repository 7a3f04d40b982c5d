// /reset-password?token=…: choose a new password from the mailed link. Success signs every device out,
// this browser included, and leads to the login screen.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, KeyRound, XCircle } from 'lucide-react';
import { AUTH_MESSAGES, LIMITS } from '@cuemap/shared';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { StatusPanel } from '../../../components/layout/status-panel';
import { Alert, Button, Input, buttonStyles } from '../../../components/ui';
import { CREDENTIAL_TEXT, PasswordVisibilityToggle } from '../../../components/credential-fields';
import { resetPassword } from '../api/password-reset';
import { RESET_TEXT as T } from '../messages';

type Errors = { password?: string; confirm?: string };

function FailedPanel({ message }: { message: string }) {
  return (
    <StatusPanel
      icon={<XCircle className="size-14 text-red-500" aria-hidden="true" />}
      title={T.failedTitle}
      actions={
        <>
          <Link to={paths.forgotPassword} className={buttonStyles({})}>
            {T.requestNew}
          </Link>
          <Link to={paths.login} className={buttonStyles({ variant: 'outline' })}>
            {T.backToLogin}
          </Link>
        </>
      }
    >
      <p role="alert" className="font-medium text-red-700">
        {message}
      </p>
    </StatusPanel>
  );
}

export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [show, setShow] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  if (!token) return <FailedPanel message={T.noToken} />;
  if (result && !result.ok) return <FailedPanel message={result.message} />;
  if (result?.ok) {
    return (
      <StatusPanel
        icon={<CheckCircle2 className="size-14 text-emerald-500" aria-hidden="true" />}
        title={T.doneTitle}
        actions={
          <Link to={paths.login} replace className={buttonStyles({})}>
            {T.logIn}
          </Link>
        }
      >
        <p role="status" className="font-medium text-emerald-700">
          {result.message}
        </p>
      </StatusPanel>
    );
  }

  function validate(): Errors {
    const next: Errors = {};
    if (!password) next.password = T.passwordRequired;
    else if (password.length < LIMITS.passwordMin) next.password = T.passwordTooShort;
    if (!next.password && confirm !== password) next.confirm = T.mismatch;
    return next;
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validate();
    setErrors(found);
    if (found.password || found.confirm) return;
    setSaving(true);
    setError('');
    try {
      const res = await resetPassword(token!, password);
      // Every session of the account was just revoked, this browser's too.
      sessionStore.clear();
      setResult({ ok: true, message: res.message || AUTH_MESSAGES.passwordReset });
    } catch (err) {
      if (err instanceof ApiError && err.isNetworkError) setError(T.networkError);
      else if (err instanceof ApiError && err.data.message === AUTH_MESSAGES.resetFailed) setResult({ ok: false, message: err.message });
      // Anything else (a password the server refuses, a rate limit): stay on the form with the reason.
      else setError(err instanceof ApiError ? err.message : T.genericError);
    } finally {
      setSaving(false);
    }
  }

  const toggle = <PasswordVisibilityToggle shown={show} onToggle={() => setShow((v) => !v)} />;

  return (
    <StatusPanel icon={<KeyRound className="size-12 text-brand-600" aria-hidden="true" />} title={T.resetTitle}>
      <p>{T.resetIntro}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4 text-left" aria-label="Reset password">
        <Input
          label={T.newPassword}
          type={show ? 'text' : 'password'}
          name="new-password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors((x) => ({ ...x, password: undefined }));
          }}
          disabled={saving}
          error={errors.password}
          trailing={toggle}
          autoFocus
        />
        <Input
          label={T.confirmPassword}
          type={show ? 'text' : 'password'}
          name="confirm-password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => {
            setConfirm(e.target.value);
            setErrors((x) => ({ ...x, confirm: undefined }));
          }}
          disabled={saving}
          error={errors.confirm}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" fullWidth size="lg" loading={saving} disabled={saving}>
          {saving ? CREDENTIAL_TEXT.processing : T.submit}
        </Button>
      </form>
    </StatusPanel>
  );
}
