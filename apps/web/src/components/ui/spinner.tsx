// Spinner: an accessible busy indicator; pass `label` when it stands alone.
import { cx } from '../../lib/class-names';
import { useClassMerge } from './class-merge';

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Announced to screen readers; omit when a visible text says the same. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const merge = useClassMerge();
  return (
    <span role={label ? 'status' : undefined} className={merge('inline-flex items-center', className)}>
      <span aria-hidden="true" className={cx('animate-spin rounded-full border-current border-r-transparent opacity-80', sizes[size])} />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
