// The map's text made acceptable to the server's text rule (schemas/text.ts) before the editor saves it,
// so a pasted NUL or an old draft never makes a script unsaveable.
import type { MindMapNode } from '../schemas/mind-maps';
import { cleanText } from '../schemas/text';
import type { MapDocument } from './map-state';

function cleanNode(node: MindMapNode): MindMapNode {
  const id = cleanText(node.id);
  const title = cleanText(node.title);
  const text = cleanText(node.text, 'multiline');
  const color = cleanText(node.color);
  if (id === node.id && title === node.title && text === node.text && color === node.color) return node;
  return { ...node, id, title, text, color };
}

/** `map` with every title, text and id cleaned; the same objects where nothing needed it. */
export function cleanMapText<M extends MapDocument>(map: M): M {
  const title = cleanText(map.title);
  const nodes = map.nodes.map(cleanNode);
  const connections = map.connections.map((c) => {
    const from = cleanText(c.from);
    const to = cleanText(c.to);
    return from === c.from && to === c.to ? c : { ...c, from, to };
  });
  const nodeOrder = map.nodeOrder.map((id) => cleanText(id));
  const same = <T>(a: readonly T[], b: readonly T[]) => a.every((v, i) => v === b[i]);
  if (title === map.title && same(nodes, map.nodes) && same(connections, map.connections) && same(nodeOrder, map.nodeOrder)) return map;
  return {
    ...map,
    title,
    nodes: same(nodes, map.nodes) ? map.nodes : nodes,
    connections: same(connections, map.connections) ? map.connections : connections,
    nodeOrder: same(nodeOrder, map.nodeOrder) ? map.nodeOrder : nodeOrder,
  };
}
