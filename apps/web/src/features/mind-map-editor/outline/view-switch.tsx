// Map | Outline (issue 14 item 4): a segmented control in the editor's header; Ctrl/⌘+Shift+O also switches.
import { ListTree, Network } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { EditorView } from '../utils/outline-actions';

const VIEWS = [
  { view: 'map', label: 'Map', Icon: Network },
  { view: 'outline', label: 'Outline', Icon: ListTree },
] as const;

export function ViewSwitch({ view, onChange }: { view: EditorView; onChange: (view: EditorView) => void }) {
  return (
    <div role="group" aria-label="View" title="Map or outline (Ctrl+Shift+O)" className="flex shrink-0 rounded-lg border border-slate-200 bg-slate-100 p-0.5">
      {VIEWS.map(({ view: v, label, Icon }) => (
        <button
          key={v}
          type="button"
          aria-pressed={view === v}
          aria-keyshortcuts="Control+Shift+O"
          onClick={() => view !== v && onChange(v)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-medium transition-colors sm:px-2.5',
            view === v ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          <span className="max-sm:sr-only">{label}</span>
        </button>
      ))}
    </div>
  );
}
