// /invite/:token (issue 27): what the invitation offers; signed out, log in or sign up and come back
// here (the auth screen's return-to target); signed in with the invited address, Accept → dashboard.
import { useNavigate, useLocation } from 'react-router';
import { LogIn, MailX, UserPlus, Users } from 'lucide-react';
import type { InvitationPreview } from '@cuemap/shared';
import { paths, type AuthLocationState } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useLogout } from '../../../lib/use-logout';
import { StatusPanel } from '../../../components/layout/status-panel';
import { Alert, Button, Spinner, useToast } from '../../../components/ui';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationPreview } from '../api/preview-invitation';
import { ROLE_LABELS, SHARING_TEXT as T } from '../messages';
import { sharingError } from '../utils/people';

function Offer({ preview }: { preview: InvitationPreview }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-left [overflow-wrap:anywhere]">
      <p className="truncate text-base font-semibold text-slate-900" title={preview.title}>
        {preview.title || T.untitled}
      </p>
      <p className="mt-1 text-sm text-slate-600">{T.invitePageBody(preview.ownerEmail, preview.role)}</p>
      <p className="mt-2 text-xs text-slate-500">
        {ROLE_LABELS[preview.role]} · {T.inviteSentTo(preview.email)}
      </p>
    </div>
  );
}

export function InvitationScreen({ token }: { token: string }) {
  const preview = useInvitationPreview(token);
  const session = useSession();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();
  const toast = useToast();

  if (preview.isPending) {
    return (
      <StatusPanel icon={<Spinner size="lg" className="text-brand-600" />} title={T.invitePageTitle}>
        <p role="status">{T.inviteLoading}</p>
      </StatusPanel>
    );
  }
  if (preview.isError) {
    return (
      <StatusPanel
        icon={<MailX className="size-12 text-red-500" aria-hidden="true" />}
        title={T.invitationProblem}
        actions={<Button onClick={() => void navigate(session ? paths.dashboard : paths.home)}>{session ? T.toDashboard : T.toHome}</Button>}
      >
        <p role="alert">{sharingError(preview.error)}</p>
      </StatusPanel>
    );
  }

  const offer = preview.data;
  const back: AuthLocationState['from'] = { pathname: location.pathname };
  const toAuth = (register: boolean) => void navigate(paths.auth, { state: { from: back, register } satisfies AuthLocationState });
  const myEmail = session?.user.email;
  const otherAccount = !!myEmail && myEmail.toLowerCase() !== offer.email.toLowerCase();

  function onAccept() {
    accept.mutate(token, {
      onSuccess: (res) => {
        toast.success(res.message);
        void navigate(paths.sharedWithMe, { replace: true });
      },
    });
  }

  return (
    <StatusPanel
      icon={
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Users className="size-7" aria-hidden="true" />
        </span>
      }
      title={T.invitePageTitle}
      actions={
        !session ? (
          <>
            <Button onClick={() => toAuth(false)} icon={<LogIn className="size-4" aria-hidden="true" />}>
              {T.logIn}
            </Button>
            <Button variant="outline" onClick={() => toAuth(true)} icon={<UserPlus className="size-4" aria-hidden="true" />}>
              {T.createAccount}
            </Button>
          </>
        ) : otherAccount ? (
          <Button variant="outline" onClick={() => void logout(location.pathname)}>
            {T.logOut}
          </Button>
        ) : (
          <Button onClick={onAccept} loading={accept.isPending}>
            {T.accept}
          </Button>
        )
      }
    >
      <Offer preview={offer} />
      <div className="mt-4 space-y-3">
        {!session && <p>{T.inviteSignInHint(offer.email)}</p>}
        {myEmail && !otherAccount && <p className="text-xs text-slate-500">{T.signedInAs(myEmail)}</p>}
        {otherAccount && <Alert tone="warning">{T.otherAccountHint(offer.email)}</Alert>}
        {accept.isError && <Alert tone="error">{sharingError(accept.error)}</Alert>}
      </div>
    </StatusPanel>
  );
}
