// The editor header's actions row: Script and History (a saved script only), Export, then the toolbar;
// on a phone the toolbar is compact and More commands holds the rest (editor-overflow-menu.tsx).
// Preview path (issue 29 item 2) steps through the audience view of the map.
import { useState } from 'react';
import { History, Presentation, ScrollText, UserPlus, type LucideIcon } from 'lucide-react';
import { AUDIENCE_MESSAGES } from '../audience-messages';
import { PathPreview } from './path-preview';
import { cn } from '../../../lib/cn';
import { Tooltip } from '../../../components/ui';
import { useScriptAccess, ViewOnlyBadge } from '../../../components/script-access/script-access';
import type { useMindMapEditor } from '../hooks/use-mind-map-editor';
import type { EditorState } from '../utils/editor-state';
import { CuePresenter } from '../../../components/cue/cue-presenter';
import { CommentsButton } from '../../../components/comments/comment-badge';
import { useComments, useOpenThreadTotal } from '../../../components/comments/comments-context';
import { EditorToolbar } from './editor-toolbar';
import { EditorOverflowMenu } from './editor-overflow-menu';
import { ExportMenu, type ExportListAt } from './export-menu';

/** The header's Share, Script, History and Preview buttons: icon only (named by tooltip and label) below 2xl, where the row has no room for their words. */
export const headerButton =
  'inline-flex size-9 shrink-0 items-center justify-center gap-1.5 rounded-lg border border-slate-200 bg-white text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-100 hover:text-slate-900 2xl:w-auto 2xl:px-3';

export interface EditorHeaderActionsProps {
  editor: ReturnType<typeof useMindMapEditor>;
  state: EditorState;
  /** The script is on the server (not /mindmap/new): it has a script view and versions. */
  canOpenSaved: boolean;
  onHistory: () => void;
  userName: string | null;
  loading: boolean;
}

export function EditorHeaderActions({ editor, state, canOpenSaved, onHistory, userName, loading }: EditorHeaderActionsProps) {
  const [exportAt, setExportAt] = useState<ExportListAt | null>(null);
  const [previewing, setPreviewing] = useState(false);
  // Issue 27: the owner shares and restores; a viewer only looks (the route supplies the role and Share).
  const access = useScriptAccess();
  const { owner, readOnly } = access;
  // The Share dialog is headed with the script's title, as on the dashboard.
  const onShare = access.onShare && (() => access.onShare?.(state.map.title));
  const history = canOpenSaved && owner ? onHistory : undefined;
  // Comments (issue 27 item 5): the panel's toggle; on a phone in More commands, with Comment… on the selected node.
  const comments = useComments();
  const openComments = useOpenThreadTotal();
  const selectedId = state.selectedId;
  const overflowComments = comments && {
    open: openComments,
    onOpen: comments.togglePanel,
    onComment: comments.canComment && selectedId ? () => comments.openPanel({ anchor: { kind: 'node', id: selectedId }, compose: true }) : undefined,
  };
  return (
    <div className="flex w-full items-center justify-between gap-1.5 sm:w-auto sm:justify-end">
      <ViewOnlyBadge className="max-w-[14rem] max-sm:hidden lg:max-w-xs" />
      {onShare && <HeaderIconButton tooltip="Share this script with people" label="Share" icon={UserPlus} onClick={onShare} opensDialog />}
      <CommentsButton className="max-sm:hidden 2xl:px-3" wordClassName="hidden 2xl:inline" />
      {canOpenSaved && (
        // Not on a phone, where the header has no room: Teleprompter → Edit script gets there.
        <HeaderIconButton
          tooltip="Edit the spoken script (saves the map first)"
          label="Edit script"
          word="Script"
          icon={ScrollText}
          onClick={editor.editScript}
        />
      )}
      {canOpenSaved && editor.live && <CuePresenter session={editor.live} className="max-sm:hidden" />}
      {history && <HeaderIconButton tooltip="See saved versions and restore one" label="History" icon={History} onClick={history} opensDialog />}
      <HeaderIconButton
        tooltip={AUDIENCE_MESSAGES.preview.tooltip}
        label={AUDIENCE_MESSAGES.preview.open}
        icon={Presentation}
        onClick={() => setPreviewing(true)}
        opensDialog
      />
      {previewing && <PathPreview map={state.map} onClose={() => setPreviewing(false)} />}
      <ExportMenu
        map={() => editor.state?.map ?? null}
        saveFirst={editor.saveForExport}
        // Export keeps its word from md up (the others show theirs from 2xl).
        className={cn(headerButton, 'max-sm:hidden md:w-auto md:px-3')}
        listAt={exportAt}
        onListClose={() => setExportAt(null)}
      />
      <EditorToolbar
        state={state}
        ctx={editor.ctx}
        onAction={editor.runAction}
        userName={userName}
        loading={loading}
        onColour={readOnly ? undefined : editor.structure?.onColour}
        readOnly={readOnly}
      />
      <EditorOverflowMenu
        className="inline-flex sm:hidden"
        state={state}
        ctx={editor.ctx}
        onAction={editor.runAction}
        onColour={readOnly ? undefined : editor.structure?.onColour}
        readOnly={readOnly}
        onShare={onShare}
        comments={overflowComments || undefined}
        // The menu has just put focus back on its button: the Export list returns it there too.
        onExport={(anchor) => setExportAt({ anchor, returnFocusTo: document.activeElement as HTMLElement | null })}
        onEditScript={canOpenSaved ? editor.editScript : undefined}
        onHistory={history}
        onPreview={() => setPreviewing(true)}
      />
    </div>
  );
}

/**
 * A header command shown as its icon (with its word from 2xl up), named for screen readers and explained in a
 * tooltip; hidden on a phone, where More commands has it.
 */
function HeaderIconButton(props: { tooltip: string; label: string; word?: string; icon: LucideIcon; onClick: () => void; opensDialog?: boolean }) {
  const { tooltip, label, word = label, icon: Icon, onClick, opensDialog } = props;
  return (
    <Tooltip content={tooltip}>
      <button
        type="button"
        onClick={onClick}
        aria-haspopup={opensDialog ? 'dialog' : undefined}
        aria-label={label}
        className={cn(headerButton, 'max-sm:hidden')}
      >
        <Icon className="size-4" aria-hidden="true" />
        <span className="hidden 2xl:inline">{word}</span>
      </button>
    </Tooltip>
  );
}
