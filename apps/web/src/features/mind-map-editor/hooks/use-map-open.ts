// Opening what the route names: a saved script from its live session once the session is ready (this
// browser's IndexedDB copy or the server's), so a script opened here before opens offline too; a new
// script as a document of its own in this tab until its first change creates it (use-new-script.ts).
import { useEffect } from 'react';
import * as Y from 'yjs';
import { createEmptyMap, MIND_MAP_MESSAGES } from '@cuemap/shared';
import { applyMapToDoc, readLiveMap } from '@cuemap/shared/live';
import { applyLegacyDraft } from '../../../lib/live/legacy-drafts';
import { useLiveSession } from '../../../lib/live/use-live-session';
import { LOCAL_ORIGIN, type LiveEnd, type LiveSession } from '../../../lib/live/types';
import { sessionStore } from '../../../lib/session';
import { EDITOR_MESSAGES } from '../messages';
import type { EditorStore } from '../stores/editor-store';
import { isPhoneScreen, viewportToOpen } from '../utils/view-state';
import { keepView } from './use-view-keeper';

/**
 * Opens what the route names. A new script is only on screen (nothing on the server, nothing counted)
 * until its first change creates it; its root is titled `newRootTitle` (the dashboard's New Script).
 */
export function openRoute(store: EditorStore, routeId: string, newRootTitle?: string): void {
  const mapId = routeId === 'new' ? null : routeId;
  const user = sessionStore.getToken() ? sessionStore.get()?.user : undefined;
  const { showStatus, opened, attach } = store.getState();
  attach(null);
  const base = {
    mapId,
    createdId: null,
    creating: false,
    uncreatedChanges: false,
    leaving: false,
    editor: null,
    initialViewport: null,
    viewport: null,
    opened: opened + 1,
  };
  if (!user) {
    store.setState({ ...base, load: { kind: 'error', message: EDITOR_MESSAGES.loginFirst, needsLogin: true } });
    showStatus(EDITOR_MESSAGES.loginFirst, 'error', 'sticky');
    return;
  }
  if (!mapId) {
    const doc = new Y.Doc();
    applyMapToDoc(doc, createEmptyMap(newRootTitle));
    store.setState({ ...base, load: { kind: 'ready' } });
    attach(doc);
    return;
  }
  store.setState({ ...base, load: { kind: 'loading' } });
  showStatus(EDITOR_MESSAGES.loading, 'busy', 'sticky');
}

/** The session holds the script: the editor shows it and edits it from now on. */
export function sessionReady(store: EditorStore, session: LiveSession): void {
  const { binding, attach, load, showStatus } = store.getState();
  const local = binding()?.doc;
  if (local === session.doc) return;
  if (local && store.getState().mapId === session.mindMapId && load.kind === 'ready') {
    // A new script just created: edits made while it was being created join the live document.
    const { title, nodes, connections, nodeOrder } = readLiveMap(local);
    applyMapToDoc(session.doc, { title, nodes, connections, nodeOrder }, LOCAL_ORIGIN);
    attach(session.doc);
    return;
  }
  const refusal = session.refusal?.() ?? null;
  if (load.kind !== 'ready') {
    const viewport = viewportToOpen(readLiveMap(session.doc).viewState, isPhoneScreen());
    store.setState({ initialViewport: viewport, viewport, load: { kind: 'ready' } });
  }
  // (Also a session started afresh after the server refused an edit: selection and view stay.)
  attach(session.doc);
  // An unsaved draft the version before live documents left for this script joins it, once (undoable).
  const email = sessionStore.get()?.user.email;
  const fromDraft = !!email && applyLegacyDraft(session.doc, email, session.mindMapId);
  if (refusal) showStatus(refusal, 'error', 'sticky');
  else if (fromDraft) showStatus(EDITOR_MESSAGES.legacyDraftAdded, 'info', 'sticky');
  else showStatus(EDITOR_MESSAGES.loaded(store.getState().editor!.map.title), 'success', 'finish');
}

/** The session stopped for good: why, in the editor's words. */
export function sessionEnded(store: EditorStore, end: LiveEnd): void {
  const { load, showStatus } = store.getState();
  // A 401 took the one 401 path (lib/live/registry.ts; hooks/use-session-end.ts lets the logout pass).
  // A refused edit starts the session afresh (registry.ts): the new session says why (sessionReady).
  if (end.kind !== 'notFound') return;
  // The server says why when it knows (e.g. "You no longer have access to this script." after a removal).
  const message = end.message ?? EDITOR_MESSAGES.loadFailed(MIND_MAP_MESSAGES.notFound);
  if (load.kind !== 'ready') store.setState({ load: { kind: 'error', message } });
  showStatus(message, 'error', 'sticky');
}

/** Offline with no copy of the script in this browser: nothing to show until the connection is back. */
function waitingOffline(store: EditorStore, session: LiveSession): void {
  const { load } = store.getState();
  if (session.ready() || session.ended()) return;
  if (session.getStatus() === 'offline' && load.kind === 'loading') {
    store.setState({ load: { kind: 'error', message: EDITOR_MESSAGES.openOffline } });
    store.getState().showStatus(EDITOR_MESSAGES.openOffline, 'error', 'sticky');
  }
}

/**
 * `newScript`: the navigation that opened /mindmap/new (its key: New Script while already on a new
 * script starts another) and the root title it asks for. Returns the script's live session (null: none yet).
 */
export function useMapOpen(store: EditorStore, routeId: string, newScript: { key: string; rootTitle?: string } = { key: '' }): LiveSession | null {
  const session = useLiveSession(routeId === 'new' ? null : routeId);

  useEffect(() => {
    // A new script's own switch from /mindmap/new to /mindmap/{id} after its first change is not a new open.
    const { createdId } = store.getState();
    if (createdId && createdId === routeId) {
      store.setState({ createdId: null });
      return;
    }
    openRoute(store, routeId, newScript.rootTitle);
    // The key alone reopens (New Script on a new script); the title goes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, routeId, routeId === 'new' ? newScript.key : '']);

  useEffect(() => {
    if (!session) return;
    let current = true;
    let reported = false;
    const check = () => {
      if (!current) return;
      const end = session.ended();
      if (end) {
        if (!reported) sessionEnded(store, end);
        reported = true;
      } else if (session.ready()) sessionReady(store, session);
      else waitingOffline(store, session);
    };
    const unsubscribe = session.subscribe(check);
    session.whenReady().then(check, check);
    check();
    return () => {
      current = false;
      unsubscribe();
      // The editor keeps its view and lets go of the document before the session does.
      if (store.getState().binding()?.doc === session.doc) {
        keepView(store);
        store.getState().attach(null);
      }
    };
  }, [session, store]);

  return session;
}
