// Keyboard shortcuts: a key press runs the action whose `keyTest` claims it (utils/actions.ts), the same
// object the toolbar runs. The node editor, and any other open dialog, keeps the keyboard to itself.
import { useEffect } from 'react';
import type { EditorStore } from '../stores/editor-store';
import { actionForKey, type EditorAction } from '../utils/actions';
import { keyBelongsElsewhere } from '../utils/action-types';
import { earlyTitleKey, typedSeed } from '../utils/keyboard-actions';

/** The title typed on the canvas (issue 14): `start` it (or go on with it), `commit` it (`then`: a child follows). */
export interface TitleTyping {
  start: (seed: string) => void;
  commit: (id: string, title: string, then?: 'child') => void;
}

/** What the title's field holds, when it is drawn but has not taken the focus yet (it takes such keys itself). */
function drawnTitle(id: string): string | undefined {
  return [...document.querySelectorAll<HTMLInputElement>('input[data-inline-title]')].find((el) => el.dataset.inlineTitle === id)?.value;
}

/**
 * `typing`: a printable key no shortcut claims, with a node selected, starts its title. Keys typed before
 * that title's field is on screen (its node still coming into view on a large map) go into it all the same.
 */
export function useEditorShortcuts(store: EditorStore, run: (action: EditorAction) => void, typing?: TitleTyping) {
  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      const state = store.getState().editor;
      if (!state || state.editingId) return;
      if (state.inlineEdit) {
        // Once drawn, the field takes its keys itself (inline-title.tsx): these reached no field.
        const { id, seed } = state.inlineEdit;
        if (!typing || keyBelongsElsewhere(e)) return;
        const key = earlyTitleKey(e, seed ?? '');
        if (!key) {
          // Any other shortcut (an arrow, Ctrl+Z, Ctrl+S…): the title typed so far is kept, as a click
          // elsewhere would keep it, and the key then does what it does.
          if (!actionForKey(e, state) || document.querySelector('[role="dialog"]')) return;
          e.preventDefault();
          typing.commit(id, drawnTitle(id) ?? seed ?? '');
          const after = store.getState().editor;
          const action = after && !after.inlineEdit ? actionForKey(e, after) : null;
          if (action) run(action);
          return;
        }
        e.preventDefault();
        if ('text' in key) typing.start(key.text);
        else typing.commit(id, seed ?? '', key.end === 'child' ? 'child' : undefined);
        return;
      }
      const action = actionForKey(e, state);
      if (!action) {
        const seed = typing ? typedSeed(e, state) : null;
        if (seed === null || document.querySelector('[role="dialog"]')) return;
        e.preventDefault();
        typing?.start(seed);
        return;
      }
      e.preventDefault();
      // A claimed key never reaches the browser (Ctrl+S is not "Save page"), but nothing runs behind a dialog.
      if (document.querySelector('[role="dialog"]')) return;
      run(action);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [run, store, typing]);
}
