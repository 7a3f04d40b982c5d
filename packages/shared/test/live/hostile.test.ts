// A live document is data from the network: a read gives valid shapes whatever its types hold, and a
// node deleted on one replica while another edits it is gone on both, its new child kept.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyMapToDoc, createLiveDoc, liveParts, mindMapNodeSchema, presenterSettingsSchema, readLiveSnapshot } from '../../src/index';
import { bigMap } from './arbitraries';

describe('live document read defensively', () => {
  it('reads wrong types as defaults, drops entries that are not records and settings out of bounds', () => {
    const doc = createLiveDoc({ map: bigMap(3), script: { sections: [{ nodeId: null, text: 'Hi', origin: 'ai' }] }, settings: { wpm: 150 } });
    const parts = liveParts(doc);
    doc.transact(() => {
      parts.nodes.set('junk', 'not a node' as unknown as Y.Map<unknown>);
      const root = parts.nodes.get('root')!;
      root.set('x', 'far');
      root.set('title', 42);
      root.set('collapsed', 'yes');
      parts.connections.set('odd', { from: 7 });
      parts.nodeOrder.push([12 as unknown as string, 'junk']);
      parts.sections.set('bad', 'text' as unknown as Y.Map<unknown>);
      parts.sections.get(parts.sectionOrder.get(0))!.set('origin', 'robot');
      parts.settings.set('wpm', 100_000);
      parts.settings.set('theme', 'light');
      parts.settings.set('unknown', true);
      parts.map.set('title', { no: 1 });
    });
    const snapshot = readLiveSnapshot(doc);
    expect(snapshot.map.title).toBe('');
    expect(snapshot.map.nodeOrder).toEqual(bigMap(3).nodeOrder);
    expect(snapshot.map.nodes[0]).toEqual({ id: 'root', x: 0, y: 0, title: '', text: '', color: '#1E40AF', isRoot: true });
    for (const node of snapshot.map.nodes) expect(mindMapNodeSchema.safeParse(node).success).toBe(true);
    expect(snapshot.map.connections).toEqual(bigMap(3).connections);
    expect(snapshot.script).toEqual({ sections: [{ nodeId: null, text: 'Hi', origin: 'edited' }] });
    expect(snapshot.settings).toEqual({ theme: 'light' });
    expect(presenterSettingsSchema.safeParse(snapshot.settings).success).toBe(true);
  });

  it('loses the edit of a node deleted at the same time, keeps a child added under it and drops its connection', () => {
    const a = createLiveDoc({ map: bigMap(3), script: null, settings: null });
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const map = readLiveSnapshot(a).map;
    const gone = map.nodes[1]!.id;
    applyMapToDoc(a, { ...map, nodes: map.nodes.filter((n) => n.id !== gone) });
    const child = { id: 'child', x: 0, y: 0, title: 'Child', text: '', color: '#fff' };
    applyMapToDoc(b, {
      ...map,
      nodes: [...map.nodes.map((n) => (n.id === gone ? { ...n, title: 'Renamed offline' } : n)), child],
      connections: [...map.connections, { from: gone, to: 'child' }],
      nodeOrder: [...map.nodeOrder, 'child'],
    });
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const merged = readLiveSnapshot(a);
    expect(readLiveSnapshot(b)).toEqual(merged);
    expect(merged.map.nodeOrder).toEqual(['root', map.nodes[2]!.id, 'child']);
    expect(merged.map.connections).toEqual([{ from: 'root', to: map.nodes[2]!.id }]);
  });
});
