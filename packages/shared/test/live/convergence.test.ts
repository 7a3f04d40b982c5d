// Issue 26 item 11: random concurrent edit sequences on 2–3 replicas with random offline periods and
// updates exchanged in random batches and orders. All replicas converge to the same snapshot, and every
// edit not overwritten by a later edit of the same field survives: typed characters (unless cut),
// added nodes (unless deleted), and the last writes of plain fields.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  applyMapToDoc,
  applyScriptToDoc,
  applySettingsToDoc,
  liveSectionIds,
  moveInOrder,
  readLiveSnapshot,
  type LiveSnapshot,
  type MindMapNode,
} from '../../src/index';
import { PROPERTY_TIMEOUT } from './arbitraries';
import { Network, WriteLog } from './replicas';

const ids = ['root', 'a', 'b', 'c'];
const initial: LiveSnapshot = {
  map: {
    title: 'Talk',
    description: null,
    category: null,
    type: null,
    nodes: ids.map((id, i) => ({ id, x: i * 100, y: 0, title: `Title ${id}`, text: `Text of ${id}.`, color: '#3B82F6', ...(i === 0 && { isRoot: true }) })),
    connections: ids.slice(1).map((id) => ({ from: 'root', to: id })),
    nodeOrder: ids,
    viewState: { translateX: 0, translateY: 0 },
  },
  script: {
    sections: [{ nodeId: null, text: 'Opening words.', origin: 'ai' }, ...ids.map((id) => ({ nodeId: id, text: `About ${id}.`, origin: 'map' as const }))],
  },
  settings: { wpm: 150 },
};

