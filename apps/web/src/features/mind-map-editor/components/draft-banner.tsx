// 'Unsaved changes found': a local draft of this script, offered back on opening (restore or discard).
import { History } from 'lucide-react';
import { Button } from '../../../components/ui';
import type { Draft } from '../utils/draft';

export function DraftBanner({ draft, onRestore, onDiscard }: { draft: Draft; onRestore: () => void; onDiscard: () => void }) {
  return (
    <div
      role="region"
      aria-label="Unsaved draft"
      className="z-10 flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2 border-b border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900"
    >
      <History className="size-4 shrink-0 text-amber-600" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        <span className="font-medium">Unsaved changes found.</span> You edited this script on {new Date(draft.savedAt).toLocaleString()} without saving. Restore
        them?
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="ghost" onClick={onDiscard}>
          Discard
        </Button>
        <Button size="sm" onClick={onRestore}>
          Restore draft
        </Button>
      </div>
    </div>
  );
}
