// The script's edit mode (issue 11 item 3, issue 26): every section's text edited in the live document
// itself — each field bound to its section's text (use-text-binding.ts), saved by the live session as it
// is typed, merged character by character with edits made elsewhere. Undo/redo is this tab's own.
import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import type { ScriptSection } from '@cuemap/shared';
import { createScriptUndo } from '../utils/live-script-edit';
import { useLiveScript } from './use-live-script';

export interface ScriptEditor {
  /** The live document the fields are bound to (null until the session has one). */
  doc: Y.Doc | null;
  /** Null until the document holds the script. */
  sections: ScriptSection[] | null;
  /** Each section's id in the document, in the same order. */
  ids: string[];
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** The next edit starts a new undo step (typing moved to another section). */
  newUndoStep: () => void;
}

/** `beforeChange`: see useLiveScript (the teleprompter notes its reading line there). */
export function useScriptEditor(doc: Y.Doc | null, beforeChange?: () => void): ScriptEditor {
  const script = useLiveScript(doc, beforeChange);
  const [undo, setUndo] = useState<{ manager: Y.UndoManager; canUndo: boolean; canRedo: boolean } | null>(null);

  useEffect(() => {
    if (!doc) return;
    const manager = createScriptUndo(doc);
    const update = () => setUndo({ manager, canUndo: manager.canUndo(), canRedo: manager.canRedo() });
    update();
    manager.on('stack-item-added', update);
    manager.on('stack-item-popped', update);
    manager.on('stack-cleared', update);
    return () => {
      manager.destroy();
      setUndo(null);
    };
  }, [doc]);

  return {
    doc,
    sections: script?.sections ?? null,
    ids: script?.ids ?? [],
    undo: () => void undo?.manager.undo(),
    redo: () => void undo?.manager.redo(),
    canUndo: undo?.canUndo ?? false,
    canRedo: undo?.canRedo ?? false,
    newUndoStep: () => undo?.manager.stopCapturing(),
  };
}
