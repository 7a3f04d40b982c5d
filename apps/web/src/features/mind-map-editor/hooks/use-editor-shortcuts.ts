// Keyboard shortcuts: a key press runs the action whose `keyTest` claims it (utils/actions.ts), the same
// object the toolbar runs. The node editor, and any other open dialog, keeps the keyboard to itself.
import { useEffect } from 'react';
import type { EditorStore } from '../stores/editor-store';
import { actionForKey, type EditorAction } from '../utils/actions';
import { typedSeed } from '../utils/keyboard-actions';

/** `startTyping`: a printable key no shortcut claims, with a node selected, starts its title (issue 14). */
export function useEditorShortcuts(store: EditorStore, run: (action: EditorAction) => void, startTyping?: (seed: string) => void) {
  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      const state = store.getState().editor;
      if (!state || state.editingId || state.inlineEdit) return;
      const action = actionForKey(e, state);
      if (!action) {
        const seed = startTyping ? typedSeed(e, state) : null;
        if (seed === null || document.querySelector('[role="dialog"]')) return;
        e.preventDefault();
        startTyping?.(seed);
        return;
      }
      e.preventDefault();
      // A claimed key never reaches the browser (Ctrl+S is not "Save page"), but nothing runs behind a dialog.
      if (document.querySelector('[role="dialog"]')) return;
      run(action);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [run, store, startTyping]);
}
