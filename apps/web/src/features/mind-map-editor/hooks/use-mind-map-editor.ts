// The editor's behaviour: load, actions, save (PUT/POST + teleprompter text), autosave, drafts,
// stale-version conflicts, expired sessions and the leave-with-unsaved-changes guard.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import type { Viewport } from '@xyflow/react';
import {
  addNode,
  allNodeTextsBlank,
  AUTOSAVE_INTERVAL_MS,
  buildTeleprompterText,
  createEmptyMap,
  DRAFT_DEBOUNCE_MS,
  moveNode,
  normalizeMap,
  reorderNodes,
  resolveMapTitle,
  sameMapContent,
  updateNodeContent,
  type MapDocument,
} from '@cuemap/shared';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { sessionStore, useSession } from '../../../lib/session';
import { paths } from '../../../config/paths';
import { getMindMap } from '../api/get-mind-map';
import { createMindMap, updateMindMap } from '../api/save-mind-map';
import { saveTeleprompterText } from '../api/save-teleprompter-text';
import { isTypingTarget } from '../../../lib/keyboard';
import { EDITOR_MESSAGES } from '../messages';
import { actionForKey, type EditorAction, type ActionContext } from '../utils/actions';
import { clearDraft, draftKey, draftToMap, readDraft, writeDraft, type Draft } from '../utils/draft';
import {
  endMapGesture,
  initialEditorState,
  replaceMap,
  withMap,
  withMapInGesture,
  type EditorState,
} from '../utils/editor-state';
import { useStatus } from './use-status';

export type LoadState = { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; message: string };

export interface TeleprompterNavigationState {
  mindMapId: string;
  nodes: MapDocument['nodes'];
  nodeListOrder: string[];
}

/** Keys a focused element needs for itself: text fields take every key, buttons and links take Enter. */
function targetOwnsKey(target: EventTarget | null, key: string): boolean {
  if (isTypingTarget(target)) return true;
  return key === 'Enter' && target instanceof HTMLElement && !!target.closest('button, a');
}