const r = fc.nat(2);
const pick = fc.nat(1000);
const op = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), r, node: pick }),
  fc.record({ kind: fc.constant('move' as const), r, node: pick, x: fc.integer({ min: -500, max: 500 }), y: fc.integer({ min: -500, max: 500 }) }),
  fc.record({ kind: fc.constant('color' as const), r, node: pick, color: fc.constantFrom('#111', '#222', '#333') }),
  fc.record({ kind: fc.constant('type' as const), r, node: pick, field: fc.constantFrom('title' as const, 'text' as const), at: pick }),
  fc.record({
    kind: fc.constant('cut' as const),
    r,
    node: pick,
    field: fc.constantFrom('title' as const, 'text' as const),
    at: pick,
    length: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), r, node: pick }),
  fc.record({ kind: fc.constant('reorder' as const), r, from: pick, to: pick }),
  fc.record({ kind: fc.constant('typeSection' as const), r, section: pick, at: pick }),
  fc.record({ kind: fc.constant('cutSection' as const), r, section: pick, at: pick, length: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('moveSection' as const), r, from: pick, to: pick }),
  fc.record({
    kind: fc.constant('setting' as const),
    r,
    wpm: fc.integer({ min: 60, max: 300 }),
    theme: fc.constantFrom('dark' as const, 'light' as const, undefined),
  }),
  fc.record({ kind: fc.constant('rename' as const), r, title: fc.constantFrom('One', 'Two', 'Three') }),
  fc.record({ kind: fc.constant('deliver' as const), from: r, to: r, picks: fc.array(pick, { maxLength: 8 }) }),
  fc.record({ kind: fc.constant('offline' as const), r, online: fc.boolean() }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

/** A text's code point boundaries as UTF-16 offsets (where a character may go or a cut may start). */
function boundaries(text: string): number[] {
  const at = [0];
  for (const ch of text) at.push(at[at.length - 1]! + ch.length);
  return at;
}
const insertAt = (text: string, at: number, token: string) => {
  const b = boundaries(text);
  const i = b[at % b.length]!;
  return text.slice(0, i) + token + text.slice(i);
};
const cutAt = (text: string, at: number, length: number) => {
  const b = boundaries(text);
  const start = at % b.length;
  return text.slice(0, b[start]!) + text.slice(b[Math.min(b.length - 1, start + length)]!);
};

/** Runs the edits; returns what the oracle needs to judge the outcome. */
function run(replicas: number, ops: readonly Op[]) {
  const net = new Network(initial, replicas);
  const initialSectionIds = liveSectionIds(net.docs[0]!);
  const writes = new WriteLog();
  const tokens = new Map<string, { field: string; cut: boolean }>(); // each typed character is unique
  const added = new Set<string>();
  const deleted = new Set<string>();
  let nextToken = 0;
  const token = (astral: boolean) => String.fromCodePoint((astral ? 0x20000 : 0x4e00) + nextToken++);
  /** Marks the tokens of `field` that `before` had and `after` lacks as cut. */
  const cut = (field: string, before: string, after: string) => {
    for (const [t, info] of tokens) if (info.field === field && before.includes(t) && !after.includes(t)) info.cut = true;
  };
  ops.forEach((o, step) => {
    if (o.kind === 'deliver') return net.deliver(o.from % replicas, o.to % replicas, o.picks);
    if (o.kind === 'offline') return void (net.online[o.r % replicas] = o.online);
    const doc = net.docs[o.r % replicas]!;
    const snap = readLiveSnapshot(doc);
    const map = snap.map;
    const node = 'node' in o ? map.nodes[o.node % map.nodes.length]! : undefined;
    const withNode = (changed: Partial<MindMapNode>) => ({ ...map, nodes: map.nodes.map((n) => (n.id === node!.id ? { ...n, ...changed } : n)) });
    const sections = snap.script!.sections;
    const sectionIds = liveSectionIds(doc);
    const withSection = (i: number, text: string) => sections.map((s, j) => (j === i ? { ...s, text } : s));
    switch (o.kind) {
      case 'add': {
        const id = `n${step}-${o.r}`;
        added.add(id);
        const child = { id, x: node!.x + 150, y: node!.y, title: 'New Idea', text: '', color: '#3B82F6' };
        applyMapToDoc(doc, {
          ...map,
          nodes: [...map.nodes, child],
          connections: [...map.connections, { from: node!.id, to: id }],
          nodeOrder: [...map.nodeOrder, id],
        });
        return;
      }
      case 'move': {
        const values = { ...(o.x !== node!.x && { [`${node!.id}.x`]: o.x }), ...(o.y !== node!.y && { [`${node!.id}.y`]: o.y }) };
        return writes.record(doc, values, () => applyMapToDoc(doc, withNode({ x: o.x, y: o.y })));
      }
      case 'color':
        return writes.record(doc, { [`${node!.id}.color`]: o.color }, () => applyMapToDoc(doc, withNode({ color: o.color })));
      case 'type': {
        const t = token(o.field === 'title');
        tokens.set(t, { field: `${node!.id}.${o.field}`, cut: false });
        return void applyMapToDoc(doc, withNode({ [o.field]: insertAt(node![o.field], o.at, t) }));
      }
      case 'cut': {
        const after = cutAt(node![o.field], o.at, o.length);
        applyMapToDoc(doc, withNode({ [o.field]: after }));
        return cut(`${node!.id}.${o.field}`, node![o.field], readLiveSnapshot(doc).map.nodes.find((n) => n.id === node!.id)![o.field]);
      }
      case 'delete':
        if (node!.isRoot) return;
        deleted.add(node!.id);
        return void applyMapToDoc(doc, { ...map, nodes: map.nodes.filter((n) => n !== node) });
      case 'reorder': {
        const order = map.nodeOrder;
        return void applyMapToDoc(doc, { nodeOrder: moveInOrder(order, order[o.from % order.length]!, order[o.to % order.length]!) });
      }
      case 'typeSection': {
        const i = o.section % sections.length;
        const t = token(false);
        tokens.set(t, { field: sectionIds[i]!, cut: false });
        return void applyScriptToDoc(doc, withSection(i, insertAt(sections[i]!.text, o.at, t)));
      }
      case 'cutSection': {
        const i = o.section % sections.length;
        applyScriptToDoc(doc, withSection(i, cutAt(sections[i]!.text, o.at, o.length)));
        return cut(sectionIds[i]!, sections[i]!.text, readLiveSnapshot(doc).script!.sections[i]!.text);
      }
      case 'moveSection': {
        const next = [...sections];
        next.splice(o.to % next.length, 0, next.splice(o.from % next.length, 1)[0]!);
        return void applyScriptToDoc(doc, next);
      }
      case 'setting': {
        const settings = { ...snap.settings, wpm: o.wpm, theme: o.theme };
        const values = {
          ...(o.wpm !== snap.settings?.wpm && { wpm: o.wpm }),
          ...(o.theme !== snap.settings?.theme && { theme: o.theme }),
        };
        return writes.record(doc, values, () => applySettingsToDoc(doc, settings));
      }
      case 'rename':
        return writes.record(doc, { title: o.title }, () => applyMapToDoc(doc, { title: o.title }));
    }
  });
  net.settle();
  return { net, writes, tokens, added, deleted, initialSectionIds };
}

describe('live document under concurrent edits', () => {
  it(
    'converges on every replica and keeps every edit no later edit of the same field replaced',
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 2, max: 3 }), fc.array(op, { minLength: 1, maxLength: 60 }), (replicas, ops) => {
          const { net, writes, tokens, added, deleted, initialSectionIds } = run(replicas, ops);
          const snapshot = readLiveSnapshot(net.docs[0]!);
          for (const doc of net.docs.slice(1)) {
            expect(readLiveSnapshot(doc)).toEqual(snapshot);
            expect(Y.encodeStateVector(doc)).toEqual(Y.encodeStateVector(net.docs[0]!));
          }
          const { map } = snapshot;
          const nodes = new Map(map.nodes.map((n) => [n.id, n] as const));
          // Valid as the REST API returns it.
          expect(map.nodeOrder).toEqual(map.nodes.map((n) => n.id));
          for (const c of map.connections) expect(nodes.has(c.from) && nodes.has(c.to)).toBe(true);
          // Nodes: every one added and not deleted is there, every deleted one is gone.
          for (const id of [...ids, ...added]) expect(nodes.has(id)).toBe(!deleted.has(id));
          // Typed characters: all there unless cut (or their node deleted) …
          const ids2 = liveSectionIds(net.docs[0]!);
          const fieldText = (field: string) => {
            const section = ids2.indexOf(field);
            if (section >= 0) return snapshot.script!.sections[section]!.text;
            const [id, key] = field.split('.') as [string, 'title' | 'text'];
            return nodes.get(id)?.[key];
          };
          // … and each only once (a text replaced whole instead of diffed would come back twice after a merge).
          const everything = [...map.nodes.flatMap((n) => [n.title, n.text]), ...snapshot.script!.sections.map((s) => s.text)].join('');
          for (const [t, info] of tokens) {
            const text = fieldText(info.field);
            if (text !== undefined && !info.cut) expect(text).toContain(t);
            expect(everything.split(t).length - 1).toBeLessThanOrEqual(1);
          }
          // No text grew by more than what was typed into it.
          const initialText = (field: string) => {
            const section = initial.script!.sections[initialSectionIds.indexOf(field)];
            if (section) return section.text;
            const [id, key] = field.split('.') as [string, 'title' | 'text'];
            return initial.map.nodes.find((n) => n.id === id)?.[key] ?? (key === 'title' ? 'New Idea' : '');
          };
          const fields = [...ids2, ...map.nodes.flatMap((n) => [`${n.id}.title`, `${n.id}.text`])];
          for (const field of fields) {
            const typed = [...tokens.values()].filter((info) => info.field === field).length;
            expect([...fieldText(field)!].length).toBeLessThanOrEqual([...initialText(field)].length + typed);
          }
          // Plain fields: the value is one no later write replaced.
          for (const field of writes.fields()) {
            const [id, key] = field.split('.');
            const value = key
              ? (nodes.get(id!) as Record<string, unknown> | undefined)?.[key]
              : field === 'title'
                ? map.title
                : (snapshot.settings as Record<string, unknown>)[field];
            if (key && !nodes.has(id!)) continue;
            expect(writes.survivors(field)).toContainEqual(value);
          }
        }),
        { numRuns: 150 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
