// The dashboard's heading with the script count, the search box ('/' focuses it), the sort order and
// whatever action comes last (New Script).
import { useRef, type ReactNode } from 'react';
import { ArrowDownUp, Search } from 'lucide-react';
import { fieldStyles, Input } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { useSlashToSearch } from '../hooks/use-slash-to-search';
import { DASHBOARD_TEXT as T } from '../messages';
import { isScriptSort, SCRIPT_SORTS, type ScriptSort } from '../utils/script-cards';

/** `count` null: the list is still loading (no count rather than a wrong "0 scripts"). */
export function DashboardHeader({
  count,
  search,
  onSearch,
  sort,
  onSort,
  action,
}: {
  count: number | null;
  search: string;
  onSearch: (search: string) => void;
  sort: ScriptSort;
  onSort: (sort: ScriptSort) => void;
  action: ReactNode;
}) {
  const searchRef = useRef<HTMLInputElement>(null);
  useSlashToSearch(searchRef);
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{T.heading}</h1>
        <p className="mt-1.5 text-sm text-slate-500">
          {count === null ? 'Plan, order and present your ideas.' : `${count === 1 ? '1 script' : `${count} scripts`} · plan, order and present your ideas.`}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Input
          ref={searchRef}
          label="Search scripts"
          hideLabel
          type="search"
          placeholder={T.searchPlaceholder}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          leading={<Search className="size-4" aria-hidden="true" />}
          containerClassName="sm:w-64"
        />
        <div className="relative">
          <label htmlFor="script-sort" className="sr-only">
            {T.sortLabel}
          </label>
          <ArrowDownUp className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <select
            id="script-sort"
            value={sort}
            onChange={(e) => isScriptSort(e.target.value) && onSort(e.target.value)}
            className={cn(fieldStyles, 'h-10 cursor-pointer border-slate-300 pr-8 pl-9 sm:w-44')}
          >
            {SCRIPT_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        {action}
      </div>
    </div>
  );
}
