// The map canvas (@xyflow/react): model nodes in, position/selection changes out; pan, zoom, fit.
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Background,
  BackgroundVariant,
  Controls,
  MiniMap,
  ReactFlow,
  useReactFlow,
  type Edge,
  type NodeChange,
  type ReactFlowInstance,
  type Viewport,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { isRootNode, type Connection, type MindMapNode } from '@cuemap/shared';
import { isTypingTarget } from '../../../lib/keyboard';
import { MapNode, type MapFlowNode } from './map-node';
import { CentreEdge } from './centre-edge';
import { NodeContextMenu, type NodeMenuTarget } from './node-context-menu';
import { InlineCommitContext, type InlineCommit } from './inline-title';
import { useLayoutAnimation } from '../hooks/use-layout-animation';

const nodeTypes = { mindNode: MapNode };
const noCommit: InlineCommit = () => undefined;
const edgeTypes = { centre: CentreEdge };
const edgeStyle = { stroke: '#94a3b8', strokeWidth: 2 };

export interface EditorCanvasProps {
  nodes: MindMapNode[];
  connections: Connection[];
  selectedId: string | null;
  initialViewport: Viewport | null;
  onSelect: (id: string | null) => void;
  /** Node positions changed; `inProgress` while a drag goes on (false on its last event and for keyboard moves). */
  onMove: (moves: { id: string; x: number; y: number }[], inProgress: boolean) => void;
  onEdit: (id: string) => void;
  /** Context menu: Present from here (saves, then the teleprompter at this node's section). */
  onPresent: (id: string) => void;
  /** Context menu: Delete node. */
  onDelete: (id: string) => void;
  onViewportChange: (viewport: Viewport) => void;
  onReady?: (instance: ReactFlowInstance<MapFlowNode>) => void;
  showMiniMap: boolean;
  /** The node whose title is typed on the canvas (issue 14), and what commits it. */
  inlineEdit?: { id: string; seed: string | null } | null;
  onInlineCommit?: InlineCommit;
}

interface CacheEntry {
  model: MindMapNode;
  selected: boolean;
  dragging: boolean;
  measured: { width: number; height: number } | undefined;
  inline: { seed: string | null } | null;
  flow: MapFlowNode;
}

