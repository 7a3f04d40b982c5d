// A new script lives in this tab until its first change, which creates it on the server (POST, issue 24
// item 9): one nobody touched leaves nothing behind and does not count toward the Free limit. Once
// created, the route moves to its id and the editor goes on in its live session (use-map-open.ts).
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type * as Y from 'yjs';
import { cleanMapText } from '@cuemap/shared';
import { readLiveMap } from '@cuemap/shared/live';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { isSessionExpiry, reportUnauthorized } from '../../../lib/session-expiry';
import { editorRequestMeta } from '../api/editor-session';
import { createMindMap } from '../api/create-mind-map';
import { EDITOR_MESSAGES } from '../messages';
import type { EditorStore } from '../stores/editor-store';

/** Creates the new script from its document now; resolves with its id (null: it failed, the message is shown). */
async function create(store: EditorStore, doc: Y.Doc, created: (id: string) => void): Promise<string | null> {
  store.setState({ creating: true });
  try {
    const { title, nodes, connections, nodeOrder, viewState } = readLiveMap(doc);
    const res = await createMindMap({ ...cleanMapText({ title, nodes, connections, nodeOrder }), viewState });
    if (!res._id) throw new ApiError(500, EDITOR_MESSAGES.createFailedFallback);
    store.setState({ mapId: res._id, createdId: res._id, uncreatedChanges: false });
    created(res._id);
    return res._id;
  } catch (err) {
    if (err instanceof ApiError && err.isUnauthorized) reportUnauthorized(err, editorRequestMeta);
    if (!isSessionExpiry(err)) {
      const reason = (err instanceof ApiError ? err.message : '') || EDITOR_MESSAGES.createFailedFallback;
      store.getState().showStatus(EDITOR_MESSAGES.createFailed(reason), 'error', 'sticky');
    }
    return null;
  } finally {
    store.setState({ creating: false });
  }
}

/** Watches a new script's document: its first change of this user's creates it (a failure is retried by the next change). */
export function useNewScript(store: EditorStore): { ensureCreated: () => Promise<string | null> } {
  const navigate = useNavigate();
  const pending = useRef<Promise<string | null> | null>(null);
  const ensureCreated = useCallback((): Promise<string | null> => {
    const { mapId, binding } = store.getState();
    if (mapId) return Promise.resolve(mapId);
    const doc = binding()?.doc;
    if (!doc) return Promise.resolve(null);
    // The editor stays on the script it has just created (use-map-open.ts: not a new open).
    pending.current ??= create(store, doc, (id) => void navigate(paths.mindMap(id), { replace: true })).finally(() => (pending.current = null));
    return pending.current;
  }, [navigate, store]);

  useEffect(() => {
    let watched: Y.Doc | null = null;
    const onChange = (tr: Y.Transaction) => {
      // This user's edit (or undo) of a script not created yet: create it.
      if (!tr.local || tr.origin === null || store.getState().mapId) return;
      store.setState({ uncreatedChanges: true });
      if (!store.getState().creating) void ensureCreated();
    };
    const follow = () => {
      const doc = store.getState().mapId ? null : (store.getState().binding()?.doc ?? null);
      if (doc === watched) return;
      watched?.off('afterTransaction', onChange);
      watched = doc;
      watched?.on('afterTransaction', onChange);
    };
    follow();
    const unsubscribe = store.subscribe(follow);
    return () => {
      unsubscribe();
      watched?.off('afterTransaction', onChange);
    };
  }, [store, ensureCreated]);

  return { ensureCreated };
}
