// Click-to-edit map title in the editor header: Enter or blur commits, Escape reverts.
import { LIMITS } from '@cuemap/shared';
import { InlineEdit } from '../../../components/ui';

export interface TitleEditorProps {
  title: string;
  /** Called with the raw text on commit; the screen applies the §5 title rule. */
  onCommit: (value: string) => void;
  disabled?: boolean;
}

export function TitleEditor({ title, onCommit, disabled }: TitleEditorProps) {
  return (
    <InlineEdit
      value={title}
      onCommit={onCommit}
      disabled={disabled}
      inputLabel="Script title"
      buttonLabel={`Script title: ${title}. Click to rename`}
      hint="Click to rename"
      maxLength={LIMITS.titleMax}
      size="lg"
      textTestId="map-title"
    />
  );
}
