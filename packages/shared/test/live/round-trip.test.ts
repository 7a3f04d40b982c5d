// The live document holds a script losslessly: what goes in reads back (normalised), for generated
// scripts and for the shapes stored scripts take.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  createLiveDoc,
  createRootNode,
  LIVE_SCHEMA_VERSION,
  liveParts,
  normalizeLiveSnapshot,
  normalizeNodeOrder,
  readLiveSnapshot,
  type LiveSnapshot,
} from '../../src/index';
import { PROPERTY_TIMEOUT, bigMap, snapshotArb } from './arbitraries';

const root = createRootNode('Talk');
const rootOnly: LiveSnapshot = {
  map: {
    title: 'Talk',
    description: null,
    category: null,
    type: null,
    nodes: [root],
    connections: [],
    nodeOrder: [root.id],
    viewState: { translateX: 0, translateY: 0 },
  },
  script: null,
  settings: null,
};

describe('live document round trip', () => {
  it(
    'reads back every generated script as its normalised form',
    () => {
      fc.assert(
        fc.property(snapshotArb, (snapshot) => {
          expect(readLiveSnapshot(createLiveDoc(snapshot))).toEqual(normalizeLiveSnapshot(snapshot));
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'normalises to the REST rules: nodeOrder lists every node once, connections only between nodes, once',
    () => {
      fc.assert(
        fc.property(snapshotArb, (snapshot) => {
          const { map } = readLiveSnapshot(createLiveDoc(snapshot));
          expect(map.nodeOrder).toEqual(normalizeNodeOrder(map.nodes, snapshot.map.nodeOrder));
          expect(map.nodes.map((n) => n.id)).toEqual(map.nodeOrder);
          const ids = new Set(map.nodeOrder);
          const keys = map.connections.map((c) => `${c.from}→${c.to}`);
          expect(new Set(keys).size).toBe(keys.length);
          for (const c of map.connections) expect(ids.has(c.from) && ids.has(c.to)).toBe(true);
          const wanted = new Set(snapshot.map.connections.filter((c) => ids.has(c.from) && ids.has(c.to)).map((c) => `${c.from}→${c.to}`));
          expect(new Set(keys)).toEqual(wanted);
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'gives equal snapshots for two documents made from the same script, and again after a merge',
    () => {
      fc.assert(
        fc.property(snapshotArb, (snapshot) => {
          const a = createLiveDoc(snapshot);
          const b = createLiveDoc(snapshot);
          expect(readLiveSnapshot(b)).toEqual(readLiveSnapshot(a));
          // Two instances that made the same script's document at once: merged, each section is there once.
          Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
          expect(readLiveSnapshot(a)).toEqual(normalizeLiveSnapshot(snapshot));
        }),
        { numRuns: 100 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it('keeps the stored shapes: root only, 1 000 nodes, collapsed, phone view, null script and settings', () => {
    const big = bigMap(1000);
    const shapes: LiveSnapshot[] = [
      rootOnly,
      { ...rootOnly, map: { ...big, description: 'A talk', category: 'Work', type: 'Presentation' } },
      {
        ...rootOnly,
        map: {
          ...rootOnly.map,
          nodes: [root, { id: 'a', x: 1.5, y: -2.25, title: 'A', text: 'Line one\nLine two', color: '#fff', collapsed: true }],
          connections: [{ from: root.id, to: 'a' }],
          nodeOrder: [root.id, 'a'],
          viewState: { translateX: 10, translateY: 20, zoom: 1.25, phone: { translateX: -5, translateY: 7, zoom: 0.5 } },
        },
        settings: {},
      },
    ];
    for (const shape of shapes) expect(readLiveSnapshot(createLiveDoc(shape))).toEqual(shape);
  });

  it('keeps sections as stored: orphaned, stale, an opening and closing without a node, an empty script', () => {
    const sections: LiveSnapshot['script'] = {
      sections: [
        { nodeId: null, text: 'Good morning.', origin: 'ai' },
        { nodeId: root.id, text: 'Edited words', origin: 'edited', mapText: 'old', stale: true, nodeText: 'new' },
        { nodeId: 'deleted-node', text: 'Still here', origin: 'map', mapText: 'Still here', orphaned: true },
        { nodeId: null, text: 'Thank you.', origin: 'ai' },
      ],
    };
    for (const script of [sections, { sections: [] }, null]) {
      const snapshot = { ...rootOnly, script, settings: { wpm: 170, targetMinutes: null, theme: 'yellow' as const } };
      expect(readLiveSnapshot(createLiveDoc(snapshot))).toEqual(snapshot);
    }
  });

  it('stamps the layout version', () => {
    expect(liveParts(createLiveDoc(rootOnly)).meta.get('schema')).toBe(LIVE_SCHEMA_VERSION);
  });
});
