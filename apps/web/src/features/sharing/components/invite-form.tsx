// Invite by email as Viewer or Editor; the plan's limit, the hourly rate limit and a bad address say so.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Send } from 'lucide-react';
import { emailSchema, type ScriptRole } from '@cuemap/shared';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { Alert, Button, Input, useToast } from '../../../components/ui';
import { useInvite } from '../api/invite';
import { SHARING_TEXT as T } from '../messages';
import { sharingError } from '../utils/people';
import { RoleSelect } from './role-select';

export function InviteForm({ mindMapId }: { mindMapId: string }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ScriptRole>('editor');
  const [fieldError, setFieldError] = useState('');
  const [failure, setFailure] = useState<{ message: string; limit: boolean } | null>(null);
  const invite = useInvite(mindMapId);
  const toast = useToast();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(parsed.data)) {
      setFieldError(T.invalidEmail);
      return;
    }
    setFieldError('');
    invite.mutate(
      { email: parsed.data, role },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          setEmail('');
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 400) setFieldError(err.message || T.invalidEmail);
          else setFailure({ message: sharingError(err), limit: err instanceof ApiError && err.limitReached });
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Input
          label={T.inviteLabel}
          hideLabel
          type="email"
          autoComplete="off"
          placeholder={T.invitePlaceholder}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError || undefined}
          containerClassName="min-w-0 flex-1"
        />
        <div className="flex gap-2">
          <RoleSelect label={T.inviteRole} value={role} onChange={setRole} className="h-10 flex-1 sm:flex-none" />
          <Button type="submit" loading={invite.isPending} icon={<Send className="size-4" aria-hidden="true" />}>
            {T.inviteButton}
          </Button>
        </div>
      </div>
      {failure && (
        <Alert tone="error">
          {failure.message}
          {failure.limit && (
            <>
              {' '}
              <Link to={paths.pricing} className="font-semibold underline underline-offset-2">
                {T.upgrade}
              </Link>
            </>
          )}
        </Alert>
      )}
    </form>
  );
}
