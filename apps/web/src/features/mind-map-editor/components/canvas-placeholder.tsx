// What the canvas area shows before there is a map: the load in progress, or why there is none.
import { Link } from 'react-router';
import { LogIn, RotateCcw, TriangleAlert } from 'lucide-react';
import { Spinner } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { EDITOR_MESSAGES } from '../messages';
import type { LoadState } from '../stores/editor-store';

export function CanvasPlaceholder({ load, onRetry }: { load: LoadState; onRetry?: () => void }) {
  if (load.kind === 'loading') {
    return (
      <div className="flex h-full items-center justify-center">
        <div className="flex items-center gap-3 text-sm text-slate-500">
          <Spinner /> {EDITOR_MESSAGES.loading}
        </div>
      </div>
    );
  }
  if (load.kind === 'error') {
    return (
      <div className="flex h-full items-center justify-center p-6">
        <div className="max-w-sm rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-card">
          <TriangleAlert className="mx-auto size-8 text-amber-500" aria-hidden="true" />
          <p className="mt-3 text-sm font-medium text-slate-800">{load.message}</p>
          <div className="mt-5 flex justify-center gap-2">
            {load.retry && onRetry && (
              <button
                type="button"
                onClick={onRetry}
                className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700"
              >
                <RotateCcw className="size-4" aria-hidden="true" /> Try again
              </button>
            )}
            <Link
              to={paths.dashboard}
              className={cn('inline-flex h-9 items-center rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50')}
            >
              Back to Dashboard
            </Link>
            {load.needsLogin && (
              <Link
                to={paths.auth}
                className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700"
              >
                <LogIn className="size-4" aria-hidden="true" /> Log in
              </Link>
            )}
          </div>
        </div>
      </div>
    );
  }
  return null;
}
