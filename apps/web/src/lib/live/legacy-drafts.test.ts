// Map drafts an earlier version left in localStorage (issue 26): added to the script's live document
// once, as this user's own edit, then removed; an unreadable one, another user's or a new script's is
// never applied.
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createEmptyMap } from '@cuemap/shared';
import { applyMapToDoc, readLiveMap } from '@cuemap/shared/live';
import { applyLegacyDraft } from './legacy-drafts';
import { liveCopyOwner } from './owner';
import { LOCAL_ORIGIN } from './types';

const EMAIL = 'ada@example.com';
const key = (owner: string, id: string) => `cuemap:draft:${owner}:${id}`;
const DRAFT = {
  title: 'Talk',
  nodes: [{ id: 'root', x: 0, y: 0, title: 'Hello', text: 'Unsaved\u0000 words', color: '#dc2626', isRoot: true }],
  connections: [],
  nodeOrder: ['root'],
  baseVersion: 3,
  savedAt: 1000,
};

function liveDoc() {
  const doc = new Y.Doc();
  applyMapToDoc(doc, { ...createEmptyMap(), title: 'Server title' });
  const origins: unknown[] = [];
  doc.on('afterTransaction', (tr: Y.Transaction) => origins.push(tr.origin));
  return { doc, origins };
}

afterEach(() => localStorage.clear());

describe('old local drafts', () => {
  it("are added to the script's live document once, as a local edit, and removed", () => {
    localStorage.setItem(key(liveCopyOwner(EMAIL), 'm1'), JSON.stringify(DRAFT));
    localStorage.setItem(key(liveCopyOwner('other@example.com'), 'm1'), JSON.stringify({ ...DRAFT, title: 'Theirs' }));
    const { doc, origins } = liveDoc();

    expect(applyLegacyDraft(doc, EMAIL, 'm1')).toBe(true);
    const map = readLiveMap(doc);
    expect(map.title).toBe('Talk');
    expect(map.nodes.map((n) => n.text)).toEqual(['Unsaved words']);
    expect(origins).toEqual([LOCAL_ORIGIN]);
    // Another user's draft on this machine stays; a second open changes nothing.
    expect(Object.keys(localStorage)).toEqual([key(liveCopyOwner('other@example.com'), 'm1')]);
    expect(applyLegacyDraft(doc, EMAIL, 'm1')).toBe(false);
    expect(origins).toHaveLength(1);
  });

  it('stored under the address by an older version are found too; the one saved last wins', () => {
    localStorage.setItem(key('Ada@Example.com', 'm1'), JSON.stringify({ ...DRAFT, title: 'Older', savedAt: 1 }));
    localStorage.setItem(key(liveCopyOwner(EMAIL), 'm1'), JSON.stringify(DRAFT));
    const { doc } = liveDoc();
    expect(applyLegacyDraft(doc, EMAIL, 'm1')).toBe(true);
    expect(readLiveMap(doc).title).toBe('Talk');
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('an unreadable one is removed without touching the document', () => {
    localStorage.setItem(key(liveCopyOwner(EMAIL), 'm1'), '{"title": 42');
    localStorage.setItem(key(liveCopyOwner(EMAIL), 'm2'), JSON.stringify({ ...DRAFT, nodes: 'no' }));
    const { doc, origins } = liveDoc();
    expect(applyLegacyDraft(doc, EMAIL, 'm1')).toBe(false);
    expect(applyLegacyDraft(doc, EMAIL, 'm2')).toBe(false);
    expect(readLiveMap(doc).title).toBe('Server title');
    expect(origins).toEqual([]);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it("one with nothing new is removed; a never-saved script's is left alone", () => {
    const { doc, origins } = liveDoc();
    localStorage.setItem(key(liveCopyOwner(EMAIL), 'm1'), JSON.stringify({ ...readLiveMap(doc), savedAt: 5 }));
    localStorage.setItem(key(liveCopyOwner(EMAIL), 'new'), JSON.stringify(DRAFT));
    expect(applyLegacyDraft(doc, EMAIL, 'm1')).toBe(false);
    expect(applyLegacyDraft(doc, EMAIL, 'new')).toBe(false);
    expect(origins).toEqual([]);
    expect(Object.keys(localStorage)).toEqual([key(liveCopyOwner(EMAIL), 'new')]);
  });
});
