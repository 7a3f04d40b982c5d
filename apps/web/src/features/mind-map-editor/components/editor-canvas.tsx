// The map canvas (@xyflow/react): model nodes in, position/selection changes out; pan, zoom, fit.
import { memo, useCallback, useMemo, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import { Controls, MiniMap, ReactFlow, type Edge, type NodeChange, type ReactFlowInstance, type Viewport } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { isRootNode, type Connection, type MindMapNode } from '@cuemap/shared';
import { MapNode, type MapFlowNode } from './map-node';
import { CentreEdge } from './centre-edge';
import { NodeContextMenu, type NodeContextMenuProps } from './node-context-menu';
import { InlineCommitContext, type InlineCommit } from './inline-title';
import { useLayoutAnimation } from '../hooks/use-layout-animation';
import { useFollowSelection } from '../hooks/use-follow-selection';
import { useCanvasFit } from '../hooks/use-canvas-fit';
import { useNodeMenu } from '../hooks/use-node-menu';
import { useStableCallback } from '../hooks/use-stable-callback';
import { ESTIMATED_HANDLES, ESTIMATED_SIZE, isLargeMap } from '../utils/large-map';
import type { CanvasStructure } from '../hooks/use-structure';
import { structureEdges, useStructureCanvas } from '../hooks/use-structure-canvas';
import { FoldContext, noFold } from './node-structure';
// Very large maps: a canvas minimap (React Flow's repaints an SVG rect per node on every frame).
import { CANVAS_MINIMAP_NODES, CanvasMiniMap } from './canvas-minimap';
import { CanvasDots } from './canvas-dots';
import { FitViewButton } from './fit-view-button';
import { MinimapToggle, useMinimapShown } from './minimap-toggle';
import { useMinimapCoversSelection } from '../hooks/use-minimap-clear';
import { MapPresence } from '../presence/map-presence';
import { CursorsToggle } from '../presence/cursors-toggle';

const nodeTypes = { mindNode: MapNode };
const noCommit: InlineCommit = () => undefined;
const noneOutOfDate: ReadonlySet<string> = new Set();
const edgeTypes = { centre: CentreEdge };
const edgeStyle = { stroke: '#94a3b8', strokeWidth: 2 };
/** Module-level: a new function each render would redraw every minimap node on each drag frame. */
const miniMapColor = (n: MapFlowNode) => n.data.node.color;
const miniMapClass = '!mb-12 hidden rounded-lg border border-slate-200 shadow-sm lg:block';
/** Over the selected node: faded, and clicks go through to the node (hooks/use-minimap-clear.ts). */
const miniMapClearClass = `${miniMapClass} pointer-events-none opacity-20`;

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
  /** Context menu (issue 24 item 5): add a child or a sibling of the node, ask AI for ideas on it. */
  menuActions?: Pick<NodeContextMenuProps, 'onAddChild' | 'onAddSibling' | 'onAskAi' | 'onComment'>;
  onViewportChange: (viewport: Viewport) => void;
  onReady?: (instance: ReactFlowInstance<MapFlowNode>) => void;
  showMiniMap: boolean;
  /** The node whose title is typed on the canvas (issue 14), and what commits it. */
  inlineEdit?: { id: string; seed: string | null } | null;
  onInlineCommit?: InlineCommit;
  /** Multi-select, folded branches, links, drop onto a node (issue 14 item 2; hooks/use-structure.ts). */
  structure?: CanvasStructure | null;
  /** False while the outline lies over the canvas: the view follows the selection again once it shows. */
  active?: boolean;
  /** Nodes whose script section is out of date (issue 24 item 6): a badge on each. */
  outOfDate?: ReadonlySet<string>;
}

