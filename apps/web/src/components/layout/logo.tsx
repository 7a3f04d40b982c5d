// Cuemap wordmark: a three-node map glyph beside the name.
import { cx } from '../../lib/class-names';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cx('size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path d="M11 16 L21 9 M11 16 L21 23" stroke="white" strokeWidth="2" strokeLinecap="round" opacity="0.7" />
      <circle cx="10.5" cy="16" r="4" fill="#fca5a5" stroke="white" strokeWidth="1.5" />
      <circle cx="21.5" cy="9" r="3" fill="white" />
      <circle cx="21.5" cy="23" r="3" fill="white" />
    </svg>
  );
}

export function Logo({ className, light }: { className?: string; light?: boolean }) {
  return (
    <span className={cx('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className={cx('text-lg font-bold tracking-tight', light ? 'text-white' : 'text-slate-900')}>Cuemap</span>
    </span>
  );
}
