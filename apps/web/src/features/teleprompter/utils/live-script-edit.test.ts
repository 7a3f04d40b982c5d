// Typing into the live script from two replicas (issue 26): two linked documents stand in for two devices.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createLiveDoc, liveSectionIds, readLiveScript, type ScriptSection } from '@cuemap/shared';
import { createScriptUndo, typeIntoSection } from './live-script-edit';

const SECTIONS: ScriptSection[] = [
  { nodeId: null, text: 'Good evening.', origin: 'ai' },
  { nodeId: '2', text: 'The point is simple.', origin: 'map' },
];

/** Two replicas of one script: A from the snapshot, B from A's state. */
function replicas() {
  const a = createLiveDoc({
    map: { title: 'T', description: null, category: null, type: null, nodes: [], connections: [], nodeOrder: [], viewState: { translateX: 0, translateY: 0 } },
    script: { sections: SECTIONS },
    settings: null,
  });
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  return { a, b };
}

/** Exchanges what each replica lacks (both devices back online). */
function sync(x: Y.Doc, y: Y.Doc) {
  const toY = Y.encodeStateAsUpdate(x, Y.encodeStateVector(y));
  const toX = Y.encodeStateAsUpdate(y, Y.encodeStateVector(x));
  Y.applyUpdate(y, toY);
  Y.applyUpdate(x, toX);
}

const texts = (doc: Y.Doc) => readLiveScript(doc)!.sections.map((s) => s.text);

describe('typing into the live script', () => {
  it('two replicas typing into the same section while apart keep both texts, merged character by character', () => {
    const { a, b } = replicas();
    const id = liveSectionIds(a)[1]!;
    typeIntoSection(a, id, 'Now: The point is simple.');
    typeIntoSection(b, id, 'The point is simple, really.');
    sync(a, b);
    expect(texts(a)[1]).toBe('Now: The point is simple, really.');
    expect(texts(b)).toEqual(texts(a));
  });

  it('a typed section becomes Edited and a map-written one keeps the map text it was written from', () => {
    const { a } = replicas();
    typeIntoSection(a, liveSectionIds(a)[1]!, 'My point.');
    expect(readLiveScript(a)!.sections[1]).toEqual({ nodeId: '2', text: 'My point.', origin: 'edited', mapText: 'The point is simple.' });
    typeIntoSection(a, liveSectionIds(a)[0]!, 'Good evening.');
    expect(readLiveScript(a)!.sections[0]!.origin).toBe('ai'); // no change, no flag
  });

  it('drops characters the API refuses and says what the document now holds', () => {
    const { a } = replicas();
    expect(typeIntoSection(a, liveSectionIds(a)[0]!, 'Hi\u0000 there')).toBe('Hi there');
    expect(typeIntoSection(a, 'gone', 'x')).toBeNull();
  });

  it('undo takes back only this replica’s own typing', () => {
    const { a, b } = replicas();
    const undo = createScriptUndo(a);
    const [opening, point] = liveSectionIds(a);
    typeIntoSection(a, opening!, 'Good evening, all.');
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    typeIntoSection(b, point!, 'Their point.');
    sync(a, b);
    undo.undo();
    expect(texts(a)).toEqual(['Good evening.', 'Their point.']);
    undo.redo();
    expect(texts(a)).toEqual(['Good evening, all.', 'Their point.']);
  });
});
