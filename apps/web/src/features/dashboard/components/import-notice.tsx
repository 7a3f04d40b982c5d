// What an import is doing: uploading (spinner), done (the new script's title and size, what the
// importer changed, Open in editor) or refused (the server's message). Stays until dismissed.
import { AlertCircle, CheckCircle2, ExternalLink, X } from 'lucide-react';
import { Button, Spinner } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import type { ImportNoticeState } from '../hooks/use-import';
import { DASHBOARD_TEXT as T } from '../messages';

export function ImportNotice({ notice, onOpen, onDismiss }: { notice: ImportNoticeState | null; onOpen: () => void; onDismiss: () => void }) {
  if (!notice) return null;
  const failed = notice.kind === 'failed';
  return (
    <div
      role={failed ? 'alert' : 'status'}
      data-testid="import-notice"
      className={cn(
        'relative mt-6 flex animate-slide-up flex-col gap-3 rounded-xl border bg-white p-4 pr-12 shadow-card sm:flex-row sm:items-start',
        failed ? 'border-red-200' : notice.kind === 'done' ? 'border-emerald-200' : 'border-slate-200',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {notice.kind === 'uploading' && <Spinner size="sm" className="mt-0.5" />}
        {notice.kind === 'done' && <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-500" aria-hidden="true" />}
        {failed && <AlertCircle className="mt-0.5 size-5 shrink-0 text-red-500" aria-hidden="true" />}
        <div className="min-w-0 flex-1 text-sm">
          {notice.kind === 'uploading' && <p className="font-medium text-slate-700">{T.importing(notice.fileName)}</p>}
          {notice.kind === 'done' && (
            <>
              <p className="font-semibold break-words text-slate-900">{T.imported(notice.created.title, notice.created.nodeCount)}</p>
              {notice.created.notes.length > 0 && (
                <ul className="mt-1.5 list-disc space-y-0.5 pl-4 text-slate-600">
                  {notice.created.notes.map((n) => (
                    <li key={n}>{n}</li>
                  ))}
                </ul>
              )}
            </>
          )}
          {failed && (
            <>
              <p className="font-semibold break-words text-red-800">{T.importFailedTitle(notice.fileName)}</p>
              <p className="mt-1 break-words text-slate-700">{notice.message}</p>
            </>
          )}
        </div>
      </div>
      {notice.kind === 'done' && (
        <Button size="sm" onClick={onOpen} className="ml-8 self-start sm:ml-0 sm:shrink-0" icon={<ExternalLink className="size-3.5" aria-hidden="true" />}>
          {T.openImported}
        </Button>
      )}
      {notice.kind !== 'uploading' && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={T.dismiss}
          className="absolute top-3 right-3 rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
