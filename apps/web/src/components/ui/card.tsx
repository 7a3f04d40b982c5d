// Card: the white surface used for panels, list items and plan tiles.
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Lift on hover (for clickable/list cards). */
  interactive?: boolean;
  padding?: 'none' | 'sm' | 'md' | 'lg';
}

const paddings = { none: '', sm: 'p-4', md: 'p-6', lg: 'p-8' } as const;

export function Card({ interactive, padding = 'md', className, ...rest }: CardProps) {
  return (
    <div
      className={cn(
        'rounded-xl border border-slate-200 bg-white shadow-card',
        interactive && 'transition-shadow hover:shadow-card-hover',
        paddings[padding],
        className,
      )}
      {...rest}
    />
  );
}
