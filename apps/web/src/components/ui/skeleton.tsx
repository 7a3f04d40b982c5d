// Skeleton: a pulsing placeholder block for loading layouts.
import { cn } from '../../lib/cn';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-shimmer rounded-md bg-slate-200/80', className)} />;
}
