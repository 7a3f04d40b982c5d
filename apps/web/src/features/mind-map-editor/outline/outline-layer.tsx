// The outline's place in the editor screen (issue 14 item 4): which view shows (kept per browser), the
// outline laid over the canvas (the canvas stays mounted underneath, so its pan and zoom survive the
// switch, but inert: no focus, no screen reader), and 'Order as outline' for the Node Order sidebar.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { followsOutline } from '@cuemap/shared';
import type { EditorState } from '../utils/editor-state';
import { actionOrderAsOutline, actionToggleOutline, currentView, type EditorView } from '../utils/outline-actions';
import type { Run } from './outline-keys';
import { OutlinePanel } from './outline-panel';
import { writePreferredView } from './view-preference';

/** What the Node Order sidebar gets for its 'Order as outline' button. */
export interface OutlineOrderProps {
  /** The Node Order already reads as the outline does (the button is off, its tooltip says so). */
  orderedAsOutline?: boolean;
  onOrderAsOutline?: () => void;
}

export function useEditorView(state: EditorState | null, run: Run) {
  const view: EditorView = state ? currentView(state) : 'map';
  const chosen = state?.view;
  useEffect(() => {
    if (chosen) writePreferredView(chosen);
  }, [chosen]);
  const setView = useCallback((next: EditorView) => next !== view && run(actionToggleOutline, undefined), [run, view]);
  const connections = state?.map.connections;
  const nodeOrder = state?.map.nodeOrder;
  // The tree depends on the links and the order only (every added or deleted node changes the order):
  // not recomputed on each frame of a node drag.
  const ordered = useMemo(
    () => (state ? state.map.nodes.length < 2 || followsOutline(state.map) : true),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [connections, nodeOrder],
  );
  const onOrderAsOutline = useCallback(() => void run(actionOrderAsOutline, undefined), [run]);
  const nodeOrderProps = useMemo<OutlineOrderProps>(() => ({ orderedAsOutline: ordered, onOrderAsOutline }), [ordered, onOrderAsOutline]);
  return { view, setView, nodeOrderProps };
}

/** The outline over the canvas; the canvas under it is inert while it shows. */
export function OutlineLayer({ state, run, onOpenEditor }: { state: EditorState; run: Run; onOpenEditor: (id: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const canvas = ref.current?.parentElement?.querySelector<HTMLElement>('.react-flow');
    canvas?.setAttribute('inert', '');
    return () => canvas?.removeAttribute('inert');
  }, []);
  return (
    <div ref={ref} className="absolute inset-0 z-20">
      <OutlinePanel state={state} run={run} onOpenEditor={onOpenEditor} />
    </div>
  );
}
