// Dashboard (spec §2): the user's scripts with search, create (Free limit), rename, play, edit and delete.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ArrowDownUp, FileText, LogIn, Plus, RefreshCw, Search, SearchX, Sparkles, Trash2 } from 'lucide-react';
import { FREE_SCRIPT_LIMIT, type MindMapSummary } from '@cuemap/shared';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useLogout, useSessionExpired } from '../../../lib/use-logout';
import { paths } from '../../../config/paths';
import { Button, EmptyState, Input, Modal, Skeleton, Tooltip, buttonStyles, fieldStyles, useToast } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { downloadTextFile, fileNameFor } from '../../../lib/download';
import { isTypingTarget } from '../../../lib/keyboard';
import { mapToMarkdown, scriptToText } from '../utils/export';
import {
  createScript,
  deleteScript,
  duplicateScript,
  getScriptForExport,
  NotAuthenticatedError,
  renameScript,
  scriptsQueryKey,
  scriptsQueryOptions,
} from '../api/scripts';
import { currentUserQueryKey, useCurrentUser } from '../../../lib/current-user';
import { DASHBOARD_TEXT as T } from '../messages';
import {
  filterScripts,
  isScriptSort,
  SCRIPT_SORTS,
  sortScripts,
  toScriptCard,
  type ScriptCard as ScriptCardData,
  type ScriptSort,
} from '../utils/script-cards';
import { ScriptCard } from './script-card';

const SORT_STORAGE_KEY = 'cuemap:dashboard-sort';

function readStoredSort(): ScriptSort {
  try {
    const stored = localStorage.getItem(SORT_STORAGE_KEY);
    return isScriptSort(stored) ? stored : 'updated';
  } catch {
    return 'updated';
  }
}

/** The dashboard's sort order, remembered in this browser. */
function useScriptSort() {
  const [sort, setSort] = useState<ScriptSort>(readStoredSort);
  const choose = useCallback((next: ScriptSort) => {
    setSort(next);
    try {
      localStorage.setItem(SORT_STORAGE_KEY, next);
    } catch {
      // Storage full or blocked: the choice still holds for this visit.
    }
  }, []);
  return [sort, choose] as const;
}

/** '/' focuses the search box (as in most list screens), unless the user is typing somewhere. */
function useSlashToSearch(input: React.RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      if (isTypingTarget(e.target)) return;
      e.preventDefault();
      input.current?.focus();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [input]);
}

