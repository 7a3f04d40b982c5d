// A map node's context menu (issue 12): Edit node, Present from here, Delete node; and (issue 14 item 2)
// Colour… and Fold/Unfold branch — what a phone reaches with a long press. Opened by a right-click on
// the node, or the ContextMenu key / Shift+F10 with the node selected (editor-canvas.tsx). On a node
// that is part of a larger selection, Colour and Delete apply to the whole selection. Issue 24 item 5:
// Add child node, Add sibling node (the Tab and Enter actions, on this node) and Ask AI for ideas (Edit
// Node Content with the AI Helper open). Issue 29 item 2: how the node shows in the audience view —
// framed with its branch (or back to its children), skipped (or shown again).
import {
  ChevronsDownUp,
  ChevronsUpDown,
  Eye,
  EyeOff,
  Frame,
  GitBranchPlus,
  ListPlus,
  MessageSquarePlus,
  MonitorPlay,
  Palette,
  Pencil,
  Sparkles,
  Trash2,
} from 'lucide-react';
import { AUDIENCE_MESSAGES } from '../audience-messages';
import { ContextMenu, type MenuItem } from '../../../components/ui';
import type { NodeMenuStructure } from '../hooks/use-structure-canvas';

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
  /** Add child / sibling node and Ask AI for ideas (each item shown when given). */
  onAddChild?: (id: string) => void;
  onAddSibling?: (id: string) => void;
  onAskAi?: (id: string) => void;
  /** Comment on this node (issue 27 item 5): editors and the owner, on a saved script. */
  onComment?: (id: string) => void;
  /** Colour and fold items (absent: the menu of issue 12 only). */
  structure?: NodeMenuStructure;
}

export const NODE_MENU_TEXT = { addChild: 'Add child node', addSibling: 'Add sibling node', askAi: 'Ask AI for ideas…', comment: 'Comment…' } as const;

export function NodeContextMenu(props: NodeContextMenuProps) {
  const { target, onEdit, onPresent, onDelete, nodeElement, onClose, structure, onAddChild, onAddSibling, onAskAi, onComment } = props;
  const { id } = target;
  const many = (structure?.count ?? 1) > 1;
  const items: MenuItem[] = [
    { label: 'Edit node', icon: <Pencil aria-hidden="true" />, onSelect: () => onEdit(id) },
    { label: 'Present from here', icon: <MonitorPlay aria-hidden="true" />, onSelect: () => onPresent(id) },
  ];
  if (onAddChild) items.push({ label: NODE_MENU_TEXT.addChild, icon: <GitBranchPlus aria-hidden="true" />, onSelect: () => onAddChild(id) });
  // The central idea has no siblings (Enter on it adds a child; here the item above does).
  if (onAddSibling)
    items.push({ label: NODE_MENU_TEXT.addSibling, icon: <ListPlus aria-hidden="true" />, onSelect: () => onAddSibling(id), disabled: target.isRoot });
  if (onAskAi) items.push({ label: NODE_MENU_TEXT.askAi, icon: <Sparkles aria-hidden="true" />, onSelect: () => onAskAi(id) });
  if (onComment) items.push({ label: NODE_MENU_TEXT.comment, icon: <MessageSquarePlus aria-hidden="true" />, onSelect: () => onComment(id) });
  if (structure) {
    items.push({ label: many ? `Colour ${structure.count} nodes…` : 'Colour…', icon: <Palette aria-hidden="true" />, onSelect: structure.onColour });
    if (structure.branchCount !== undefined) {
      items.push(
        structure.collapsed
          ? { label: `Unfold branch (${structure.branchCount} hidden)`, icon: <ChevronsUpDown aria-hidden="true" />, onSelect: () => structure.onFold(false) }
          : { label: 'Fold branch', icon: <ChevronsDownUp aria-hidden="true" />, onSelect: () => structure.onFold(true) },
      );
    }
    const mark = structure.audience;
    // A node with nothing under it has no branch to frame (unless marked so before its children went).
    if (mark === 'branch')
      items.push({ label: AUDIENCE_MESSAGES.frameChildren, icon: <Frame aria-hidden="true" />, onSelect: () => structure.onAudience(null) });
    else if (target.isRoot || structure.branchCount !== undefined) {
      items.push({ label: AUDIENCE_MESSAGES.frameBranch, icon: <Frame aria-hidden="true" />, onSelect: () => structure.onAudience('branch') });
    }
    items.push(
      mark === 'skip'
        ? { label: AUDIENCE_MESSAGES.show, icon: <Eye aria-hidden="true" />, onSelect: () => structure.onAudience(null) }
        : { label: AUDIENCE_MESSAGES.skip, icon: <EyeOff aria-hidden="true" />, onSelect: () => structure.onAudience('skip') },
    );
  }
  // The central idea cannot be deleted (as the toolbar's Delete Node); in a selection, the others can.
  items.push({
    label: many ? `Delete ${structure?.count} nodes` : 'Delete node',
    icon: <Trash2 aria-hidden="true" />,
    onSelect: () => onDelete(id),
    disabled: target.isRoot && !many,
    tone: 'danger',
  });
  return <ContextMenu label={`Node actions: ${target.title}`} at={target.at} returnFocusTo={() => nodeElement(id)} onClose={onClose} items={items} />;
}
