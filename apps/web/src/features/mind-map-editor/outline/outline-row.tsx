// One line of the outline (issue 14 item 4): a tree item with the node's colour, its title as a one-line
// field (kept on Enter, Tab or leaving the line; blank keeps the old title, as on the canvas), a fold
// chevron on branches and a mark when the node has details. Keys go to the outline (outline-keys.ts).
import { memo, useState, type KeyboardEvent } from 'react';
import { ChevronDown, ChevronRight, FileText } from 'lucide-react';
import { LIMITS } from '@cuemap/shared';
import { cn } from '../../../lib/cn';
import { OutlinePeers } from '../presence/node-peers';

export interface OutlineRowData {
  id: string;
  title: string;
  color: string;
  hasText: boolean;
  depth: number;
  hasChildren: boolean;
  collapsed: boolean;
  unreached: boolean;
  isRoot: boolean;
}

export interface OutlineRowHandlers {
  /** A key in the title field: true when the outline took it (keeping a typed `draft` first). */
  onKey: (id: string, event: KeyboardEvent<HTMLInputElement>, draft: string) => boolean;
  onFocus: (id: string) => void;
  onCommit: (id: string, title: string) => void;
  onFold: (id: string, collapsed: boolean) => void;
  onOpenDetails: (id: string) => void;
}

/** Same line, same look: a map edit re-renders only the lines it changed (a long outline stays quick). */
function sameRow(a: OutlineRowProps, b: OutlineRowProps): boolean {
  if (a.selected !== b.selected || a.level !== b.level || a.handlers !== b.handlers) return false;
  const keys = Object.keys(a.row) as (keyof OutlineRowData)[];
  return keys.length === Object.keys(b.row).length && keys.every((k) => a.row[k] === b.row[k]);
}

interface OutlineRowProps {
  row: OutlineRowData;
  selected: boolean;
  handlers: OutlineRowHandlers;
  /** aria-level: the islands sit one level under their group. */
  level: number;
}

export const OutlineRow = memo(function OutlineRow({ row, selected, handlers, level }: OutlineRowProps) {
  const [draft, setDraft] = useState(row.title);
  const [shown, setShown] = useState(row.title);
  // The title changed outside the field (undo, the node editor, the canvas): the field follows.
  if (shown !== row.title) {
    setShown(row.title);
    setDraft(row.title);
  }
  const commit = () => {
    if (!draft.trim()) setDraft(row.title);
    else if (draft !== row.title) handlers.onCommit(row.id, draft);
  };
  const indent = row.unreached ? 0 : row.depth;
  return (
    <div
      role="treeitem"
      aria-level={level}
      aria-expanded={row.hasChildren ? !row.collapsed : undefined}
      aria-selected={selected}
      aria-label={row.title}
      data-testid="outline-row"
      data-node-id={row.id}
      data-depth={row.depth}
      className={cn(
        'group relative flex min-h-10 items-center gap-1.5 rounded-lg pr-2 transition-colors',
        selected ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-slate-50',
      )}
      style={{ paddingLeft: `calc(${indent} * var(--outline-indent) + 0.25rem)` }}
    >
      {row.hasChildren ? (
        <button
          type="button"
          tabIndex={-1}
          onClick={() => handlers.onFold(row.id, !row.collapsed)}
          aria-label={row.collapsed ? `Unfold ${row.title}` : `Fold ${row.title}`}
          title={row.collapsed ? 'Unfold (Ctrl+↓)' : 'Fold (Ctrl+↑)'}
          className="flex size-7 shrink-0 items-center justify-center rounded-md text-slate-400 hover:bg-slate-200 hover:text-slate-700"
        >
          {row.collapsed ? <ChevronRight className="size-4" aria-hidden="true" /> : <ChevronDown className="size-4" aria-hidden="true" />}
        </button>
      ) : (
        <span className="size-7 shrink-0" aria-hidden="true" />
      )}
      <span
        className={cn('shrink-0 rounded-full', row.isRoot ? 'size-3 ring-2 ring-offset-1' : 'size-2.5')}
        style={{ backgroundColor: row.color, ['--tw-ring-color' as string]: row.color }}
        aria-hidden="true"
      />
      <input
        value={draft}
        maxLength={LIMITS.nodeTitleMax}
        onChange={(e) => setDraft(e.target.value)}
        onFocus={() => handlers.onFocus(row.id)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            // Esc puts the title back as it was (the field keeps the focus).
            if (draft !== row.title) {
              e.preventDefault();
              e.stopPropagation();
              setDraft(row.title);
            }
            return;
          }
          if (handlers.onKey(row.id, e, draft)) {
            e.preventDefault();
            e.stopPropagation();
            // The outline kept a typed title before acting on the key; a blank one goes back to the old title.
            if (!draft.trim() && e.key !== 'Backspace') setDraft(row.title);
          }
        }}
        data-outline-id={row.id}
        aria-label={row.isRoot ? 'Main idea title' : `Title, level ${level}`}
        enterKeyHint="enter"
        autoComplete="off"
        spellCheck
        className={cn(
          'h-8 min-w-0 flex-1 rounded-md bg-transparent px-1.5 text-sm text-slate-900 outline-none focus:bg-white focus:ring-2 focus:ring-brand-500/40',
          row.isRoot && 'font-semibold',
          !row.hasText && !row.isRoot && 'text-slate-700',
        )}
      />
      {row.hasText && (
        <button
          type="button"
          tabIndex={-1}
          onClick={() => handlers.onOpenDetails(row.id)}
          aria-label={`${row.title} has details: edit them`}
          title="Has details (Shift+Enter to edit)"
          className="flex size-7 shrink-0 items-center justify-center rounded-md text-slate-400 hover:bg-slate-200 hover:text-slate-700"
        >
          <FileText className="size-3.5" aria-hidden="true" />
        </button>
      )}
      <OutlinePeers nodeId={row.id} />
    </div>
  );
}, sameRow);
