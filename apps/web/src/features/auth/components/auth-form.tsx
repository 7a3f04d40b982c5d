// Login / register form (spec §2 Auth screen, §5 validation, §8 messages).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { User } from '@cuemap/shared';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { isUser } from '../../../lib/session';
import { Alert, toneForMessage } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { login, register, resendVerification } from '../api/auth-requests';
import { CREDENTIAL_TEXT, EmailField, PasswordVisibilityToggle, SIMPLE_EMAIL_PATTERN } from '../../../components/credential-fields';
import { AUTH_TEXT } from '../messages';

export interface AuthFormProps {
  initialMode?: 'login' | 'register';
  /** Called with the new session after a successful login, or a registration that needs no verification. */
  onAuthSuccess: (session: { token: string; user: User }) => void | Promise<void>;
  /** Shown above the form, e.g. the plan the visitor picked. */
  notice?: string;
}

type FieldErrors = { email?: string; password?: string };

export function AuthForm({ initialMode = 'login', onAuthSuccess, notice }: AuthFormProps) {
  const [mode, setMode] = useState(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [message, setMessage] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [needsVerification, setNeedsVerification] = useState(false);
  const [verificationEmail, setVerificationEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const busy = submitting || resending;
  const isLogin = mode === 'login';

  function switchMode() {
    setMode(isLogin ? 'register' : 'login');
    setMessage('');
    setNeedsVerification(false);
    setVerificationEmail('');
    setEmail('');
    setPassword('');
    setFieldErrors({});
  }

  function validate(): FieldErrors {
    const errors: FieldErrors = {};
    const trimmed = email.trim();
    if (!trimmed) errors.email = CREDENTIAL_TEXT.emailRequired;
    else if (!SIMPLE_EMAIL_PATTERN.test(trimmed)) errors.email = CREDENTIAL_TEXT.emailInvalid;
    if (!password) errors.password = AUTH_TEXT.passwordRequired;
    else if (!isLogin && password.length < 6) errors.password = AUTH_TEXT.passwordTooShort;
    return errors;
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const errors = validate();
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setSubmitting(true);
    setMessage('');
    const creds = { email: email.trim(), password };
    try {
      if (isLogin) {
        const result = await login(creds);
        if (result.requiresVerification) {
          setNeedsVerification(true);
          setVerificationEmail(creds.email);
          setMessage(result.message || AUTH_TEXT.genericError);
          return;
        }
        if (!result.token || !isUser(result.user)) throw new ApiError(200, result.message || AUTH_TEXT.genericError);
        setMessage(result.message ?? '');
        await onAuthSuccess({ token: result.token, user: result.user });
      } else {
        const result = await register(creds);
        // Verification off: the answer holds a session, so the new user is signed in at once (issue 24
        // item 9; the spec's switch to an empty login form is in docs/decisions.md).
        if (!result.requiresVerification && result.token && isUser(result.user)) {
          await onAuthSuccess({ token: result.token, user: result.user });
          return;
        }
        // Otherwise the login form, with the address kept: only the password is left to type once verified.
        setMode('login');
        setPassword('');
        setNeedsVerification(!!result.requiresVerification);
        setVerificationEmail(result.requiresVerification ? creds.email : '');
        setMessage(result.message || AUTH_TEXT.registeredLogIn);
      }
    } catch (err) {
      if (err instanceof ApiError) {
        if (err.isNetworkError) setMessage(AUTH_TEXT.networkError);
        else setMessage(err.message || AUTH_TEXT.genericError);
        if (err.requiresVerification) {
          setNeedsVerification(true);
          setVerificationEmail(creds.email);
        }
      } else {
        setMessage(AUTH_TEXT.genericError);
      }
    } finally {
      setSubmitting(false);
    }
  }

  async function onResend() {
    const target = verificationEmail || email.trim();
    if (!target) {
      setFieldErrors({ email: CREDENTIAL_TEXT.emailRequired });
      return;
    }
    setResending(true);
    try {
      const result = await resendVerification(target);
      setMessage(result.message || 'Verification email sent successfully.');
    } catch (err) {
      if (err instanceof ApiError && err.isNetworkError) setMessage(AUTH_TEXT.resendNetworkError);
      else if (err instanceof ApiError && err.data.message) setMessage(err.message);
      else setMessage(AUTH_TEXT.resendFailed);
    } finally {
      setResending(false);
    }
  }

  return (
    <div>
      <div className="mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{isLogin ? 'Welcome back' : 'Create your account'}</h1>
        <p className="mt-2 text-sm text-slate-600">
          {isLogin ? 'Log in to plan, write and present your scripts.' : 'Start free — 2 scripts, the teleprompter and AI help. No credit card.'}
        </p>
      </div>

      {notice && (
        <Alert tone="info" className="mb-5">
          {notice}
        </Alert>
      )}

      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={isLogin ? 'Log in' : 'Register'}>
        <EmailField
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (fieldErrors.email) setFieldErrors((f) => ({ ...f, email: undefined }));
          }}
          disabled={busy}
          error={fieldErrors.email}
        />
        <Input
          label="Password"
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete={isLogin ? 'current-password' : 'new-password'}
          placeholder={isLogin ? 'Your password' : 'At least 6 characters'}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (fieldErrors.password) setFieldErrors((f) => ({ ...f, password: undefined }));
          }}
          disabled={busy}
          required
          error={fieldErrors.password}
          trailing={<PasswordVisibilityToggle shown={showPassword} onToggle={() => setShowPassword((v) => !v)} />}
        />

        {isLogin && (
          <p className="-mt-2 text-right text-sm">
            <Link to={paths.forgotPassword} state={{ email: email.trim() }} className="font-medium text-brand-600 hover:text-brand-700 hover:underline">
              Forgot password?
            </Link>
          </p>
        )}

        {message && <Alert tone={toneForMessage(message)}>{message}</Alert>}

        <Button type="submit" fullWidth size="lg" disabled={busy}>
          {submitting ? CREDENTIAL_TEXT.processing : isLogin ? 'Log In' : 'Create Account'}
        </Button>

        {needsVerification && (
          <Button type="button" variant="outline" fullWidth onClick={onResend} disabled={busy} loading={resending}>
            {AUTH_TEXT.resend}
          </Button>
        )}
      </form>

      <p className="mt-8 text-center text-sm text-slate-600">
        {isLogin ? "Don't have an account?" : 'Already have an account?'}{' '}
        <button type="button" onClick={switchMode} className="font-semibold text-brand-600 hover:text-brand-700 hover:underline">
          {isLogin ? 'Register' : 'Log In'}
        </button>
      </p>
    </div>
  );
}
