// Save: POST (new script) or PUT (guarded by `version`; the server merges the script), as one TanStack
// Query mutation scoped to the script, so its saves run one at a time in the order they were asked for.
// Also the autosave every AUTOSAVE_INTERVAL_MS. The rules themselves are utils/save-rules.ts and
// utils/conflict.ts; a 401 takes the one 401 path (api/editor-session.ts).
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { AUTOSAVE_INTERVAL_MS } from '../constants';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { isSessionExpiry } from '../../../lib/session-expiry';
import { editorRequestMeta } from '../api/editor-session';
import { skipEarlyMindMap } from '../api/early-mind-map';
import { getMindMap } from '../api/get-mind-map';
import { createMindMap, updateMindMap } from '../api/save-mind-map';
import { EDITOR_MESSAGES } from '../messages';
import type { EditorStore } from '../stores/editor-store';
import { clearDraft } from '../utils/draft';
import { classifySaveFailure, versionAfterCreate, versionAfterUpdate, versionToSend } from '../utils/conflict';
import { afterSave, autosaveDue, isPhoneScreen, queuedSaveNeeded, saveBody, saveRefusal, type SaveRequest } from '../utils/save-rules';

const SAVE_KEY = ['mind-maps', 'save'] as const;

/** Saves of this script asked for and not finished (running or waiting their turn). */
function savesUnderWay(queryClient: QueryClient, store: EditorStore): number {
  const scope = store.getState().saveScope;
  return queryClient.isMutating({ mutationKey: SAVE_KEY, predicate: (m) => m.options.scope?.id === scope });
}

/** One save, run when its turn comes: reads the editor as it is then. Resolves with whether the edits are on the server. */
async function runSave(store: EditorStore, request: SaveRequest, created: (id: string) => void): Promise<boolean> {
  const start = store.getState();
  const editor = start.editor;
  if (!editor) return false;
  if (!queuedSaveNeeded(request, editor.dirty)) return start.lastSaveOk;
  start.flushDraft();
  const refusal = saveRefusal(editor.map, !!sessionStore.getToken());
  if (refusal) {
    start.showStatus(refusal.message, 'error', refusal.sticky ? 'sticky' : 'action');
    store.setState({ lastSaveOk: false, lastSaveOffline: false });
    return false;
  }
  store.setState({ saving: true });
  start.showStatus(EDITOR_MESSAGES.saving, 'busy', 'sticky');
  const startedAt = editor.revision;
  const body = saveBody(editor.map, start.viewport, start.savedView, isPhoneScreen());
  // The draft as it is keyed now ('new' for a script not saved yet) goes once the save is done.
  const draftBefore = start.draftKey();
  let id = start.mapId;
  if (id) {
    const latest = request.overwrite ? (await getMindMap(id)).version : undefined;
    const version = versionToSend(store.getState().version, request.overwrite, latest);
    store.setState({ version });
    const res = await updateMindMap(id, { ...body, ...(version ? { version } : {}) });
    store.setState({ version: versionAfterUpdate(version, res.version) });
  } else {
    const res = await createMindMap(body);
    if (!res._id) throw new ApiError(500, EDITOR_MESSAGES.saveFailedFallback);
    id = res._id;
    store.setState({ mapId: id, version: versionAfterCreate(res.version), createdId: id, leaving: true });
    created(id);
  }
  // The script follows the map on the server (the map save merges it, issue 11): posting the node
  // texts here, as the spec has it, would overwrite an AI or hand-written script on every save.
  if (draftBefore) clearDraft(draftBefore);
  const now = store.getState();
  if (now.editor) {
    const after = afterSave(now.editor, startedAt);
    if (after.keepDraft) now.flushDraft();
    else store.setState({ editor: after.state });
    // A node editor still open with changes keeps them in the draft.
    if (!after.keepDraft && now.nodeEdit) store.getState().flushDraft();
  }
  store.setState({ conflict: false, lastSaveOk: true, lastSaveOffline: false, savedView: body.viewState });
  now.showStatus(EDITOR_MESSAGES.saved, 'success', 'finish');
  return true;
}

/** A save failed: the edits stay on screen and in the draft; a 409 asks the user to choose. */
function saveFailed(store: EditorStore, err: unknown): void {
  const { flushDraft, showStatus } = store.getState();
  flushDraft();
  store.setState({ lastSaveOk: false, lastSaveOffline: err instanceof ApiError && err.isNetworkError });
  const failure = classifySaveFailure(err, isSessionExpiry(err));
  if (failure.kind === 'session-ended') return;
  if (failure.kind === 'conflict') store.setState({ conflict: true });
  showStatus(failure.message, 'error', 'sticky');
}

export function useMapSave(store: EditorStore) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saveScope = useStore(store, (s) => s.saveScope);
  const { mutateAsync } = useMutation({
    mutationKey: SAVE_KEY,
    scope: { id: saveScope },
    networkMode: 'always',
    meta: editorRequestMeta,
    mutationFn: (request: SaveRequest) =>
      runSave(store, request, (id) => {
        // The editor stays on the script it has just created: the route's loader has nothing to fetch.
        skipEarlyMindMap(id);
        void navigate(paths.mindMap(id), { replace: true });
      }),
    onError: (err) => saveFailed(store, err),
    onSettled: () => store.setState({ saving: false }),
  });

  /**
   * Saves the map. A save asked for while another is on its way is never dropped: it waits for the
   * running one, then saves again if edits arrived meanwhile. Resolves with whether the latest edits
   * are on the server.
   */
  const save = useCallback(
    (options: { overwrite?: boolean } = {}): Promise<boolean> => {
      const request: SaveRequest = { overwrite: !!options.overwrite, queued: savesUnderWay(queryClient, store) > 0 };
      return mutateAsync(request).catch(() => false);
    },
    [mutateAsync, queryClient, store],
  );

  // Autosave: unsaved edits go to the server every AUTOSAVE_INTERVAL_MS, unless a save is under way.
  useEffect(() => {
    const t = setInterval(() => {
      const dirty = store.getState().editor?.dirty ?? false;
      if (autosaveDue(dirty, savesUnderWay(queryClient, store), !!sessionStore.getToken())) void save();
    }, AUTOSAVE_INTERVAL_MS);
    return () => clearInterval(t);
  }, [queryClient, save, store]);

  return { save };
}

/**
 * A new script is saved (created on the server) by its first change, not before: one nobody touched
 * leaves nothing behind and does not count toward the Free limit (issue 24 item 9). A failed first
 * save is not retried here: its message stays, and Save or the autosave tries again.
 */
export function useFirstChangeSave(store: EditorStore, save: () => Promise<boolean>) {
  const due = useStore(store, (s) => s.mapId === null && !!s.editor?.dirty && !s.leaving && s.load.kind === 'ready');
  const opened = useStore(store, (s) => s.opened);
  const tried = useRef(-1);
  useEffect(() => {
    if (!due || tried.current === opened) return;
    tried.current = opened;
    void save();
  }, [due, opened, save]);
}
