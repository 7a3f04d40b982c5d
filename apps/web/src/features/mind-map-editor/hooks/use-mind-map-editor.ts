// The editor screen's behaviour, composed: one store (stores/editor-store.ts) bound to the script's live
// document, which opening, a new script's creation, the session's end, the leave guard and the shortcuts
// work on, and the action objects (utils/actions.ts) every command goes through — toolbar, keys and the
// screen's callbacks alike. Every edit is in the live document at once; there is nothing to save.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { allNodeTextsBlank, updateNodeContent, type MapDocument } from '@cuemap/shared';
import { useSession } from '../../../lib/session';
import { useScriptAccess, viewOnlyText } from '../../../components/script-access/script-access';
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
import { allowsEdit, mapSize, type MapSize } from '../utils/map-size';
import { viewerMay } from '../utils/read-only';
import type { Viewport } from '../utils/view-state';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { useLeaveGuard } from './use-leave-guard';
import { useMapOpen } from './use-map-open';
import { useNewScript } from './use-new-script';
import { useSessionEnd } from './use-session-end';
import { useStructure } from './use-structure';
import { keepView, useViewKeeper } from './use-view-keeper';

export type { LoadState };

export interface TeleprompterNavigationState {
  mindMapId: string;
  nodes: MapDocument['nodes'];
  nodeListOrder: string[];
  /**
   * The nodes are a local copy the server does not have (the editor no longer sets this since issue 26:
   * the teleprompter opens the same live document, offline too). Its title comes along.
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

  const live = useMapOpen(store, routeId, { key: location.key, rootTitle: typeof rootTitle === 'string' ? rootTitle : undefined });
  const liveRef = useRef(live);
  useEffect(() => {
    liveRef.current = live;
  }, [live]);
  const { ensureCreated } = useNewScript(store);
  useSessionEnd(store);
  useViewKeeper(store);
  const { blocker, leaveAnyway, stay } = useLeaveGuard(store, live);

  /** Ctrl+S: a new script is created now, the view is kept, and the session sends what waits (it already sends every edit). */
  const syncNow = useCallback(async () => {
    if (!(await ensureCreated())) return;
    keepView(store);
    await liveRef.current?.flush();
  }, [ensureCreated, store]);

  /** Opens the teleprompter: at `from`'s section (Present from here), or in its edit mode (`edit`: the editor's script view). */
  const openTeleprompter = useCallback(
    async ({ from: fromNodeId, edit = false }: { from?: string; edit?: boolean } = {}) => {
      const s = store.getState().editor;
      if (!s) return;
      if (allNodeTextsBlank(s.map.nodes)) {
        store.getState().showStatus(EDITOR_MESSAGES.blankText, 'error', 'action');
        return;
      }
      // A new script is created first (the teleprompter opens its live document); every other edit is there already.
      const mindMapId = await ensureCreated();
      if (!mindMapId) return;
      const after = store.getState().editor ?? s;
      const navState: TeleprompterNavigationState = { mindMapId, nodes: after.map.nodes, nodeListOrder: after.map.nodeOrder };
      store.setState({ leaving: true });
      const to = fromNodeId ? paths.presentFrom(mindMapId, fromNodeId) : edit ? paths.editScript(mindMapId) : paths.teleprompterFor(mindMapId);
      navigate(to, { state: navState });
    },
    [ensureCreated, navigate, store],
  );

  // A viewer's gestures that would change the script are refused here, where every action passes.
  const { readOnly, ownerEmail } = useScriptAccess();
  const viewOnly = useRef({ readOnly, ownerEmail });
  useEffect(() => {
    viewOnly.current = { readOnly, ownerEmail };
  }, [readOnly, ownerEmail]);

