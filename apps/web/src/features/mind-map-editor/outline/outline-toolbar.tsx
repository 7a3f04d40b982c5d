// The outline's toolbar (issue 14 item 4): the line keys as buttons for touch screens (new line, outdent,
// indent, up, down — on the selected line) and 'Order as outline' for the Node Order. Pressing a button
// leaves the focus in the line's title, so a phone's keyboard stays up.
import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, IndentDecrease, IndentIncrease, ListTree, Plus } from 'lucide-react';
import { Tooltip } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import type { EditorState } from '../utils/editor-state';
import { actionOrderAsOutline } from '../utils/outline-actions';
import type { Run } from './outline-keys';
import type { OutlineRowData } from './outline-row';

export const ORDER_AS_OUTLINE = {
  label: 'Order as outline',
  tooltip: 'Set the Node Order to the outline’s order, top to bottom (one undo step)',
  done: 'The Node Order already follows the outline',
} as const;

const iconButton =
  'flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

function ToolButton({
  label,
  keys,
  disabled,
  onPress,
  children,
}: {
  label: string;
  keys: string;
  disabled?: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip content={`${label} (${keys})`}>
      <button
        type="button"
        aria-label={label}
        aria-keyshortcuts={keys.replace(/ /g, '')}
        disabled={disabled}
        // The line keeps the focus (and a phone its keyboard): the button acts on it.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onPress}
        className={iconButton}
      >
        {children}
      </button>
    </Tooltip>
  );
}

export function OutlineToolbar({
  state,
  run,
  selected,
  onAddLine,
  onIndent,
  onOutdent,
  onMove,
}: {
  state: EditorState;
  run: Run;
  selected: OutlineRowData | null;
  onAddLine: () => void;
  onIndent: () => void;
  onOutdent: () => void;
  onMove: (direction: -1 | 1) => void;
}) {
  const canOrder = actionOrderAsOutline.predicate(state, { saving: false });
  const moves = !selected || selected.isRoot;
  return (
    <div role="toolbar" aria-label="Outline tools" className="flex shrink-0 items-center gap-0.5 border-b border-slate-200 bg-white px-2 py-1.5 sm:px-4">
      <ToolButton label="New line" keys="Enter" onPress={onAddLine}>
        <Plus className="size-4" aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Outdent" keys="Shift+Tab" disabled={moves || selected?.depth === 1 || selected?.unreached} onPress={onOutdent}>
        <IndentDecrease className="size-4" aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Indent" keys="Tab" disabled={moves} onPress={onIndent}>
        <IndentIncrease className="size-4" aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Move up" keys="Alt+↑" disabled={moves} onPress={() => onMove(-1)}>
        <ArrowUp className="size-4" aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Move down" keys="Alt+↓" disabled={moves} onPress={() => onMove(1)}>
        <ArrowDown className="size-4" aria-hidden="true" />
      </ToolButton>
      <span className="flex-1" />
      <Tooltip content={canOrder ? ORDER_AS_OUTLINE.tooltip : ORDER_AS_OUTLINE.done} align="end">
        <button
          type="button"
          // Disabled by aria only, so the tooltip still says why on focus.
          aria-disabled={!canOrder}
          onClick={() => canOrder && run(actionOrderAsOutline, undefined)}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-lg border px-2.5 text-sm font-medium shadow-sm',
            canOrder ? 'border-slate-200 bg-white text-slate-700 hover:bg-slate-100' : 'cursor-not-allowed border-slate-100 bg-slate-50 text-slate-400',
          )}
        >
          <ListTree className="size-4" aria-hidden="true" />
          <span>{ORDER_AS_OUTLINE.label}</span>
        </button>
      </Tooltip>
    </div>
  );
}
