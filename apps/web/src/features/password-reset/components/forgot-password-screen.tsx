// /forgot-password: asks for the account's e-mail and mails a reset link. The answer never says whether
// the address has an account.
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { KeyRound, MailCheck } from 'lucide-react';
import { AUTH_MESSAGES } from '@cuemap/shared';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { StatusPanel } from '../../../components/layout/status-panel';
import { Alert, Button, buttonStyles } from '../../../components/ui';
import { CREDENTIAL_TEXT, EmailField, SIMPLE_EMAIL_PATTERN } from '../../../components/credential-fields';
import { requestPasswordReset } from '../api/password-reset';
import { RESET_TEXT as T } from '../messages';

export function ForgotPasswordScreen() {
  const location = useLocation();
  const initialEmail = (location.state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof initialEmail === 'string' ? initialEmail : '');
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState<{ message: string; to: string } | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return setFieldError(CREDENTIAL_TEXT.emailRequired);
    if (!SIMPLE_EMAIL_PATTERN.test(trimmed)) return setFieldError(CREDENTIAL_TEXT.emailInvalid);
    setSending(true);
    setError('');
    try {
      const res = await requestPasswordReset(trimmed);
      setSent({ message: res.message || AUTH_MESSAGES.resetRequested, to: trimmed });
    } catch (err) {
      if (err instanceof ApiError && err.isNetworkError) setError(T.networkError);
      else setError(err instanceof ApiError ? err.message : T.genericError);
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <StatusPanel
        icon={<MailCheck className="size-14 text-brand-600" aria-hidden="true" />}
        title={T.sentTitle}
        actions={
          <>
            <Link to={paths.login} className={buttonStyles({})}>
              {T.backToLogin}
            </Link>
            <Button variant="outline" onClick={() => setSent(null)}>
              {T.sendAnother}
            </Button>
          </>
        }
      >
        <p role="status" className="font-medium text-emerald-700">
          {sent.message}
        </p>
        <p className="mt-2 text-slate-500">
          Sent to <span className="font-medium text-slate-700">{sent.to}</span>. {T.sentHint}
        </p>
      </StatusPanel>
    );
  }

  return (
    <StatusPanel icon={<KeyRound className="size-12 text-brand-600" aria-hidden="true" />} title={T.forgotTitle}>
      <p>{T.forgotIntro}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4 text-left" aria-label="Request a password reset">
        <EmailField
          value={email}
          onChange={(value) => {
            setEmail(value);
            setFieldError('');
          }}
          disabled={sending}
          error={fieldError}
          autoFocus
        />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" fullWidth size="lg" loading={sending} disabled={sending}>
          {sending ? CREDENTIAL_TEXT.processing : T.sendLink}
        </Button>
      </form>
      <p className="mt-6">
        <Link to={paths.login} className="font-semibold text-brand-600 hover:text-brand-700 hover:underline">
          {T.backToLogin}
        </Link>
      </p>
    </StatusPanel>
  );
}
