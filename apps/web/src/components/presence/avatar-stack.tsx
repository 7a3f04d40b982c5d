// People as a row of overlapping round initials in their colours, up to a few, then "+n": the presence
// avatars (who is here) and the dashboard's "shared with" both draw it. Each avatar is named for screen
// readers; `focusable` also gives each a tab stop and a tooltip (where the name is news, as in presence).
import type { ReactElement } from 'react';
import { cn } from '../../lib/cn';
import { initials } from '../../lib/live/presence/presence-state';
import { Tooltip } from '../ui/tooltip';

export interface StackedPerson {
  key: string;
  name: string;
  colour: string;
  /** What a screen reader (and the tooltip) says of them. */
  label: string;
}

export interface AvatarStackProps {
  /** The list's name, e.g. "People here" or "Shared with 3 people". */
  label: string;
  people: StackedPerson[];
  /** Past the people shown: how many more, and what to say of them. */
  more?: { count: number; label: string; tooltip?: string };
  size?: 'sm' | 'md';
  /** 'dark' on the teleprompter's toolbar. */
  tone?: 'light' | 'dark';
  focusable?: boolean;
  className?: string;
  testId?: string;
}

const SIZES = { sm: 'size-6 text-[10px] ring-[1.5px]', md: 'size-8 text-xs ring-2' } as const;

export function AvatarStack({ label, people, more, size = 'md', tone = 'light', focusable = false, className, testId }: AvatarStackProps) {
  const ring = tone === 'dark' ? 'ring-neutral-900' : 'ring-white';
  const circle = cn('flex items-center justify-center rounded-full font-semibold', SIZES[size], ring);
  const withTooltip = (content: string, node: ReactElement<{ 'aria-describedby'?: string }>, align?: 'end') =>
    focusable ? (
      <Tooltip content={content} align={align}>
        {node}
      </Tooltip>
    ) : (
      node
    );
  return (
    <ul aria-label={label} className={cn('flex shrink-0 items-center -space-x-1.5', className)} data-testid={testId}>
      {people.map((p) => (
        <li key={p.key}>
          {withTooltip(
            p.label,
            <span
              role="img"
              tabIndex={focusable ? 0 : undefined}
              aria-label={p.label}
              title={focusable ? undefined : p.label}
              data-presence-user={p.name}
              className={cn(circle, 'text-white')}
              style={{ backgroundColor: p.colour }}
            >
              {initials(p.name)}
            </span>,
          )}
        </li>
      ))}
      {more && more.count > 0 && (
        <li>
          {withTooltip(
            more.tooltip ?? more.label,
            <span
              role="img"
              tabIndex={focusable ? 0 : undefined}
              aria-label={more.label}
              title={focusable ? undefined : more.label}
              className={cn(circle, tone === 'dark' ? 'bg-neutral-700 text-white' : 'bg-slate-200 text-slate-700')}
            >
              +{more.count}
            </span>,
            'end',
          )}
        </li>
      )}
    </ul>
  );
}