function EditorCanvasView({
  nodes,
  connections,
  selectedId,
  initialViewport,
  onSelect,
  onMove,
  onEdit,
  onPresent,
  onDelete,
  onViewportChange,
  onReady,
  showMiniMap,
  inlineEdit = null,
  onInlineCommit,
}: EditorCanvasProps) {
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const [measured, setMeasured] = useState<ReadonlyMap<string, { width: number; height: number }>>(new Map());
  const cache = useRef(new Map<string, CacheEntry>());
  const wrapperRef = useRef<HTMLDivElement>(null);
  const flow = useReactFlow<MapFlowNode>();
  const { shown, animating, markOwnMove } = useLayoutAnimation(nodes);

  // Once every node is measured: keep the saved view if it shows part of the map (it may come from
  // another screen size), otherwise fit the map. Fitting before measuring centres boxes of unknown size.
  const settled = useRef(false);
  useEffect(() => {
    if (settled.current || nodes.length === 0 || !nodes.every((n) => measured.has(n.id))) return;
    settled.current = true;
    const rect = wrapperRef.current?.getBoundingClientRect();
    if (initialViewport && rect) {
      const onScreen = nodes.some((n) => {
        const p = flow.flowToScreenPosition({ x: n.x + 70, y: n.y + 25 });
        return p.x >= rect.left && p.x <= rect.right && p.y >= rect.top && p.y <= rect.bottom;
      });
      if (onScreen) return;
    }
    void flow.fitView({ padding: 0.25, maxZoom: 1.1 });
  }, [measured, nodes, flow, initialViewport]);

  // A node added outside the visible area (or under the minimap) brings the whole map back into view.
  const lastNode = nodes[nodes.length - 1];
  const countRef = useRef(nodes.length);
  useEffect(() => {
    const grew = nodes.length > countRef.current;
    countRef.current = nodes.length;
    const rect = wrapperRef.current?.getBoundingClientRect();
    if (!grew || !lastNode || !rect) return;
    const topLeft = flow.flowToScreenPosition({ x: lastNode.x, y: lastNode.y });
    const bottomRight = flow.flowToScreenPosition({ x: lastNode.x + 140, y: lastNode.y + 50 });
    const visible =
      topLeft.x >= rect.left && topLeft.y >= rect.top && bottomRight.x <= rect.right && bottomRight.y <= rect.bottom;
    // The minimap covers the canvas's bottom-left corner (200 × 150 px and its margin).
    const underMiniMap = showMiniMap && topLeft.x < rect.left + 230 && bottomRight.y > rect.bottom - 220;
    if (visible && !underMiniMap) return;
    const t = setTimeout(() => void flow.fitView({ padding: 0.25, maxZoom: 1.1, duration: 300 }), 30);
    return () => clearTimeout(t);
  }, [nodes.length, lastNode, flow, showMiniMap]);

  // Unchanged nodes keep their object identity so React Flow re-renders only what moved (200-node maps).
  const flowNodes = useMemo(() => {
    const next = new Map<string, CacheEntry>();
    const list = shown.map((model) => {
      const selected = model.id === selectedId;
      const dragging = model.id === draggingId;
      const m = measured.get(model.id);
      const inline = inlineEdit?.id === model.id ? inlineEdit : null;
      const prev = cache.current.get(model.id);
      if (prev && prev.model === model && prev.selected === selected && prev.dragging === dragging && prev.measured === m && prev.inline === inline) {
        next.set(model.id, prev);
        return prev.flow;
      }
      const flow: MapFlowNode = {
        id: model.id,
        type: 'mindNode',
        position: { x: model.x, y: model.y },
        data: { node: model, isRoot: isRootNode(model), hasText: model.text.trim().length > 0, inline },
        selected,
        dragging,
        measured: m,
        zIndex: selected || dragging ? 10 : isRootNode(model) ? 1 : 0,
        ariaLabel: `Node ${model.title}`,
      };
      next.set(model.id, { model, selected, dragging, measured: m, inline, flow });
      return flow;
    });
    cache.current = next;
    return list;
  }, [shown, selectedId, draggingId, measured, inlineEdit]);

  const edges = useMemo<Edge[]>(
    () =>
      connections.map((c) => ({
        id: `${c.from}->${c.to}`,
        source: c.from,
        target: c.to,
        type: 'centre',
        style: edgeStyle,
        selectable: false,
        focusable: false,
      })),
    [connections],
  );

  // The node context menu: a right-click on a node, or the ContextMenu key / Shift+F10 with a node selected.
  const [menu, setMenu] = useState<NodeMenuTarget | null>(null);
  const nodeElement = useCallback(
    (id: string) =>
      [...(wrapperRef.current?.querySelectorAll<HTMLElement>('.react-flow__node') ?? [])].find((el) => el.dataset.id === id) ?? null,
    [],
  );
  const openMenu = useCallback(
    (id: string, at: NodeMenuTarget['at']) => {
      const node = nodes.find((n) => n.id === id);
      if (node) setMenu({ id, title: node.title, isRoot: isRootNode(node), at });
    },
    [nodes],
  );
  const closeMenu = useCallback(() => setMenu(null), []);
  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      if (e.key !== 'ContextMenu' && !(e.key === 'F10' && e.shiftKey)) return;
      if (!selectedId || isTypingTarget(e.target) || document.querySelector('[role="dialog"], [role="menu"]')) return;
      const el = nodeElement(selectedId);
      if (!el) return;
      e.preventDefault();
      const { top, bottom, left, right } = el.getBoundingClientRect();
      openMenu(selectedId, { top, bottom, left, right });
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [selectedId, nodeElement, openMenu]);

  const onNodesChange = useCallback(
    (changes: NodeChange<MapFlowNode>[]) => {
      const moves: { id: string; x: number; y: number }[] = [];
      let inProgress = false;
      let dims: Map<string, { width: number; height: number }> | null = null;
      for (const change of changes) {
        if (change.type === 'position') {
          if (change.position) moves.push({ id: change.id, x: change.position.x, y: change.position.y });
          if (change.dragging) inProgress = true;
          setDraggingId(change.dragging ? change.id : null);
        } else if (change.type === 'dimensions' && change.dimensions) {
          dims ??= new Map();
          dims.set(change.id, change.dimensions);
        } else if (change.type === 'select' && change.selected) {
          onSelect(change.id);
        }
      }
      if (moves.length) {
        markOwnMove();
        onMove(moves, inProgress);
      }
      if (dims) {
        const updates = dims;
        setMeasured((prev) => {
          const merged = new Map(prev);
          for (const [id, d] of updates) merged.set(id, d);
          return merged;
        });
      }
    },
    [onMove, onSelect, markOwnMove],
  );

  return (
    <InlineCommitContext value={onInlineCommit ?? noCommit}>
    <div ref={wrapperRef} className="h-full w-full" data-layout-animating={animating ? 'true' : undefined}>
    <ReactFlow<MapFlowNode>
      nodes={flowNodes}
      edges={edges}
      nodeTypes={nodeTypes}
      edgeTypes={edgeTypes}
      onNodesChange={onNodesChange}
      onNodeDoubleClick={(_e, node) => onEdit(node.id)}
      onNodeContextMenu={(e, node) => {
        e.preventDefault();
        // The key already opened it (the browser's own contextmenu event follows the key).
        if (menu?.id === node.id) return;
        onSelect(node.id);
        openMenu(node.id, { x: e.clientX, y: e.clientY });
      }}
      onMoveStart={closeMenu}
      onPaneClick={() => onSelect(null)}
      onMoveEnd={(_e, viewport) => onViewportChange(viewport)}
      onInit={onReady}
      defaultViewport={initialViewport ?? undefined}
      minZoom={0.1}
      maxZoom={2.5}
      nodesConnectable={false}
      nodesFocusable
      edgesFocusable={false}
      elementsSelectable
      selectNodesOnDrag
      multiSelectionKeyCode={null}
      selectionKeyCode={null}
      deleteKeyCode={null}
      zoomOnDoubleClick={false}
      panOnDrag
      proOptions={{ hideAttribution: true }}
      className="bg-slate-50"
    >
      <Background variant={BackgroundVariant.Dots} gap={22} size={1.4} color="#cbd5e1" />
      <Controls position="bottom-right" showInteractive={false} className="!mb-12 sm:!mb-14" />
      {showMiniMap && (
        <MiniMap
          position="bottom-left"
          pannable
          zoomable
          nodeColor={(n) => (n as MapFlowNode).data.node.color}
          nodeBorderRadius={8}
          maskColor="rgb(241 245 249 / 0.7)"
          className="!mb-12 hidden rounded-lg border border-slate-200 shadow-sm lg:block"
        />
      )}
    </ReactFlow>
    {menu && nodes.some((n) => n.id === menu.id) && (
      <NodeContextMenu
        target={menu}
        onEdit={onEdit}
        onPresent={onPresent}
        onDelete={onDelete}
        nodeElement={nodeElement}
        onClose={closeMenu}
      />
    )}
    </div>
    </InlineCommitContext>
  );
}

export const EditorCanvas = memo(EditorCanvasView);