  /** Runs an action, then its side effect. */
  const run = useCallback(
    <V>(action: EditorAction<V>, value: V) => {
      if (viewOnly.current.readOnly && !viewerMay(action)) {
        store.getState().showStatus(viewOnlyText(viewOnly.current.ownerEmail), 'info', 'action');
        return undefined;
      }
      const result = dispatchAction(store, action, value);
      if (result?.effect === 'save') void syncNow();
      if (result?.effect === 'teleprompter') void openTeleprompter();
      return result;
    },
    [openTeleprompter, syncNow, store],
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
  const closeEditor = useCallback(() => run(actionCloseEditor, undefined), [run]);
  const moveNodes = useCallback((moves: NodeMoves['moves'], inProgress: boolean) => run(actionMoveNodes, { moves, inProgress }), [run]);
  const reorder = useCallback((activeId: string, overId: string) => run(actionReorder, { activeId, overId }), [run]);
  const saveNodeEdit = useCallback((edit: NodeContent) => run(actionSaveNodeEdit, store.getState().mergeNodeEdit(edit)), [run, store]);
  const commitTitle = useCallback((value: string) => run(actionCommitTitle, value), [run]);
  /** The node context menu's Delete node: as the toolbar's, on that node. */
  const deleteNode = useCallback(
    (id: string) => {
      run(actionSelect, id);
      return run(actionDeleteNode, undefined);
    },
    [run],
  );
  /** Present from here (canvas menu, Node Order): the teleprompter at this node's section. */
  const presentFrom = useCallback((id: string) => void openTeleprompter({ from: id }), [openTeleprompter]);
  const editScript = useCallback(() => void openTeleprompter({ edit: true }), [openTeleprompter]);
  /**
   * The node editor's Present from here: its changed fields (null: none) are applied as Save applies
   * them, the editor closes, then the script is presented from this node — nothing typed is lost.
   */
  const presentFromNodeEdit = useCallback(
    (edit: NodeContent | null) => {
      const id = store.getState().editor?.editingId;
      if (!id) return;
      if (edit) {
        // Refused (too large): the editor stays open with the text, as after Save.
        if (!dispatchAction(store, actionSaveNodeEdit, store.getState().mergeNodeEdit(edit))) return;
      } else {
        dispatchAction(store, actionCloseEditor, undefined);
      }
      void openTeleprompter({ from: id });
    },
    [openTeleprompter, store],
  );
  /** AI Helper: an idea becomes a child of the node being edited; the node editor stays open. */
  const addChildNode = useCallback((parentId: string, content: NodeContent): boolean => !!run(actionAddChild, { parentId, content })?.state, [run]);

  /**
   * Export: the server's file must hold what is on screen, so a new script is created and the edits
   * waiting are confirmed first. Offline, there is no file to fetch: null (the export says why).
   */
  const saveForExport = useCallback(async (): Promise<string | null> => {
    const mapId = await ensureCreated();
    if (!mapId) return null;
    const current = liveRef.current;
    if (current && current.mindMapId === mapId) {
      if (current.getStatus() === 'offline') return null;
      await current.flush();
    }
    return mapId;
  }, [ensureCreated]);

  // The same new map as the dashboard's New Script (a new history entry: Back returns here).
  const newScript = useCallback(() => {
    navigate(paths.newMindMap);
  }, [navigate]);
  const opened = useStore(store, (s) => s.opened);
  const onViewportChange = useCallback((viewport: Viewport) => store.setState({ viewport }), [store]);

  const state = useStore(store, (s) => s.editor);
  const load = useStore(store, (s) => s.load);
  const status = useStore(store, (s) => s.status);
  const creating = useStore(store, (s) => s.creating);
  const mapId = useStore(store, (s) => s.mapId);
  const uncreatedChanges = useStore(store, (s) => s.uncreatedChanges);
  const initialViewport = useStore(store, (s) => s.initialViewport);
  const ctx = useMemo(() => actionContext({ creating }), [creating]);
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
    /** A new script's first change is creating it on the server. */
    creating,
    /** The script's id on the server (null: a new script nobody has changed yet). */
    mapId,
    /** A new script has changes but could not be created yet. */
    uncreatedChanges,
    /** The script's live session (null for a new script until it is created). */
    live: live && live.mindMapId === mapId ? live : null,
    ctx,
    session,
    initialViewport,
    blocker,
    stay,
    leaveAnyway,
    run,
    runAction,
    select,
    openEditor,
    closeEditor,
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