interface CacheEntry {
  model: MindMapNode;
  selected: boolean;
  dragging: boolean;
  measured: { width: number; height: number } | undefined;
  inline: { seed: string | null } | null;
  branch: number | undefined;
  side: 1 | -1;
  stale: boolean;
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
  menuActions,
  onViewportChange,
  onReady,
  showMiniMap,
  inlineEdit = null,
  onInlineCommit,
  structure = null,
  active = true,
  outOfDate = noneOutOfDate,
}: EditorCanvasProps) {
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const [miniMapShown, toggleMiniMap] = useMinimapShown();
  const [measured, setMeasured] = useState<ReadonlyMap<string, { width: number; height: number }>>(new Map());
  const cache = useRef(new Map<string, CacheEntry>());
  const wrapperRef = useRef<HTMLDivElement>(null);
  // A large map: only what is in view is drawn, and nodes not measured yet have an estimated size.
  const large = isLargeMap(nodes.length);
  const estimate = large ? ESTIMATED_SIZE : undefined;
  const { fitAll, afterLayout } = useCanvasFit({ wrapperRef, nodes, connections, measured, initialViewport, large, active });
  const { shown, animating, markOwnMove } = useLayoutAnimation(nodes, afterLayout);
  const { flowProps: structureProps, holdsDrop, menuFor, overlay: structureOverlay } = useStructureCanvas(structure, wrapperRef, nodes);

  // A node chosen from the keyboard, the Node Order or the outline, or a node added, comes wholly into view.
  const pointerPick = useFollowSelection(wrapperRef, nodes, selectedId, active);
  const miniMapCovers = useMinimapCoversSelection(wrapperRef, nodes, selectedId);

  // Unchanged nodes keep their object identity so React Flow re-renders only what moved (200-node maps).
  const flowNodes = useMemo(() => {
    const next = new Map<string, CacheEntry>();
    const list = shown.flatMap((model) => {
      if (structure?.hidden.has(model.id)) return []; // inside a folded branch
      const selected = model.id === selectedId || !!structure?.selection.has(model.id);
      const branch = structure?.counts.get(model.id);
      const side = model.x >= (structure?.rootX ?? 0) ? 1 : -1;
      const dragging = model.id === draggingId;
      const m = measured.get(model.id) ?? estimate;
      const inline = inlineEdit?.id === model.id ? inlineEdit : null;
      const stale = outOfDate.has(model.id);
      const prev = cache.current.get(model.id);
      if (
        prev &&
        prev.model === model &&
        prev.selected === selected &&
        prev.dragging === dragging &&
        prev.measured === m &&
        prev.inline === inline &&
        prev.branch === branch &&
        prev.side === side &&
        prev.stale === stale
      ) {
        next.set(model.id, prev);
        return prev.flow;
      }
      const flow: MapFlowNode = {
        id: model.id,
        type: 'mindNode',
        position: { x: model.x, y: model.y },
        data: {
          node: model,
          isRoot: isRootNode(model),
          hasText: model.text.trim().length > 0,
          inline,
          branch: branch === undefined ? null : { count: branch, side },
          outOfDate: stale,
        },
        selected,
        dragging,
        measured: m,
        handles: m === ESTIMATED_SIZE ? ESTIMATED_HANDLES : undefined,
        zIndex: selected || dragging ? 10 : isRootNode(model) ? 1 : 0,
        ariaLabel: stale ? `Node ${model.title} (script out of date)` : `Node ${model.title}`,
      };
      next.set(model.id, { model, selected, dragging, measured: m, inline, branch, side, stale, flow });
      return flow;
    });
    cache.current = next;
    return list;
  }, [shown, selectedId, draggingId, measured, inlineEdit, structure, estimate, outOfDate]);

  const edges = useMemo<Edge[]>(() => structureEdges(connections, structure, edgeStyle), [connections, structure]);

  // The node context menu: a right-click on a node, or the ContextMenu key / Shift+F10 with a node selected.
  const { menu, nodeElement, openMenu, closeMenu } = useNodeMenu(wrapperRef, nodes, selectedId);

  const onNodesChange = useCallback(
    (changes: NodeChange<MapFlowNode>[]) => {
      const moves: { id: string; x: number; y: number }[] = [];
      let inProgress = false;
      let dims: Map<string, { width: number; height: number }> | null = null;
      let selects: { id: string; selected: boolean }[] | undefined;
      for (const change of changes) {
        if (change.type === 'position') {
          if (change.position) moves.push({ id: change.id, x: change.position.x, y: change.position.y });
          // A drop onto another node keeps the drag's undo step open for the move under it.
          if (change.dragging || holdsDrop()) inProgress = true;
          setDraggingId(change.dragging ? change.id : null);
        } else if (change.type === 'dimensions' && change.dimensions) {
          dims ??= new Map();
          dims.set(change.id, change.dimensions);
        } else if (change.type === 'select') {
          if (change.selected) pointerPick(change.id);
          if (structure) (selects ??= []).push({ id: change.id, selected: change.selected });
          else if (change.selected) onSelect(change.id);
        }
      }
      if (selects) structure?.onSelectChanges(selects);
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
    [onMove, onSelect, markOwnMove, structure, holdsDrop, pointerPick],
  );

  // Stable handlers (hooks/use-stable-callback.ts): new ones each render would re-render every node.
  const onNodeDoubleClick = useStableCallback((_e: ReactMouseEvent, node: MapFlowNode) => onEdit(node.id));
  const onNodeContextMenu = useStableCallback((e: ReactMouseEvent, node: MapFlowNode) => {
    e.preventDefault();
    // The key already opened it (the browser's own contextmenu event follows the key).
    if (menu?.id === node.id) return;
    pointerPick(node.id);
    onSelect(node.id);
    openMenu(node.id, { x: e.clientX, y: e.clientY });
  });
  const onPaneClick = useStableCallback(() => onSelect(null));
  const onMoveEnd = useStableCallback((_e: unknown, viewport: Viewport) => onViewportChange(viewport));

  return (
    <InlineCommitContext value={onInlineCommit ?? noCommit}>
      <FoldContext value={structure?.onFold ?? noFold}>
        <div ref={wrapperRef} className="h-full w-full" data-layout-animating={animating ? 'true' : undefined}>
          <ReactFlow<MapFlowNode>
            nodes={flowNodes}
            edges={edges}
            nodeTypes={nodeTypes}
            edgeTypes={edgeTypes}
            onNodesChange={onNodesChange}
            onNodeDoubleClick={onNodeDoubleClick}
            onNodeContextMenu={onNodeContextMenu}
            onMoveStart={closeMenu}
            onPaneClick={onPaneClick}
            onMoveEnd={onMoveEnd}
            onInit={onReady}
            // Only the nodes and links in view are in the DOM (utils/large-map.ts).
            onlyRenderVisibleElements={large}
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
            {...structureProps}
          >
            <CanvasDots gap={22} size={1.4} color="#cbd5e1" />
            <MapPresence />
            <Controls position="bottom-right" showInteractive={false} showFitView={false} className="!mb-12 sm:!mb-14">
              <FitViewButton onClick={fitAll} />
              <CursorsToggle />
              {showMiniMap && <MinimapToggle shown={miniMapShown} onToggle={toggleMiniMap} />}
            </Controls>
            {showMiniMap &&
              miniMapShown &&
              (nodes.length >= CANVAS_MINIMAP_NODES ? (
                <CanvasMiniMap className={miniMapCovers ? miniMapClearClass : miniMapClass} />
              ) : (
                <MiniMap
                  position="bottom-left"
                  pannable
                  zoomable
                  nodeColor={miniMapColor}
                  nodeBorderRadius={8}
                  maskColor="rgb(241 245 249 / 0.7)"
                  className={miniMapCovers ? miniMapClearClass : miniMapClass}
                />
              ))}
          </ReactFlow>
          {menu && nodes.some((n) => n.id === menu.id) && (
            <NodeContextMenu
              target={menu}
              onEdit={onEdit}
              onPresent={onPresent}
              onDelete={onDelete}
              {...menuActions}
              nodeElement={nodeElement}
              onClose={closeMenu}
              structure={menuFor(menu.id, () => nodeElement(menu.id))}
            />
          )}
          {structureOverlay}
        </div>
      </FoldContext>
    </InlineCommitContext>
  );
}

export const EditorCanvas = memo(EditorCanvasView);
