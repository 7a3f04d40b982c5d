// /email-verified?status=success|failure: the result page the mail link lands on (spec §2).
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { buttonStyles } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { VERIFY_TEXT } from '../messages';
import { StatusPanel } from '../../../components/layout/status-panel';

export function EmailVerifiedScreen({ authPath = paths.auth }: { authPath?: string }) {
  const [params] = useSearchParams();
  const success = params.get('status') === 'success';
  if (success) {
    return (
      <StatusPanel
        icon={<CheckCircle2 className="size-14 text-emerald-500" aria-hidden="true" />}
        title={VERIFY_TEXT.verifiedTitle}
        actions={
          <Link to={authPath} state={{ register: false }} className={buttonStyles({})}>
            Log In
          </Link>
        }
      >
        <p role="status">{VERIFY_TEXT.verifiedBody}</p>
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
