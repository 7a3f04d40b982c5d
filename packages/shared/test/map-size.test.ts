// The script size measure (map/map-size.ts) is exactly the UTF-8 length of the JSON the editor saves,
// also after edits (it re-measures by identity), and the limits around it agree.
import { describe, expect, it } from 'vitest';
import { LIMITS, mapSaveBytes, mapSaveBytesFromJson, seededRandom, utf8Length, type MapSaveParts, type MindMapNode } from '../src/index';

const PIECES = ['a', 'Z', ' ', '"', '\\', '\n', '\t', 'é', '€', '😀', '👍🏽', '\u2028', '</script>', '\u007f'];

function randomMap(random: () => number): MapSaveParts {
  const text = (n: number) => Array.from({ length: n }, () => PIECES[Math.floor(random() * PIECES.length)]).join('');
  const nodes: MindMapNode[] = Array.from({ length: 1 + Math.floor(random() * 30) }, (_, i) => ({
    id: String(1_700_000_000_000 + i),
    x: (random() - 0.5) * 1e6,
    y: Math.round(random() * 1000),
    title: text(Math.floor(random() * 20)),
    text: text(Math.floor(random() * 300)),
    color: '#3B82F6',
    ...(i === 0 ? { isRoot: true } : {}),
  }));
  return {
    title: text(10),
    nodes,
    connections: nodes.slice(1).map((n, i) => ({ from: nodes[i]!.id, to: n.id })),
    nodeOrder: nodes.map((n) => n.id),
    viewState: { translateX: random() * 100, translateY: -random() * 1e4, zoom: 0.5 + random() },
  };
}

const bytesOf = (map: MapSaveParts) => Buffer.byteLength(JSON.stringify(map));

describe('mapSaveBytes', () => {
  it('utf8Length agrees with Buffer.byteLength (lone surrogates count as U+FFFD)', () => {
    for (const s of ['', 'abc', 'é€😀', '\ud800', 'a\udc00b', '\ud83d\ude00\ud83d', PIECES.join('')]) expect(utf8Length(s)).toBe(Buffer.byteLength(s));
  });

  it('is the UTF-8 length of the saved JSON, for random maps, and again after edits', () => {
    const random = seededRandom(42);
    for (let run = 0; run < 200; run++) {
      const map = randomMap(random);
      expect(mapSaveBytes(map)).toBe(bytesOf(map));
      const json = {
        title: JSON.stringify(map.title),
        nodes: JSON.stringify(map.nodes),
        connections: JSON.stringify(map.connections),
        nodeOrder: JSON.stringify(map.nodeOrder),
        viewState: JSON.stringify(map.viewState),
      };
      expect(mapSaveBytesFromJson(json)).toBe(bytesOf(map));
      expect(mapSaveBytesFromJson(json, Buffer.byteLength)).toBe(bytesOf(map));
      // An edit replaces objects (immutable data): only those are measured again.
      const i = Math.floor(random() * map.nodes.length);
      const edited = { ...map, nodes: map.nodes.map((n, j) => (j === i ? { ...n, text: `${n.text}€😀`, x: n.x + 0.125 } : n)) };
      expect(mapSaveBytes(edited)).toBe(bytesOf(edited));
    }
  });
});

describe('limits', () => {
  it('the body limit holds the largest map plus the largest rest of a save', () => {
    // Everything a save may send besides the measured map, at its longest (4-byte characters).
    const envelope = Buffer.byteLength(
      JSON.stringify({
        version: 2_147_483_647,
        description: '😀'.repeat(LIMITS.descriptionMax),
        category: '😀'.repeat(LIMITS.categoryMax),
        type: '😀'.repeat(LIMITS.typeMax),
      }),
    );
    expect(LIMITS.mapBytesMax + envelope).toBeLessThanOrEqual(LIMITS.bodyLimitBytes);
  });

  it('a map that fits always fits its teleprompter text', () => {
    expect(LIMITS.teleprompterContentMax).toBeGreaterThanOrEqual(LIMITS.mapBytesMax);
  });
});
