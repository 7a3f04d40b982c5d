// /verify-email: verifies the token from the query string, then redirects after 3 s: to login, or to
// the dashboard when this browser is signed in already (/login would send it there anyway), saying which.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { buttonStyles, Spinner } from '../../../components/ui';
import { verifyEmail } from '../api/verify-email';
import { VERIFY_REDIRECT_DELAY_MS, VERIFY_TEXT } from '../messages';
import { StatusPanel } from '../../../components/layout/status-panel';

type State = { status: 'verifying' } | { status: 'success'; message: string } | { status: 'error'; message: string; detail?: string };

export function VerifyEmailScreen({
  loginPath = '/login',
  registerPath = '/register',
  dashboardPath = '/dashboard',
}: {
  loginPath?: string;
  registerPath?: string;
  dashboardPath?: string;
}) {
  const [params] = useSearchParams();
  const signedIn = useSession() !== null;
  const next = signedIn ? dashboardPath : loginPath;
  const token = params.get('token');
  const navigate = useNavigate();
  const [state, setState] = useState<State>(() => (token ? { status: 'verifying' } : { status: 'error', message: VERIFY_TEXT.noToken }));

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    verifyEmail(token)
      .then((res) => !cancelled && setState({ status: 'success', message: res.message || VERIFY_TEXT.success }))
      .catch((err: unknown) => {
        if (cancelled) return;
        if (err instanceof ApiError && err.isNetworkError) setState({ status: 'error', message: VERIFY_TEXT.networkError });
        else
          setState({
            status: 'error',
            message: VERIFY_TEXT.failed,
            detail: err instanceof ApiError && err.message !== VERIFY_TEXT.failed && err.data.message ? err.message : undefined,
          });
      });
    return () => {
      cancelled = true;
    };
  }, [token]);

  useEffect(() => {
    if (state.status !== 'success') return;
    const timer = setTimeout(() => void navigate(next, { replace: true }), VERIFY_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.status, navigate, next]);

  if (state.status === 'verifying') {
    return (
      <StatusPanel icon={<Spinner size="lg" className="text-brand-600" />} title="Verifying your email">
        <p role="status">{VERIFY_TEXT.verifying}</p>
      </StatusPanel>
    );
  }
  if (state.status === 'success') {
    return (
      <StatusPanel
        icon={<CheckCircle2 className="size-14 text-emerald-500" aria-hidden="true" />}
        title="You're verified"
        actions={
          <Link to={next} replace className={buttonStyles({})}>
            {signedIn ? 'Go to Dashboard' : 'Log in now'}
          </Link>
        }
      >
        <p role="status" className="font-medium text-emerald-700">
          {signedIn ? VERIFY_TEXT.successSignedIn : state.message}
        </p>
        <p className="mt-2 text-slate-500">{signedIn ? VERIFY_TEXT.redirectingToDashboard : VERIFY_TEXT.redirecting}</p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      icon={<XCircle className="size-14 text-red-500" aria-hidden="true" />}
      title="We couldn't verify your email"
      actions={
        <>
          <Link to={registerPath} className={buttonStyles({})}>
            Register again
          </Link>
          <Link to={loginPath} className={buttonStyles({ variant: 'outline' })}>
            Login
          </Link>
        </>
      }
    >
      <p role="alert" className="font-medium text-red-700">
        {state.message}
      </p>
      {state.detail && <p className="mt-2 text-slate-500">{state.detail}</p>}
    </StatusPanel>
  );
}
