// Tooltip: shows `content` on hover and keyboard focus of its trigger (works around disabled buttons too).
import { cloneElement, isValidElement, useId, useState, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TooltipProps {
  content: ReactNode;
  /** One element; it receives aria-describedby pointing at the tooltip. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  side?: 'top' | 'bottom';
  align?: 'center' | 'end';
  className?: string;
}

export function Tooltip({ content, children, side = 'bottom', align = 'center', className }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const trigger = isValidElement(children) ? cloneElement(children, { 'aria-describedby': id }) : children;
  return (
    <span
      className={cn('relative inline-flex', className)}
      data-tooltip-trigger=""
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      {trigger}
      <span
        id={id}
        role="tooltip"
        className={cn(
          'pointer-events-none absolute z-40 w-max max-w-64 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg transition-opacity',
          side === 'bottom' ? 'top-full mt-2' : 'bottom-full mb-2',
          align === 'center' ? 'left-1/2 -translate-x-1/2' : 'right-0',
          open ? 'opacity-100' : 'invisible opacity-0',
        )}
      >
        {content}
      </span>
    </span>
  );
}
