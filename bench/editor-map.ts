// A realistic map of any size for the editor benchmark and the scale e2e: a tree (the root with six
// branches, every other node with 0–4 children), titles of one to seven words, details on some nodes,
// one palette colour per main branch, laid out by the shared tidy layout (layoutMap) as Tidy up would.
// Seeded, so the same count always gives the same map; kept under LIMITS.mapBytesMax (5 000 nodes fit
// with short titles and fewer details).
import {
  LIMITS,
  NODE_PALETTE,
  ROOT_COLOR,
  ROOT_POSITION,
  layoutMap,
  mapSaveBytes,
  pick,
  seededRandom,
  type Connection,
  type MindMapNode,
} from '@cuemap/shared';

const WORDS = [
  'market',
  'launch',
  'pricing',
  'story',
  'customer',
  'risk',
  'plan',
  'team',
  'budget',
  'growth',
  'design',
  'feedback',
  'timeline',
  'demo',
  'question',
  'research',
  'goal',
  'metric',
  'partner',
  'roadmap',
  'summary',
  'example',
  'problem',
  'solution',
  'audience',
  'opening',
  'closing',
  'data',
  'trend',
  'lesson',
];

export interface BenchMap {
  title: string;
  nodes: MindMapNode[];
  connections: Connection[];
  nodeOrder: string[];
  viewState: { translateX: number; translateY: number; zoom: number };
}

function sentence(random: () => number, words: number): string {
  const list = Array.from({ length: words }, () => pick(random, WORDS));
  const text = list.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * `count` nodes as a tree; the saved view shows its busiest part at zoom 1 in a `canvas`-sized canvas (so
 * the map opens at working zoom, as a user who left it there finds it).
 */
export function benchMap(count: number, canvas = { width: 1078, height: 807 }): BenchMap {
  const random = seededRandom(count * 7919);
  // Big maps get shorter titles and fewer details so that 5 000 nodes stay under the size limit.
  const maxWords = count > 2_000 ? 3 : 7;
  const detailShare = count > 2_000 ? 0.1 : 0.35;
  const ids = Array.from({ length: count }, (_, i) => (i === 0 ? '1' : `n${i.toString(36)}`));
  const parent: number[] = [-1];
  const children: number[][] = [[]];
  // Breadth-first: the root takes six branches, every later node 0–4 children, until the count is reached.
  for (let head = 0; parent.length < count; head++) {
    const want = head === 0 ? 6 : Math.floor(random() * 5);
    for (let k = 0; k < Math.max(want, head === parent.length - 1 ? 1 : 0) && parent.length < count; k++) {
      parent.push(head);
      children.push([]);
      children[head]!.push(parent.length - 1);
    }
  }
  const branchOf = (i: number): number => (parent[i] === 0 ? i : branchOf(parent[i]!));
  const nodes: MindMapNode[] = ids.map((id, i) => ({
    id,
    x: i === 0 ? ROOT_POSITION.x : 0,
    y: i === 0 ? ROOT_POSITION.y : 0,
    title: i === 0 ? 'Product launch' : sentence(random, 1 + Math.floor(random() * maxWords)),
    text: i > 0 && random() < detailShare ? `${sentence(random, 6 + Math.floor(random() * 10))}.` : '',
    color: i === 0 ? ROOT_COLOR : NODE_PALETTE[branchOf(i) % NODE_PALETTE.length]!,
    ...(i === 0 ? { isRoot: true } : {}),
  }));
  const connections = parent.slice(1).map((p, i) => ({ from: ids[p]!, to: ids[i + 1]! }));
  // The script order: depth first, as a talk walks the tree.
  const nodeOrder: string[] = [];
  const walk = (i: number) => {
    nodeOrder.push(ids[i]!);
    for (const c of children[i]!) walk(c);
  };
  walk(0);
  const placed = layoutMap({ nodes, connections, rootId: '1', nodeOrder }, 'mindmap');
  for (const n of nodes) Object.assign(n, placed.get(n.id));
  // The view is centred on the busiest column (a tidy tree's leaves), where most editing happens.
  const columns = new Map<number, MindMapNode[]>();
  for (const n of nodes) columns.set(n.x, [...(columns.get(n.x) ?? []), n]);
  const busiest = [...columns.values()].reduce((a, b) => (b.length > a.length ? b : a));
  const focus = [...busiest].sort((a, b) => a.y - b.y)[Math.floor(busiest.length / 2)]!;
  const viewState = {
    translateX: Math.round(canvas.width / 2 - (focus.x + 70)),
    translateY: Math.round(canvas.height / 2 - (focus.y + 25)),
    zoom: 1,
  };
  const map = { title: `Benchmark map, ${count} nodes`, nodes, connections, nodeOrder, viewState };
  // Still too large: details go, longest first, until it fits with a margin (new objects: sizes are
  // cached by identity).
  while (mapSaveBytes(map) > LIMITS.mapBytesMax * 0.95) {
    const at = map.nodes.reduce((best, n, i) => (n.text.length > map.nodes[best]!.text.length ? i : best), 0);
    if (!map.nodes[at]!.text) throw new Error(`A ${count}-node map does not fit in ${LIMITS.mapBytesMax} bytes`);
    map.nodes = map.nodes.map((n, i) => (i === at ? { ...n, text: '' } : n));
  }
  return map;
}
