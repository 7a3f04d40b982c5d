// A list of keyboard shortcuts: what each does and its keys (one or more, "or" between), as the help
// dialogs of the editor and the teleprompter show them.
import { Fragment } from 'react';

export interface ShortcutRow {
  id: string;
  label: string;
  keys: readonly string[];
}

export function ShortcutList({ rows }: { rows: readonly ShortcutRow[] }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200" data-testid="shortcut-list">
      {rows.map((s) => (
        <div key={s.id} className="flex items-center justify-between gap-4 px-4 py-2.5">
          <dt className="text-sm text-slate-700">{s.label}</dt>
          <dd className="flex shrink-0 items-center gap-1.5 text-xs text-slate-400">
            {s.keys.map((k, i) => (
              <Fragment key={k}>
                {i > 0 && <span>or</span>}
                <kbd className="inline-flex h-6 min-w-6 items-center justify-center rounded-md border border-slate-300 bg-slate-50 px-1.5 font-sans text-xs font-semibold text-slate-700 shadow-[0_1px_0_0] shadow-slate-300">
                  {k}
                </kbd>
              </Fragment>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
