// The canvas context menu's Add child node, Add sibling node and Ask AI for ideas (issue 24 item 5): the
// same action objects as Tab and Enter, run on the node right-clicked, and Edit Node Content opened with
// its AI Helper showing.
import { useCallback, useMemo, useState } from 'react';
import { actionOpenEditor, actionSelect, type EditorAction } from '../utils/actions';
import { actionAddChildKey, actionAddSibling } from '../utils/keyboard-actions';

type Run = <V>(action: EditorAction<V>, value: V) => unknown;

export function useNodeMenuActions(run: Run, editingId: string | null) {
  /** The node whose editor was opened by Ask AI for ideas (its AI Helper starts open). */
  const [aiFor, setAiFor] = useState<string | null>(null);
  // The editor closed (or moved to another node): the next one opens as usual.
  if (aiFor !== null && aiFor !== editingId) setAiFor(null);
  const onNode = useCallback(
    (action: EditorAction) => (id: string) => {
      run(actionSelect, id);
      run(action, undefined);
    },
    [run],
  );
  const onAskAi = useCallback(
    (id: string) => {
      run(actionOpenEditor, id);
      setAiFor(id);
    },
    [run],
  );
  const menuActions = useMemo(() => ({ onAddChild: onNode(actionAddChildKey), onAddSibling: onNode(actionAddSibling), onAskAi }), [onNode, onAskAi]);
  return { menuActions, aiOpenFor: aiFor };
}
