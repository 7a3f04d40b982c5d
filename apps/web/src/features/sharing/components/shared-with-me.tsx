// Shared with me (issue 27): other people's scripts this user may open, with owner and role.
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { AlertTriangle, Pencil, Play, RefreshCw, Users } from 'lucide-react';
import type { SharedScript } from '@cuemap/shared';
import { paths } from '../../../config/paths';
import { formatLongDate } from '../../../lib/format';
import { Badge, Button, Card, Skeleton, buttonStyles } from '../../../components/ui';
import { useSharedScripts } from '../api/get-shared-scripts';
import { ROLE_LABELS, SHARING_TEXT as T } from '../messages';
import { sharingError } from '../utils/people';
import { Avatar } from './avatar';
import { LastEdited } from '../../../components/presence/last-edited';
import { useSession } from '../../../lib/session';

function SharedCard({ script, currentUserId }: { script: SharedScript; currentUserId?: string }) {
  const title = script.title || T.untitled;
  return (
    <Card padding="none" className="flex h-full flex-col" role="article" aria-label={title} data-testid="shared-script-card">
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center gap-2">
          <Badge tone={script.role === 'editor' ? 'brand' : 'neutral'}>{ROLE_LABELS[script.role]}</Badge>
          {script.updatedAt && <span className="text-xs text-slate-500">{T.updated(formatLongDate(script.updatedAt))}</span>}
        </div>
        <h3 className="mt-3 truncate text-base font-semibold text-slate-900" title={title}>
          {title}
        </h3>
        <p className="mt-2 flex min-w-0 items-center gap-2 text-sm text-slate-500">
          <Avatar email={script.ownerEmail} className="size-6 text-xs" />
          <span className="truncate">{T.sharedBy(script.ownerEmail)}</span>
        </p>
        {script.lastEditedBy && script.lastEditedAt && (
          <LastEdited by={script.lastEditedBy} at={script.lastEditedAt} currentUserId={currentUserId} className="mt-2 text-xs text-slate-500" />
        )}
      </div>
      <div className="flex items-center gap-2 border-t border-slate-100 bg-slate-50/60 px-5 py-3">
        <Link to={paths.teleprompterFor(script._id)} className={buttonStyles({ size: 'sm' })} aria-label={`${T.play} ${title}`}>
          <Play className="size-3.5" aria-hidden="true" />
          {T.play}
        </Link>
        <Link to={paths.mindMap(script._id)} className={buttonStyles({ size: 'sm', variant: 'outline' })} aria-label={`${T.open} ${title}`}>
          <Pencil className="size-3.5" aria-hidden="true" />
          {T.open}
        </Link>
      </div>
    </Card>
  );
}

export function SharedWithMe() {
  const shared = useSharedScripts(true);
  const me = useSession()?.user.id;
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = shared.isSuccess;
  // Arriving from an accepted invitation (#shared-with-me): the section may sit below the user's own list.
  useEffect(() => {
    if (loaded && hash === '#shared-with-me') sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
  return (
    <section ref={sectionRef} id="shared-with-me" aria-labelledby="shared-with-me-heading" className="mt-12 scroll-mt-20">
      <h2 id="shared-with-me-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Users className="size-5 text-slate-400" aria-hidden="true" />
        {T.sharedHeading}
        {shared.data && shared.data.length > 0 && <span className="text-sm font-normal text-slate-500">({shared.data.length})</span>}
      </h2>
      <div className="mt-4">
        {shared.isPending ? (
          <div>
            <p role="status" className="sr-only">
              {T.sharedLoading}
            </p>
            <Skeleton className="h-32 w-full rounded-xl sm:w-1/3" />
          </div>
        ) : shared.isError ? (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" role="alert">
            <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 flex-1">
              {T.sharedFailed} {sharingError(shared.error)}
            </span>
            <Button size="sm" variant="outline" onClick={() => void shared.refetch()} icon={<RefreshCw className="size-3.5" aria-hidden="true" />}>
              {T.tryAgain}
            </Button>
          </div>
        ) : shared.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">{T.sharedEmpty}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={T.sharedHeading}>
            {shared.data.map((s) => (
              <li key={s._id} className="min-w-0">
                <SharedCard script={s} currentUserId={me} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
