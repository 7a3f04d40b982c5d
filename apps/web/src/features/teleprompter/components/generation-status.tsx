// Bottom-centre messages: the last status (generated, failed, refused) and, while the AI writes,
// 'Writing your script…' with Cancel.
import { X } from 'lucide-react';
import { Spinner } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import type { GenerationStatus as Status } from '../hooks/use-script-generation';

export interface GenerationStatusProps {
  status: Status | null;
  generating: boolean;
  onCancel: () => void;
}

export function GenerationStatus({ status, generating, onCancel }: GenerationStatusProps) {
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-4 z-20 flex justify-center px-4">
      {status && (
        <p
          role={status.tone === 'error' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto max-w-lg animate-slide-up rounded-xl px-4 py-2.5 text-center text-sm font-medium shadow-lg ring-1',
            status.tone === 'error' ? 'bg-red-950/95 text-red-100 ring-red-500/30' : 'bg-emerald-950/95 text-emerald-100 ring-emerald-500/30',
          )}
        >
          {status.text}
        </p>
      )}
      {generating && (
        <div className="pointer-events-auto flex items-center gap-3 rounded-xl bg-neutral-900/95 py-2 pr-2 pl-4 text-sm text-neutral-200 ring-1 ring-white/10">
          <p role="status" className="flex items-center gap-2">
            <Spinner size="sm" /> Writing your script…
          </p>
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex h-8 items-center gap-1 rounded-lg border border-white/15 px-2.5 text-sm font-medium text-neutral-100 hover:bg-white/10"
          >
            <X className="size-4" aria-hidden="true" /> Cancel
          </button>
        </div>
      )}
    </div>
  );
}
