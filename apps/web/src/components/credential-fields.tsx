// What every credential form shares (login/register and the password-reset screens): the e-mail field
// and its check, the show/hide password button and the busy label, so they look, behave and read the same.
import { Eye, EyeOff, Mail } from 'lucide-react';
import { Input } from './ui/input';

export const CREDENTIAL_TEXT = {
  processing: 'Processing...',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
} as const;

export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string;
  autoFocus?: boolean;
}

export function EmailField({ value, onChange, disabled, error, autoFocus }: EmailFieldProps) {
  return (
    <Input
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      placeholder="you@example.com"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      required
      error={error}
      autoFocus={autoFocus}
      leading={<Mail className="size-4" aria-hidden="true" />}
    />
  );
}

/** The eye button inside a password field: shows or hides what was typed. */
export function PasswordVisibilityToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={shown ? 'Hide password' : 'Show password'}
      aria-pressed={shown}
      className="rounded-md p-2 text-slate-400 hover:text-slate-600"
    >
      {shown ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
    </button>
  );
}
