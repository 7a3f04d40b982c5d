import { describe, expect, it } from 'vitest';
import type { ScriptSection } from '@cuemap/shared';
import { outOfDateNodeIds } from './out-of-date';

const sections: ScriptSection[] = [
  { nodeId: null, text: 'Hello.', origin: 'ai' },
  { nodeId: 'a', text: 'Words on A.', origin: 'ai', mapText: 'A' },
  { nodeId: 'b', text: 'B', origin: 'map', mapText: 'B' },
  { nodeId: 'c', text: 'Words on C.', origin: 'edited', mapText: 'C' },
  { nodeId: 'gone', text: 'Words of a deleted node.', origin: 'ai', mapText: 'G' },
];

describe('outOfDateNodeIds', () => {
  it('judges the sections against the nodes as they are now (edits not saved yet included)', () => {
    const nodes = [
      { id: 'a', text: 'A, changed' },
      { id: 'b', text: 'B changed too' }, // a 'map' section follows its node: never out of date
      { id: 'c', text: '  C ' }, // the same text once trimmed, as the server judges it
    ];
    expect([...outOfDateNodeIds(sections, nodes)]).toEqual(['a']);
    // Typed back to the text the words were written from: no longer out of date.
    expect([...outOfDateNodeIds(sections, [{ id: 'a', text: 'A' }])]).toEqual([]);
    expect([...outOfDateNodeIds(undefined, nodes)]).toEqual([]);
  });
});
