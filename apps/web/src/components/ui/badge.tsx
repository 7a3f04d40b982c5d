// Badge: a small pill for plan names, statuses and counts.
import type { HTMLAttributes } from 'react';
import { useClassMerge } from './class-merge';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'elite';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-500/15',
  brand: 'bg-brand-50 text-brand-700 ring-brand-600/20',
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  warning: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  danger: 'bg-red-50 text-red-700 ring-red-600/20',
  elite: 'bg-gradient-to-r from-amber-100 to-orange-100 text-amber-900 ring-amber-600/25',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  const merge = useClassMerge();
  return (
    <span
      className={merge('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', tones[tone], className)}
      {...rest}
    />
  );
}
