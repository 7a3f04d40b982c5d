import { describe, expect, it } from 'vitest';
import { createEmptyMap, LIMITS, mapSaveBytes, updateNodeContent, type MapDocument } from '@cuemap/shared';
import { allowsEdit, mapBytes, mapSize, mapSizeOf } from './map-size';

/** A map whose editor-measured size is exactly `bytes` (node texts of 'x', 1 byte each). */
function mapOf(bytes: number): MapDocument {
  const map = createEmptyMap();
  const count = Math.ceil(bytes / (LIMITS.nodeTextMax - 500));
  const nodes = Array.from({ length: count }, (_, i) => ({ id: String(i + 2), x: i, y: i, title: 'Point', text: '', color: '#3B82F6' }));
  const start = { ...map, nodes: [...map.nodes, ...nodes], nodeOrder: [...map.nodeOrder, ...nodes.map((n) => n.id)] };
  let missing = bytes - mapBytes(start);
  const filled = start.nodes.map((n) => {
    const add = Math.max(0, Math.min(missing, LIMITS.nodeTextMax));
    missing -= add;
    return { ...n, text: 'x'.repeat(add) };
  });
  const out = { ...start, nodes: filled };
  expect(mapBytes(out)).toBe(bytes);
  return out;
}

describe('mapSize', () => {
  it('is never below what the server measures, whatever the view', () => {
    const map = mapOf(50_000);
    for (const viewState of [
      { translateX: 0, translateY: 0 },
      { translateX: -9_999_999.123456789, translateY: 1e-7, zoom: 0.0123456789 },
    ]) {
      expect(mapBytes(map)).toBeGreaterThanOrEqual(mapSaveBytes({ ...map, viewState }));
    }
  });

  it('warns from 80 % and is over past the maximum', () => {
    const max = LIMITS.mapBytesMax;
    expect(mapSizeOf(Math.ceil(max * 0.8) - 1)).toMatchObject({ level: 'ok', percent: 79 });
    expect(mapSizeOf(Math.ceil(max * 0.8))).toMatchObject({ level: 'near', percent: 80 });
    expect(mapSizeOf(max)).toMatchObject({ level: 'near', percent: 100 });
    expect(mapSizeOf(max + 1)).toMatchObject({ level: 'over', percent: 100 });
    expect(mapSize(createEmptyMap()).level).toBe('ok');
  });
});

describe('allowsEdit', () => {
  it('allows any edit that stays within the maximum, up to exactly the maximum', () => {
    const before = mapOf(LIMITS.mapBytesMax - 10);
    const root = before.nodes[0]!;
    expect(allowsEdit(before, updateNodeContent(before, root.id, { title: root.title, text: `${root.text}${'y'.repeat(10)}` }))).toBe(true);
  });

  it('refuses an edit that would push the map past the maximum', () => {
    const before = mapOf(LIMITS.mapBytesMax - 10);
    const root = before.nodes[0]!;
    expect(allowsEdit(before, updateNodeContent(before, root.id, { title: root.title, text: `${root.text}${'y'.repeat(11)}` }))).toBe(false);
  });

  it('over the maximum, allows edits that shrink it and refuses those that grow it', () => {
    const before = mapOf(LIMITS.mapBytesMax + 500);
    const node = before.nodes[1]!;
    expect(allowsEdit(before, updateNodeContent(before, node.id, { title: node.title, text: node.text.slice(100) }))).toBe(true);
    expect(allowsEdit(before, updateNodeContent(before, node.id, { title: `${node.title}!`, text: node.text }))).toBe(false);
  });
});
