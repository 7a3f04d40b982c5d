// An update can arrive before one it depends on (another instance's relay, a reconnect): Yjs keeps its
// inserts waiting but applies its deletes at once, so for a moment a replaced field is missing. A change
// made then, from what the replica shows, must not write the field's default back over the value on
// its way (the convergence property test found it: a rename lost to a node edit on another device).
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyMapToDoc, createLiveDoc, readLiveMap, type LiveSnapshot } from '../../src/index';

const initial: LiveSnapshot = {
  map: {
    title: 'Talk',
    description: 'About it',
    category: null,
    type: null,
    nodes: [{ id: 'root', x: 10, y: 20, title: 'Root', text: '', color: '#3B82F6', isRoot: true }],
    connections: [],
    nodeOrder: ['root'],
    viewState: { translateX: 0, translateY: 0 },
  },
  script: null,
  settings: null,
};

function pair() {
  const state = Y.encodeStateAsUpdate(createLiveDoc(initial));
  const [a, b] = [new Y.Doc(), new Y.Doc()];
  Y.applyUpdate(a, state);
  Y.applyUpdate(b, state);
  const fromB: Uint8Array[] = [];
  b.on('update', (u: Uint8Array) => fromB.push(u));
  return { a, b, fromB };
}

describe('a change made while an update waits for an earlier one', () => {
  it('keeps the plain fields the waiting update replaces (title, description, a node’s position and colour)', () => {
    const { a, b, fromB } = pair();
    // Two updates from `b`: the second replaces values `a` has, and needs the first (the same client's clock).
    applyMapToDoc(b, { category: 'Keynote' });
    const map = readLiveMap(b);
    applyMapToDoc(b, {
      title: 'One',
      description: 'Changed',
      nodes: [{ ...map.nodes[0]!, x: 99, y: 98, color: '#111' }],
    });
    // The second reaches `a` first: its deletes apply, its inserts wait for the first.
    Y.applyUpdate(a, fromB[1]!);
    const shown = readLiveMap(a);
    expect(shown).toMatchObject({ title: '', description: null });
    expect(shown.nodes[0]).toMatchObject({ x: 0, y: 0, color: '' });
    // `a` edits the root's title from what it shows.
    applyMapToDoc(a, { ...shown, nodes: shown.nodes.map((n) => ({ ...n, title: 'Root!' })) });
    const fromA = Y.encodeStateAsUpdate(a);
    Y.applyUpdate(a, fromB[0]!);
    Y.applyUpdate(b, fromA);
    for (const doc of [a, b]) {
      const map = readLiveMap(doc);
      expect(map).toMatchObject({ title: 'One', description: 'Changed', category: 'Keynote' });
      expect(map.nodes[0]).toMatchObject({ x: 99, y: 98, color: '#111', title: 'Root!' });
    }
  });
});