function LoadingGrid() {
  return (
    <div>
      <p role="status" className="mb-4 text-sm text-slate-500">
        {T.loading}
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
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

export function DashboardPage() {
  const session = useSession();
  const user = session?.user;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const sessionExpired = useSessionExpired();
  const logout = useLogout();
  const [search, setSearch] = useState('');
  const [pendingDelete, setPendingDelete] = useState<ScriptCardData | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [sort, setSort] = useScriptSort();
  const searchRef = useRef<HTMLInputElement>(null);
  useSlashToSearch(searchRef);

  /** A request was about to run without a session (§8): say so and go to /auth (§4). */
  const notAuthenticated = useCallback(
    (message: string) => {
      toast.error(message);
      void logout(paths.auth);
    },
    [logout, toast],
  );

  // Refresh the user on mount, on focus, and whenever the subscription is missing (spec §4).
  useCurrentUser(!!session);

  const scripts = useQuery({ ...scriptsQueryOptions, enabled: !!session });

  // Report list failures once per error (spec §8).
  const reported = useRef<unknown>(null);
  useEffect(() => {
    const err = scripts.error;
    if (!err || reported.current === err) return;
    reported.current = err;
    if (err instanceof NotAuthenticatedError) notAuthenticated(err.message);
    else if (err instanceof ApiError && err.isUnauthorized) sessionExpired(T.sessionExpired);
    else if (err instanceof ApiError && err.status === 403) toast.error(T.listForbidden(err.message));
    else toast.error(T.listFailed(errorMessage(err)));
  }, [scripts.error, notAuthenticated, sessionExpired, toast]);

  const cards = useMemo(() => sortScripts(scripts.data ?? [], sort).map(toScriptCard), [scripts.data, sort]);
  const visible = useMemo(() => filterScripts(cards, search), [cards, search]);

  const plan = user?.subscription?.plan ?? 'free';
  const isFree = plan === 'free';
  const used = Math.max(user?.mindMapCount ?? 0, isFree ? cards.length : 0);
  const remaining = Math.max(0, FREE_SCRIPT_LIMIT - used);
  const atLimit = isFree && used >= FREE_SCRIPT_LIMIT;
  const createTooltip = !isFree ? T.tooltipPaid : atLimit ? T.tooltipLimit : T.tooltipRemaining(remaining);

  const create = useMutation({
    mutationFn: createScript,
    onSuccess: async (created) => {
      void queryClient.invalidateQueries({ queryKey: scriptsQueryKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      await navigate(paths.mindMap(created._id));
    },
    onError: (err) => {
      if (err instanceof NotAuthenticatedError) notAuthenticated(T.mustLogInToCreate);
      else if (err instanceof ApiError && err.limitReached) setLimitMessage(err.message);
      else if (err instanceof ApiError && err.isUnauthorized) sessionExpired(T.sessionExpired);
      else toast.error(T.createFailed(errorMessage(err)));
    },
  });

  const rename = useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => renameScript(id, title),
    onMutate: async ({ id, title }) => {
      await queryClient.cancelQueries({ queryKey: scriptsQueryKey });
      const previous = queryClient.getQueryData<MindMapSummary[]>(scriptsQueryKey);
      queryClient.setQueryData<MindMapSummary[]>(scriptsQueryKey, (list) =>
        list?.map((s) => (s._id === id ? { ...s, title } : s)),
      );
      return { previous };
    },
    onError: (err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(scriptsQueryKey, context.previous);
      if (err instanceof NotAuthenticatedError) notAuthenticated(err.message);
      else if (err instanceof ApiError && err.isUnauthorized) sessionExpired(T.sessionExpiredShort);
      else toast.error(T.renameFailed(errorMessage(err)));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: scriptsQueryKey }),
  });

  const duplicate = useMutation({
    mutationFn: (id: string) => duplicateScript(id),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: scriptsQueryKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      toast.success(T.duplicated(created.title));
    },
    onError: (err) => {
      if (err instanceof NotAuthenticatedError) notAuthenticated(err.message);
      else if (err instanceof ApiError && err.limitReached) setLimitMessage(err.message);
      else if (err instanceof ApiError && err.isUnauthorized) sessionExpired(T.sessionExpiredShort);
      else toast.error(T.duplicateFailed(errorMessage(err)));
    },
  });

  const download = useMutation({
    mutationFn: async ({ id }: { id: string; kind: 'outline' | 'script' }) => getScriptForExport(id),
    onSuccess: ({ map, teleprompterText }, { kind }) => {
      if (kind === 'outline') {
        downloadTextFile(fileNameFor(map.title, 'md'), mapToMarkdown(map), 'text/markdown');
        return;
      }
      const text = scriptToText(map, teleprompterText);
      if (!text) toast.info(T.nothingToDownload);
      else downloadTextFile(fileNameFor(map.title, 'txt'), text);
    },
    onError: (err) => {
      if (err instanceof NotAuthenticatedError) notAuthenticated(err.message);
      else if (err instanceof ApiError && err.isUnauthorized) sessionExpired(T.sessionExpiredShort);
      else toast.error(T.downloadFailed(errorMessage(err)));
    },
  });

  const remove = useMutation({
    mutationFn: (id: string) => deleteScript(id),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<MindMapSummary[]>(scriptsQueryKey, (list) => list?.filter((s) => s._id !== id));
      void queryClient.invalidateQueries({ queryKey: scriptsQueryKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      setPendingDelete(null);
      toast.success(T.deleted);
    },
    onError: (err) => {
      setPendingDelete(null);
      if (err instanceof NotAuthenticatedError) notAuthenticated(err.message);
      else if (err instanceof ApiError && err.isUnauthorized) sessionExpired(T.sessionExpiredShort);
      else toast.error(T.deleteFailed(errorMessage(err)));
    },
  });

  function onCreate() {
    if (!session) {
      notAuthenticated(T.mustLogInToCreate);
      return;
    }
    create.mutate();
  }

  const newScriptButton = (
    <Tooltip content={createTooltip} align="end">
      <Button
        onClick={onCreate}
        disabled={atLimit || create.isPending}
        loading={create.isPending}
        icon={<Plus className="size-4" aria-hidden="true" />}
        className="w-full sm:w-auto"
      >
        {T.newScript}
      </Button>
    </Tooltip>
  );

  let body;
  if (!session) {
    // The route guard normally sends a session-less visitor to /auth first; this covers the moment in between.
    body = (
      <EmptyState
        icon={<LogIn className="size-6" aria-hidden="true" />}
        title={T.notAuthenticated}
        action={
          <Link to={paths.auth} className={buttonStyles({})}>
            Log In
          </Link>
        }
      />
    );
  } else if (scripts.isPending && !scripts.data) {
    body = <LoadingGrid />;
  } else if (scripts.isError && !scripts.data) {
    body = (
      <EmptyState
        icon={<AlertTriangle className="size-6" aria-hidden="true" />}
        title="We couldn't load your scripts"
        description={errorMessage(scripts.error)}
        action={
          <Button variant="outline" onClick={() => void scripts.refetch()} icon={<RefreshCw className="size-4" aria-hidden="true" />}>
            Try again
          </Button>
        }
      />
    );
  } else if (cards.length === 0) {
    body = (
      <EmptyState
        icon={<FileText className="size-6" aria-hidden="true" />}
        title={T.emptyTitle}
        description={T.emptyBody}
        action={
          <Button onClick={onCreate} disabled={atLimit} loading={create.isPending} icon={<Plus className="size-4" aria-hidden="true" />}>
            {T.createNew}
          </Button>
        }
      />
    );
  } else if (visible.length === 0) {
    body = (
      <EmptyState
        icon={<SearchX className="size-6" aria-hidden="true" />}
        title={T.noMatch(search.trim())}
        description={T.noMatchHint}
        action={
          <Button variant="outline" onClick={() => setSearch('')}>
            Clear search
          </Button>
        }
      />
    );
  } else {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Scripts">
        {visible.map((card) => (
          <li key={card.id} className="flex">
            <div className="flex w-full flex-col [&>*]:flex-1">
              <ScriptCard
                script={card}
                onRename={(title) => rename.mutate({ id: card.id, title })}
                onPlay={() => void navigate(paths.teleprompter, { state: { mindMapId: card.id } })}
                onEdit={() => void navigate(paths.mindMap(card.id))}
                onDelete={() => setPendingDelete(card)}
                onDuplicate={() => {
                  // At the Free limit the server would refuse: say so without a round trip.
                  if (atLimit) setLimitMessage(T.limitBody);
                  else duplicate.mutate(card.id);
                }}
                onDownloadOutline={() => download.mutate({ id: card.id, kind: 'outline' })}
                onDownloadScript={() => download.mutate({ id: card.id, kind: 'script' })}
                busy={(duplicate.isPending && duplicate.variables === card.id) || (download.isPending && download.variables.id === card.id)}
              />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{T.heading}</h1>
          <p className="mt-1.5 text-sm text-slate-500">
            {cards.length === 1 ? '1 script' : `${cards.length} scripts`} · plan, order and present your ideas.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Input
            ref={searchRef}
            label="Search scripts"
            hideLabel
            type="search"
            placeholder={T.searchPlaceholder}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            leading={<Search className="size-4" aria-hidden="true" />}
            containerClassName="sm:w-64"
          />
          <div className="relative">
            <label htmlFor="script-sort" className="sr-only">
              {T.sortLabel}
            </label>
            <ArrowDownUp className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
            <select
              id="script-sort"
              value={sort}
              onChange={(e) => isScriptSort(e.target.value) && setSort(e.target.value)}
              className={cn(fieldStyles, 'h-10 cursor-pointer border-slate-300 pr-8 pl-9 sm:w-44')}
            >
              {SCRIPT_SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          {newScriptButton}
        </div>
      </div>

      {isFree && user && (
        <div className="mt-6 flex flex-col gap-3 rounded-xl border border-brand-100 bg-gradient-to-r from-brand-50 to-white px-4 py-3 sm:flex-row sm:items-center">
          <Sparkles className="hidden size-5 shrink-0 text-brand-600 sm:block" aria-hidden="true" />
          <div className="flex-1">
            <p className="text-sm font-medium text-slate-800">
              {Math.min(used, FREE_SCRIPT_LIMIT)} of {FREE_SCRIPT_LIMIT} free scripts used
            </p>
            <div className="mt-1.5 h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
              <div
                className="h-full rounded-full bg-brand-600 transition-all"
                style={{ width: `${(Math.min(used, FREE_SCRIPT_LIMIT) / FREE_SCRIPT_LIMIT) * 100}%` }}
              />
            </div>
          </div>
          <Link to={paths.pricing} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
            Upgrade for unlimited scripts
          </Link>
        </div>
      )}

      <section className="mt-8" aria-label="Script list">
        {body}
      </section>

      <Modal
        open={!!pendingDelete}
        onClose={() => !remove.isPending && setPendingDelete(null)}
        title={T.confirmTitle}
        description={T.confirmBody}
        icon={
          <div className="flex size-10 items-center justify-center rounded-full bg-red-50 text-red-600">
            <Trash2 className="size-5" aria-hidden="true" />
          </div>
        }
        footer={
          <>
            <Button variant="outline" onClick={() => setPendingDelete(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => pendingDelete && remove.mutate(pendingDelete.id)}>
              Delete
            </Button>
          </>
        }
      >
        {pendingDelete && (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            “<span className="font-medium">{pendingDelete.title}</span>” will be permanently deleted.
          </p>
        )}
      </Modal>

      <Modal
        open={limitMessage !== null}
        onClose={() => setLimitMessage(null)}
        title={T.limitTitle}
        description={T.limitBody}
        icon={
          <div className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Sparkles className="size-5" aria-hidden="true" />
          </div>
        }
        footer={
          <>
            <Button variant="outline" onClick={() => setLimitMessage(null)}>
              Close
            </Button>
            <Button onClick={() => void navigate(paths.pricing)}>{T.upgradeNow}</Button>
          </>
        }
      >
        {limitMessage && limitMessage !== T.limitBody && <p className="text-sm text-slate-600">{limitMessage}</p>}
      </Modal>
    </main>
  );
}
