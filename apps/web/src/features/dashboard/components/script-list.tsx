// The script list in each of its states: no session, loading, failed, empty, no match, or the cards.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, FileText, LogIn, Plus, RefreshCw, SearchX, Sparkles } from 'lucide-react';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { Button, EmptyState, Skeleton, buttonStyles } from '../../../components/ui';
import { DASHBOARD_TEXT as T } from '../messages';
import type { ScriptCard as ScriptCardData } from '../utils/script-cards';
import { ScriptCard, type ScriptCardProps } from './script-card';

export interface ScriptListProps {
  signedIn: boolean;
  /** The list query as far as this needs it. */
  scripts: { isPending: boolean; isError: boolean; hasData: boolean; error: unknown; refetch: () => void };
  cards: ScriptCardData[];
  visible: ScriptCardData[];
  search: string;
  onClearSearch: () => void;
  onCreate: () => void;
  /** Creates the sample script and opens it. */
  onSample: () => void;
  atLimit: boolean;
  creatingSample: boolean;
  /** The Import button, offered beside Create in the empty state. */
  importAction?: ReactNode;
  cardActions: (card: ScriptCardData) => Omit<ScriptCardProps, 'script'>;
}

function LoadingGrid() {
  return (
    <div>
      <p role="status" className="mb-4 text-sm text-slate-500">
        {T.loading}
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="rounded-xl border border-slate-200 bg-white p-5 shadow-card">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="mt-4 h-6 w-3/4" />
            <Skeleton className="mt-3 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-2/3" />
            <div className="mt-6 flex gap-2">
              <Skeleton className="h-8 w-16" />
              <Skeleton className="h-8 w-16" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export function ScriptList({
  signedIn,
  scripts,
  cards,
  visible,
  search,
  onClearSearch,
  onCreate,
  onSample,
  atLimit,
  creatingSample,
  importAction,
  cardActions,
}: ScriptListProps) {
  if (!signedIn) {
    // The route guard normally sends a session-less visitor to /auth first; this covers the moment in between.
    return (
      <EmptyState
        headingLevel={2}
        icon={<LogIn className="size-6" aria-hidden="true" />}
        title={T.notAuthenticated}
        action={
          <Link to={paths.auth} className={buttonStyles({})}>
            Log In
          </Link>
        }
      />
    );
  }
  if (scripts.isPending && !scripts.hasData) return <LoadingGrid />;
  if (scripts.isError && !scripts.hasData) {
    return (
      <EmptyState
        headingLevel={2}
        icon={<AlertTriangle className="size-6" aria-hidden="true" />}
        title="We couldn't load your scripts"
        description={errorMessage(scripts.error)}
        action={
          <Button variant="outline" onClick={scripts.refetch} icon={<RefreshCw className="size-4" aria-hidden="true" />}>
            Try again
          </Button>
        }
      />
    );
  }
  if (cards.length === 0) {
    // The first visit: three ways in — a new script, a file of one's own, or a finished example.
    return (
      <EmptyState
        headingLevel={2}
        icon={<FileText className="size-6" aria-hidden="true" />}
        title={T.emptyTitle}
        description={
          <>
            {T.emptyChoices}
            {importAction && <span className="mt-2 block">{T.importEmptyHint}</span>}
          </>
        }
        action={
          <div className="flex w-full flex-col items-stretch gap-2 sm:w-auto sm:flex-row sm:flex-wrap sm:items-center sm:justify-center">
            <Button onClick={onCreate} disabled={atLimit} icon={<Plus className="size-4" aria-hidden="true" />}>
              {T.createNew}
            </Button>
            {importAction}
            <Button variant="outline" onClick={onSample} disabled={atLimit} loading={creatingSample} icon={<Sparkles className="size-4" aria-hidden="true" />}>
              {T.openSample}
            </Button>
          </div>
        }
      />
    );
  }
  if (visible.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        icon={<SearchX className="size-6" aria-hidden="true" />}
        title={T.noMatch(search.trim())}
        description={T.noMatchHint}
        action={
          <Button variant="outline" onClick={onClearSearch}>
            Clear search
          </Button>
        }
      />
    );
  }
  return (
    // One column on a phone: `grid-cols-1` is minmax(0, 1fr), so a long title truncates instead of
    // widening the implicit `auto` column past the screen (issue 24 item 4: 434 px on a 390 px phone).
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Scripts">
      {visible.map((card) => (
        <li key={card.id} className="flex min-w-0">
          <div className="flex w-full flex-col [&>*]:flex-1">
            <ScriptCard script={card} {...cardActions(card)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
