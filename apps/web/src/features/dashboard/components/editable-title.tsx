// Click-to-edit script title on a dashboard card: Enter or blur commits, Escape reverts; blank keeps the old title.
import { LIMITS } from '@cuemap/shared';
import { InlineEdit } from '../../../components/ui';

export interface EditableTitleProps {
  value: string;
  onCommit: (next: string) => void;
  disabled?: boolean;
}

export function EditableTitle({ value, onCommit, disabled }: EditableTitleProps) {
  return (
    <InlineEdit
      value={value}
      onCommit={onCommit}
      disabled={disabled}
      inputLabel="Script title"
      buttonLabel={`Rename script: ${value}`}
      hint="Click to rename"
      maxLength={LIMITS.titleMax}
      trim
      size="md"
    />
  );
}
