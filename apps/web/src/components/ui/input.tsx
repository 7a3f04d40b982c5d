// Form fields: Input and Textarea with label, hint and error wired to aria attributes.
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cx } from '../../lib/class-names';
import { useClassMerge } from './class-merge';

export const fieldStyles =
  'block w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm transition-colors ' +
  'placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-500/30 focus:border-brand-500 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500';

interface FieldProps {
  label?: ReactNode;
  /** Hides the label visually but keeps it for assistive tech. */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Element inside the field on the left (e.g. a search icon). */
  leading?: ReactNode;
  /** Element inside the field on the right (e.g. a show-password toggle). */
  trailing?: ReactNode;
  containerClassName?: string;
}

/** Ids that tie a control to its label, hint and error. */
function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return { inputId, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** Label above the control, then the hint, or the error in its place. */
function Field({
  ids,
  label,
  hideLabel,
  hint,
  error,
  containerClassName,
  children,
}: Omit<FieldProps, 'leading' | 'trailing'> & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  const merge = useClassMerge();
  return (
    <div className={merge('space-y-1.5', containerClassName)}>
      {label && (
        <label htmlFor={ids.inputId} className={cx('block text-sm font-medium text-slate-700', hideLabel && 'sr-only')}>
          {label}
        </label>
      )}
      {children}
      {hint && !error && (
        <p id={ids.hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

export interface InputProps extends InputHTMLAttributes<HTMLInputElement>, FieldProps {
  ref?: React.Ref<HTMLInputElement>;
}

export function Input({ label, hideLabel, hint, error, leading, trailing, id, className, containerClassName, ...rest }: InputProps) {
  const ids = useFieldIds(id, hint, error);
  const merge = useClassMerge();
  return (
    <Field ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error} containerClassName={containerClassName}>
      <div className="relative">
        {leading && <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">{leading}</span>}
        <input
          id={ids.inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={merge(fieldStyles, 'h-10', error ? 'border-red-400' : 'border-slate-300', !!leading && 'pl-9', !!trailing && 'pr-10', className)}
          {...rest}
        />
        {trailing && <span className="absolute inset-y-0 right-1 flex items-center">{trailing}</span>}
      </div>
    </Field>
  );
}

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, Omit<FieldProps, 'leading' | 'trailing'> {
  ref?: React.Ref<HTMLTextAreaElement>;
}

export function Textarea({ label, hideLabel, hint, error, id, className, containerClassName, ...rest }: TextareaProps) {
  const ids = useFieldIds(id, hint, error);
  const merge = useClassMerge();
  return (
    <Field ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error} containerClassName={containerClassName}>
      <textarea
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={merge(fieldStyles, 'min-h-24 py-2', error ? 'border-red-400' : 'border-slate-300', className)}
        {...rest}
      />
    </Field>
  );
}
