// The canvas side of the structure tools (issue 14 item 2), wired into EditorCanvas with a few lines:
// - a node dragged over another marks it as the drop target ("Make child of …", or red over its own
//   branch); dropping there moves the branch (one undo step with the drag: the drag's gesture is held open);
// - the dot on a node draws a link to the node it is released on; a click selects a link;
// - Shift/Ctrl/⌘-click toggles nodes, Shift+drag on the empty canvas selects a box;
// - the colour picker of a node's menu.
// Per drag frame the only work is one hit test at the pointer against React Flow's node boxes.
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useStoreApi, type Edge, type EdgeChange, type OnConnectEnd, type OnConnectStart, type OnNodeDrag, type ReactFlowProps } from '@xyflow/react';
import type { Connection, MindMapNode } from '@cuemap/shared';
import { linkId } from '../utils/branch';
import { nodeIdAtPoint } from '../utils/node-at-point';
import { ColourPicker } from '../components/colour-picker';
import type { MapFlowNode } from '../components/map-node';
import { STRUCTURE_MESSAGES } from '../structure-messages';
import type { CanvasStructure } from './use-structure';

type Rect = { top: number; bottom: number; left: number; right: number };
/** A node's own menu: its fold state and the picker (it opens after the menu has closed). */
export interface NodeMenuStructure {
  /** Nodes under it (undefined: none, or the root — nothing to fold). */
  branchCount?: number;
  collapsed: boolean;
  /** How many nodes a Delete or a colour from this menu applies to (the selection it is part of, else 1). */
  count: number;
  onFold: (collapsed: boolean) => void;
  onColour: () => void;
  /** The node's mark in the audience view (issue 29 item 2), and setting it. */
  audience: MindMapNode['audience'] | null;
  onAudience: (mark: NonNullable<MindMapNode['audience']> | null) => void;
}

/** Keys React Flow reads: Shift, Ctrl or ⌘ with a click toggles a node; Shift + drag on the pane draws a box. */
const MULTI_KEYS = ['Shift', 'Meta', 'Control'];

function pointOf(e: MouseEvent | TouchEvent): { x: number; y: number } | null {
  if ('touches' in e) {
    const t = e.touches[0] ?? e.changedTouches[0];
    return t ? { x: t.clientX, y: t.clientY } : null;
  }
  return { x: e.clientX, y: e.clientY };
}

const selectedEdgeStyle = { stroke: '#4f46e5', strokeWidth: 3.5 };
/** The line that follows the pointer while a link is drawn. */
const linkLineStyle = { stroke: '#4f46e5', strokeWidth: 2.5, strokeDasharray: '6 4' };

/** The lines of the links drawn: none into a folded branch; the selected one stands out. */
export function structureEdges(connections: readonly Connection[], structure: CanvasStructure | null | undefined, style: Edge['style']): Edge[] {
  const hidden = structure?.hidden;
  const out: Edge[] = [];
  for (const c of connections) {
    if (hidden && (hidden.has(c.from) || hidden.has(c.to))) continue;
    const id = linkId(c);
    const selected = id === structure?.selectedLink;
    out.push({
      id,
      source: c.from,
      target: c.to,
      type: 'centre',
      style: selected ? selectedEdgeStyle : style,
      selected,
      selectable: !!structure,
      focusable: false,
    });
  }
  return out;
}

interface DragState {
  id: string;
  isRoot: boolean;
  forbidden: ReadonlySet<string> | null;
  target: string | null;
}

