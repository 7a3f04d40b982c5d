import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyScriptToDoc, liveSectionIds, liveSectionText, type ScriptSection } from '@cuemap/shared';
import { watchSectionEdits } from './edited-live';

const REMOTE = Symbol('remote');
const section = (nodeId: string, text: string): ScriptSection => ({ nodeId, text, origin: 'edited' });

/** Two replicas of one script: `there` edits, `here` receives its updates with REMOTE as the origin. */
function replicas() {
  const there = new Y.Doc();
  applyScriptToDoc(there, [section('a', 'Opening words.'), section('b', 'Hiring plans.'), section('c', 'Close.')], 'me');
  const here = new Y.Doc();
  Y.applyUpdate(here, Y.encodeStateAsUpdate(there), REMOTE);
  const seen: string[][] = [];
  watchSectionEdits(here, REMOTE, (ids) => seen.push([...ids].sort()));
  const sync = () => Y.applyUpdate(here, Y.encodeStateAsUpdate(there, Y.encodeStateVector(here)), REMOTE);
  return { there, here, seen, sync, ids: liveSectionIds(there) };
}

describe('sections edited live', () => {
  it('names the section whose text another device typed into', () => {
    const { there, seen, sync, ids } = replicas();
    liveSectionText(there, ids[1]!)!.insert(0, 'New: ');
    sync();
    expect(seen).toEqual([[ids[1]]]);
  });

  it('names an added section and each of several edited in one update, never a deleted one', () => {
    const { there, seen, sync, ids } = replicas();
    applyScriptToDoc(there, [section('a', 'Opening words, longer.'), section('c', 'Close.'), section('d', 'A new part.')], 'me');
    sync();
    const added = liveSectionIds(there).find((id) => !ids.includes(id))!;
    expect(seen).toEqual([[ids[0]!, added].sort()]);
  });

  it("ignores this tab's own edits and changes from another origin (the first catch-up, the offline copy)", () => {
    const { here, there, seen, ids } = replicas();
    liveSectionText(here, ids[0]!)!.insert(0, 'Mine: ');
    liveSectionText(there, ids[2]!)!.insert(0, 'Theirs: ');
    Y.applyUpdate(here, Y.encodeStateAsUpdate(there, Y.encodeStateVector(here)), 'indexeddb');
    expect(seen).toEqual([]);
  });

  it('ignores remote changes that leave every text as it was (a flag, the order)', () => {
    const { there, seen, sync } = replicas();
    applyScriptToDoc(there, [section('a', 'Opening words.'), section('b', 'Hiring plans.'), { ...section('c', 'Close.'), stale: true }], 'me');
    sync();
    expect(seen).toEqual([]);
  });
});
