// A script of `count` nodes in a chain, shaped like what the editor saves.
export function mapBody(count: number, title: string) {
  const nodes = Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    x: 400 + (i % 20) * 160,
    y: 300 + Math.floor(i / 20) * 120,
    title: i === 0 ? 'Main Idea' : `Point ${i}`,
    text: `Paragraph ${i}: what the presenter says about this point, a sentence or two of spoken text.`,
    color: '#3B82F6',
    ...(i === 0 ? { isRoot: true } : {}),
  }));
  const connections = nodes.slice(1).map((n, i) => ({ from: nodes[i]!.id, to: n.id }));
  return { title, nodes, connections, viewState: { translateX: -120, translateY: 40 }, nodeOrder: nodes.map((n) => n.id) };
}
