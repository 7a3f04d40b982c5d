// 'Node Order': the script order as a @dnd-kit sortable list (mouse, touch and keyboard), with edit and
// Present from here buttons per node.
import { memo } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, ListOrdered, MonitorPlay, Pencil, X } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface NodeOrderItem {
  id: string;
  title: string;
  color: string;
  hasText: boolean;
}

export interface NodeOrderSidebarProps {
  items: NodeOrderItem[];
  selectedId: string | null;
  onReorder: (activeId: string, overId: string) => void;
  onSelect: (id: string) => void;
  onEdit: (id: string) => void;
  /** Present from here: the teleprompter at this node's section (a button per row when given). */
  onPresent?: (id: string) => void;
  /** Shown on small screens, where the sidebar is a drawer. */
  onClose?: () => void;
}

// The list only reorders vertically.
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** A row's icon buttons: always shown on touch-sized screens, on hover or focus from md up. */
const rowAction =
  'flex size-8 shrink-0 items-center justify-center rounded-md text-slate-400 opacity-100 hover:bg-slate-100 hover:text-slate-700 focus-visible:opacity-100 md:opacity-0 md:group-hover:opacity-100 md:group-focus-within:opacity-100';

export const EMPTY_NODE_ORDER_TEXT = 'No nodes yet. Add a central idea to begin!';

const Row = memo(function Row({
  id,
  title,
  color,
  hasText,
  index,
  selected,
  onSelect,
  onEdit,
  onPresent,
}: NodeOrderItem & {
  index: number;
  selected: boolean;
  onSelect: (id: string) => void;
  onEdit: (id: string) => void;
  onPresent?: (id: string) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const item = { id, title, color, hasText };
  return (
    <li
      ref={setNodeRef}
      data-testid="node-order-item"
      data-node-id={item.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'group relative flex items-center gap-1 rounded-lg border bg-white pr-1 text-sm transition-shadow',
        selected ? 'border-brand-300 ring-2 ring-brand-500/15' : 'border-slate-200 hover:border-slate-300',
        isDragging && 'z-10 shadow-lg ring-2 ring-brand-500/30',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
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
      >
        <span aria-hidden="true" className="w-5 shrink-0 text-right text-xs font-medium text-slate-400 tabular-nums">{index + 1}</span>
        <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: item.color }} aria-hidden="true" />
        <span className={cn('truncate', item.hasText ? 'text-slate-800' : 'text-slate-500')} data-testid="node-order-title">
          {item.title}
        </span>
      </button>
      <button
        type="button"
        onClick={() => onEdit(item.id)}
        aria-label={`Edit ${item.title}`}
        title="Edit node"
        className={rowAction}
      >
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
    </li>
  );
});

export function NodeOrderSidebar({ items, selectedId, onReorder, onSelect, onEdit, onPresent, onClose }: NodeOrderSidebarProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) onReorder(String(active.id), String(over.id));
  }

  return (
    <nav aria-labelledby="node-order-heading" className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-2 px-4 pt-4 pb-2">
        <ListOrdered className="size-4 text-slate-400" aria-hidden="true" />
        <h2 id="node-order-heading" className="flex-1 text-sm font-semibold text-slate-900">
          Node Order
        </h2>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-500 tabular-nums">{items.length}</span>
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            aria-label="Close Node Order"
            className="rounded-md p-1 md:hidden text-slate-400 hover:bg-slate-100 hover:text-slate-600"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <p className="px-4 pb-3 text-xs text-slate-500">Drag to set the order your script is read in.</p>
      <div className="min-h-0 flex-1 overflow-y-auto px-3 pb-4">
        {items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-500">{EMPTY_NODE_ORDER_TEXT}</p>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} modifiers={[restrictToVerticalAxis]}>
            <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
              <ol className="relative space-y-1.5" aria-label="Nodes in script order">
                {items.map((item, index) => (
                  <Row
                    key={item.id}
                    {...item}
                    index={index}
                    selected={item.id === selectedId}
                    onSelect={onSelect}
                    onEdit={onEdit}
                    onPresent={onPresent}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}
      </div>
    </nav>
  );
}
