// Drafts: unsaved edits reach this browser's local draft within DRAFT_DEBOUNCE_MS of each change and
// whenever the page is hidden or the editor closes; a draft found on opening is offered back. The open
// node editor's changed fields go into the draft the same way, and a restored draft reopens it.
import { useCallback, useEffect } from 'react';
import { useStore } from 'zustand';
import { DRAFT_DEBOUNCE_MS } from '../constants';
import { EDITOR_MESSAGES } from '../messages';
import type { EditorStore } from '../stores/editor-store';
import { versionAfterRestore } from '../utils/conflict';
import { nodeEditToRestore, restoreDraftState } from '../utils/draft';

export function useDrafts(store: EditorStore) {
  const revision = useStore(store, (s) => s.editor?.revision ?? 0);
  const dirty = useStore(store, (s) => s.editor?.dirty ?? false);

  useEffect(() => {
    if (!dirty) return;
    const t = setTimeout(() => store.getState().flushDraft(), DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [revision, dirty, store]);

  // The node editor's fields, as typed (watched outside React: the screen need not re-render per key).
  useEffect(() => {
    let t: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribe((s, prev) => {
      if (s.nodeEdit === prev.nodeEdit || (!s.nodeEdit && !s.editor?.dirty)) return;
      clearTimeout(t);
      t = setTimeout(() => store.getState().flushDraft(), DRAFT_DEBOUNCE_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(t);
    };
  }, [store]);

  useEffect(() => {
    const flush = () => store.getState().flushDraft();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [store]);

  const restoreDraft = useCallback(() => {
    const { pendingDraft: draft, editor, mapId, version, showStatus, nodeEditRestores } = store.getState();
    if (!draft || !editor) return;
    const nodeEdit = nodeEditToRestore(draft);
    store.setState({
      // Keep the version the draft started from: if the server moved on since, saving reports the conflict.
      version: versionAfterRestore(version, draft.baseVersion, mapId),
      editor: restoreDraftState(editor, draft),
      pendingDraft: null,
      // The node editor reopens with the fields it had (a fresh mount: it starts from them).
      nodeEdit,
      restoredNodeEdit: nodeEdit,
      nodeEditRestores: nodeEdit ? nodeEditRestores + 1 : nodeEditRestores,
    });
    showStatus(EDITOR_MESSAGES.draftRestored, 'success', 'action');
  }, [store]);

  const discardDraft = useCallback(() => {
    store.getState().clearDraft();
    store.setState({ pendingDraft: null });
  }, [store]);

  return { restoreDraft, discardDraft };
}
