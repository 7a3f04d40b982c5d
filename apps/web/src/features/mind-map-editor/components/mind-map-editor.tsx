// The mind-map editor screen: header with title and toolbar, Node Order sidebar, canvas, status bar, overlays.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ReactFlowProvider } from '@xyflow/react';
import type { Awareness } from 'y-protocols/awareness';
import { scriptLimit } from '@cuemap/shared';
import { ArrowLeft, FilePlus2, Keyboard, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useToast } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { generateIdeas } from '../api/generate-ideas';
import { useMindMapEditor } from '../hooks/use-mind-map-editor';
import { useOutOfDateNodes } from '../hooks/use-out-of-date-nodes';
import { useNodeMenuActions } from '../hooks/use-node-menu-actions';
import { OutlineLayer, useEditorView, type OutlineOrderProps } from '../outline/outline-layer';
import { ViewSwitch } from '../outline/view-switch';
import { EDITOR_MESSAGES } from '../messages';
import { CanvasPlaceholder } from './canvas-placeholder';
import { EditorCanvas } from './editor-canvas';
import { LeaveDialog } from './editor-dialogs';
import { EditorHeaderActions } from './editor-header-actions';
import { absoluteDate, HistoryDialog } from './history-dialog';
import { MapSizeNotice } from './map-size-notice';
import { NodeEditor } from './node-editor';
import { ScriptControls } from './script-controls';
import { EditorShortcutsDialog, useShortcutsKey } from './shortcuts-dialog';
import { NewScriptSaveState, StatusBar } from './status-bar';
import { LiveStatusLine } from '../../../components/live-status';
import { PresenceAvatars } from '../../../components/presence/presence-avatars';
import { PresenceContext, usePublishPresence } from '../../../lib/live/presence/use-presence';
import { useComments, useCommentReveal, type CommentReveal } from '../../../components/comments/comments-context';
import { TitleEditor } from './title-editor';
import { nodeOrderEntries, outlineDepths, type NodeOrderEntry } from '../utils/node-order-items';

/** What the route hands to the Node Order sidebar (a separate feature). */
export interface NodeOrderSlotProps extends OutlineOrderProps {
  items: NodeOrderEntry[];
  selectedId: string | null;
  onReorder: (activeId: string, overId: string) => void;
  onSelect: (id: string) => void;
  onEdit: (id: string) => void;
  /** Present from here: the teleprompter at this node's section. */
  onPresent: (id: string) => void;
  onClose?: () => void;
}

export interface MindMapEditorProps {
  routeId: string;
  renderNodeOrder: (props: NodeOrderSlotProps) => ReactNode;
}

const isWide = () => typeof window === 'undefined' || window.matchMedia?.('(min-width: 768px)').matches !== false;

