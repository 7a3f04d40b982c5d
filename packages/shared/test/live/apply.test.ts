// Applying a map, a script or settings to a live document: reads back what was applied, changes only
// what differs (a second apply writes nothing), and small edits make small updates.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  applyMapToDoc,
  applyScriptToDoc,
  applySettingsToDoc,
  createLiveDoc,
  liveNodeText,
  liveSectionIds,
  liveSectionText,
  normalizeLiveSnapshot,
  observeLive,
  readLiveSnapshot,
  type LiveSnapshot,
} from '../../src/index';
import { PROPERTY_TIMEOUT, bigMap, settingsArb, snapshotArb } from './arbitraries';

/** Bytes of every update `doc` emits while `change` runs (what would go on the wire). */
function updateBytes(doc: Y.Doc, change: () => void): number {
  let bytes = 0;
  const count = (update: Uint8Array) => (bytes += update.byteLength);
  doc.on('update', count);
  change();
  doc.off('update', count);
  return bytes;
}

const script = (sections: LiveSnapshot['script']) => ({ map: bigMap(1), script: sections, settings: null });

describe('applying to the live document', () => {
  it(
    'reads back the map, script and settings applied over any other script, and a second apply writes nothing',
    () => {
      fc.assert(
        fc.property(snapshotArb, snapshotArb, (before, after) => {
          const doc = createLiveDoc(before);
          applyMapToDoc(doc, after.map, 'test');
          applyScriptToDoc(doc, after.script?.sections ?? null, 'test');
          applySettingsToDoc(doc, after.settings, 'test');
          expect(readLiveSnapshot(doc)).toEqual(normalizeLiveSnapshot(after));
          let again = true;
          const bytes = updateBytes(doc, () => {
            again = applyMapToDoc(doc, after.map) || applyScriptToDoc(doc, after.script?.sections ?? null) || applySettingsToDoc(doc, after.settings);
          });
          expect(again).toBe(false);
          expect(bytes).toBe(0);
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it('changes only the fields a partial body carries', () => {
    const map = bigMap(5);
    const doc = createLiveDoc({ map, script: null, settings: null });
    expect(applyMapToDoc(doc, { title: 'Renamed' })).toBe(true);
    const order = [...map.nodeOrder].reverse();
    expect(applyMapToDoc(doc, { nodeOrder: order })).toBe(true);
    const read = readLiveSnapshot(doc).map;
    expect(read.title).toBe('Renamed');
    expect(read.nodeOrder).toEqual(order);
    expect(read.connections).toHaveLength(map.connections.length);
    expect(applyMapToDoc(doc, { description: null, viewState: map.viewState })).toBe(false);
  });

  it('without nodeOrder, orders by the nodes array (as PUT does today) and drops a deleted node with its connections', () => {
    const map = bigMap(4);
    const doc = createLiveDoc({ map, script: null, settings: null });
    const nodes = [map.nodes[0]!, map.nodes[3]!, map.nodes[1]!];
    applyMapToDoc(doc, { nodes });
    const read = readLiveSnapshot(doc).map;
    expect(read.nodeOrder).toEqual(nodes.map((n) => n.id));
    // Connections follow their `to` node's place in the order.
    expect(read.connections).toEqual([nodes[1]!, nodes[2]!].map((n) => ({ from: 'root', to: n.id })));
  });

  it(
    'applies settings per field and null as "none stored"',
    () => {
      fc.assert(
        fc.property(settingsArb, settingsArb, (a, b) => {
          const doc = createLiveDoc({ map: bigMap(1), script: null, settings: a });
          applySettingsToDoc(doc, b);
          expect(readLiveSnapshot(doc).settings).toEqual(normalizeLiveSnapshot({ map: bigMap(1), script: null, settings: b }).settings);
          applySettingsToDoc(doc, null);
          expect(readLiveSnapshot(doc).settings).toBeNull();
        }),
        { numRuns: 100 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it('makes a one-word title edit in a 200-node map an update well under 1 KB', () => {
    const map = bigMap(200);
    const doc = createLiveDoc({ map, script: null, settings: null });
    const nodes = map.nodes.map((n, i) => (i === 120 ? { ...n, title: n.title.replace('revenue', 'profit') } : n));
    const bytes = updateBytes(doc, () => applyMapToDoc(doc, { ...map, nodes }));
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(200);
    expect(readLiveSnapshot(doc).map.nodes[120]!.title).toBe('Point 120: profit and people');
  });

  it('moves one node in a 200-node order with one delete and one insert', () => {
    const map = bigMap(200);
    const doc = createLiveDoc({ map, script: null, settings: null });
    const order = [...map.nodeOrder];
    order.splice(150, 0, order.splice(3, 1)[0]!);
    const bytes = updateBytes(doc, () => applyMapToDoc(doc, { nodeOrder: order }));
    expect(bytes).toBeLessThan(100);
    expect(readLiveSnapshot(doc).map.nodeOrder).toEqual(order);
  });

  it('keeps a section its id when the script is reordered, so a concurrent edit of its text survives', () => {
    const sections = [
      { nodeId: null, text: 'Opening.', origin: 'ai' as const },
      { nodeId: 'root', text: 'The root speaks.', origin: 'map' as const },
      { nodeId: 'b', text: 'Then b.', origin: 'map' as const },
    ];
    const a = createLiveDoc(script({ sections }));
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const ids = liveSectionIds(a);
    applyScriptToDoc(a, [sections[2]!, sections[0]!, sections[1]!]);
    applyScriptToDoc(b, [sections[0]!, sections[1]!, { ...sections[2]!, text: 'Then b, slowly.' }]);
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    expect(liveSectionIds(a)).toEqual([ids[2], ids[0], ids[1]]);
    expect(readLiveSnapshot(a).script!.sections.map((s) => s.text)).toEqual(['Then b, slowly.', 'Opening.', 'The root speaks.']);
    expect(readLiveSnapshot(b)).toEqual(readLiveSnapshot(a));
  });

  it('tells an observer which parts a change touched, local or not', () => {
    const a = createLiveDoc({ map: bigMap(3), script: { sections: [{ nodeId: null, text: 'Hi', origin: 'ai' }] }, settings: null });
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const seen: string[] = [];
    const stop = observeLive(b, (change) => seen.push(`${[...change.parts].join('+')}:${change.local}:${String(change.origin)}`));
    applyMapToDoc(b, { nodes: readLiveSnapshot(b).map.nodes.map((n) => ({ ...n, text: `${n.text}!` })) }, 'rest');
    applyScriptToDoc(b, [{ nodeId: null, text: 'Hi there', origin: 'edited' }], 'rest');
    applySettingsToDoc(b, { wpm: 200 }, 'rest');
    applySettingsToDoc(b, { wpm: 200 }, 'rest'); // no change, no call
    a.on('update', (u: Uint8Array) => Y.applyUpdate(b, u, 'socket'));
    applyMapToDoc(a, { title: 'Live' });
    stop();
    applyMapToDoc(b, { title: 'Unseen' });
    expect(seen).toEqual(['map:true:rest', 'script:true:rest', 'settings:true:rest', 'map:false:socket']);
  });

  it('hands an editor the Y.Text of a node or section: what it types there is what a read gives', () => {
    const doc = createLiveDoc(script({ sections: [{ nodeId: 'root', text: 'Welcome', origin: 'map' }] }));
    liveNodeText(doc, 'root', 'title')!.insert(0, 'Our ');
    liveSectionText(doc, liveSectionIds(doc)[0]!)!.insert(7, ', everyone');
    const read = readLiveSnapshot(doc);
    expect(read.map.nodes[0]!.title).toBe('Our Quarterly review');
    expect(read.script!.sections[0]!.text).toBe('Welcome, everyone');
    expect(liveNodeText(doc, 'nope', 'text')).toBeNull();
    expect(liveSectionText(doc, 'nope')).toBeNull();
  });
});
