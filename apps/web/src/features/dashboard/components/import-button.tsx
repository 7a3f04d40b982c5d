// Import (issue 15): opens the file picker for the formats the importer reads. At the Free limit it is
// disabled with the limit in its tooltip, as New Script is.
import { useRef } from 'react';
import { Upload } from 'lucide-react';
import { IMPORT_EXTENSIONS } from '@cuemap/shared';
import { Button, Tooltip } from '../../../components/ui';
import { DASHBOARD_TEXT as T } from '../messages';

export const IMPORT_ACCEPT = IMPORT_EXTENSIONS.join(',');

export function ImportButton({
  onFile,
  disabled,
  importing,
  label = T.importButton,
  variant = 'outline',
  className,
}: {
  onFile: (file: File) => void;
  disabled: boolean;
  importing: boolean;
  label?: string;
  variant?: 'outline' | 'primary';
  className?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Tooltip content={disabled ? T.importTooltipLimit : T.importTooltip} align="end">
        <Button
          variant={variant}
          onClick={() => inputRef.current?.click()}
          disabled={disabled || importing}
          loading={importing}
          icon={<Upload className="size-4" aria-hidden="true" />}
          className={className ?? 'w-full sm:w-auto'}
        >
          {label}
        </Button>
      </Tooltip>
      <input
        ref={inputRef}
        type="file"
        accept={IMPORT_ACCEPT}
        aria-label={T.importFileLabel}
        tabIndex={-1}
        className="hidden"
        data-testid="import-file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared, so choosing the same file again (after fixing it) imports it again.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
