// What a canvas node shows of the structure tools (issue 14 item 2): the fold toggle on its outer side
// ("−" open, "+12" folded with the count of hidden nodes), the dot to drag a link from, and the look of a
// drop target while another node is dragged over it (set on the element by the canvas, see
// use-structure-canvas.tsx, so hovering re-renders nothing).
import { createContext, memo, use } from 'react';
import { Handle, Position } from '@xyflow/react';
import { cn } from '../../../lib/cn';

/** What the fold toggle runs. */
export const noFold = (): void => undefined;
export const FoldContext = createContext<(id: string, collapsed: boolean) => void>(noFold);

/** The node's branch: how many nodes hang under it, and the side away from the root (1 right, -1 left). */
export interface NodeBranch {
  count: number;
  side: 1 | -1;
}

/** Classes of a node element marked `data-drop-target` ('ok', or 'refused' over its own branch). */
export const DROP_TARGET_CLASS = cn(
  'data-[drop-target]:outline-[3px] data-[drop-target]:outline-offset-4 data-[drop-target]:outline-dashed',
  'data-[drop-target=ok]:outline-emerald-500 data-[drop-target=refused]:outline-red-500',
  'data-[link-target]:outline-[3px] data-[link-target]:outline-offset-4 data-[link-target]:outline-brand-500',
);

function BranchToggleView({
  id,
  title,
  branch,
  collapsed,
  selected,
}: {
  id: string;
  title: string;
  branch: NodeBranch;
  collapsed: boolean;
  selected: boolean;
}) {
  const onFold = use(FoldContext);
  const label = collapsed ? `Unfold "${title}": ${branch.count} hidden nodes` : `Fold "${title}" (${branch.count} nodes under it)`;
  return (
    <button
      type="button"
      // Not a drag or a pan of the canvas, and not a click on the node (which would select it).
      className={cn(
        'nodrag nopan absolute top-1/2 z-10 flex h-5 min-w-5 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white px-1',
        'text-[11px] leading-none font-bold shadow-sm before:content-[attr(data-count)] transition-opacity focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-600',
        branch.side === 1 ? '-right-3 translate-x-full' : '-left-3 -translate-x-full',
        collapsed ? 'bg-slate-700 text-white' : 'bg-white text-slate-600 ring-1 ring-slate-300',
        !collapsed && !selected && 'opacity-0 group-hover:opacity-100',
      )}
      aria-label={label}
      aria-expanded={!collapsed}
      title={label}
      data-testid="branch-toggle"
      onPointerDown={(e) => e.stopPropagation()}
      onClick={(e) => {
        e.stopPropagation();
        onFold(id, !collapsed);
      }}
      onDoubleClick={(e) => e.stopPropagation()}
      // Drawn by CSS, so the count is not part of the node's text (its title); the label says it.
      data-count={collapsed ? `+${branch.count}` : '−'}
    />
  );
}

export const BranchToggle = memo(BranchToggleView);

/** The dot to drag a link from: on the node's edge, shown on hover and while selected (touch: select first). */
export function LinkHandle({ selected }: { selected: boolean }) {
  return (
    <Handle
      type="source"
      id="link"
      position={Position.Bottom}
      isConnectable
      title="Drag to another node to link them"
      data-testid="link-handle"
      className={cn(
        '!size-3 !min-h-0 !min-w-0 !border-2 !border-white !bg-brand-600 !shadow transition-opacity',
        '!cursor-crosshair hover:!scale-125',
        selected ? 'opacity-100' : 'opacity-0 group-hover:opacity-100',
      )}
    />
  );
}
