// The audience view of the map (issue 29 items 1–2), as pure rules: the path (the Node Order without the
// nodes marked 'skip'), what each step frames (the node and its children, or its whole branch when
// marked 'branch'), which step the prompter's position shows (an overview before the talk starts and
// after it ends), the camera that fits a frame to a screen, and the smooth zoom between two cameras.
// The web app's audience map, the editor's path preview and the HTML presentation draw from these.
import { mapTree } from './layout';
import { normalizeNodeOrder } from './order';

export interface AudienceGraphNode {
  id: string;
  isRoot?: boolean;
  audience?: 'branch' | 'skip';
}

export interface AudienceGraph {
  nodes: readonly AudienceGraphNode[];
  connections: readonly { from: string; to: string }[];
  nodeOrder?: readonly string[] | null;
}

/** The node ids the audience walks through, in Node Order; nodes marked 'skip' are left out. */
export function audiencePath(map: AudienceGraph): string[] {
  const skipped = new Set(map.nodes.filter((n) => n.audience === 'skip').map((n) => n.id));
  return normalizeNodeOrder(map.nodes, map.nodeOrder).filter((id) => !skipped.has(id));
}

/** Each node's children in the map's tree (from the root over the connections, as the layout reads it). */
export function audienceChildren(map: AudienceGraph): Map<string, string[]> {
  const children = new Map<string, string[]>();
  const root = map.nodes.find((n) => n.isRoot) ?? map.nodes[0];
  if (!root) return children;
  const { tree } = mapTree({
    nodes: map.nodes.map((n) => ({ id: n.id, x: 0, y: 0 })),
    connections: map.connections,
    rootId: root.id,
    nodeOrder: map.nodeOrder ?? [],
  });
  const stack = [tree];
  while (stack.length) {
    const t = stack.pop()!;
    children.set(
      t.id,
      t.children.map((c) => c.id),
    );
    stack.push(...t.children);
  }
  return children;
}

/** The ids a step on `nodeId` frames: the node and its children, or the node's whole branch when marked 'branch'. */
export function audienceFrame(map: AudienceGraph, nodeId: string, children: ReadonlyMap<string, readonly string[]> = audienceChildren(map)): string[] {
  const node = map.nodes.find((n) => n.id === nodeId);
  if (!node) return [];
  const direct = children.get(nodeId) ?? [];
  if (node.audience !== 'branch') return [nodeId, ...direct];
  const ids: string[] = [];
  const stack = [nodeId];
  const seen = new Set<string>();
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    ids.push(id);
    stack.push(...[...(children.get(id) ?? [])].reverse());
  }
  return ids;
}

/** What the audience sees: the whole map (before the talk starts, after it ends), or one node of the path. */
export type AudienceFocus = { kind: 'overview'; at: 'start' | 'end' } | { kind: 'node'; nodeId: string; step: number };

/** The part of the prompter's state the audience follows (the stage state has it all). */
export interface AudienceCue {
  playing: boolean;
  elapsedMs: number;
  position: { section: number; fraction: number };
  sections: readonly { nodeId: string | null }[];
  /** The prompter has read the text to its end. */
  atEnd?: boolean;
}

/** How far into the last section the talk counts as ended (the prompter stops at its end). */
const END_FRACTION = 0.995;

/**
 * The step the prompter's position shows. Before anything was read (first section, at its top, not
 * playing, no time elapsed) and once the text is read to its end, the overview. A section whose
 * node is not on the path (an opening, your own words, a skipped node) keeps the last path node before
 * it; none before it: the start's overview; none after it either (a closing): the end's overview.
 */
export function audienceFocus(cue: AudienceCue | null, path: readonly string[]): AudienceFocus {
  if (!cue || cue.sections.length === 0) return { kind: 'overview', at: 'start' };
  const { section, fraction } = cue.position;
  const last = cue.sections.length - 1;
  const at = Math.min(Math.max(0, section), last);
  if (at === 0 && fraction === 0 && !cue.playing && cue.elapsedMs === 0) return { kind: 'overview', at: 'start' };
  if (cue.atEnd || (at === last && fraction >= END_FRACTION)) return { kind: 'overview', at: 'end' };
  const step = new Map(path.map((id, i) => [id, i] as const));
  const stepOf = (i: number) => {
    const id = cue.sections[i]?.nodeId;
    return id == null ? undefined : step.get(id);
  };
  for (let i = at; i >= 0; i--) {
    const s = stepOf(i);
    if (s !== undefined) {
      if (i < at && !cue.sections.slice(at).some((_, k) => stepOf(at + k) !== undefined)) return { kind: 'overview', at: 'end' };
      return { kind: 'node', nodeId: path[s]!, step: s };
    }
  }
  return { kind: 'overview', at: 'start' };
}

