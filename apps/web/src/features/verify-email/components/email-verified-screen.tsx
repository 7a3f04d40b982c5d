// /email-verified?status=success|failure: the result page the mail link lands on (spec §2).
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { buttonStyles } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { VERIFY_TEXT } from '../messages';
import { StatusPanel } from '../../../components/layout/status-panel';

export function EmailVerifiedScreen({ authPath = paths.auth }: { authPath?: string }) {
  const [params] = useSearchParams();
  const success = params.get('status') === 'success';
  // Signed in already in this browser: Log In would only bounce to the dashboard, so say where it goes.
  const signedIn = useSession() !== null;
  if (success) {
    return (
      <StatusPanel
        icon={<CheckCircle2 className="size-14 text-emerald-500" aria-hidden="true" />}
        title={VERIFY_TEXT.verifiedTitle}
        actions={
          signedIn ? (
            <Link to={paths.dashboard} className={buttonStyles({})}>
              Go to Dashboard
            </Link>
          ) : (
            <Link to={authPath} state={{ register: false }} className={buttonStyles({})}>
              Log In
            </Link>
          )
        }
      >
        <p role="status">{signedIn ? VERIFY_TEXT.verifiedBodySignedIn : VERIFY_TEXT.verifiedBody}</p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      icon={<XCircle className="size-14 text-red-500" aria-hidden="true" />}
      title={VERIFY_TEXT.failedTitle}
      actions={
        <Link to={authPath} state={{ register: true }} className={buttonStyles({})}>
          Register again
        </Link>
      }
    >
      <p role="alert">{VERIFY_TEXT.failedBody}</p>
    </StatusPanel>
  );
}
