// A comment author's round initial in the colour the same person has in presence and on the dashboard.
import type { CommentPerson } from '@cuemap/shared';
import { cn } from '../../../lib/cn';
import { personColour } from '../../../lib/people';

export function PersonAvatar({ person, size = 'md' }: { person: CommentPerson | null; size?: 'sm' | 'md' }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full font-semibold text-white uppercase',
        size === 'sm' ? 'size-6 text-[11px]' : 'size-7 text-xs',
        !person && 'bg-slate-400',
      )}
      style={person ? { backgroundColor: personColour(person) } : undefined}
    >
      {person ? person.name.charAt(0) || '?' : '?'}
    </span>
  );
}
