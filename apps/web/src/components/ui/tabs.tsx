// Tabs: a tablist (arrow keys move between tabs, roving tab index) over panels the caller renders with
// `tabPanelProps`. Presentational: the caller holds which tab is open.
import { useId } from 'react';
import { cn } from '../../lib/cn';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

export function useTabIds() {
  return useId();
}

export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  idBase,
}: {
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  label: string;
  idBase: string;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      // More tabs than a phone's width scroll sideways (no scrollbar drawn), each label on one line; on a
      // phone both edges fade, so a label cut at the edge reads as "more this way", not as a broken label.
      className="-mt-1 mb-5 flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-slate-200)] [mask-image:linear-gradient(to_right,transparent,black_14px,black_calc(100%-14px),transparent)] [scrollbar-width:none] sm:[mask-image:none]"
      onKeyDown={(e) => {
        if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
        e.preventDefault();
        const step = e.key === 'ArrowRight' ? 1 : tabs.length - 1;
        const next = tabs[(tabs.findIndex((t) => t.id === value) + step) % tabs.length]!.id;
        onChange(next);
        document.getElementById(`${idBase}-${next}-tab`)?.focus();
      }}
    >
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={`${idBase}-${t.id}-tab`}
          aria-selected={value === t.id}
          aria-controls={`${idBase}-${t.id}`}
          tabIndex={value === t.id ? 0 : -1}
          onClick={() => onChange(t.id)}
          className={cn(
            'shrink-0 border-b-2 px-2.5 pb-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:px-3',
            value === t.id ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-500 hover:text-slate-800',
          )}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

/** Props for the panel of tab `id`. */
export function tabPanelProps(idBase: string, id: string, value: string) {
  return { role: 'tabpanel', id: `${idBase}-${id}`, 'aria-labelledby': `${idBase}-${id}-tab`, hidden: value !== id } as const;
}
