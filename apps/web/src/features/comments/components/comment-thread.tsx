// One thread in the Comments panel (issue 27 item 5): where it is (a link that shows the node or section),
// its comments with author and time, Resolve/Reopen, delete on one's own comment, and a reply box.
import { useState, type Ref } from 'react';
import { Check, CornerDownRight, MapPin, RotateCcw, Trash2 } from 'lucide-react';
import type { CommentPerson, CommentThread, ScriptComment } from '@cuemap/shared';
import { Button } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { absoluteDate, relativeTime } from '../../../lib/relative-time';
import { useDeleteComment } from '../api/delete-comment';
import { useReplyToThread } from '../api/reply-to-thread';
import { useSetThreadResolved } from '../api/set-thread-resolved';
import type { CommentPlace } from '../hooks/use-comment-places';
import { COMMENTS_TEXT as T } from '../messages';
import { splitMentions } from '../utils/mentions';
import { CommentComposer } from './comment-composer';
import { PersonAvatar } from './person-avatar';

export interface CommentThreadCardProps {
  mindMapId: string;
  thread: CommentThread;
  place: CommentPlace;
  canComment: boolean;
  /** Whether this person may delete the comment (its author, or the owner). */
  canDelete: (author: CommentPerson | null) => boolean;
  /** Shows the node or section (null: this screen cannot, or it is gone). */
  onReveal: (() => void) | null;
  highlighted?: boolean;
  cardRef?: Ref<HTMLElement>;
}

export function CommentThreadCard({ mindMapId, thread, place, canComment, canDelete, onReveal, highlighted, cardRef }: CommentThreadCardProps) {
  const [error, setError] = useState<string | null>(null);
  const [replying, setReplying] = useState(false);
  const reply = useReplyToThread(mindMapId, thread.id);
  const resolve = useSetThreadResolved(mindMapId, thread.id);
  const remove = useDeleteComment(mindMapId, thread.id);
  const fail = (err: Error) => setError(errorMessage(err, T.networkError));
  const resolvedLine = thread.resolvedAt
    ? thread.resolvedBy
      ? T.resolvedBy(thread.resolvedBy.name, relativeTime(thread.resolvedAt))
      : T.resolvedWhen(relativeTime(thread.resolvedAt))
    : null;

  return (
    <article
      ref={cardRef}
      aria-label={`${place.label}: ${thread.comments[0]?.body.slice(0, 60) ?? ''}`}
      data-testid="comment-thread"
      data-thread-id={thread.id}
      className={cn(
        'rounded-xl border bg-white p-3 shadow-sm transition-shadow',
        highlighted ? 'border-brand-400 ring-2 ring-brand-500/25' : 'border-slate-200',
        thread.resolved && 'bg-slate-50',
      )}
    >
      <div className="mb-2 flex items-start gap-2">
        {onReveal && !place.gone ? (
          <button
            type="button"
            onClick={onReveal}
            className="inline-flex min-w-0 items-center gap-1 rounded text-xs font-medium text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{place.label}</span>
          </button>
        ) : (
          <span className={cn('inline-flex min-w-0 items-center gap-1 text-xs font-medium', place.gone ? 'text-slate-400 italic' : 'text-slate-500')}>
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{place.label}</span>
          </span>
        )}
        {canComment && (
          <Button
            size="sm"
            variant="ghost"
            className="-my-1 ml-auto h-7 shrink-0 px-2 text-xs"
            loading={resolve.isPending}
            onClick={() => resolve.mutate(!thread.resolved, { onError: fail, onSuccess: () => setError(null) })}
            icon={thread.resolved ? <RotateCcw className="size-3.5" aria-hidden="true" /> : <Check className="size-3.5" aria-hidden="true" />}
          >
            {thread.resolved ? T.reopen : T.resolve}
          </Button>
        )}
      </div>

      <ol className="flex flex-col gap-3">
        {thread.comments.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            onDelete={canComment && canDelete(comment.author) ? () => remove.mutate(comment.id, { onError: fail }) : null}
            deleting={remove.isPending && remove.variables === comment.id}
          />
        ))}
      </ol>

      {resolvedLine && <p className="mt-2 text-xs text-emerald-700">{resolvedLine}</p>}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}

      {canComment &&
        !thread.resolved &&
        (replying ? (
          <div className="mt-3 border-t border-slate-100 pt-3">
            <CommentComposer
              mindMapId={mindMapId}
              label={T.replyLabel}
              placeholder={T.replyPlaceholder}
              submitLabel={T.reply}
              autoFocus
              onCancel={() => setReplying(false)}
              onSubmit={(body, mentions) => reply.mutateAsync({ body, mentions })}
            />
          </div>
        ) : (
          <button
            type="button"
            onClick={() => setReplying(true)}
            className="mt-3 inline-flex items-center gap-1 rounded text-xs font-medium text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <CornerDownRight className="size-3.5" aria-hidden="true" />
            {T.reply}
          </button>
        ))}
    </article>
  );
}

function CommentItem({ comment, onDelete, deleting }: { comment: ScriptComment; onDelete: (() => void) | null; deleting: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const name = comment.author?.name ?? T.deletedAccount;
  return (
    <li className="group flex gap-2.5" data-testid="comment">
      <PersonAvatar person={comment.author} />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline gap-1.5">
          <span className="truncate text-sm font-semibold text-slate-900" data-testid="comment-author">
            {name}
          </span>
          <time dateTime={comment.createdAt} title={absoluteDate(comment.createdAt)} className="shrink-0 text-xs text-slate-500">
            {relativeTime(comment.createdAt)}
            {comment.editedAt && ` · ${T.edited}`}
          </time>
          {onDelete && !confirming && (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              aria-label={T.deleteComment}
              title={T.deleteComment}
              className="ml-auto flex size-6 shrink-0 items-center justify-center rounded text-slate-400 opacity-100 hover:bg-red-50 hover:text-red-700 focus-visible:opacity-100 sm:opacity-0 sm:group-hover:opacity-100"
            >
              <Trash2 className="size-3.5" aria-hidden="true" />
            </button>
          )}
        </div>
        <p className="mt-0.5 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
          {splitMentions(comment.body, comment.mentions).map((piece, i) =>
            'mention' in piece ? (
              <span key={i} className="rounded bg-brand-50 px-0.5 font-medium text-brand-800">
                @{piece.mention.name}
              </span>
            ) : (
              <span key={i}>{piece.text}</span>
            ),
          )}
        </p>
        {confirming && onDelete && (
          <div className="mt-1.5 flex items-center gap-2">
            <Button size="sm" variant="danger" className="h-7 px-2 text-xs" loading={deleting} onClick={onDelete} autoFocus>
              {T.deleteConfirm}
            </Button>
            <Button size="sm" variant="ghost" className="h-7 px-2 text-xs" onClick={() => setConfirming(false)}>
              {T.cancel}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
