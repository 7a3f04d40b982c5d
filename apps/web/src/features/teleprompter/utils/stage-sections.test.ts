import { describe, expect, it } from 'vitest';
import type { ScriptSection } from '@cuemap/shared';
import { plannedSeconds, stageParagraphs, stageSections } from './stage-sections';
import { paceAgainstTarget } from './stage-time';

const sections: ScriptSection[] = [
  { nodeId: null, text: 'Hello **all**.', origin: 'ai' },
  { nodeId: 'a', text: 'Alpha one.\n\nAlpha two [pause] words.', origin: 'ai', mapText: 'A' },
  { nodeId: 'b', text: '   ', origin: 'edited', mapText: 'B' },
  { nodeId: 'c', text: 'Gamma.', origin: 'map', mapText: 'Gamma.' },
  { nodeId: null, text: 'Bye.', origin: 'ai' },
];
const nodes = [
  { id: 'a', title: 'Alpha', color: '#dc2626' },
  { id: 'c', title: '  ', color: '#3B82F6' },
];

describe('stage sections', () => {
  it('one per non-blank section, labelled by node title (or Opening / Closing), with colour, paragraphs and spoken words', () => {
    const stage = stageSections('ignored', sections, nodes);
    expect(stage.map((s) => [s.index, s.scriptIndex, s.nodeId, s.label, s.color, s.words])).toEqual([
      [0, 0, null, 'Opening', null, 2],
      [1, 1, 'a', 'Alpha', '#dc2626', 5],
      [2, 3, 'c', 'Untitled node', '#3B82F6', 1],
      [3, 4, null, 'Closing', null, 1],
    ]);
    expect(stageParagraphs(stage)).toEqual(['Hello **all**.', 'Alpha one.', 'Alpha two [pause] words.', 'Gamma.', 'Bye.']);
  });
  it('typed texts replace the saved ones; no sections → the script as one unlabelled block', () => {
    expect(stageSections('', sections, nodes, ['', 'Mine.', 'B now', '', 'Bye.']).map((s) => s.label)).toEqual(['Alpha', 'Untitled node', 'Closing']);
    expect(stageSections('One.\n\nTwo.', null, undefined)).toEqual([
      { index: 0, scriptIndex: null, nodeId: null, label: '', color: null, paragraphs: ['One.', 'Two.'], words: 2 },
    ]);
    expect(stageSections('  ', undefined, undefined)).toEqual([]);
  });
  it('before the map has loaded, node sections have no label yet (no "Untitled node" marker); Opening / Closing do', () => {
    expect(stageSections('ignored', sections, undefined).map((s) => s.label)).toEqual(['Opening', '', '', 'Closing']);
  });
  it('budgets and pace', () => {
    expect(plannedSeconds(150, 150)).toBe(60);
    expect(plannedSeconds(10, 0)).toBe(0);
    expect(paceAgainstTarget(60, 100, 180)).toEqual({ label: '0:20 ahead', ahead: true });
    expect(paceAgainstTarget(120, 100, 180)).toEqual({ label: '0:40 behind', ahead: false });
  });
});
