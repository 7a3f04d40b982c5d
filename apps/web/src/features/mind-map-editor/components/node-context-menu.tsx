// A map node's context menu (issue 12): Edit node, Present from here, Delete node. Opened by a
// right-click on the node, or the ContextMenu key / Shift+F10 with the node selected (editor-canvas.tsx).
import { MonitorPlay, Pencil, Trash2 } from 'lucide-react';
import { ContextMenu } from '../../../components/ui';

export interface NodeMenuTarget {
  id: string;
  title: string;
  isRoot: boolean;
  at: { x: number; y: number } | { top: number; bottom: number; left: number; right: number };
}

export interface NodeContextMenuProps {
  target: NodeMenuTarget;
  onEdit: (id: string) => void;
  onPresent: (id: string) => void;
  onDelete: (id: string) => void;
  /** The node's element on the canvas: focus goes back to it. */
  nodeElement: (id: string) => HTMLElement | null;
  onClose: () => void;
}

export function NodeContextMenu({ target, onEdit, onPresent, onDelete, nodeElement, onClose }: NodeContextMenuProps) {
  const { id } = target;
  return (
    <ContextMenu
      label={`Node actions: ${target.title}`}
      at={target.at}
      returnFocusTo={() => nodeElement(id)}
      onClose={onClose}
      items={[
        { label: 'Edit node', icon: <Pencil aria-hidden="true" />, onSelect: () => onEdit(id) },
        { label: 'Present from here', icon: <MonitorPlay aria-hidden="true" />, onSelect: () => onPresent(id) },
        // The central idea cannot be deleted (as the toolbar's Delete Node).
        { label: 'Delete node', icon: <Trash2 aria-hidden="true" />, onSelect: () => onDelete(id), disabled: target.isRoot, tone: 'danger' },
      ]}
    />
  );
}
