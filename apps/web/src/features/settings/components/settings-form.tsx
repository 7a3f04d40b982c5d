// A settings form: its fields, then the outcome message (tone by the §5 rule) and the submit button.
import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, toneForMessage } from '../../../components/ui';

export interface SettingsFormProps {
  /** Accessible name of the form. */
  label: string;
  onSubmit: (e: FormEvent) => void;
  /** Outcome of the last submit; nothing shows while it is empty. */
  message: string;
  saving: boolean;
  submitLabel: string;
  children: ReactNode;
}

export function SettingsForm({ label, onSubmit, message, saving, submitLabel, children }: SettingsFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4" aria-label={label}>
      {children}
      {message && <Alert tone={toneForMessage(message)}>{message}</Alert>}
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </form>
  );
}