export function MindMapEditor({ routeId, renderNodeOrder }: MindMapEditorProps) {
  const editor = useMindMapEditor(routeId);
  const toast = useToast();
  const [sidebarOpen, setSidebarOpen] = useState(isWide);
  const [wide] = useState(isWide);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const openShortcuts = useCallback(() => setShortcutsOpen(true), []);
  useShortcutsKey(openShortcuts);
  const { state, load, session } = editor;
  const views = useEditorView(state, editor.run);
  const outOfDate = useOutOfDateNodes(routeId, state?.map.nodes);
  const { menuActions: nodeMenuActions, aiOpenFor } = useNodeMenuActions(editor.run, state?.editingId ?? null);
  const comments = useComments();
  const selectNode = editor.select;
  const commentOn = comments?.canComment ? comments.openPanel : null;
  // Comment… on a node (issue 27 item 5): the node is chosen and the panel opens with a box for it.
  const menuActions = useMemo(() => {
    if (!commentOn) return nodeMenuActions;
    const onComment = (id: string) => {
      selectNode(id);
      commentOn({ anchor: { kind: 'node', id }, compose: true });
    };
    return { ...nodeMenuActions, onComment };
  }, [nodeMenuActions, commentOn, selectNode]);
  const awareness = editor.live?.awareness ?? null;
  usePublishPresence(awareness, { where: views.view === 'outline' ? 'outline' : 'editor', selectedNodeId: state?.selectedId ?? null });

  // Depths follow the links and the order only: a node drag (new positions each frame) does not redo them.
  const connections = state?.map.connections;
  const nodeOrderIds = state?.map.nodeOrder;
  const depths = useMemo(
    () => (state ? outlineDepths(state.map) : new Map<string, number>()),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [connections, nodeOrderIds],
  );
  const items = useMemo(() => (state ? nodeOrderEntries(state.map, depths) : []), [state, depths]);
  // The sidebar re-renders only when its visible content changes, not on every drag frame.
  const itemsKey = items.map((i) => `${i.id}\u0000${i.title}\u0000${i.color}\u0000${i.hasText}\u0000${i.depth}`).join('\u0001');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableItems = useMemo(() => items, [itemsKey]);

  const { select, openEditor } = editor;
  // A thread's place in the Comments panel shows its node (a section's too) here.
  const revealComment = useCallback<CommentReveal>(
    (_anchor, nodeId) => {
      if (nodeId) select(nodeId);
    },
    [select],
  );
  useCommentReveal(revealComment);
  const selectFromList = useCallback(
    (id: string) => {
      select(id);
      if (!window.matchMedia?.('(min-width: 768px)').matches) setSidebarOpen(false);
    },
    [select],
  );
  // The sidebar's element is kept while its props stay the same: a node drag re-renders this screen on
  // every frame, and re-rendering 1 000 sortable rows each time costs more than the frame (bench:editor).
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const listSelectedId = state?.selectedId ?? null;
  const { reorder, presentFrom } = editor;
  const { nodeOrderProps } = views;
  const nodeOrder = useMemo(
    () =>
      renderNodeOrder({
        items: stableItems,
        selectedId: listSelectedId,
        onReorder: reorder,
        onSelect: selectFromList,
        onEdit: openEditor,
        onPresent: presentFrom,
        onClose: closeSidebar,
        ...nodeOrderProps,
      }),
    [renderNodeOrder, stableItems, listSelectedId, reorder, selectFromList, openEditor, presentFrom, closeSidebar, nodeOrderProps],
  );

  const editingNode = state?.editingId ? state.map.nodes.find((n) => n.id === state.editingId) : undefined;
  const plan = session?.user.subscription.plan ?? null;
  // The dashboard's rule for New Script: a Free user with the limit's scripts cannot start another.
  const limit = scriptLimit(plan);
  const atScriptLimit = !!session && limit !== null && session.user.mindMapCount >= limit;

  return (
    <PresenceFrame awareness={awareness}>
      <section
        aria-label="Script toolbar"
        // The Comments panel opens below it (issue 27 item 5).
        data-comments-top
        className="z-20 flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-white px-3 py-2 sm:px-4"
      >
        <div className="flex min-w-0 flex-1 basis-[28rem] items-center gap-1.5">
          <Link
            to={paths.dashboard}
            aria-label="Back to Dashboard"
            title="Back to Dashboard"
            className="flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
          {load.kind !== 'error' && (
            <button
              type="button"
              onClick={() => setSidebarOpen((o) => !o)}
              aria-label={sidebarOpen ? 'Hide Node Order' : 'Show Node Order'}
              aria-expanded={sidebarOpen}
              aria-controls="node-order-panel"
              title={sidebarOpen ? 'Hide Node Order' : 'Show Node Order'}
              className="flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              {sidebarOpen ? <PanelLeftClose className="size-5" aria-hidden="true" /> : <PanelLeftOpen className="size-5" aria-hidden="true" />}
            </button>
          )}
          {state && <ViewSwitch view={views.view} onChange={views.setView} />}
          <div className="mx-1 hidden h-6 w-px bg-slate-200 sm:block" aria-hidden="true" />
          <h1 className="min-w-0 flex-1">
            {state ? (
              <TitleEditor title={state.map.title} onCommit={editor.commitTitle} disabled={editor.creating} />
            ) : load.kind === 'error' ? (
              <span className="block truncate text-base font-semibold text-slate-500">Script unavailable</span>
            ) : (
              <span className="block h-5 w-40 animate-shimmer rounded bg-slate-200" aria-hidden="true" />
            )}
          </h1>
          <button
            type="button"
            onClick={openShortcuts}
            aria-label="Keyboard shortcuts"
            title="Keyboard shortcuts (?)"
            className="hidden size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 sm:flex"
          >
            <Keyboard className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={editor.newScript}
            disabled={atScriptLimit}
            aria-label="New Script"
            title={atScriptLimit ? EDITOR_MESSAGES.newScriptAtLimit : EDITOR_MESSAGES.newScript}
            className="flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent"
          >
            <FilePlus2 className="size-5" aria-hidden="true" />
          </button>
        </div>
        <PresenceAvatars awareness={awareness} />
        {state && (
          <EditorHeaderActions
            editor={editor}
            state={state}
            canOpenSaved={routeId !== 'new'}
            onHistory={() => setHistoryOpen(true)}
            userName={session?.user.email ?? null}
            loading={editor.creating || load.kind === 'loading'}
          />
        )}
      </section>

      <MapSizeNotice size={editor.size} />

      <div className="relative flex min-h-0 flex-1">
        {sidebarOpen && state && (
          <>
            <div className="fixed inset-0 z-30 bg-slate-950/30 md:hidden" aria-hidden="true" onClick={() => setSidebarOpen(false)} />
            <aside
              id="node-order-panel"
              // Over the canvas on a phone: the view keeps a chosen node clear of it (hooks/use-follow-selection.ts).
              data-canvas-overlay
              className="fixed inset-y-0 left-0 z-40 w-[min(20rem,85vw)] border-r border-slate-200 bg-white shadow-xl md:static md:z-auto md:w-64 md:shrink-0 md:shadow-none lg:w-72"
            >
              {nodeOrder}
            </aside>
          </>
        )}

        <main className="relative min-w-0 flex-1" aria-label={views.view === 'outline' ? 'Outline' : 'Mind map canvas'}>
          {state ? (
            // A fresh canvas for each script opened (New Script from a script included): it fits the new map.
            <ReactFlowProvider key={editor.opened}>
              <EditorCanvas
                nodes={state.map.nodes}
                connections={state.map.connections}
                selectedId={state.selectedId}
                initialViewport={editor.initialViewport}
                onSelect={editor.select}
                onMove={editor.moveNodes}
                onEdit={openEditor}
                onPresent={editor.presentFrom}
                onDelete={editor.deleteNode}
                menuActions={menuActions}
                onViewportChange={editor.onViewportChange}
                showMiniMap={wide}
                inlineEdit={views.view === 'map' ? state.inlineEdit : null}
                onInlineCommit={editor.commitInline}
                structure={editor.structure}
                active={views.view === 'map'}
                outOfDate={outOfDate}
              />
            </ReactFlowProvider>
          ) : (
            <CanvasPlaceholder load={load} />
          )}
          {state && views.view === 'outline' && <OutlineLayer state={state} run={editor.run} onOpenEditor={openEditor} />}
          {state && views.view === 'map' && (
            <div className="pointer-events-none absolute top-3 right-3 z-10" data-canvas-overlay>
              <ScriptControls defaultOpen={wide} />
            </div>
          )}
        </main>
      </div>

      <StatusBar
        status={editor.status}
        nodeCount={state ? state.map.nodes.length : null}
        saveState={editor.live ? <LiveStatusLine session={editor.live} /> : editor.mapId === null && !editor.creating ? <NewScriptSaveState /> : null}
      />

      {editingNode && (
        <NodeEditor
          // Ask AI for ideas on the open editor's node opens it again with the AI Helper showing.
          key={`${editingNode.id}:${aiOpenFor === editingNode.id}`}
          openAi={aiOpenFor === editingNode.id}
          node={editingNode}
          plan={plan}
          loggedIn={!!session?.token}
          onSave={editor.saveNodeEdit}
          onPresent={editor.presentFromNodeEdit}
          onCancel={editor.closeEditor}
          onAlert={(m) => toast.info(m)}
          generateIdeas={generateIdeas}
          onAddChild={(child) => editor.addChildNode(editingNode.id, child)}
          measure={editor.measureNodeEdit}
        />
      )}

      <EditorShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
      {routeId !== 'new' && (
        <HistoryDialog
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
          mindMapId={routeId}
          // Every edit is in the live document already: a restore replaces nothing unsaved.
          dirty={false}
          saving={false}
          onRestored={(version) => {
            setHistoryOpen(false);
            // The restore is a change of the live document: the map on screen follows it by itself.
            toast.success(EDITOR_MESSAGES.versionRestored(absoluteDate(version.createdAt)));
          }}
        />
      )}

      <LeaveDialog open={editor.blocker.state === 'blocked'} uncreated={editor.uncreatedChanges} onStay={editor.stay} onLeave={editor.leaveAnyway} />
    </PresenceFrame>
  );
}

/** The screen's frame; everything in it sees who else is here (PresenceContext). */
function PresenceFrame({ awareness, children }: { awareness: Awareness | null; children: ReactNode }) {
  return (
    <PresenceContext value={awareness}>
      <div className="flex h-dvh flex-col overflow-hidden bg-slate-50">{children}</div>
    </PresenceContext>
  );
}
