// "Edited by Ana · 5 minutes ago" (issue 27 item 7): the owner's dashboard cards and a member's Shared with me.
import type { Person } from '@cuemap/shared';
import { cn } from '../../lib/cn';
import { personLabel } from '../../lib/people';
import { relativeTime } from '../../lib/relative-time';

export const editedByText = (who: string) => `Edited by ${who}`;

export function LastEdited({ by, at, currentUserId, className }: { by: Person; at: string; currentUserId?: string; className?: string }) {
  return (
    <p className={cn('min-w-0 truncate', className)} data-testid="last-edited">
      {editedByText(personLabel(by, currentUserId))} · <time dateTime={at}>{relativeTime(at)}</time>
    </p>
  );
}
