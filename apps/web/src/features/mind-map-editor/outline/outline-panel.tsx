// The outline view (issue 14 item 4): the map as indented lines — the tree Tidy up lays out (shared
// outlineView), the nodes the main idea does not reach in a group of their own at the end. The same map
// and the same undo history as the canvas: every edit is an action object (utils/outline-actions.ts).
// The focused line is the selected node, so switching views keeps the selection.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { isRootNode, outlineRows, outlineView } from '@cuemap/shared';
import type { EditorState } from '../utils/editor-state';
import { actionSetBranchFolded } from '../utils/branch-actions';
import { actionOutlineFocus } from '../utils/outline-actions';
import { addLine, keepTitle, move, outlineKey, shift, type OutlineKeyContext, type Run } from './outline-keys';
import { OutlineRow, type OutlineRowData, type OutlineRowHandlers } from './outline-row';
import { OutlineToolbar } from './outline-toolbar';

export interface OutlinePanelProps {
  state: EditorState;
  run: Run;
  onOpenEditor: (id: string) => void;
}

/** On a phone the outline does not take the focus by itself (that would pop the on-screen keyboard up). */
const wideScreen = () => typeof window === 'undefined' || window.matchMedia?.('(min-width: 768px)').matches !== false;

export function OutlinePanel({ state, run, onOpenEditor }: OutlinePanelProps) {
  const { map, selectedId, inlineEdit } = state;
  const { nodes, connections, nodeOrder } = map;
  const view = useMemo(() => outlineView({ nodes, connections, nodeOrder }), [nodes, connections, nodeOrder]);
  const rows = useMemo((): OutlineRowData[] => {
    if (!view) return [];
    const byId = new Map(nodes.map((n) => [n.id, n] as const));
    const collapsed = new Set(nodes.filter((n) => n.collapsed).map((n) => n.id));
    return outlineRows(view, collapsed).map((r) => {
      const node = byId.get(r.id)!;
      return { ...r, title: node.title, color: node.color, hasText: node.text.trim().length > 0, collapsed: collapsed.has(r.id), isRoot: isRootNode(node) };
    });
  }, [view, nodes]);

  const listRef = useRef<HTMLDivElement>(null);
  const pending = useRef<{ id: string; select: boolean; seed?: string } | null>(null);
  /** The line that had the focus last, and where: if it goes away (undo), the line above takes the focus. */
  const lastFocus = useRef<{ id: string; index: number } | null>(null);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  const inputOf = (id: string) => listRef.current?.querySelector<HTMLInputElement>(`input[data-outline-id="${id.replace(/["\\]/g, '\\$&')}"]`) ?? null;
  const focusNow = useCallback((id: string, select = false, seed?: string) => {
    const input = inputOf(id);
    if (!input) return false;
    input.focus({ preventScroll: true });
    input.scrollIntoView?.({ block: 'nearest' });
    if (select || seed) input.select();
    // A letter typed with the canvas's shortcut starts the title over, as it does on the canvas.
    if (seed) document.execCommand?.('insertText', false, seed);
    return true;
  }, []);
  const focusLater = useCallback((id: string, select = false) => {
    pending.current = { id, select };
  }, []);

  // After each render: a focus asked for, else a line that went away (undo) hands the focus to the one above.
  useLayoutEffect(() => {
    const want = pending.current;
    pending.current = null;
    if (want && focusNow(want.id, want.select, want.seed)) return;
    // Only a line that is gone hands the focus on: a click elsewhere on the page keeps it there.
    const active = document.activeElement;
    const last = lastFocus.current;
    const list = rowsRef.current;
    if (!last || (active && active !== document.body) || list.some((r) => r.id === last.id)) return;
    const target = list[Math.min(Math.max(last.index - 1, 0), list.length - 1)];
    if (target) focusNow(target.id);
  });

  // Opening the outline: the selected line (or the main idea) has the focus, on a wide screen.
  useEffect(() => {
    if (!wideScreen()) return;
    const id = selectedId ?? view?.rootId;
    if (id && !inputOf(id)?.contains(document.activeElement)) focusNow(id);
    // Only when the outline opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A title the canvas's keys meant to start (F2, a letter, a new node from Enter/Tab) is typed here instead.
  useLayoutEffect(() => {
    if (!inlineEdit) return;
    pending.current = { id: inlineEdit.id, select: true, seed: inlineEdit.seed ?? undefined };
    run(actionOutlineFocus, inlineEdit.id);
  }, [inlineEdit, run]);

  const ctx: OutlineKeyContext = useMemo(
    () => ({ rows, run, focusLater, focusNow: (id: string) => void focusNow(id), openDetails: onOpenEditor }),
    [rows, run, focusLater, focusNow, onOpenEditor],
  );
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;

  // Stable for the memoised rows: they read the latest context when called.
  const handlers = useMemo<OutlineRowHandlers>(
    () => ({
      onKey: (id, e, draft) => outlineKey(ctxRef.current, id, e, draft),
      onFocus: (id) => {
        lastFocus.current = { id, index: rowsRef.current.findIndex((r) => r.id === id) };
        run(actionOutlineFocus, id);
      },
      onCommit: (id, title) => keepTitle(ctxRef.current, id, title),
      onFold: (id, collapsed) => run(actionSetBranchFolded, { id, collapsed }),
      onOpenDetails: (id) => ctxRef.current.openDetails(id),
    }),
    [run],
  );

  /** The toolbar acts on the selected line, keeping what its field holds first. */
  const onSelected = useCallback(
    (act: (c: OutlineKeyContext, id: string) => void) => {
      const id = state.selectedId ?? view?.rootId;
      if (!id) return;
      const input = inputOf(id);
      if (input) keepTitle(ctxRef.current, id, input.value);
      act(ctxRef.current, id);
    },
    [state.selectedId, view?.rootId],
  );

  const firstIsland = rows.findIndex((r) => r.unreached);
  const treeRows = firstIsland < 0 ? rows : rows.slice(0, firstIsland);
  const islandRows = firstIsland < 0 ? [] : rows.slice(firstIsland);
  const selectedRow = rows.find((r) => r.id === selectedId);

  return (
    <section aria-label="Outline" className="flex h-full min-h-0 flex-col bg-white" data-testid="outline-view">
      <OutlineToolbar
        state={state}
        run={run}
        selected={selectedRow ?? null}
        onAddLine={() => onSelected(addLine)}
        onIndent={() => onSelected((c, id) => shift(c, id, false))}
        onOutdent={() => onSelected((c, id) => shift(c, id, true))}
        onMove={(direction) => onSelected((c, id) => move(c, id, direction))}
      />
      <div className="min-h-0 flex-1 overflow-y-auto px-2 py-3 [--outline-indent:0.875rem] sm:px-4 md:[--outline-indent:1.5rem]">
        <div ref={listRef} role="tree" aria-label="Outline of the map" className="mx-auto max-w-3xl space-y-0.5">
          {treeRows.map((row) => (
            <OutlineRow key={row.id} row={row} level={row.depth + 1} selected={row.id === selectedId} handlers={handlers} />
          ))}
          {islandRows.length > 0 && (
            <div role="group" aria-labelledby="outline-islands" className="mt-4 border-t border-dashed border-slate-200 pt-3">
              <p id="outline-islands" className="px-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                Not linked to the main idea
              </p>
              <p className="px-2 pb-2 text-xs text-slate-500">Tab on a line links it to the main idea.</p>
              {islandRows.map((row) => (
                <OutlineRow key={row.id} row={row} level={2} selected={row.id === selectedId} handlers={handlers} />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
