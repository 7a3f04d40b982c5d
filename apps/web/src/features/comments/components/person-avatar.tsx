// A comment author's round initial in the colour presence gives the same person's id.
import type { CommentPerson } from '@cuemap/shared';
import { cn } from '../../../lib/cn';
import { colourFor } from '../../../lib/live/presence/presence-state';

export function PersonAvatar({ person, size = 'md' }: { person: CommentPerson | null; size?: 'sm' | 'md' }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full font-semibold text-white uppercase',
        size === 'sm' ? 'size-6 text-[11px]' : 'size-7 text-xs',
        !person && 'bg-slate-400',
      )}
      style={person ? { backgroundColor: colourFor(person.id) } : undefined}
    >
      {person ? person.name.charAt(0) || '?' : '?'}
    </span>
  );
}
