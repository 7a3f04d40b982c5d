// A live document's size bounds: every map within today's 1 MB limit fits in a document.
import { describe, expect, it } from 'vitest';
import { createLiveDoc, LIMITS, LIVE_DOC_MAX_BYTES, liveDocByteSize, liveMapBytes, mapSaveBytes } from '../../src/index';
import { bigMap } from './arbitraries';

describe('live document size', () => {
  it('fits the largest map today allows (5 000 nodes, 1 MB) and its full script with room to spare, and measures the map as it saves', () => {
    const tree = bigMap(LIMITS.nodesMax);
    const map = { ...tree, nodes: tree.nodes.map((n) => ({ ...n, text: '' })) };
    // Pad the titles until the map is just under the limit: the most nodes, the most per-node overhead.
    const pad = Math.floor((LIMITS.mapBytesMax - mapSaveBytes(map)) / map.nodes.length) - 1;
    const full = { ...map, nodes: map.nodes.map((n) => ({ ...n, text: '.'.repeat(pad) })) };
    const bytes = mapSaveBytes(full);
    expect(bytes).toBeLessThanOrEqual(LIMITS.mapBytesMax);
    expect(bytes).toBeGreaterThan(LIMITS.mapBytesMax - 10_000);
    // A full script beside it: every node's text as its section, written from that text (mapText).
    const sections = full.nodes.map((n) => ({ nodeId: n.id, text: n.text, origin: 'map' as const, mapText: n.text }));
    const doc = createLiveDoc({ map: full, script: { sections }, settings: { wpm: 150 } });
    expect(liveMapBytes(doc)).toBe(bytes);
    expect(liveDocByteSize(doc)).toBeLessThan(LIVE_DOC_MAX_BYTES * 0.8); // 2.36 MB when written
  });
});
