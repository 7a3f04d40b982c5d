// The editor screen's behaviour, composed: one store (stores/editor-store.ts) that load, save, drafts,
// the session's end, the leave guard and the shortcuts work on, and the action objects
// (utils/actions.ts) every command goes through — toolbar, keys and the screen's callbacks alike.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { allNodeTextsBlank, updateNodeContent, type MapDocument } from '@cuemap/shared';
import { useSession } from '../../../lib/session';
import { paths, type NewScriptLocationState } from '../../../config/paths';
import { EDITOR_MESSAGES } from '../messages';
import { actionContext, createEditorStore, dispatchAction, type LoadState } from '../stores/editor-store';
import {
  actionAddChild,
  actionCloseEditor,
  actionCommitTitle,
  actionDeleteNode,
  actionMoveNodes,
  actionOpenEditor,
  actionReorder,
  actionSaveNodeEdit,
  actionSelect,
  type EditorAction,
  type NodeContent,
  type NodeMoves,
} from '../utils/actions';
import { actionAddChildKey, actionRenameInline, actionStartInlineEdit } from '../utils/keyboard-actions';
import type { NodeEditDraft } from '../utils/draft';
import { allowsEdit, mapSize, type MapSize } from '../utils/map-size';
import type { Viewport } from '../utils/save-rules';
import { useDrafts } from './use-drafts';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { useLeaveGuard } from './use-leave-guard';
import { useMapLoad } from './use-map-load';
import { useFirstChangeSave, useMapSave } from './use-map-save';
import { useSessionEnd } from './use-session-end';
import { useStructure } from './use-structure';

export type { LoadState };

export interface TeleprompterNavigationState {
  mindMapId: string;
  nodes: MapDocument['nodes'];
  nodeListOrder: string[];
  /**
   * The save before opening failed for want of a network: these nodes are the editor's local copy
   * (also kept in the draft), and the teleprompter shows them, saying so. Its title comes along.
   */
  unsaved?: boolean;
  title?: string;
}

