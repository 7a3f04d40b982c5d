// The Share dialog's actions on people and invitations, each with its toast, and the transfer to confirm.
import { useState } from 'react';
import type { Invitation, ScriptPerson, ScriptRole } from '@cuemap/shared';
import { useToast } from '../../../components/ui';
import { useChangeRole } from '../api/change-role';
import { useRemoveMember } from '../api/remove-member';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { useTransferOwnership } from '../api/transfer-ownership';
import { SHARING_TEXT as T } from '../messages';
import { sharingError } from '../utils/people';

export function useMemberActions(mindMapId: string, { onTransferred }: { onTransferred: () => void }) {
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [transferTo, setTransferTo] = useState<ScriptPerson | null>(null);
  const changeRole = useChangeRole(mindMapId);
  const remove = useRemoveMember(mindMapId);
  const revoke = useRevokeInvitation(mindMapId);
  const transfer = useTransferOwnership(mindMapId);
  const settled = { onError: (err: Error) => toast.error(sharingError(err)), onSettled: () => setBusyId(null) };

  return {
    busyId,
    transferTo,
    transferring: transfer.isPending,
    onRole(person: ScriptPerson, role: ScriptRole) {
      if (role === person.role) return;
      setBusyId(person.userId);
      changeRole.mutate({ userId: person.userId, role }, { ...settled, onSuccess: () => toast.success(T.roleChanged(person.email, role)) });
    },
    onRemove(person: ScriptPerson) {
      setBusyId(person.userId);
      remove.mutate(person.userId, { ...settled, onSuccess: () => toast.success(T.removed(person.email)) });
    },
    onRevoke(invitation: Invitation) {
      setBusyId(invitation.id);
      revoke.mutate(invitation.id, { ...settled, onSuccess: () => toast.success(T.revoked(invitation.email)) });
    },
    onTransfer: setTransferTo,
    cancelTransfer: () => setTransferTo(null),
    confirmTransfer() {
      if (!transferTo) return;
      transfer.mutate(transferTo.userId, {
        onSuccess: (res) => {
          toast.success(res.message);
          setTransferTo(null);
          onTransferred();
        },
        onError: (err) => toast.error(sharingError(err)),
      });
    },
  };
}
