// Issue 24 item 9: a script's title follows its root's title until the user renames the script.
import { describe, expect, it } from 'vitest';
import { createEmptyMap, titleFollowingRoot, type MapDocument } from '../src';

const renameRoot = (map: MapDocument, title: string): MapDocument => ({
  ...map,
  nodes: map.nodes.map((n) => (n.isRoot ? { ...n, title } : n)),
});

describe('titleFollowingRoot', () => {
  it('a new script (default title) takes its root’s new title, and keeps following it', () => {
    const fresh = createEmptyMap();
    const first = titleFollowingRoot(fresh, renameRoot(fresh, 'Why we sleep'));
    expect(first.title).toBe('Why we sleep');
    const second = titleFollowingRoot(first, renameRoot(first, 'Why we dream'));
    expect(second.title).toBe('Why we dream');
  });

  it('a title of the user’s own stays', () => {
    const named = { ...renameRoot(createEmptyMap(), 'Root'), title: 'Sleep talk' };
    expect(titleFollowingRoot(named, renameRoot(named, 'Other root')).title).toBe('Sleep talk');
  });

  it('an edit that renames the script itself, or leaves the root alone, is kept as it is', () => {
    const fresh = createEmptyMap();
    const renamed = { ...renameRoot(fresh, 'New root'), title: 'Chosen' };
    expect(titleFollowingRoot(fresh, renamed)).toBe(renamed);
    const untouched = { ...fresh, nodes: [...fresh.nodes] };
    expect(titleFollowingRoot(fresh, untouched)).toBe(untouched);
  });

  it('a blank root title does not blank the script’s title', () => {
    const following = titleFollowingRoot(createEmptyMap(), renameRoot(createEmptyMap(), 'Talk'));
    expect(titleFollowingRoot(following, renameRoot(following, '   ')).title).toBe('Talk');
  });
});
