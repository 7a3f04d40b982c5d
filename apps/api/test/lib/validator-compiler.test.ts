// The API validates with z.compile'd copies of the shared schemas (lib/validator-compiler.ts). These
// checks keep that fast path in effect for the hot bodies and identical to zod's runtime parser.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMindMapBodySchema, updateMindMapBodySchema } from '@cuemap/shared';

function mapBody(count: number) {
  const nodes = Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    x: i * 10,
    y: -i,
    title: `Point ${i}`,
    text: `Text ${i}`,
    color: '#3B82F6',
    ...(i === 0 ? { isRoot: true } : {}),
  }));
  return {
    title: '  Saved  ',
    nodes,
    connections: nodes.slice(1).map((n, i) => ({ from: nodes[i]!.id, to: n.id })),
    viewState: { translateX: 1, translateY: 2, zoom: 1.5 },
    nodeOrder: nodes.map((n) => n.id),
    version: 3,
  };
}

const variants: Array<[string, (b: ReturnType<typeof mapBody>) => unknown]> = [
  ['valid', (b) => b],
  ['unknown keys are stripped', (b) => ({ ...b, extra: 1, nodes: b.nodes.map((n) => ({ ...n, junk: true })) })],
  ['title only', () => ({ title: 'Renamed' })],
  ['bad colour', (b) => ({ ...b, nodes: b.nodes.map((n, i) => (i === 2 ? { ...n, color: 'red' } : n)) })],
  ['coordinate out of range', (b) => ({ ...b, nodes: b.nodes.map((n, i) => (i === 1 ? { ...n, x: 1e9 } : n)) })],
  ['text too long', (b) => ({ ...b, nodes: b.nodes.map((n, i) => (i === 1 ? { ...n, text: 'x'.repeat(20_001) } : n)) })],
  ['dangling connection', (b) => ({ ...b, connections: [...b.connections, { from: '1', to: 'nope' }] })],
  ['duplicate node id', (b) => ({ ...b, nodes: [...b.nodes, b.nodes[0]] })],
  ['nodeOrder twice', (b) => ({ ...b, nodeOrder: [...b.nodeOrder, '1'] })],
  ['connections without nodes', (b) => ({ connections: b.connections })],
  ['title too long', (b) => ({ ...b, title: 'x'.repeat(201) })],
  ['wrong types', () => ({ nodes: 'many', version: 0 })],
  ['NUL in a node text', (b) => ({ ...b, nodes: b.nodes.map((n, i) => (i === 3 ? { ...n, text: 'a\u0000b' } : n)) })],
  ['lone surrogate in the title', (b) => ({ ...b, title: 'Talk \ud800' })],
  ['line break in a node title', (b) => ({ ...b, nodes: b.nodes.map((n, i) => (i === 2 ? { ...n, title: 'a\nb' } : n)) })],
  ['tabs and line breaks in a node text', (b) => ({ ...b, nodes: b.nodes.map((n, i) => (i === 2 ? { ...n, text: 'a\n\tb\r\n😀' } : n)) })],
  ['version past 32 bits', (b) => ({ ...b, version: 2 ** 31 })],
];

describe.each([
  ['update', updateMindMapBodySchema],
  ['create', createMindMapBodySchema],
] as const)('compiled %s body schema', (_name, schema) => {
  it('compiles (the fast path is in effect)', () => {
    expect(() => z.compile(schema, { strict: true })).not.toThrow();
  });

  it.each(variants)('%s: same result as the runtime parser', (_label, make) => {
    const input = make(mapBody(20));
    const compiled = z.compile(schema);
    expect(JSON.stringify(compiled.safeParse(input))).toBe(JSON.stringify(schema.safeParse(input)));
  });
});