export function useStructureCanvas(structure: CanvasStructure | null | undefined, wrapperRef: RefObject<HTMLDivElement | null>, nodes: readonly MindMapNode[]) {
  const drag = useRef<DragState | null>(null);
  const marked = useRef<{ el: HTMLElement; attr: string } | null>(null);
  const [hint, setHint] = useState<{ text: string; ok: boolean; at: Rect } | null>(null);
  const [picker, setPicker] = useState<{ ids?: readonly string[]; label: string; current: string | null; anchor: () => Rect | null } | null>(null);
  const nodesRef = useRef(nodes);
  useLayoutEffect(() => {
    nodesRef.current = nodes;
  });

  /**
   * The node under the pointer (its React Flow wrapper), other than `except`: from React Flow's node boxes
   * (utils/node-at-point.ts), not a DOM hit test per frame. The canvas's place on the page is re-read at
   * most every 500 ms (it does not move during a drag).
   */
  const rfStore = useStoreApi<MapFlowNode>();
  const canvasRect = useRef<{ rect: DOMRect; at: number } | null>(null);
  const nodeAt = useCallback(
    (p: { x: number; y: number }, except?: string): HTMLElement | null => {
      const canvas = wrapperRef.current;
      if (!canvas) return null;
      const now = performance.now();
      if (!canvasRect.current || now - canvasRect.current.at > 500) canvasRect.current = { rect: canvas.getBoundingClientRect(), at: now };
      const id = nodeIdAtPoint(rfStore.getState(), canvasRect.current.rect, p, except);
      return id ? canvas.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`) : null;
    },
    [wrapperRef, rfStore],
  );
  const mark = useCallback((wrapper: HTMLElement | null, attr: string, value: string) => {
    marked.current?.el.removeAttribute(`data-${marked.current.attr}`);
    marked.current = null;
    const el = wrapper?.querySelector<HTMLElement>('[data-node-id]');
    if (!el) return;
    el.setAttribute(`data-${attr}`, value);
    marked.current = { el, attr };
  }, []);

  const onNodeDragStart: OnNodeDrag<MapFlowNode> = useCallback(
    (_e, node, dragged) => {
      // Several nodes dragged together only move (a branch moves under another one at a time).
      drag.current = structure && dragged.length === 1 ? { id: node.id, isRoot: node.id === structure.rootId, forbidden: null, target: null } : null;
    },
    [structure],
  );
  const onNodeDrag: OnNodeDrag<MapFlowNode> = useCallback(
    (e, node) => {
      const d = drag.current;
      const p = pointOf(e);
      if (!d || !p || !structure) return;
      const wrapper = nodeAt(p, node.id);
      const target = wrapper?.dataset.id ?? null;
      if (target === d.target) return;
      d.target = target;
      if (!wrapper || !target) {
        mark(null, 'drop-target', '');
        setHint(null);
        return;
      }
      // The dragged node's branch, worked out once per drag (on the first node it passes over).
      d.forbidden ??= structure.branchOf(d.id);
      const ok = !d.isRoot && !d.forbidden.has(target);
      mark(wrapper, 'drop-target', ok ? 'ok' : 'refused');
      const title = nodesRef.current.find((n) => n.id === target)?.title ?? '';
      const { top, bottom, left, right } = wrapper.getBoundingClientRect();
      setHint({
        text: ok ? STRUCTURE_MESSAGES.dropHint(title) : d.isRoot ? STRUCTURE_MESSAGES.rootDropHint : STRUCTURE_MESSAGES.dropRefusedHint,
        ok,
        at: { top, bottom, left, right },
      });
    },
    [structure, nodeAt, mark],
  );
  const onNodeDragStop: OnNodeDrag<MapFlowNode> = useCallback(() => {
    const d = drag.current;
    drag.current = null;
    mark(null, 'drop-target', '');
    setHint(null);
    if (d?.target) structure?.onReparent(d.id, d.target);
  }, [structure, mark]);
  /** The drag ends over a node: its last move must not close the undo step (the drop is part of it). */
  const holdsDrop = useCallback(() => !!drag.current?.target, []);

  // Drawing a link: the node under the pointer is marked while the line follows it.
  const linkMove = useRef<((e: PointerEvent) => void) | null>(null);
  const stopLinkMove = useCallback(() => {
    if (linkMove.current) window.removeEventListener('pointermove', linkMove.current);
    linkMove.current = null;
    mark(null, 'link-target', '');
  }, [mark]);
  const onConnectStart: OnConnectStart = useCallback(
    (_e, { nodeId }) => {
      stopLinkMove();
      let last: string | null = null;
      linkMove.current = (e: PointerEvent) => {
        const wrapper = nodeAt({ x: e.clientX, y: e.clientY }, nodeId ?? undefined);
        const id = wrapper?.dataset.id ?? null;
        if (id === last) return;
        last = id;
        mark(wrapper, 'link-target', 'true');
      };
      window.addEventListener('pointermove', linkMove.current);
    },
    [nodeAt, mark, stopLinkMove],
  );
  const onConnectEnd: OnConnectEnd = useCallback(
    (e, state) => {
      stopLinkMove();
      const from = state.fromNode?.id;
      const p = pointOf(e);
      const to = state.toNode?.id ?? (p ? nodeAt(p)?.dataset.id : undefined);
      if (from && to) structure?.onLink(from, to);
    },
    [structure, nodeAt, stopLinkMove],
  );

  // A link is selected by a click on it only: React Flow also selects the links between the nodes of a
  // box, which must not take the selection away from those nodes. A click elsewhere deselects it.
  const onEdgeClick = useCallback((_e: unknown, edge: Edge) => structure?.onSelectLink(edge.id), [structure]);
  const onEdgesChange = useCallback(
    (changes: EdgeChange[]) => {
      if (!structure?.selectedLink) return;
      if (changes.some((c) => c.type === 'select' && !c.selected && c.id === structure.selectedLink)) structure.onSelectLink(null);
    },
    [structure],
  );

  const flowProps: Partial<ReactFlowProps<MapFlowNode>> = useMemo(
    () =>
      structure
        ? {
            onNodeDragStart,
            onNodeDrag,
            onNodeDragStop,
            onConnectStart,
            onConnectEnd,
            onEdgesChange,
            onEdgeClick,
            nodesConnectable: true,
            connectionLineStyle: linkLineStyle,
            multiSelectionKeyCode: MULTI_KEYS,
            selectionKeyCode: 'Shift',
          }
        : {},
    [structure, onNodeDragStart, onNodeDrag, onNodeDragStop, onConnectStart, onConnectEnd, onEdgesChange, onEdgeClick],
  );

  /** The node menu's structure items for `id`. */
  const menuFor = useCallback(
    (id: string, element: () => HTMLElement | null): NodeMenuStructure | undefined => {
      if (!structure) return undefined;
      const node = nodesRef.current.find((n) => n.id === id);
      const inSelection = structure.selection.has(id) && structure.selection.size > 1;
      const ids = inSelection ? [...structure.selection] : [id];
      return {
        branchCount: structure.counts.get(id),
        collapsed: !!node?.collapsed,
        count: ids.length,
        onFold: (collapsed) => structure.onFold(id, collapsed),
        audience: node?.audience ?? null,
        onAudience: (mark) => structure.onAudience(id, mark),
        onColour: () =>
          setPicker({
            ids,
            label: ids.length > 1 ? `Colour of ${ids.length} nodes` : `Colour of "${node?.title ?? ''}"`,
            current: node?.color ?? null,
            anchor: () => element()?.getBoundingClientRect() ?? null,
          }),
      };
    },
    [structure],
  );

  const closePicker = useCallback(() => setPicker(null), []);
  const pick = useCallback(
    (hex: string) => {
      structure?.onColour(hex, picker?.ids);
      setPicker(null);
    },
    [structure, picker],
  );

  const overlay: ReactNode = (
    <>
      {hint && (
        <div
          role="status"
          data-testid="drop-hint"
          style={{ top: Math.max(4, hint.at.top - 34), left: (hint.at.left + hint.at.right) / 2 }}
          className={`pointer-events-none fixed z-50 -translate-x-1/2 rounded-md px-2 py-1 text-xs font-semibold whitespace-nowrap text-white shadow-md ${hint.ok ? 'bg-emerald-600' : 'bg-red-600'}`}
        >
          {hint.text}
        </div>
      )}
      {picker && <ColourPicker label={picker.label} current={picker.current} anchor={picker.anchor} onPick={pick} onClose={closePicker} />}
    </>
  );

  return { flowProps, holdsDrop, menuFor, overlay };
}
