// The comments' marks on the screens (issue 27 item 5): a node's or section's count of open threads, and
// the header's Comments toggle with the script's open count. Nothing shows without a comments provider.
import type { MouseEvent } from 'react';
import { MessageSquare } from 'lucide-react';
import type { CommentAnchor } from '@cuemap/shared';
import { cn } from '../../lib/cn';
import { useComments, useOpenThreadCount, useOpenThreadTotal } from './comments-context';

export const COMMENT_MARK_TEXT = {
  badge: (n: number, where: string) => `${n} open ${n === 1 ? 'comment' : 'comments'} on ${where}`,
  button: 'Comments',
  buttonLabel: (n: number) => (n === 0 ? 'Comments' : `Comments, ${n} open`),
  comment: 'Comment',
  commentOn: (where: string) => `Comment on ${where}`,
} as const;

export interface CommentBadgeProps {
  anchor: CommentAnchor;
  /** Names the place for assistive tech: “Opening”, “the node Budget”. */
  where: string;
  tone?: 'light' | 'dark';
  className?: string;
}

/** A small speech bubble with the count; opens the panel on this place's threads. */
export function CommentBadge({ anchor, where, tone = 'light', className }: CommentBadgeProps) {
  const comments = useComments();
  const count = useOpenThreadCount(anchor);
  if (!comments || count === 0) return null;
  const label = COMMENT_MARK_TEXT.badge(count, where);
  const open = (e: MouseEvent) => {
    // On a map node: neither a drag nor a selection of the node under it.
    e.stopPropagation();
    comments.openPanel({ anchor });
  };
  return (
    <button
      type="button"
      onClick={open}
      onPointerDown={(e) => e.stopPropagation()}
      onDoubleClick={(e) => e.stopPropagation()}
      aria-label={label}
      title={label}
      data-testid="comment-badge"
      className={cn(
        'nodrag nopan inline-flex h-5 min-w-5 cursor-pointer items-center justify-center gap-0.5 rounded-full px-1.5 text-[11px] leading-none font-bold tabular-nums shadow-sm',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        tone === 'dark' ? 'bg-amber-300 text-neutral-950 hover:bg-amber-200' : 'bg-amber-400 text-amber-950 ring-2 ring-white hover:bg-amber-300',
        className,
      )}
    >
      <MessageSquare className="size-3" aria-hidden="true" strokeWidth={2.5} />
      {count}
    </button>
  );
}

export interface CommentsButtonProps {
  tone?: 'light' | 'dark';
  className?: string;
  /** Its word beside the icon from this breakpoint up (default: always). */
  wordClassName?: string;
  /** An icon button with the count on its corner (a phone's crowded toolbar). */
  compact?: boolean;
}

/** The header's Comments toggle, with the script's open count. */
export function CommentsButton({ tone = 'light', className, wordClassName, compact = false }: CommentsButtonProps) {
  const comments = useComments();
  const total = useOpenThreadTotal();
  if (!comments) return null;
  return (
    <button
      type="button"
      onClick={comments.togglePanel}
      aria-pressed={comments.panelOpen}
      aria-label={COMMENT_MARK_TEXT.buttonLabel(total)}
      title={COMMENT_MARK_TEXT.buttonLabel(total)}
      data-testid="comments-button"
      className={cn(
        'relative inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-lg border text-sm font-medium transition-colors',
        compact ? 'w-9' : 'px-2.5',
        tone === 'dark'
          ? cn('border-white/15 text-neutral-100 hover:bg-white/10', comments.panelOpen && 'bg-white/15')
          : cn(
              'border-slate-200 bg-white text-slate-700 shadow-sm hover:bg-slate-100 hover:text-slate-900',
              comments.panelOpen && 'border-brand-300 bg-brand-50 text-brand-800',
            ),
        className,
      )}
    >
      <MessageSquare className="size-4" aria-hidden="true" />
      <span className={compact ? 'sr-only' : wordClassName}>{COMMENT_MARK_TEXT.button}</span>
      {total > 0 && (
        <span
          aria-hidden="true"
          className={cn(
            'rounded-full px-1.5 text-xs leading-5 font-semibold tabular-nums',
            compact && 'absolute -top-1.5 -right-1.5 min-w-[18px] px-1 text-[10px] leading-[18px]',
            tone === 'dark' ? 'bg-amber-300 text-neutral-950' : 'bg-amber-400 text-amber-950',
          )}
        >
          {total}
        </span>
      )}
    </button>
  );
}
