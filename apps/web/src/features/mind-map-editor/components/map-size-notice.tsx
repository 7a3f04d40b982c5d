// How full the script is, shown from 80 % of the size limit; over it, what stops saving and what to do.
import { Gauge, TriangleAlert } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { EDITOR_MESSAGES } from '../messages';
import type { MapSize } from '../utils/map-size';

export function MapSizeNotice({ size }: { size: MapSize | null }) {
  if (!size || size.level === 'ok') return null;
  const over = size.level === 'over';
  return (
    <div
      role={over ? 'alert' : 'status'}
      aria-label="Script size"
      className={cn(
        'z-10 flex shrink-0 items-center gap-3 border-b px-4 py-2 text-sm',
        over ? 'border-red-200 bg-red-50 text-red-800' : 'border-amber-200 bg-amber-50 text-amber-900',
      )}
    >
      {over ? (
        <TriangleAlert className="size-4 shrink-0 text-red-600" aria-hidden="true" />
      ) : (
        <Gauge className="size-4 shrink-0 text-amber-600" aria-hidden="true" />
      )}
      <p className="min-w-0 flex-1">{over ? EDITOR_MESSAGES.tooLarge : EDITOR_MESSAGES.sizeNear(size.percent)}</p>
      <div
        className="hidden h-1.5 w-28 shrink-0 overflow-hidden rounded-full bg-white/80 sm:block"
        role="meter"
        aria-label="Script size used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(size.percent, 100)}
      >
        <div className={cn('h-full rounded-full', over ? 'bg-red-500' : 'bg-amber-500')} style={{ width: `${Math.min(size.percent, 100)}%` }} />
      </div>
    </div>
  );
}
