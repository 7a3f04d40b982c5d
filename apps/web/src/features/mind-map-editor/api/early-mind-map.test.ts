// The editor's script requested by the route's loader (early-mind-map.ts) and taken by the editor's
// first load of it (get-mind-map.ts): one request, used once, for that script only; checked by the schema.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { MindMap } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { sampleUser } from '../../../../test/render';
import { skipEarlyMindMap, startEarlyMindMap, takeEarlyMindMap } from './early-mind-map';
import { mindMapQueryOptions } from './get-mind-map';

const at = '2026-11-27T10:00:00.000Z';
const remote: MindMap = {
  _id: 'm1',
  title: 'Launch talk',
  description: null,
  category: null,
  type: 'script',
  nodes: [{ id: '1', x: 0, y: 0, title: 'Main Idea', text: 'Hello', color: '#3B82F6', isRoot: true }],
  connections: [],
  viewState: { translateX: 0, translateY: 0 },
  nodeOrder: ['1'],
  version: 3,
  createdAt: at,
  updatedAt: at,
};

let requests: string[];
let answer: unknown;

beforeEach(() => {
  requests = [];
  answer = remote;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  sessionStore.set({ token: 'tok', user: sampleUser });
});
afterEach(() => {
  takeEarlyMindMap('');
  vi.unstubAllGlobals();
  sessionStore.clear();
});

/** The editor's load of `id`, as its query runs it. */
function load(id: string): Promise<MindMap> {
  return new QueryClient().fetchQuery(mindMapQueryOptions(id));
}

describe('the early request of the script the editor opens', () => {
  it('is the one request of the editor’s first load, which gets the script', async () => {
    startEarlyMindMap('m1');
    expect(requests).toEqual(['/api/mindmaps/m1']);
    expect(await load('m1')).toEqual(remote);
    expect(requests).toHaveLength(1);
  });

  it('is used once: a later load (a reload after a conflict) asks the server again', async () => {
    startEarlyMindMap('m1');
    await load('m1');
    await load('m1');
    expect(requests).toEqual(['/api/mindmaps/m1', '/api/mindmaps/m1']);
  });

  it('serves only the script it was for', async () => {
    startEarlyMindMap('m1');
    answer = { ...remote, _id: 'm2' };
    expect((await load('m2'))._id).toBe('m2');
    expect(requests).toEqual(['/api/mindmaps/m1', '/api/mindmaps/m2']);
    // Dropped by the other load: not taken later either.
    expect(takeEarlyMindMap('m1')).toBeNull();
  });

  it('is checked like any answer: one that is not a script fails the load', async () => {
    answer = { nodes: 'nope' };
    startEarlyMindMap('m1');
    await expect(load('m1')).rejects.toThrow('Unexpected response from the server.');
  });

  it('is not made for a new script, without a session, or for the script the editor has just created', () => {
    startEarlyMindMap('new');
    startEarlyMindMap(undefined);
    skipEarlyMindMap('m9');
    startEarlyMindMap('m9');
    sessionStore.clear();
    startEarlyMindMap('m1');
    expect(requests).toEqual([]);
    expect(takeEarlyMindMap('m1')).toBeNull();
  });

  it('is too old to take after ten seconds: the load asks afresh', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    startEarlyMindMap('m1');
    now.mockReturnValue(11_001);
    await load('m1');
    expect(requests).toEqual(['/api/mindmaps/m1', '/api/mindmaps/m1']);
    now.mockRestore();
  });

  it('the page’s start and the route’s loader make one request; a later open of the same script makes its own', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    startEarlyMindMap('m1');
    now.mockReturnValue(1_300);
    startEarlyMindMap('m1');
    expect(requests).toEqual(['/api/mindmaps/m1']);
    expect(await load('m1')).toEqual(remote);
    now.mockReturnValue(1_600);
    startEarlyMindMap('m1');
    expect(requests).toEqual(['/api/mindmaps/m1', '/api/mindmaps/m1']);
    now.mockRestore();
  });
});