export function useMindMapEditor(routeId: string) {
  const [store] = useState(createEditorStore);
  useEffect(() => () => store.getState().dispose(), [store]);
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const rootTitle = (location.state as NewScriptLocationState | null)?.rootTitle;

  const { reload } = useMapLoad(store, routeId, { key: location.key, rootTitle: typeof rootTitle === 'string' ? rootTitle : undefined });
  const { save } = useMapSave(store);
  useFirstChangeSave(store, save);
  const { restoreDraft, discardDraft } = useDrafts(store);
  useSessionEnd(store);
  const { blocker, leaveDiscarding, leaveSaving } = useLeaveGuard(store, save);

  /**
   * Saves, then opens the teleprompter: at `from`'s section (Present from here), or in its edit mode
   * (`edit`: the editor's script view).
   */
  const openTeleprompter = useCallback(
    async ({ from: fromNodeId, edit = false }: { from?: string; edit?: boolean } = {}) => {
      const s = store.getState().editor;
      if (!s) return;
      if (allNodeTextsBlank(s.map.nodes)) {
        store.getState().showStatus(EDITOR_MESSAGES.blankText, 'error', 'action');
        return;
      }
      const saved = await save();
      // Offline with a script the server already has: the teleprompter reads the local copy (the edits
      // stay in the draft, offered back on return). A never-saved script has nowhere to go yet.
      const { mapId, lastSaveOffline, flushDraft } = store.getState();
      const offline = !saved && lastSaveOffline && mapId !== null;
      if (!saved && !offline) return;
      const after = store.getState().editor ?? s;
      if (offline) flushDraft();
      const navState: TeleprompterNavigationState = {
        mindMapId: mapId!,
        nodes: after.map.nodes,
        nodeListOrder: after.map.nodeOrder,
        ...(offline ? { unsaved: true, title: after.map.title } : {}),
      };
      store.setState({ leaving: true });
      const to = fromNodeId
        ? paths.presentFrom(navState.mindMapId, fromNodeId)
        : edit
          ? paths.editScript(navState.mindMapId)
          : paths.teleprompterFor(navState.mindMapId);
      navigate(to, { state: navState });
    },
    [navigate, save, store],
  );

  /** Runs an action, then its side effect. */
  const run = useCallback(
    <V>(action: EditorAction<V>, value: V) => {
      const result = dispatchAction(store, action, value);
      if (result?.effect === 'save') void save();
      if (result?.effect === 'teleprompter') void openTeleprompter();
      return result;
    },
    [openTeleprompter, save, store],
  );
  const runAction = useCallback((action: EditorAction) => run(action, undefined), [run]);
  /** The title typed on the canvas is kept; after Tab a child follows at once. */
  const commitInline = useCallback(
    (id: string, title: string, then?: 'child') => {
      // No state back: that title's edit had already ended (actionRenameInline), so no child follows either.
      const kept = run(actionRenameInline, { id, title })?.state;
      if (kept && then === 'child') run(actionAddChildKey, undefined);
    },
    [run],
  );
  // Typing a letter with a node selected starts its title on the canvas (issue 14 item 1).
  const typing = useMemo(() => ({ start: (seed: string) => void run(actionStartInlineEdit, seed), commit: commitInline }), [run, commitInline]);
  useEditorShortcuts(store, runAction, typing);
  // Multi-select, folds, links, drop onto a node, colours (issue 14 item 2).
  const structure = useStructure(store, run);

  // The screen's callbacks: stable, so the canvas and the Node Order re-render only for their data.
  const select = useCallback((id: string | null) => run(actionSelect, id), [run]);
  const openEditor = useCallback((id: string) => run(actionOpenEditor, id), [run]);
  /** Cancel or Discard in the node editor: its fields leave the draft (nothing else unsaved: the draft goes). */
  const closeEditor = useCallback(() => {
    const hadEdits = store.getState().nodeEdit !== null;
    const result = run(actionCloseEditor, undefined);
    const now = store.getState();
    if (hadEdits && !now.editor?.dirty && !now.pendingDraft) now.clearDraft();
    return result;
  }, [run, store]);
  /** The open node editor's fields as they change (null: nothing changed), kept for the draft. */
  const changeNodeEdit = useCallback(
    (fields: Omit<NodeEditDraft, 'nodeId'> | null) => {
      const nodeId = store.getState().editor?.editingId;
      store.setState({ nodeEdit: fields && nodeId ? { nodeId, ...fields } : null });
    },
    [store],
  );
  const moveNodes = useCallback((moves: NodeMoves['moves'], inProgress: boolean) => run(actionMoveNodes, { moves, inProgress }), [run]);
  const reorder = useCallback((activeId: string, overId: string) => run(actionReorder, { activeId, overId }), [run]);
  const saveNodeEdit = useCallback((edit: NodeContent) => run(actionSaveNodeEdit, edit), [run]);
  const commitTitle = useCallback((value: string) => run(actionCommitTitle, value), [run]);
  /** The node context menu's Delete node: as the toolbar's, on that node. */
  const deleteNode = useCallback(
    (id: string) => {
      run(actionSelect, id);
      return run(actionDeleteNode, undefined);
    },
    [run],
  );
  /** Present from here (canvas menu, Node Order): saves, then the teleprompter at this node's section. */
  const presentFrom = useCallback((id: string) => void openTeleprompter({ from: id }), [openTeleprompter]);
  const editScript = useCallback(() => void openTeleprompter({ edit: true }), [openTeleprompter]);
  /**
   * The node editor's Present from here: its changed fields (null: none) are applied as Save applies
   * them, the editor closes, then the script is saved and presented from this node — nothing typed is lost.
   */
  const presentFromNodeEdit = useCallback(
    (edit: NodeContent | null) => {
      const id = store.getState().editor?.editingId;
      if (!id) return;
      if (edit) {
        // Refused (too large): the editor stays open with the text, as after Save.
        if (!dispatchAction(store, actionSaveNodeEdit, edit)) return;
      } else {
        dispatchAction(store, actionCloseEditor, undefined);
      }
      void openTeleprompter({ from: id });
    },
    [openTeleprompter, store],
  );
  /** AI Helper: an idea becomes a child of the node being edited; the node editor stays open. */
  const addChildNode = useCallback((parentId: string, content: NodeContent): boolean => !!run(actionAddChild, { parentId, content })?.state, [run]);

  // ---- the 409 dialog ----------------------------------------------------------------------
  const reloadFromServer = useCallback(() => {
    const { clearDraft, editor } = store.getState();
    clearDraft();
    store.setState({ conflict: false, ...(editor ? { editor: { ...editor, dirty: false } } : {}) });
    reload();
  }, [reload, store]);
  const overwrite = useCallback(async () => {
    store.setState({ conflict: false });
    await save({ overwrite: true });
  }, [save, store]);
  const dismissConflict = useCallback(() => store.setState({ conflict: false }), [store]);

  /** Export: the server's file must hold what is on screen, so unsaved edits (or a new script) are saved first. */
  const saveForExport = useCallback(async (): Promise<string | null> => {
    const { editor, mapId } = store.getState();
    if (!editor) return null;
    if ((editor.dirty || !mapId) && !(await save())) return null;
    return store.getState().mapId;
  }, [save, store]);

  // The same unsaved new map as the dashboard's New Script (a new history entry: Back returns here).
  const newScript = useCallback(() => {
    navigate(paths.newMindMap);
  }, [navigate]);
  const opened = useStore(store, (s) => s.opened);
  const onViewportChange = useCallback((viewport: Viewport) => store.setState({ viewport }), [store]);

  const state = useStore(store, (s) => s.editor);
  const load = useStore(store, (s) => s.load);
  const status = useStore(store, (s) => s.status);
  const saving = useStore(store, (s) => s.saving);
  const initialViewport = useStore(store, (s) => s.initialViewport);
  const pendingDraft = useStore(store, (s) => s.pendingDraft);
  const conflict = useStore(store, (s) => s.conflict);
  // The node editor opens with these fields once (a restored draft); `nodeEditKey` remounts it then.
  const nodeEditRestores = useStore(store, (s) => s.nodeEditRestores);
  const restoredNodeEdit = useStore(store, (s) => s.restoredNodeEdit);
  const ctx = useMemo(() => actionContext({ saving }), [saving]);
  // How full the script is (re-measures only the nodes an edit replaced), for the size notice.
  const map = state?.map;
  const size = useMemo(() => (map ? mapSize(map) : null), [map]);

  /** What saving the open node editor's text would do to the script's size (checked as the user types). */
  const measureNodeEdit = useCallback(
    (edit: NodeContent): { allowed: boolean; size: MapSize } | null => {
      const s = store.getState().editor;
      if (!s?.editingId) return null;
      const next = updateNodeContent(s.map, s.editingId, edit);
      return { allowed: allowsEdit(s.map, next), size: mapSize(next) };
    },
    [store],
  );

  return {
    state,
    load,
    status,
    saving,
    ctx,
    session,
    initialViewport,
    pendingDraft,
    conflict,
    blocker,
    run,
    runAction,
    select,
    openEditor,
    closeEditor,
    changeNodeEdit,
    restoredNodeEdit,
    nodeEditKey: nodeEditRestores,
    moveNodes,
    reorder,
    saveNodeEdit,
    addChildNode,
    commitTitle,
    commitInline,
    presentFrom,
    presentFromNodeEdit,
    editScript,
    deleteNode,
    restoreDraft,
    discardDraft,
    reloadFromServer,
    /** The load failed (offline, server error): try it again. */
    retryLoad: reload,
    overwrite,
    dismissConflict,
    leaveDiscarding,
    leaveSaving,
    newScript,
    /** Changes when the editor opens another script (or a new one): the canvas starts afresh. */
    opened,
    saveForExport,
    onViewportChange,
    size,
    measureNodeEdit,
    structure,
  };
}
