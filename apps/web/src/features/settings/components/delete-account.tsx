// Settings → Profile, "Delete account": asks for the password in a confirmation dialog, then deletes the
// account and everything it owns (a paid subscription is cancelled first) and leaves for the home page.
// Scripts shared with others may be handed to one of their editors instead (issue 27 item 8).
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { AUTH_MESSAGES } from '@cuemap/shared';
import { paths, type AuthLocationState } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { isSessionExpiry } from '../../../lib/session-expiry';
import { Alert, Button, Input, Modal, useToast } from '../../../components/ui';
import { useDeleteAccount } from '../api/account';
import { useSharedByMe } from '../api/shared-by-me';
import { SETTINGS_TEXT as T } from '../messages';
import { DeleteAccountTransfers, transfersFrom, type TransferChoices } from './delete-account-transfers';

export function DeleteAccount({ hasPaidPlan }: { hasPaidPlan: boolean }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const remove = useDeleteAccount();
  const shared = useSharedByMe(open);
  const [choices, setChoices] = useState<TransferChoices>({});
  const sharedScripts = shared.data?.scripts;
  // Nothing is deleted before the user has seen (and could choose for) the scripts others use.
  const unchecked = shared.isPending || shared.isError;
  const choose = (mindMapId: string, toUserId: string | null) =>
    setChoices(({ [mindMapId]: _, ...rest }) => (toUserId ? { ...rest, [mindMapId]: toUserId } : rest));

  function close() {
    if (deleting) return;
    setOpen(false);
    setPassword('');
    setError('');
    setChoices({});
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (unchecked) return;
    if (!password) {
      setError(T.deletePasswordRequired);
      passwordRef.current?.focus();
      return;
    }
    setDeleting(true);
    setError('');
    try {
      const res = await remove.mutateAsync({ password, transfers: transfersFrom(sharedScripts ?? [], choices) });
      // Leave first, then drop the session, so the settings guard does not redirect in between.
      const state: AuthLocationState = { loggedOut: true };
      await navigate(paths.home, { replace: true, state });
      sessionStore.clear();
      queryClient.clear();
      toast.success(res.message || AUTH_MESSAGES.accountDeleted);
    } catch (err) {
      setDeleting(false);
      // A 401 has already said its message and is logging out (lib/session-expiry.ts).
      if (isSessionExpiry(err)) {
        setOpen(false);
        return;
      }
      setError(serverMessage(err, T.deleteFailed));
      passwordRef.current?.select();
    }
  }

  return (
    <section className="rounded-xl border border-red-200 bg-white shadow-card" aria-labelledby="section-delete-account">
      <header className="border-b border-red-100 px-5 py-4 sm:px-6">
        <h2 id="section-delete-account" className="text-base font-semibold text-red-700">
          Delete account
        </h2>
        <p className="mt-0.5 text-sm text-slate-500">{T.deleteIntro}</p>
      </header>
      <div className="flex flex-col gap-4 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="text-sm text-slate-600">{T.deleteWarning}</p>
        <Button
          variant="outline"
          className="shrink-0 border-red-300 text-red-700! hover:bg-red-50"
          onClick={() => setOpen(true)}
          icon={<Trash2 className="size-4" aria-hidden="true" />}
        >
          Delete account…
        </Button>
      </div>

      <Modal
        open={open}
        onClose={close}
        title="Delete your account?"
        description="This action cannot be undone."
        initialFocusRef={passwordRef}
        icon={
          <div className="flex size-10 items-center justify-center rounded-full bg-red-50 text-red-600">
            <AlertTriangle className="size-5" aria-hidden="true" />
          </div>
        }
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={deleting}>
              Cancel
            </Button>
            <Button variant="danger" type="submit" form="delete-account-form" loading={deleting} disabled={unchecked}>
              Delete my account
            </Button>
          </>
        }
      >
        <form id="delete-account-form" noValidate onSubmit={onSubmit} className="space-y-4">
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
            <li>{sharedScripts?.length ? T.deleteScriptsExceptHandedOver : T.deleteScripts}</li>
            <li>{hasPaidPlan ? T.deletePaidPlan : 'Every device signed in to your account is signed out.'}</li>
          </ul>
          <DeleteAccountTransfers
            scripts={sharedScripts}
            loading={shared.isPending}
            failed={shared.isError}
            onRetry={() => void shared.refetch()}
            choices={choices}
            onChoose={choose}
            disabled={deleting}
          />
          <Input
            ref={passwordRef}
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError('');
            }}
            disabled={deleting}
          />
          {error && <Alert tone="error">{error}</Alert>}
        </form>
      </Modal>
    </section>
  );
}