export function useMindMapEditor(routeId: string) {
  const navigate = useNavigate();
  const session = useSession();
  const email = session?.user.email ?? null;
  const { status, show } = useStatus();

  const [state, setStateRaw] = useState<EditorState | null>(null);
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [saving, setSaving] = useState(false);
  const [pendingDraft, setPendingDraft] = useState<Draft | null>(null);
  const [conflict, setConflict] = useState(false);
  const [initialViewport, setInitialViewport] = useState<Viewport | null>(null);
  const [loadToken, setLoadToken] = useState(0);

  // Refs mirror what async code and event handlers need without re-subscribing.
  const stateRef = useRef<EditorState | null>(null);
  const mapIdRef = useRef<string | null>(routeId === 'new' ? null : routeId);
  const versionRef = useRef<number | null>(null);
  const viewportRef = useRef<Viewport | null>(null);
  const bypassBlockerRef = useRef(false);
  const createdIdRef = useRef<string | null>(null);
  const emailRef = useRef(email);
  emailRef.current = email;

  const setState = useCallback((next: EditorState | null) => {
    stateRef.current = next;
    setStateRaw(next);
  }, []);

  const currentDraftKey = useCallback(
    () => (emailRef.current ? draftKey(emailRef.current, mapIdRef.current) : null),
    [],
  );

  const flushDraft = useCallback(() => {
    const s = stateRef.current;
    const key = currentDraftKey();
    if (s?.dirty && key) writeDraft(key, s.map, versionRef.current);
  }, [currentDraftKey]);

  // ---- load -------------------------------------------------------------------------------
  useEffect(() => {
    // Our own replace of /mindmap/new by /mindmap/{id} after the first save is not a new script.
    if (createdIdRef.current && createdIdRef.current === routeId) {
      createdIdRef.current = null;
      bypassBlockerRef.current = false;
      return;
    }
    const token = sessionStore.getToken();
    const user = sessionStore.get()?.user;
    mapIdRef.current = routeId === 'new' ? null : routeId;
    versionRef.current = null;
    createdIdRef.current = null;
    setPendingDraft(null);
    setConflict(false);
    if (!token || !user) {
      setState(null);
      setLoad({ kind: 'error', message: EDITOR_MESSAGES.loginFirst });
      show(EDITOR_MESSAGES.loginFirst, 'error', 'sticky');
      return;
    }
    const key = draftKey(user.email, mapIdRef.current);
    if (routeId === 'new') {
      const fresh = createEmptyMap();
      setState(initialEditorState(fresh));
      setInitialViewport(null);
      setLoad({ kind: 'ready' });
      const draft = readDraft(key);
      if (draft && !sameMapContent(draftToMap(draft), fresh)) setPendingDraft(draft);
      return;
    }
    const controller = new AbortController();
    setState(null);
    setLoad({ kind: 'loading' });
    show(EDITOR_MESSAGES.loading, 'busy', 'sticky');
    getMindMap(routeId, controller.signal).then(
      (remote) => {
        const map = normalizeMap(remote);
        versionRef.current = remote.version;
        const vs = remote.viewState;
        setInitialViewport(vs.zoom ? { x: vs.translateX, y: vs.translateY, zoom: vs.zoom } : null);
        viewportRef.current = vs.zoom ? { x: vs.translateX, y: vs.translateY, zoom: vs.zoom } : null;
        setState(initialEditorState(map));
        setLoad({ kind: 'ready' });
        show(EDITOR_MESSAGES.loaded(map.title), 'success', 'finish');
        const draft = readDraft(key);
        if (draft) {
          if (sameMapContent(draftToMap(draft), map)) clearDraft(key);
          else setPendingDraft(draft);
        }
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        if (err instanceof ApiError && err.isUnauthorized) {
          setLoad({ kind: 'error', message: EDITOR_MESSAGES.sessionExpired });
          show(EDITOR_MESSAGES.sessionExpired, 'error', 'sticky');
          logoutSoon();
          return;
        }
        const message = EDITOR_MESSAGES.loadFailed(errorMessage(err));
        setLoad({ kind: 'error', message });
        show(message, 'error', 'sticky');
      },
    );
    return () => controller.abort();
    // logoutSoon is stable (refs only); loadToken forces a reload after a conflict.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeId, loadToken, setState, show]);

  // ---- session expiry ----------------------------------------------------------------------
  const logoutTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  function logoutSoon() {
    flushDraft();
    if (logoutTimer.current) return;
    // Let the message be read, then log out; the map is already kept as a local draft.
    logoutTimer.current = setTimeout(() => {
      bypassBlockerRef.current = true;
      sessionStore.clear();
      navigate(paths.auth, { replace: true });
    }, 2_500);
  }
  useEffect(() => () => {
    if (logoutTimer.current) clearTimeout(logoutTimer.current);
  }, []);

  // ---- drafts: written within 300 ms of each change ---------------------------------------
  const revision = state?.revision ?? 0;
  const dirty = state?.dirty ?? false;
  useEffect(() => {
    if (!dirty) return;
    const t = setTimeout(flushDraft, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [revision, dirty, flushDraft]);

  // ---- apply a state change ----------------------------------------------------------------
  const update = useCallback(
    (fn: (s: EditorState) => EditorState) => {
      const s = stateRef.current;
      if (s) setState(fn(s));
    },
    [setState],
  );

  // ---- save --------------------------------------------------------------------------------
  const saveNow = useCallback(
    async (options: { overwrite?: boolean } = {}): Promise<boolean> => {
      const s = stateRef.current;
      if (!s) return false;
      if (!sessionStore.getToken()) {
        show(EDITOR_MESSAGES.pleaseLogIn, 'error', 'action');
        return false;
      }
      flushDraft();
      setSaving(true);
      show(EDITOR_MESSAGES.saving, 'busy', 'sticky');
      const startedAt = s.revision;
      const { map } = s;
      const vp = viewportRef.current;
      const body = {
        title: map.title,
        nodes: map.nodes,
        connections: map.connections,
        nodeOrder: map.nodeOrder,
        viewState: vp ? { translateX: vp.x, translateY: vp.y, zoom: vp.zoom } : { translateX: 0, translateY: 0 },
      };
      const keyBefore = currentDraftKey();
      try {
        let id = mapIdRef.current;
        if (id) {
          if (options.overwrite) versionRef.current = (await getMindMap(id)).version;
          const res = await updateMindMap(id, { ...body, ...(versionRef.current ? { version: versionRef.current } : {}) });
          versionRef.current = res.version ?? (versionRef.current ? versionRef.current + 1 : null);
        } else {
          const res = await createMindMap(body);
          if (!res._id) throw new ApiError(500, EDITOR_MESSAGES.saveFailedFallback);
          id = res._id;
          mapIdRef.current = id;
          versionRef.current = res.version ?? 1;
          createdIdRef.current = id;
          bypassBlockerRef.current = true;
          navigate(paths.mindMap(id), { replace: true });
        }
        try {
          await saveTeleprompterText({ mindMapId: id, title: map.title, content: buildTeleprompterText(map.nodes, map.nodeOrder) });
        } catch (err) {
          // Spec §7: a failed teleprompter-text save is only logged; the map itself is saved.
          console.warn('Saving the teleprompter text failed:', errorMessage(err));
        }
        const now = stateRef.current;
        if (keyBefore) clearDraft(keyBefore);
        if (now && now.revision === startedAt) setState({ ...now, dirty: false });
        else flushDraft();
        setConflict(false);
        show(EDITOR_MESSAGES.saved, 'success', 'finish');
        return true;
      } catch (err) {
        flushDraft();
        if (err instanceof ApiError && err.isUnauthorized) {
          show(EDITOR_MESSAGES.sessionExpired, 'error', 'sticky');
          logoutSoon();
        } else if (err instanceof ApiError && err.status === 409) {
          setConflict(true);
          show(EDITOR_MESSAGES.saveFailed(err.message), 'error', 'sticky');
        } else {
          const msg = err instanceof ApiError ? err.message : EDITOR_MESSAGES.saveFailedFallback;
          show(EDITOR_MESSAGES.saveFailed(msg || EDITOR_MESSAGES.saveFailedFallback), 'error', 'sticky');
        }
        return false;
      } finally {
        setSaving(false);
      }
    },
    // logoutSoon only touches refs and stable callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [currentDraftKey, flushDraft, navigate, setState, show],
  );

  /**
   * Saves the map. A save asked for while another is on its way (Save pressed, a title committed or a
   * node edit saved during it) is never dropped: it waits for the running one, then saves again if
   * edits arrived meanwhile. Resolves with whether the latest edits are on the server.
   */
  const inFlightRef = useRef<Promise<boolean> | null>(null);
  const save = useCallback(
    async (options: { overwrite?: boolean } = {}): Promise<boolean> => {
      for (let running = inFlightRef.current; running; running = inFlightRef.current) {
        const ok = await running;
        if (!options.overwrite && !stateRef.current?.dirty) return ok;
      }
      const run = saveNow(options);
      inFlightRef.current = run;
      try {
        return await run;
      } finally {
        if (inFlightRef.current === run) inFlightRef.current = null;
      }
    },
    [saveNow],
  );

  const openTeleprompter = useCallback(async () => {
    const s = stateRef.current;
    if (!s) return;
    if (allNodeTextsBlank(s.map.nodes)) {
      show(EDITOR_MESSAGES.blankText, 'error', 'action');
      return;
    }
    if (!(await save())) return;
    const after = stateRef.current ?? s;
    const navState: TeleprompterNavigationState = {
      mindMapId: mapIdRef.current!,
      nodes: after.map.nodes,
      nodeListOrder: after.map.nodeOrder,
    };
    bypassBlockerRef.current = true;
    navigate(paths.teleprompter, { state: navState });
  }, [navigate, save, show]);

  // ---- actions (toolbar and keyboard dispatch the same objects) ----------------------------
  const ctx: ActionContext = useMemo(() => ({ saving }), [saving]);
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;

  const runAction = useCallback(
    (action: EditorAction) => {
      const s = stateRef.current;
      if (!s) return;
      const result = action.perform(s, ctxRef.current);
      if (result.state) setState(result.state);
      if (result.message) {
        const isError = result.message.startsWith('Error') || result.message === EDITOR_MESSAGES.cannotDelete;
        show(result.message, isError ? 'error' : 'success', 'action');
      }
      if (result.effect === 'save') void save();
      if (result.effect === 'teleprompter') void openTeleprompter();
    },
    [openTeleprompter, save, setState, show],
  );

  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      const s = stateRef.current;
      if (!s || s.editingId) return;
      const action = actionForKey(e, s);
      if (!action) return;
      // Ctrl+S never opens the browser's "Save page"; other shortcuts never steal keys from fields.
      if (action.name === 'save') e.preventDefault();
      else if (targetOwnsKey(e.target, e.key)) return;
      if (document.querySelector('[role="dialog"]')) return;
      e.preventDefault();
      if (action.name === 'save' || action.predicate(s, ctxRef.current) || action.name === 'addNode' || action.name === 'deleteNode')
        runAction(action);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [runAction]);

  // ---- autosave every 300 000 ms -----------------------------------------------------------
  useEffect(() => {
    const t = setInterval(() => {
      if (stateRef.current?.dirty && !inFlightRef.current && sessionStore.getToken()) void save();
    }, AUTOSAVE_INTERVAL_MS);
    return () => clearInterval(t);
  }, [save]);

  // ---- nothing lost on leaving -------------------------------------------------------------
  useEffect(() => {
    function onBeforeUnload(e: BeforeUnloadEvent) {
      flushDraft();
      if (stateRef.current?.dirty) {
        e.preventDefault();
        e.returnValue = '';
      }
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', flushDraft);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', flushDraft);
      flushDraft();
    };
  }, [flushDraft]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (bypassBlockerRef.current) return false;
    if (!stateRef.current?.dirty || !sessionStore.getToken()) return false;
    return currentLocation.pathname !== nextLocation.pathname;
  });

  const leaveDiscarding = useCallback(() => {
    const key = currentDraftKey();
    if (key) clearDraft(key);
    const s = stateRef.current;
    if (s) setState({ ...s, dirty: false });
    if (blocker.state === 'blocked') blocker.proceed();
  }, [blocker, currentDraftKey, setState]);

  const leaveSaving = useCallback(async () => {
    const target = blocker.location;
    if (await save()) {
      if (blocker.state === 'blocked') blocker.proceed();
      else if (target) {
        // Saving a new script replaced the URL, which released the blocker: go where the user was going.
        bypassBlockerRef.current = true;
        navigate(target);
      }
    } else if (blocker.state === 'blocked') blocker.reset();
  }, [blocker, navigate, save]);

  // ---- editing commands --------------------------------------------------------------------
  const select = useCallback((id: string | null) => update((s) => (s.selectedId === id ? s : { ...s, selectedId: id })), [update]);
  const openEditor = useCallback((id: string) => update((s) => ({ ...s, selectedId: id, editingId: id })), [update]);
  const closeEditor = useCallback(() => update((s) => ({ ...s, editingId: null })), [update]);
  // A drag reports every frame; only its end makes an undo step (a keyboard nudge is one at once).
  const moveNodes = useCallback(
    (moves: { id: string; x: number; y: number }[], inProgress: boolean) =>
      update((s) => {
        const next = withMapInGesture(s, moves.reduce((m, mv) => moveNode(m, mv.id, mv), s.map));
        return inProgress ? next : endMapGesture(next);
      }),
    [update],
  );
  const reorder = useCallback(
    (activeId: string, overId: string) => update((s) => withMap(s, reorderNodes(s.map, activeId, overId))),
    [update],
  );

  const saveNodeEdit = useCallback(
    (edit: { title: string; text: string }) => {
      const s = stateRef.current;
      if (!s?.editingId) return;
      setState({ ...withMap(s, updateNodeContent(s.map, s.editingId, edit)), editingId: null });
      show(EDITOR_MESSAGES.scriptUpdated, 'success', 'action');
      void save();
    },
    [save, setState, show],
  );

  /** AI Helper: an idea becomes a child of the node being edited; the node editor stays open. */
  const addChildNode = useCallback(
    (parentId: string, content: { title: string; text: string }): boolean => {
      const s = stateRef.current;
      if (!s) return false;
      const result = addNode(s.map, parentId);
      if (!result.ok) return false;
      setState(withMap(s, updateNodeContent(result.map, result.node.id, content)));
      show(EDITOR_MESSAGES.nodeAdded, 'success', 'action');
      return true;
    },
    [setState, show],
  );

  const commitTitle = useCallback(
    (value: string) => {
      const s = stateRef.current;
      if (!s) return;
      const title = resolveMapTitle(value, s.map.title);
      if (title === s.map.title) return;
      setState(withMap(s, { ...s.map, title }));
      // Retitling saves immediately (§4).
      void save();
    },
    [save, setState],
  );

  const restoreDraft = useCallback(() => {
    const d = pendingDraft;
    const s = stateRef.current;
    if (!d || !s) return;
    // Keep the version the draft started from: if the server moved on since, saving reports the conflict.
    if (d.baseVersion !== null && mapIdRef.current) versionRef.current = d.baseVersion;
    // A restored draft is a new starting point: undo never walks back into the copy it replaced.
    setState({ ...replaceMap(s, draftToMap(d)), selectedId: s.selectedId });
    setPendingDraft(null);
    show(EDITOR_MESSAGES.draftRestored, 'success', 'action');
  }, [pendingDraft, setState, show]);

  const discardDraft = useCallback(() => {
    const key = currentDraftKey();
    if (key) clearDraft(key);
    setPendingDraft(null);
  }, [currentDraftKey]);

  const reloadFromServer = useCallback(() => {
    const key = currentDraftKey();
    if (key) clearDraft(key);
    const s = stateRef.current;
    if (s) setState({ ...s, dirty: false });
    setConflict(false);
    setLoadToken((t) => t + 1);
  }, [currentDraftKey, setState]);

  const overwrite = useCallback(async () => {
    setConflict(false);
    await save({ overwrite: true });
  }, [save]);

  const newScript = useCallback(() => {
    navigate(paths.newMindMap, { replace: true });
  }, [navigate]);

  const onViewportChange = useCallback((vp: Viewport) => {
    viewportRef.current = vp;
  }, []);

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
    runAction,
    select,
    openEditor,
    closeEditor,
    moveNodes,
    reorder,
    saveNodeEdit,
    addChildNode,
    commitTitle,
    restoreDraft,
    discardDraft,
    reloadFromServer,
    overwrite,
    dismissConflict: () => setConflict(false),
    leaveDiscarding,
    leaveSaving,
    newScript,
    onViewportChange,
    showStatus: show,
  };
}
