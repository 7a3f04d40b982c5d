// Free users see how many of their scripts are used, with the way to unlimited ones.
import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { FREE_SCRIPT_LIMIT } from '@cuemap/shared';
import { paths } from '../../../config/paths';
import { buttonStyles } from '../../../components/ui';

export function FreePlanBanner({ used }: { used: number }) {
  const shown = Math.min(used, FREE_SCRIPT_LIMIT);
  return (
    <div className="mt-6 flex flex-col gap-3 rounded-xl border border-brand-100 bg-gradient-to-r from-brand-50 to-white px-4 py-3 sm:flex-row sm:items-center">
      <Sparkles className="hidden size-5 shrink-0 text-brand-600 sm:block" aria-hidden="true" />
      <div className="flex-1">
        <p className="text-sm font-medium text-slate-800">
          {shown} of {FREE_SCRIPT_LIMIT} free scripts used
        </p>
        <div className="mt-1.5 h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
          <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${(shown / FREE_SCRIPT_LIMIT) * 100}%` }} />
        </div>
      </div>
      <Link to={paths.pricing} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
        Upgrade for unlimited scripts
      </Link>
    </div>
  );
}
