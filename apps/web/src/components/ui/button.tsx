// Button and buttonStyles: one look for every action; `buttonStyles` styles router Links as buttons.
// No tailwind-merge here (the landing page's first load, issue 16): Button merges its `className`
// through the kit's class merge (class-merge.ts); `buttonStyles` only appends `className`.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import { useClassMerge } from './class-merge';
import { Spinner } from './spinner';

/** The `-inverse` variants: the primary, outline and ghost looks on a dark or brand-coloured background. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link' | 'inverse' | 'outline-inverse' | 'ghost-inverse';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon' | 'icon-sm';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ' +
  'disabled:cursor-not-allowed disabled:opacity-50 select-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary: 'bg-slate-900 text-white shadow-sm hover:bg-slate-800 active:bg-slate-950',
  outline: 'border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 hover:text-slate-900',
  ghost: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 active:bg-red-800',
  link: 'text-brand-600 underline-offset-4 hover:underline hover:text-brand-700 px-0!',
  inverse: 'bg-white text-brand-700 shadow-sm hover:bg-brand-50 active:bg-brand-100',
  'outline-inverse': 'border border-white/20 bg-white/10 text-white shadow-sm hover:bg-white/20',
  'ghost-inverse': 'text-white hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-9 p-0',
  'icon-sm': 'size-8 p-0',
};

/**
 * The button classes, for a router `<Link>` styled as a button. `className` is appended, not merged:
 * give it no class of a kind the button sets (colour, padding, height…), or wrap the result in `cn`
 * (lib/cn.ts) where a default must give way.
 */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
} = {}) {
  return cx(base, variants[variant], sizes[size], fullWidth && 'w-full', className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  ref?: React.Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth,
  loading = false,
  icon,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const merge = useClassMerge();
  return (
    <button
      type={type}
      className={merge(buttonStyles({ variant, size, fullWidth }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : icon}
      {children}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'size'> {
  /** Accessible name (required: the button shows only an icon). */
  label: string;
  icon: ReactNode;
  size?: 'sm' | 'md';
}

/** A square button with only an icon; `label` becomes its accessible name and tooltip title. */
export function IconButton({ label, icon, size = 'md', variant = 'ghost', className, ...rest }: IconButtonProps) {
  return (
    <Button aria-label={label} title={label} variant={variant} size={size === 'sm' ? 'icon-sm' : 'icon'} className={className} {...rest}>
      {icon}
    </Button>
  );
}
