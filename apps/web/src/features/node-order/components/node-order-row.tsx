// A Node Order row: drag handle (a dnd-kit sortable), select, edit and Present from here.
import { memo, type KeyboardEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, MonitorPlay, Pencil } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface NodeOrderItem {
  id: string;
  title: string;
  color: string;
  hasText: boolean;
  /** Depth in the outline's tree (0 = root): the row is indented by it (issue 24 item 5). */
  depth?: number;
}

/** Indent per level, and the deepest level indented (deeper rows line up with it, keeping room for the title). */
export const INDENT_PX = 12;
export const MAX_INDENT_LEVEL = 6;

/** A row's height and the gap between rows (the handle is h-10 plus the 1 px borders; space-y-1.5). */
export const ROW_HEIGHT = 42;
export const ROW_GAP = 6;

/** A row's icon buttons. */
const rowAction = 'flex size-8 shrink-0 items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700';
/**
 * Where they sit: in the row on touch-sized screens (always shown); from md up they appear over the row's
 * end on hover or focus and take no room otherwise, so the title has the row's width (a hidden pair of
 * buttons wrapped "What we built" after two words in a 264 px sidebar).
 */
const rowActions =
  'flex shrink-0 items-center md:absolute md:inset-y-0 md:right-0 md:rounded-r-lg md:bg-white md:pr-1 md:pl-1 md:opacity-0 md:shadow-[-8px_0_8px_-4px_white] md:group-hover:opacity-100 md:group-focus-within:opacity-100';

export const NodeOrderRow = memo(function NodeOrderRow({
  id,
  title,
  color,
  hasText,
  depth = 0,
  index,
  selected,
  onSelect,
  onEdit,
  onPresent,
  top,
  setSize,
  lifted = false,
  onHandleKeyDown,
}: NodeOrderItem & {
  index: number;
  /** Long lists (windowed): the row is placed absolutely, `top` px from the list's top. */
  top?: number;
  /** Long lists: the full count, for assistive tech (only some rows are in the DOM). */
  setSize?: number;
  selected: boolean;
  onSelect: (id: string) => void;
  onEdit: (id: string) => void;
  onPresent?: (id: string) => void;
  /** Picked up with the keyboard (hooks/use-keyboard-move.ts). */
  lifted?: boolean;
  onHandleKeyDown?: (id: string, e: KeyboardEvent) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const item = { id, title, color, hasText };
  // Windowed rows keep one height (they are placed by index), so there the title is cut and the tooltip
  // holds it; otherwise it wraps in full.
  const windowed = top !== undefined;
  return (
    <li
      ref={setNodeRef}
      data-testid="node-order-item"
      data-node-id={item.id}
      aria-setsize={setSize}
      aria-posinset={setSize === undefined ? undefined : index + 1}
      style={{ transform: CSS.Translate.toString(transform), transition, top }}
      className={cn(
        top === undefined ? 'relative' : 'absolute inset-x-0',
        'group flex items-center gap-1 rounded-lg border bg-white pr-1 text-sm transition-shadow',
        selected ? 'border-brand-300 ring-2 ring-brand-500/15' : 'border-slate-200 hover:border-slate-300',
        (isDragging || lifted) && 'z-10 shadow-lg ring-2 ring-brand-500/30',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-pressed={isDragging || lifted ? true : undefined}
        onKeyDown={onHandleKeyDown && ((e) => onHandleKeyDown(id, e))}
        aria-label={`Reorder ${item.title}`}
        aria-roledescription="sortable"
        className="flex h-10 w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-l-lg text-slate-300 hover:text-slate-500 active:cursor-grabbing"
        data-testid="node-order-handle"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={() => onSelect(item.id)}
        className="flex min-w-0 flex-1 items-center gap-2 py-2 text-left"
        aria-current={selected ? 'true' : undefined}
        title={item.title}
        data-depth={depth}
        style={{ paddingLeft: Math.min(depth, MAX_INDENT_LEVEL) * INDENT_PX }}
      >
        <span aria-hidden="true" className="w-5 shrink-0 text-right text-xs font-medium text-slate-400 tabular-nums">
          {index + 1}
        </span>
        <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: item.color }} aria-hidden="true" />
        <span className={cn(windowed ? 'truncate' : 'min-w-0 break-words', item.hasText ? 'text-slate-800' : 'text-slate-500')} data-testid="node-order-title">
          {item.title}
        </span>
      </button>
      <span className={rowActions} data-testid="node-order-actions">
        <button type="button" onClick={() => onEdit(item.id)} aria-label={`Edit ${item.title}`} title="Edit node" className={rowAction}>
          <Pencil className="size-3.5" aria-hidden="true" />
        </button>
        {onPresent && (
          <button
            type="button"
            onClick={() => onPresent(item.id)}
            aria-label={`Present from here: ${item.title}`}
            title="Present from here"
            className={rowAction}
          >
            <MonitorPlay className="size-3.5" aria-hidden="true" />
          </button>
        )}
      </span>
    </li>
  );
});
