// The others on the map (issue 27 item 4): each one's selected node outlined in their colour with their
// name, and their pointer (an arrow and their name) while it moves — hidden after CURSOR_IDLE_MS still, or
// when "Show others' cursors" is off. Goes inside <ReactFlow>; it also sends our own pointer (throttled by
// the session). Decoration only: aria-hidden (the avatars in the header name who is here).
import { memo, useEffect, useState } from 'react';
import { useInternalNode, useReactFlow, useStore, ViewportPortal, type ReactFlowState } from '@xyflow/react';
import type { Peer } from '../../../lib/live/presence/presence-state';
import { usePeers, usePresenceAwareness, useSetCursor } from '../../../lib/live/presence/use-presence';
import { useCursorsShown } from './cursors-toggle';

export const CURSOR_IDLE_MS = 10_000;

interface Mark {
  clientId: number;
  name: string;
  colour: string;
  nodeId: string | null;
  cursor: { x: number; y: number } | null;
}

const marksOf = (peers: Peer[]): Mark[] =>
  peers
    .filter((p) => p.where === 'editor')
    .map((p) => ({ clientId: p.clientId, name: p.user.name, colour: p.user.colour, nodeId: p.selectedNodeId ?? null, cursor: p.cursor ?? null }));
const selectionKey = (marks: Mark[]) => marks.map((m) => `${m.clientId}:${m.name}:${m.nodeId}`).join('|');
const cursorKey = (marks: Mark[]) => marks.map((m) => `${m.clientId}:${m.name}:${m.cursor ? `${m.cursor.x},${m.cursor.y}` : '-'}`).join('|');

const SelectionMark = memo(function SelectionMark({ nodeId, name, colour }: { nodeId: string; name: string; colour: string }) {
  const node = useInternalNode(nodeId);
  if (!node) return null;
  const { x, y } = node.internals.positionAbsolute;
  const width = node.measured.width ?? 0;
  const height = node.measured.height ?? 0;
  return (
    <div
      data-testid="presence-selection"
      data-node-id={nodeId}
      data-presence-user={name}
      className="pointer-events-none absolute rounded-xl"
      style={{ left: x - 5, top: y - 5, width: width + 10, height: height + 10, boxShadow: `0 0 0 2.5px ${colour}` }}
    >
      {/* Above the node's corner badges (its comment count at the top right, out of date at the top left),
          never over them: the tag's bottom stays clear of the badges' top edge. */}
      <span
        className="absolute -top-6 left-2 max-w-56 truncate rounded px-1.5 text-[11px] leading-4 font-semibold whitespace-nowrap text-white"
        style={{ backgroundColor: colour }}
      >
        {name}
      </span>
    </div>
  );
});

function Selections() {
  const marks = usePeers(usePresenceAwareness(), marksOf, selectionKey);
  if (!marks.some((m) => m.nodeId)) return null;
  return (
    <ViewportPortal>
      <div aria-hidden="true">{marks.map((m) => m.nodeId && <SelectionMark key={m.clientId} nodeId={m.nodeId} name={m.name} colour={m.colour} />)}</div>
    </ViewportPortal>
  );
}

const transformOf = (s: ReactFlowState) => s.transform;

function Cursor({ mark, transform }: { mark: Mark & { cursor: { x: number; y: number } }; transform: [number, number, number] }) {
  const [idle, setIdle] = useState(false);
  const { x, y } = mark.cursor;
  useEffect(() => {
    setIdle(false);
    const timer = setTimeout(() => setIdle(true), CURSOR_IDLE_MS);
    return () => clearTimeout(timer);
  }, [x, y]);
  if (idle) return null;
  const [tx, ty, zoom] = transform;
  return (
    <div
      data-testid="presence-cursor"
      data-presence-user={mark.name}
      className="absolute top-0 left-0 transition-transform duration-75 ease-linear"
      style={{ transform: `translate(${x * zoom + tx}px, ${y * zoom + ty}px)` }}
    >
      <svg width="18" height="18" viewBox="0 0 18 18" className="drop-shadow">
        <path d="M1 1 L1 15 L5 11 L8 17 L10.5 16 L7.6 10 L13 10 Z" fill={mark.colour} stroke="white" strokeWidth="1.2" />
      </svg>
      <span
        className="absolute top-4 left-3 rounded px-1.5 text-[11px] leading-4 font-semibold whitespace-nowrap text-white"
        style={{ backgroundColor: mark.colour }}
      >
        {mark.name}
      </span>
    </div>
  );
}

function Cursors() {
  const marks = usePeers(usePresenceAwareness(), marksOf, cursorKey);
  const transform = useStore(transformOf);
  if (!marks.some((m) => m.cursor)) return null;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 z-[5] overflow-hidden" data-testid="presence-cursors">
      {marks.map((m) => m.cursor && <Cursor key={m.clientId} mark={{ ...m, cursor: m.cursor }} transform={transform} />)}
    </div>
  );
}

/** Sends our pointer over the map, in flow coordinates (null when it leaves). */
function useTrackPointer() {
  const awareness = usePresenceAwareness();
  const setCursor = useSetCursor(awareness);
  const { screenToFlowPosition } = useReactFlow();
  const pane = useStore((s: ReactFlowState) => s.domNode);
  useEffect(() => {
    if (!pane || !awareness) return;
    const move = (e: PointerEvent) => {
      const p = screenToFlowPosition({ x: e.clientX, y: e.clientY });
      setCursor({ x: Math.round(p.x), y: Math.round(p.y) });
    };
    const leave = () => setCursor(null);
    pane.addEventListener('pointermove', move);
    pane.addEventListener('pointerleave', leave);
    return () => {
      pane.removeEventListener('pointermove', move);
      pane.removeEventListener('pointerleave', leave);
    };
  }, [pane, awareness, setCursor, screenToFlowPosition]);
}

export function MapPresence() {
  const awareness = usePresenceAwareness();
  useTrackPointer();
  const cursorsShown = useCursorsShown();
  if (!awareness) return null;
  return (
    <>
      <Selections />
      {cursorsShown && <Cursors />}
    </>
  );
}
