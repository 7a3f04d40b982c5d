// The Comments panel (issue 27 item 5): a side sheet over the right of the screen (the whole screen on a
// phone) listing the open threads — or one node's or section's, with a box for a new one — with a "Show
// resolved" switch. Viewers read; only editors and the owner see the boxes and the buttons.
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { MessageSquare, X } from 'lucide-react';
import type { CommentAnchor, CommentPerson, CommentThread } from '@cuemap/shared';
import { anchorKey, type CommentsFocus } from '../../../components/comments/comments-context';
import { Button, Spinner } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { useCreateThread } from '../api/create-thread';
import type { CommentPlace } from '../hooks/use-comment-places';
import { COMMENTS_TEXT as T } from '../messages';
import { CommentComposer } from './comment-composer';
import { CommentThreadCard } from './comment-thread';

export interface CommentsPanelProps {
  mindMapId: string;
  threads: { data: CommentThread[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  focus: CommentsFocus;
  onFocus: (focus: CommentsFocus) => void;
  showResolved: boolean;
  onShowResolved: (show: boolean) => void;
  canComment: boolean;
  canDelete: (author: CommentPerson | null) => boolean;
  placeOf: (anchor: CommentAnchor) => CommentPlace;
  /** Shows a thread's node or section on the screen below (null: this screen cannot). */
  reveal: ((anchor: CommentAnchor) => void) | null;
  onClose: () => void;
}

/**
 * From `sm` up the panel sits between the screen's header (marked data-comments-top) and its status bar
 * (data-comments-bottom, the editor's), so the commands of both stay in reach: their edges, in px.
 */
function useBetweenHeaderAndFooter(): { top: number; bottom: number } {
  const [edges, setEdges] = useState({ top: 0, bottom: 0 });
  useLayoutEffect(() => {
    const header = document.querySelector<HTMLElement>('[data-comments-top]');
    const footer = document.querySelector<HTMLElement>('[data-comments-bottom]');
    if (!header && !footer) return;
    const measure = () => {
      const top = header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0;
      const bottom = footer ? Math.max(0, Math.round(window.innerHeight - footer.getBoundingClientRect().top)) : 0;
      setEdges((e) => (e.top === top && e.bottom === bottom ? e : { top, bottom }));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (const el of [header, footer]) if (el) observer?.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return edges;
}

const lastActivity = (t: CommentThread) => t.comments[t.comments.length - 1]?.createdAt ?? t.createdAt;

export function CommentsPanel(props: CommentsPanelProps) {
  const { mindMapId, threads, focus, onFocus, showResolved, canComment, placeOf, reveal, onClose } = props;
  const create = useCreateThread(mindMapId);
  const highlightRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const edges = useBetweenHeaderAndFooter();
  const anchor = focus && 'anchor' in focus ? focus.anchor : null;
  const threadId = focus && 'threadId' in focus ? focus.threadId : null;
  const composing = !!anchor && canComment && !!(focus && 'compose' in focus && focus.compose);

  const all = threads.data ?? [];
  const openCount = all.filter((t) => !t.resolved).length;
  const shown = all
    .filter((t) => (anchor ? anchorKey(t.anchor) === anchorKey(anchor) : true))
    .filter((t) => showResolved || !t.resolved || t.id === threadId)
    .sort((a, b) => lastActivity(b).localeCompare(lastActivity(a)));
  const place = anchor ? placeOf(anchor) : null;

  useEffect(() => {
    if (threadId) highlightRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [threadId, threads.data]);
  useEffect(() => {
    if (!composing) closeRef.current?.focus();
  }, [composing]);

  return (
    <aside
      aria-label={T.panelTitle}
      data-testid="comments-panel"
      // The editor keeps a node it shows clear of the panel (mind-map-editor's use-follow-selection).
      data-canvas-overlay
      onKeyDown={(e) => {
        // The keys pressed here are the panel's: not the editor's or the prompter's shortcuts (Delete, Space, a letter).
        e.stopPropagation();
        if (e.key === 'Escape' && !e.defaultPrevented) onClose();
      }}
      style={{ '--comments-top': `${edges.top}px`, '--comments-bottom': `${edges.bottom}px` } as CSSProperties}
      className="fixed inset-0 z-40 flex animate-fade-in flex-col bg-slate-50 text-slate-900 shadow-overlay sm:top-[var(--comments-top)] sm:bottom-[var(--comments-bottom)] sm:left-auto sm:w-[25rem] sm:border-l sm:border-slate-200"
    >
      <header className="flex items-center gap-2 border-b border-slate-200 bg-white px-4 py-3">
        <MessageSquare className="size-4 text-slate-500" aria-hidden="true" />
        <h2 className="text-base font-semibold">{T.panelTitle}</h2>
        {openCount > 0 && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">{T.openCount(openCount)}</span>
        )}
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={T.close}
          title={T.close}
          className="-mr-1 ml-auto flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </header>

      <div className="flex min-h-11 items-center gap-3 border-b border-slate-200 bg-white px-4 py-1.5 text-sm">
        {anchor || threadId ? (
          <span className="flex min-w-0 flex-1 items-baseline gap-2">
            <span className="truncate font-medium text-slate-700">{place ? T.filteredTo(place.name) : T.oneThread}</span>
            <button type="button" onClick={() => onFocus(null)} className="shrink-0 font-medium text-brand-700 hover:text-brand-900 hover:underline">
              {T.showAll}
            </button>
          </span>
        ) : (
          <span className="flex-1 truncate text-slate-500">{showResolved ? T.allThreads : T.openThreads}</span>
        )}
        <label className="flex shrink-0 cursor-pointer items-center gap-2 whitespace-nowrap text-slate-600 select-none">
          {T.showResolved}
          <button
            type="button"
            role="switch"
            aria-checked={showResolved}
            aria-label={T.showResolved}
            onClick={() => props.onShowResolved(!showResolved)}
            className={cn(
              'relative h-5 w-9 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              showResolved ? 'bg-brand-600' : 'bg-slate-300',
            )}
          >
            <span className={cn('absolute top-0.5 left-0.5 size-4 rounded-full bg-white shadow transition-transform', showResolved && 'translate-x-4')} />
          </button>
        </label>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto px-3 py-3 sm:px-4">
        {!canComment && <p className="mb-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-600">{T.viewerNote}</p>}
        {composing && place && (
          <section aria-label={T.newOn(place.name)} className="mb-3 rounded-xl border border-brand-200 bg-white p-3 shadow-sm">
            <h3 className="mb-2 truncate text-xs font-semibold text-brand-800">{T.newOn(place.name)}</h3>
            <CommentComposer
              key={anchorKey(anchor)}
              mindMapId={mindMapId}
              label={T.newOn(place.name)}
              placeholder={T.placeholder}
              submitLabel={T.post}
              autoFocus
              onSubmit={async (body, mentions) => {
                const thread = await create.mutateAsync({ anchor, body, mentions });
                onFocus({ anchor });
                return thread;
              }}
            />
          </section>
        )}
        {threads.isPending ? (
          <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-500">
            <Spinner size="sm" /> {T.loading}
          </p>
        ) : threads.isError && !threads.data ? (
          <div role="alert" className="py-6 text-center text-sm text-slate-600">
            <p>{T.loadFailed}</p>
            <Button size="sm" variant="outline" className="mt-3" onClick={() => void threads.refetch()}>
              {T.tryAgain}
            </Button>
          </div>
        ) : shown.length === 0 ? (
          composing ? null : (
            <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
              <span className="flex size-10 items-center justify-center rounded-full bg-slate-200/70 text-slate-500">
                <MessageSquare className="size-5" aria-hidden="true" />
              </span>
              <p className="text-sm text-slate-600">
                {place ? T.emptyHere(place.name) : showResolved ? T.emptyResolved : canComment ? T.empty : T.emptyViewer}
              </p>
            </div>
          )
        ) : (
          <ul className="flex flex-col gap-3" aria-label={T.panelTitle}>
            {shown.map((thread) => (
              <li key={thread.id}>
                <CommentThreadCard
                  mindMapId={mindMapId}
                  thread={thread}
                  place={placeOf(thread.anchor)}
                  canComment={canComment}
                  canDelete={props.canDelete}
                  onReveal={reveal ? () => reveal(thread.anchor) : null}
                  highlighted={thread.id === threadId}
                  cardRef={thread.id === threadId ? highlightRef : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
