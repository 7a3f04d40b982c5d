// 'Node Order': the script order as a @dnd-kit sortable list (mouse, touch and keyboard), with edit and
// Present from here buttons per node.
import { useMemo, useRef, useState } from 'react';
import { closestCenter, DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent, type Modifier } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ListOrdered, ListTree, X } from 'lucide-react';
import { Tooltip } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { useKeyboardMove } from '../hooks/use-keyboard-move';
import { useRowWindow } from '../hooks/use-row-window';
import { KEYBOARD_MOVE_TEXT } from '../utils/keyboard-move';
import { NodeOrderRow, ROW_GAP, ROW_HEIGHT, type NodeOrderItem } from './node-order-row';

export type { NodeOrderItem } from './node-order-row';

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
  /** 'Order as outline' (issue 14 item 4): the order set to the map's outline, top to bottom. */
  onOrderAsOutline?: () => void;
  /** The order already is the outline's: the button is off and says so. */
  orderedAsOutline?: boolean;
}

export const ORDER_AS_OUTLINE_TEXT = {
  label: 'Order as outline',
  tooltip: 'Read the script in the outline’s order: the tree top to bottom, each branch in full (one undo step)',
  done: 'The Node Order already follows the outline',
} as const;

// The list only reorders vertically.
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const verticalOnly = [restrictToVerticalAxis];

/**
 * From this many rows only those in or near view are mounted (hooks/use-row-window.ts); shorter lists
 * mount every row, as they always did.
 */
export const WINDOWED_FROM = 200;
const PITCH = ROW_HEIGHT + ROW_GAP;

export const EMPTY_NODE_ORDER_TEXT = 'No nodes yet. Add a central idea to begin!';

export function NodeOrderSidebar({
  items,
  selectedId,
  onReorder,
  onSelect,
  onEdit,
  onPresent,
  onClose,
  onOrderAsOutline,
  orderedAsOutline = false,
}: NodeOrderSidebarProps) {
  // Mouse and touch drags go through dnd-kit; the keyboard has its own mover (hooks/use-keyboard-move.ts),
  // which reaches every place of a windowed list.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const keyboard = useKeyboardMove(items, onReorder, listRef, scrollRef);
  const shownItems = keyboard.shown;

  // The same ids array while the items stay: a new one re-renders every sortable row (1 000s on big maps),
  // e.g. on each selection change.
  const ids = useMemo(() => shownItems.map((i) => i.id), [shownItems]);

  const range = useRowWindow(scrollRef, listRef, items.length, PITCH, items.length >= WINDOWED_FROM);
  // The row being dragged stays mounted while dnd-kit's auto-scroll (or a keyboard move) takes it out of
  // the window: unmounting it would end the drag.
  const [dragId, setDragId] = useState<string | null>(null);
  const activeId = dragId ?? keyboard.move?.id ?? null;
  const rows = useMemo(() => {
    if (!range) return shownItems.map((item, index) => ({ item, index }));
    const shown = shownItems.slice(range.start, range.end).map((item, i) => ({ item, index: range.start + i }));
    const activeIndex = activeId === null ? -1 : ids.indexOf(activeId);
    const active = shownItems[activeIndex];
    if (active && (activeIndex < range.start || activeIndex >= range.end)) shown.push({ item: active, index: activeIndex });
    return shown;
  }, [shownItems, ids, range, activeId]);

  function onDragStart({ active }: DragStartEvent) {
    keyboard.cancel();
    setDragId(String(active.id));
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    setDragId(null);
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
      <div className="space-y-2 px-4 pb-3">
        <p className="text-xs text-slate-500">Drag to set the order your script is read in.</p>
        {onOrderAsOutline && items.length > 1 && (
          // As wide as the sidebar, so the tooltip centred under it stays inside the sidebar.
          <Tooltip content={orderedAsOutline ? ORDER_AS_OUTLINE_TEXT.done : ORDER_AS_OUTLINE_TEXT.tooltip} className="flex w-full">
            <button
              type="button"
              // Off by aria only, so its tooltip still tells a keyboard user why.
              aria-disabled={orderedAsOutline}
              onClick={() => !orderedAsOutline && onOrderAsOutline()}
              className={cn(
                'inline-flex shrink-0 items-center gap-1 rounded-md border px-2 py-1 text-xs font-medium',
                orderedAsOutline
                  ? 'cursor-not-allowed border-slate-100 text-slate-400'
                  : 'border-slate-200 text-slate-700 shadow-sm hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              <ListTree className="size-3.5" aria-hidden="true" />
              {ORDER_AS_OUTLINE_TEXT.label}
            </button>
          </Tooltip>
        )}
      </div>
      <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto px-3 pb-4">
        {items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-500">{EMPTY_NODE_ORDER_TEXT}</p>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            onDragCancel={() => setDragId(null)}
            accessibility={{ screenReaderInstructions: { draggable: KEYBOARD_MOVE_TEXT.instructions } }}
            modifiers={verticalOnly}
          >
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <ol
                ref={listRef}
                // Windowed: the list keeps the full height and each row sits at its own place.
                className={cn('relative', !range && 'space-y-1.5')}
                style={range ? { height: items.length * PITCH - ROW_GAP } : undefined}
                aria-label="Nodes in script order"
                onBlur={keyboard.onListBlur}
              >
                {rows.map(({ item, index }) => (
                  <NodeOrderRow
                    key={item.id}
                    {...item}
                    index={index}
                    top={range ? index * PITCH : undefined}
                    setSize={range ? items.length : undefined}
                    selected={item.id === selectedId}
                    lifted={item.id === keyboard.move?.id}
                    onHandleKeyDown={keyboard.onHandleKeyDown}
                    onSelect={onSelect}
                    onEdit={onEdit}
                    onPresent={onPresent}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}
        <p aria-live="assertive" className="sr-only" data-testid="node-order-announcement">
          {keyboard.announcement}
        </p>
      </div>
    </nav>
  );
}
