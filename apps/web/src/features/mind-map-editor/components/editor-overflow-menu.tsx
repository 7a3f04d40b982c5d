// The editor's "More commands" menu on a phone (issue 24 item 4): below `sm` the header keeps Undo, Redo,
// Add Node and Teleprompter, and every other desktop command is here — Edit and Delete Node,
// Colour…, both Tidy ups, Export…, Edit script and History. It is a WAI-ARIA menu button (ui/Menu), so
// it opens with Enter, Space or an arrow key and its items run with Enter. Colour… and Export… open
// their own picker and list at this button, since their desktop buttons are hidden here.
import { useCallback, useRef, useState } from 'react';
import {
  Download,
  GitFork,
  History,
  MessageSquare,
  MessageSquarePlus,
  MoreHorizontal,
  Network,
  Palette,
  Pencil,
  Presentation,
  ScrollText,
  Trash2,
  UserPlus,
} from 'lucide-react';
import { AUDIENCE_MESSAGES } from '../audience-messages';
import { Menu, type MenuItem } from '../../../components/ui';
import type { ActionContext, EditorAction } from '../utils/actions';
import { actionDeleteNode, actionEditNode, actionTidyMindMap, actionTidyTree } from '../utils/actions';
import type { EditorState } from '../utils/editor-state';
import { EXPORT_MENU } from '../messages';
import { colourTarget } from './colour-button';
import { ColourPicker } from './colour-picker';
import type { ExportListAt } from './export-menu';

export const OVERFLOW_LABEL = 'More commands';

export interface EditorOverflowMenuProps {
  state: EditorState;
  ctx: ActionContext;
  onAction: (action: EditorAction) => void;
  /** The colour picker's choice for the selected nodes; without it, no Colour…. */
  onColour?: (hex: string) => void;
  /** Opens the Export list at this menu's button. */
  onExport: (anchor: ExportListAt['anchor']) => void;
  /** Script and History: a saved script only. */
  onEditScript?: () => void;
  onHistory?: () => void;
  /** Preview path (issue 29 item 2): the audience view, stepped by hand. */
  onPreview?: () => void;
  /** The owner's Share (issue 27). */
  onShare?: () => void;
  /** Comments (issue 27 item 5): the panel with its open count, and Comment… on the selected node. */
  comments?: { open: number; onOpen: () => void; onComment?: () => void };
  /** A viewer's menu (issue 27): nothing that changes the map. */
  readOnly?: boolean;
  className?: string;
}

export function EditorOverflowMenu({
  state,
  ctx,
  onAction,
  onColour,
  onExport,
  onEditScript,
  onHistory,
  onPreview,
  onShare,
  comments,
  readOnly = false,
  className,
}: EditorOverflowMenuProps) {
  const wrapRef = useRef<HTMLSpanElement>(null);
  const [colourOpen, setColourOpen] = useState(false);
  const anchor = useCallback(() => wrapRef.current?.getBoundingClientRect() ?? null, []);
  const closeColour = useCallback(() => setColourOpen(false), []);
  const colour = colourTarget(state);
  const run = (action: EditorAction): MenuItem => ({
    label: action.shortcut ? `${action.label} (${action.shortcut})` : action.label,
    disabled: !action.predicate(state, ctx),
    onSelect: () => onAction(action),
  });
  const editing: MenuItem[] = [
    { ...run(actionEditNode), icon: <Pencil aria-hidden="true" /> },
    { ...run(actionDeleteNode), icon: <Trash2 aria-hidden="true" />, tone: 'danger' },
    ...(onColour ? [{ label: 'Colour…', icon: <Palette aria-hidden="true" />, disabled: colour.count === 0, onSelect: () => setColourOpen(true) }] : []),
    { ...run(actionTidyMindMap), icon: <Network aria-hidden="true" /> },
    { ...run(actionTidyTree), icon: <GitFork className="rotate-90" aria-hidden="true" /> },
  ];
  const items: MenuItem[] = [
    ...(onShare ? [{ label: 'Share…', icon: <UserPlus aria-hidden="true" />, onSelect: onShare }] : []),
    ...(comments
      ? [{ label: comments.open > 0 ? `Comments (${comments.open} open)` : 'Comments', icon: <MessageSquare aria-hidden="true" />, onSelect: comments.onOpen }]
      : []),
    ...(comments?.onComment ? [{ label: 'Comment on node…', icon: <MessageSquarePlus aria-hidden="true" />, onSelect: comments.onComment }] : []),
    ...(readOnly ? [] : editing),
    {
      label: `${EXPORT_MENU.button}…`,
      icon: <Download aria-hidden="true" />,
      onSelect: () => {
        const rect = anchor();
        if (rect) onExport({ top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right });
      },
    },
    ...(onEditScript ? [{ label: 'Edit script', icon: <ScrollText aria-hidden="true" />, onSelect: onEditScript }] : []),
    ...(onHistory ? [{ label: 'History', icon: <History aria-hidden="true" />, onSelect: onHistory }] : []),
    ...(onPreview ? [{ label: AUDIENCE_MESSAGES.preview.open, icon: <Presentation aria-hidden="true" />, onSelect: onPreview }] : []),
  ];
  return (
    <span ref={wrapRef} className={className}>
      <Menu
        label={OVERFLOW_LABEL}
        items={items}
        triggerClassName="size-9 shrink-0 border border-slate-200 bg-white text-slate-700 shadow-sm"
        trigger={<MoreHorizontal className="size-4" aria-hidden="true" />}
      />
      {colourOpen && colour.count > 0 && onColour && (
        <ColourPicker
          label={colour.label}
          current={colour.current}
          anchor={anchor}
          onPick={(hex) => {
            onColour(hex);
            setColourOpen(false);
          }}
          onClose={closeColour}
          ignore={() => wrapRef.current}
        />
      )}
    </span>
  );
}
