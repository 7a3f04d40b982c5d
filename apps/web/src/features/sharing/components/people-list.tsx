// Everyone with access (owner first) with role, remove and make-owner; then the pending invitations.
import type { ReactNode } from 'react';
import { Crown, UserMinus, X } from 'lucide-react';
import type { Invitation, ScriptPerson, ScriptRole } from '@cuemap/shared';
import { formatLongDate } from '../../../lib/format';
import { IconButton } from '../../../components/ui';
import { ROLE_HINTS, ROLE_LABELS, SHARING_TEXT as T } from '../messages';
import { Avatar } from './avatar';
import { RoleSelect } from './role-select';

function Row({ email, detail, muted, children }: { email: string; detail: ReactNode; muted?: boolean; children?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5">
      <Avatar email={email} className={muted ? 'opacity-50' : undefined} />
      <div className="min-w-0 flex-1 basis-40">
        <p className="truncate text-sm font-medium text-slate-900" title={email}>
          {email}
        </p>
        <p className="text-xs break-words text-slate-500">{detail}</p>
      </div>
      {children && <div className="ml-12 flex items-center gap-1 sm:ml-0">{children}</div>}
    </li>
  );
}

export interface PeopleListProps {
  people: ScriptPerson[];
  invitations: Invitation[];
  myEmail: string | undefined;
  /** The person or invitation a request is running for (its controls wait). */
  busyId: string | null;
  onRole: (person: ScriptPerson, role: ScriptRole) => void;
  onRemove: (person: ScriptPerson) => void;
  onTransfer: (person: ScriptPerson) => void;
  onRevoke: (invitation: Invitation) => void;
}

export function PeopleList({ people, invitations, myEmail, busyId, onRole, onRemove, onTransfer, onRevoke }: PeopleListProps) {
  return (
    <>
      <ul aria-label={T.peopleHeading} className="divide-y divide-slate-100">
        {people.map((p) =>
          p.role === 'owner' ? (
            <Row key={p.userId} email={p.email} detail={p.email === myEmail ? `${ROLE_LABELS.owner} (${T.you})` : ROLE_LABELS.owner} />
          ) : (
            <Row key={p.userId} email={p.email} detail={ROLE_HINTS[p.role]}>
              <RoleSelect label={T.changeRole(p.email)} value={p.role} onChange={(role) => onRole(p, role)} disabled={busyId === p.userId} />
              <IconButton
                label={T.makeOwner(p.email)}
                icon={<Crown className="size-4" aria-hidden="true" />}
                onClick={() => onTransfer(p)}
                disabled={busyId === p.userId}
              />
              <IconButton
                label={T.remove(p.email)}
                icon={<UserMinus className="size-4" aria-hidden="true" />}
                onClick={() => onRemove(p)}
                disabled={busyId === p.userId}
                className="text-red-600 hover:bg-red-50 hover:text-red-700"
              />
            </Row>
          ),
        )}
      </ul>
      {people.length <= 1 && invitations.length === 0 && <p className="pb-1 text-sm text-slate-500">{T.noPeople}</p>}
      {invitations.length > 0 && (
        <>
          <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">{T.pendingHeading}</h3>
          <ul aria-label={T.pendingHeading} className="divide-y divide-slate-100">
            {invitations.map((inv) => (
              <Row key={inv.id} email={inv.email} muted detail={`${ROLE_LABELS[inv.role]} · ${T.pendingExpires(formatLongDate(inv.expiresAt))}`}>
                <IconButton
                  label={T.revoke(inv.email)}
                  icon={<X className="size-4" aria-hidden="true" />}
                  onClick={() => onRevoke(inv)}
                  disabled={busyId === inv.id}
                />
              </Row>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
