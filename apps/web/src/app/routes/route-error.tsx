// Error boundary for the route tree: a calm message instead of a blank page (e.g. a chunk failed to load).
import { Link, useRouteError } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { paths } from '../../config/paths';
import { buttonStyles } from '../../components/ui/button';

export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600">
        <AlertTriangle className="size-6" aria-hidden="true" />
      </div>
      <h1 className="text-xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="mt-2 max-w-md text-sm text-slate-600">
        {chunkFailed
          ? 'A new version of Cuemap is available. Reload the page to continue.'
          : 'An unexpected error occurred. Reload the page or head back home.'}
      </p>
      <div className="mt-6 flex gap-3">
        <button type="button" className={buttonStyles({})} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.home} className={buttonStyles({ variant: 'outline' })}>
          Go home
        </Link>
      </div>
    </main>
  );
}
