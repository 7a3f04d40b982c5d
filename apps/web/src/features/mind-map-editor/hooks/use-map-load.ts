// Load: the route names a script ('new' or an id); a saved one is fetched through TanStack Query
// (api/get-mind-map.ts) and put into the editor store, with any local draft of it offered back.
import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { createEmptyMap, normalizeMap, type MindMap } from '@cuemap/shared';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { isSessionExpiry } from '../../../lib/session-expiry';
import { mindMapQueryKey, useMindMap } from '../api/get-mind-map';
import { EDITOR_MESSAGES } from '../messages';
import { saveScopeFor, type EditorStore } from '../stores/editor-store';
import { clearDraft, draftKey, draftOnOpen, readDraft } from '../utils/draft';
import { initialEditorState } from '../utils/editor-state';
import { isPhoneScreen, viewportToOpen } from '../utils/save-rules';

/**
 * Opens what the route names: a new script at once, a saved one once it is fetched. A new script is
 * only on screen (nothing on the server, nothing counted) until its first change saves it; its root is
 * titled `newRootTitle` (the dashboard's New Script: spec §3's 'Central Idea').
 */
export function openRoute(store: EditorStore, routeId: string, newRootTitle?: string): void {
  const mapId = routeId === 'new' ? null : routeId;
  const user = sessionStore.getToken() ? sessionStore.get()?.user : undefined;
  const { showStatus, opened } = store.getState();
  const base = {
    mapId,
    version: null,
    createdId: null,
    pendingDraft: null,
    conflict: false,
    loadTarget: null,
    saveScope: saveScopeFor(mapId),
    opened: opened + 1,
  };
  if (!user) {
    store.setState({ ...base, editor: null, load: { kind: 'error', message: EDITOR_MESSAGES.loginFirst, needsLogin: true } });
    showStatus(EDITOR_MESSAGES.loginFirst, 'error', 'sticky');
    return;
  }
  if (!mapId) {
    const fresh = createEmptyMap(newRootTitle);
    const draft = readDraft(draftKey(user.email, null));
    const offer = draftOnOpen(draft, fresh, true) === 'offer';
    store.setState({ ...base, editor: initialEditorState(fresh), initialViewport: null, load: { kind: 'ready' }, pendingDraft: offer ? draft : null });
    return;
  }
  store.setState({ ...base, editor: null, load: { kind: 'loading' }, loadTarget: mapId });
  showStatus(EDITOR_MESSAGES.loading, 'busy', 'sticky');
}

/** Whether the store is waiting for `target` (a result for anything else, or after it, is ignored). */
function awaiting(store: EditorStore, target: string): boolean {
  const { load, loadTarget } = store.getState();
  return load.kind === 'loading' && loadTarget === target;
}

export function mapLoaded(store: EditorStore, target: string, remote: MindMap): void {
  if (!awaiting(store, target)) return;
  const map = normalizeMap(remote);
  // Each class of screen opens the view saved on it; a map saved only on a desktop is fitted on a phone.
  const viewport = viewportToOpen(remote.viewState, isPhoneScreen());
  store.setState({
    version: remote.version,
    initialViewport: viewport,
    viewport,
    savedView: remote.viewState,
    editor: initialEditorState(map),
    load: { kind: 'ready' },
  });
  store.getState().showStatus(EDITOR_MESSAGES.loaded(map.title), 'success', 'finish');
  const email = sessionStore.get()?.user.email;
  if (!email) return;
  const key = draftKey(email, target);
  const draft = readDraft(key);
  const decision = draftOnOpen(draft, map, false);
  if (decision === 'clear') clearDraft(key);
  if (decision === 'offer') store.setState({ pendingDraft: draft });
}

export function mapLoadFailed(store: EditorStore, target: string, err: unknown): void {
  // A 401 took the one 401 path: hooks/use-session-end.ts has said so and the logout follows.
  if (!awaiting(store, target) || isSessionExpiry(err)) return;
  const message = EDITOR_MESSAGES.loadFailed(errorMessage(err));
  const retry = !(err instanceof ApiError) || err.isNetworkError || err.status === 429 || err.status >= 500;
  store.setState({ load: { kind: 'error', message, retry } });
  store.getState().showStatus(message, 'error', 'sticky');
}

/**
 * `newScript`: the navigation that opened /mindmap/new (its key: New Script while already on a new
 * script starts another) and the root title it asks for.
 */
export function useMapLoad(store: EditorStore, routeId: string, newScript: { key: string; rootTitle?: string } = { key: '' }) {
  const queryClient = useQueryClient();
  const target = useStore(store, (s) => s.loadTarget);
  const { data, error, isFetching } = useMindMap(target);

  useEffect(() => {
    // Our own replace of /mindmap/new by /mindmap/{id} after the first save is not a new script.
    const { createdId } = store.getState();
    if (createdId && createdId === routeId) {
      store.setState({ createdId: null, leaving: false });
      return;
    }
    openRoute(store, routeId, newScript.rootTitle);
    // The key alone reopens (New Script on a new script); the title goes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, routeId, routeId === 'new' ? newScript.key : '']);

  // Only a finished fetch counts: never a copy left in the cache while a fresh one is on its way.
  useEffect(() => {
    if (target && data && !isFetching) mapLoaded(store, target, data);
  }, [store, target, data, isFetching]);
  useEffect(() => {
    if (target && error && !isFetching) mapLoadFailed(store, target, error);
  }, [store, target, error, isFetching]);

  /** After a conflict: the server's copy replaces the edits (the caller has dropped them). */
  const reload = useCallback(() => {
    openRoute(store, routeId, newScript.rootTitle);
    void queryClient.resetQueries({ queryKey: mindMapQueryKey(routeId), exact: true });
  }, [queryClient, routeId, store, newScript.rootTitle]);

  return { reload };
}
