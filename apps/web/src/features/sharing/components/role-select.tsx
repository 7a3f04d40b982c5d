// Viewer or Editor, as a native select (keyboard and screen readers for free).
import { SCRIPT_ROLES, type ScriptRole } from '@cuemap/shared';
import { cx } from '../../../lib/class-names';
import { ROLE_LABELS } from '../messages';

export function RoleSelect({
  label,
  value,
  onChange,
  disabled,
  className,
}: {
  label: string;
  value: ScriptRole;
  onChange: (role: ScriptRole) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as ScriptRole)}
      className={cx(
        'rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-sm text-slate-800 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:opacity-60',
        className,
      )}
    >
      {SCRIPT_ROLES.map((r) => (
        <option key={r} value={r}>
          {ROLE_LABELS[r]}
        </option>
      ))}
    </select>
  );
}
