// The Share dialog (issue 27): invite by email, people with access and pending invitations, the view
// link, and transfer of ownership (confirmed in place, so there is one dialog and one focus trap).
import { useId } from 'react';
import { Crown, RefreshCw, Users } from 'lucide-react';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { Alert, Button, Modal, Skeleton } from '../../../components/ui';
import { useSharing } from '../api/get-sharing';
import { useMemberActions } from '../hooks/use-member-actions';
import { SHARING_TEXT as T } from '../messages';
import { sharingError } from '../utils/people';
import { InviteForm } from './invite-form';
import { PeopleList } from './people-list';
import { ViewLinkSection } from './view-link-section';

export interface ShareDialogProps {
  mindMapId: string;
  /** The script's title, for the dialog's heading. */
  title?: string;
  open: boolean;
  onClose: () => void;
}

function LoadingPeople() {
  return (
    <div aria-hidden="true" className="space-y-3 py-2">
      {[0, 1].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

type MemberActions = ReturnType<typeof useMemberActions>;

function ShareBody({ mindMapId, actions }: { mindMapId: string; actions: MemberActions }) {
  const sharing = useSharing(mindMapId, true);
  const myEmail = useSession()?.user.email;
  const peopleHeadingId = useId();

  if (actions.transferTo) return <p className="text-sm text-slate-700">{T.transferBody(actions.transferTo.email)}</p>;

  const data = sharing.data;
  // A member (403) or someone without access (404): only the owner shares, so there is nothing to retry.
  if (!data && sharing.error instanceof ApiError && (sharing.error.status === 403 || sharing.error.status === 404)) {
    return <Alert tone="info">{sharing.error.message}</Alert>;
  }
  return (
    <div className="space-y-5">
      <InviteForm mindMapId={mindMapId} />
      <section aria-labelledby={peopleHeadingId}>
        <div className="flex items-baseline justify-between gap-2">
          <h3 id={peopleHeadingId} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {T.peopleHeading}
          </h3>
          {data && <span className="text-xs text-slate-500">{T.peopleCount(data.people.length - 1 + data.invitations.length, data.limit)}</span>}
        </div>
        {sharing.isPending && (
          <>
            <p role="status" className="sr-only">
              {T.loading}
            </p>
            <LoadingPeople />
          </>
        )}
        {sharing.isError && !data && (
          <div className="mt-2 space-y-2">
            <Alert tone="error">
              <p className="font-medium">{T.loadFailed}</p>
              <p>{sharingError(sharing.error)}</p>
            </Alert>
            <Button size="sm" variant="outline" onClick={() => void sharing.refetch()} icon={<RefreshCw className="size-3.5" aria-hidden="true" />}>
              {T.tryAgain}
            </Button>
          </div>
        )}
        {data && (
          <PeopleList
            people={data.people}
            invitations={data.invitations}
            myEmail={myEmail}
            busyId={actions.busyId}
            onRole={actions.onRole}
            onRemove={actions.onRemove}
            onTransfer={actions.onTransfer}
            onRevoke={actions.onRevoke}
          />
        )}
      </section>
      {data && <ViewLinkSection mindMapId={mindMapId} on={data.viewLink !== null} />}
    </div>
  );
}

export function ShareDialog({ mindMapId, title, open, onClose }: ShareDialogProps) {
  const actions = useMemberActions(mindMapId, { onTransferred: onClose });
  const confirming = actions.transferTo !== null;
  const close = () => {
    if (actions.transferring) return;
    actions.cancelTransfer();
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      size="md"
      title={confirming ? T.transferTitle : title ? T.shareScript(title) : T.dialogTitle}
      description={confirming ? undefined : T.dialogDescription}
      icon={
        confirming ? (
          <div className="flex size-10 items-center justify-center rounded-full bg-amber-50 text-amber-600">
            <Crown className="size-5" aria-hidden="true" />
          </div>
        ) : (
          <div className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Users className="size-5" aria-hidden="true" />
          </div>
        )
      }
      footer={
        confirming ? (
          <>
            <Button key="cancel" variant="outline" onClick={actions.cancelTransfer} disabled={actions.transferring}>
              {T.cancel}
            </Button>
            <Button variant="danger" loading={actions.transferring} onClick={actions.confirmTransfer} icon={<Crown className="size-4" aria-hidden="true" />}>
              {T.transferConfirm}
            </Button>
          </>
        ) : (
          // Keys: React would reuse Done's button for Cancel and animate its colours from the primary look.
          <Button key="done" onClick={close}>
            {T.done}
          </Button>
        )
      }
    >
      {open && <ShareBody mindMapId={mindMapId} actions={actions} />}
    </Modal>
  );
}