/** The steps of a path preview: the overview, each node of the path, the overview again. */
export function previewFocus(path: readonly string[], index: number): AudienceFocus {
  if (index <= 0) return { kind: 'overview', at: 'start' };
  if (index > path.length) return { kind: 'overview', at: 'end' };
  return { kind: 'node', nodeId: path[index - 1]!, step: index - 1 };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box holding every box given; null for none. */
export function unionBox(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const b of boxes) {
    minX = Math.min(minX, b.x);
    minY = Math.min(minY, b.y);
    maxX = Math.max(maxX, b.x + b.width);
    maxY = Math.max(maxY, b.y + b.height);
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** A view of the map: a point of the map at (x, y) is drawn at (x·zoom + tx, y·zoom + ty) on the screen. */
export interface Camera {
  tx: number;
  ty: number;
  zoom: number;
}

export interface FitOptions {
  /** Space kept free around the frame, as a share of the screen's side (each side). */
  padding?: number;
  /** The largest zoom: a lone node is not blown up to the whole screen. */
  maxZoom?: number;
  minZoom?: number;
}

/** The camera that centres `box` on a `width`×`height` screen at the largest zoom that fits it (within the bounds). */
export function fitCamera(box: Box, width: number, height: number, { padding = 0.1, maxZoom = 2.5, minZoom = 0.02 }: FitOptions = {}): Camera {
  const freeW = Math.max(1, width * (1 - 2 * padding));
  const freeH = Math.max(1, height * (1 - 2 * padding));
  const fit = Math.min(freeW / Math.max(box.width, 1), freeH / Math.max(box.height, 1));
  const zoom = Math.min(maxZoom, Math.max(minZoom, fit));
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  return { tx: width / 2 - cx * zoom, ty: height / 2 - cy * zoom, zoom };
}

/**
 * The smooth zoom from one camera to another (van Wijk and Nuij, "Smooth and efficient zooming and
 * panning", 2003 — as d3-interpolate's interpolateZoom): it zooms out while it travels far, so the
 * audience keeps its bearings. Returns the camera at t ∈ [0, 1] and the move's natural length (to scale
 * its duration).
 */
export function zoomPath(from: Camera, to: Camera, width: number, height: number): { at: (t: number) => Camera; length: number } {
  const rho = Math.SQRT2;
  // In view terms: the centre of the screen in map coordinates, and the map width the screen shows.
  const view = (c: Camera) => ({ ux: (width / 2 - c.tx) / c.zoom, uy: (height / 2 - c.ty) / c.zoom, w: width / c.zoom });
  const a = view(from);
  const b = view(to);
  const back = (ux: number, uy: number, w: number): Camera => {
    const zoom = width / w;
    return { tx: width / 2 - ux * zoom, ty: height / 2 - uy * zoom, zoom };
  };
  const dx = b.ux - a.ux;
  const dy = b.uy - a.uy;
  const d2 = dx * dx + dy * dy;
  if (d2 < 1e-12) {
    const S = Math.log(b.w / a.w) / rho;
    return { at: (t) => back(a.ux + t * dx, a.uy + t * dy, a.w * Math.exp(rho * t * S)), length: Math.abs(S) };
  }
  const d1 = Math.sqrt(d2);
  const b0 = (b.w * b.w - a.w * a.w + rho ** 4 * d2) / (2 * a.w * rho * rho * d1);
  const b1 = (b.w * b.w - a.w * a.w - rho ** 4 * d2) / (2 * b.w * rho * rho * d1);
  const r0 = Math.log(Math.sqrt(b0 * b0 + 1) - b0);
  const r1 = Math.log(Math.sqrt(b1 * b1 + 1) - b1);
  const S = (r1 - r0) / rho;
  const at = (t: number) => {
    const s = t * S;
    const coshr0 = Math.cosh(r0);
    const u = (a.w / (rho * rho * d1)) * (coshr0 * Math.tanh(rho * s + r0) - Math.sinh(r0));
    return back(a.ux + u * dx, a.uy + u * dy, (a.w * coshr0) / Math.cosh(rho * s + r0));
  };
  return { at: (t) => (t >= 1 ? to : t <= 0 ? from : at(t)), length: Math.abs(S) };
}
