// Toolbar: Undo, Redo, Add Node, Edit Node, Delete Node, Colour, Tidy up, Teleprompter — each an action
// object (Colour opens the picker, which runs actionSetColour). No Save: every edit is saved as it is
// made (issue 26); Ctrl+S still syncs at once.
import type { ReactNode } from 'react';
import { GitFork, MonitorPlay, Network, Pencil, Plus, Redo2, Trash2, Undo2 } from 'lucide-react';
import { Menu, Spinner } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import type { ActionContext, ActionName, EditorAction } from '../utils/actions';
import {
  actionAddNode,
  actionDeleteNode,
  actionEditNode,
  actionRedo,
  actionTeleprompter,
  actionTidyMindMap,
  actionTidyTree,
  actionUndo,
} from '../utils/actions';
import type { EditorState } from '../utils/editor-state';
import { ColourButton } from './colour-button';

/** Shortcuts are written with Ctrl; on a Mac the key is ⌘ (both work: the handler accepts either). */
const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
export function shortcutLabel(shortcut: string): string {
  return IS_MAC ? shortcut.replace('Ctrl+Shift+', '⌘⇧').replace('Ctrl+', '⌘') : shortcut;
}

export interface EditorToolbarProps {
  state: EditorState;
  ctx: ActionContext;
  onAction: (action: EditorAction) => void;
  /** Signed-in user's e-mail, shown as an avatar. */
  userName: string | null;
  /** True while the script loads or a new script is being created. */
  loading: boolean;
  /** The colour picker's choice for the selected nodes (issue 14 item 2); without it, no Colour button. */
  onColour?: (hex: string) => void;
  /** A viewer's editor (issue 27): only the Teleprompter button. */
  readOnly?: boolean;
}

const icons: Partial<Record<ActionName, ReactNode>> = {
  addNode: <Plus className="size-4" aria-hidden="true" />,
  editNode: <Pencil className="size-4" aria-hidden="true" />,
  deleteNode: <Trash2 className="size-4" aria-hidden="true" />,
  teleprompter: <MonitorPlay className="size-4" aria-hidden="true" />,
  undo: <Undo2 className="size-4" aria-hidden="true" />,
  redo: <Redo2 className="size-4" aria-hidden="true" />,
};

function ToolButton({
  action,
  state,
  ctx,
  onAction,
  variant = 'plain',
  busy,
  iconOnly,
  className,
}: {
  action: EditorAction;
  state: EditorState;
  ctx: ActionContext;
  onAction: (a: EditorAction) => void;
  variant?: 'plain' | 'primary' | 'dark';
  busy?: boolean;
  /** Never show the label (it stays the accessible name and the tooltip). */
  iconOnly?: boolean;
  className?: string;
}) {
  const enabled = action.predicate(state, ctx);
  return (
    <button
      type="button"
      onClick={() => onAction(action)}
      disabled={!enabled}
      aria-label={action.label}
      aria-busy={busy || undefined}
      title={action.shortcut ? `${action.label} (${shortcutLabel(action.shortcut)})` : action.label}
      className={cn(
        'inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-medium whitespace-nowrap transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-45',
        iconOnly ? 'w-9 px-0' : 'sm:px-3',
        variant === 'plain' && 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 disabled:hover:bg-transparent',
        variant === 'primary' && 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:hover:bg-brand-600',
        variant === 'dark' && 'bg-slate-900 text-white shadow-sm hover:bg-slate-800 disabled:hover:bg-slate-900',
        className,
      )}
    >
      {busy ? <Spinner size="sm" /> : icons[action.name]}
      {!iconOnly && <span className={cn(variant === 'plain' ? 'hidden md:inline' : 'hidden sm:inline')}>{action.label}</span>}
    </button>
  );
}

export function EditorToolbar({ state, ctx, onAction, userName, loading, onColour, readOnly = false }: EditorToolbarProps) {
  const common = { state, ctx, onAction };
  return (
    <div role="toolbar" aria-label="Editor toolbar" aria-busy={loading || undefined} className="flex min-w-0 items-center gap-1">
      {!readOnly && (
        <>
          <div className="mr-1 flex items-center gap-0.5 rounded-xl border border-slate-200 bg-white p-0.5 shadow-sm">
            <ToolButton action={actionUndo} {...common} iconOnly />
            <ToolButton action={actionRedo} {...common} iconOnly />
          </div>
          <div className="flex items-center gap-0.5 rounded-xl border border-slate-200 bg-white p-0.5 shadow-sm">
            <ToolButton action={actionAddNode} {...common} />
            {/* On a phone these are in More commands (editor-overflow-menu.tsx), as Colour and Tidy up are. */}
            <ToolButton action={actionEditNode} {...common} className="max-sm:hidden" />
            <ToolButton action={actionDeleteNode} {...common} className="max-sm:hidden" />
            {onColour && <ColourButton state={state} onColour={onColour} />}
            <Menu
              label="Tidy up"
              disabled={!actionTidyMindMap.predicate(state, ctx)}
              triggerClassName="hidden h-9 w-9 shrink-0 items-center sm:inline-flex justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-45 lg:w-auto lg:gap-1.5 lg:px-3"
              trigger={
                <>
                  <Network className="size-4" aria-hidden="true" />
                  <span className="hidden text-sm font-medium lg:inline">Tidy up</span>
                </>
              }
              items={[
                {
                  label: `${actionTidyMindMap.label} (L)`,
                  icon: <Network className="size-4" aria-hidden="true" />,
                  onSelect: () => onAction(actionTidyMindMap),
                },
                {
                  label: `${actionTidyTree.label} (Shift+L)`,
                  icon: <GitFork className="size-4 rotate-90" aria-hidden="true" />,
                  onSelect: () => onAction(actionTidyTree),
                },
              ]}
            />
          </div>
        </>
      )}
      <div className="ml-1 flex items-center gap-1.5">
        <ToolButton action={actionTeleprompter} {...common} variant="dark" />
      </div>
      {userName && (
        <span
          className="ml-1.5 hidden size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700 uppercase lg:inline-flex"
          title={userName}
          aria-label={`Signed in as ${userName}`}
          role="img"
        >
          {userName.charAt(0)}
        </span>
      )}
    </div>
  );
}
