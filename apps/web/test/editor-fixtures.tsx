// Test helper shared by the editor's component tests: a sample three-node talk (a root and two children,
// one script section each) and the whole editor rendered on it inside the app's providers, signed in,
// with the server answered by stubFetch. Each test changes only what it is about (overrides, extra routes).
import type { RouteObject } from 'react-router';
import userEvent from '@testing-library/user-event';
import type { MindMap, MindMapNode } from '@cuemap/shared';
import { sessionStore } from '../src/lib/session';
import { MindMapEditor } from '../src/features/mind-map-editor/components/mind-map-editor';
import { NodeOrderList } from '../src/features/mind-map-editor/components/editor-test-support';
import { renderRoute, sampleUser, stubFetch } from './render';

export const SAMPLE_AT = '2026-11-26T10:00:00.000Z';

/** "Main Idea" (root, id 1) with "Hook" (id 2) and "Close" (id 3), in that script order, at version 3. */
export function sampleMindMap(overrides: Partial<MindMap> = {}): MindMap {
  const nodes: MindMapNode[] = overrides.nodes ?? [
    { id: '1', x: 0, y: 0, title: 'Main Idea', text: 'Hello everyone.', color: '#dc2626', isRoot: true },
    { id: '2', x: 200, y: 0, title: 'Hook', text: 'A story.', color: '#3B82F6' },
    { id: '3', x: 200, y: 120, title: 'Close', text: 'Thank you.', color: '#22C55E' },
  ];
  const root = nodes.find((n) => n.isRoot) ?? nodes[0]!;
  return {
    _id: 'm1',
    title: 'Shared Talk',
    description: null,
    category: null,
    type: 'script',
    connections: nodes.filter((n) => n !== root).map((n) => ({ from: root.id, to: n.id })),
    nodeOrder: nodes.map((n) => n.id),
    viewState: { translateX: 0, translateY: 0 },
    version: 3,
    createdAt: SAMPLE_AT,
    updatedAt: SAMPLE_AT,
    ...overrides,
    nodes,
  };
}

/** A signed-in user on `plan` (sampleUser otherwise). */
export function userOnPlan(plan: 'free' | 'pro' | 'elite' = 'free') {
  return { ...sampleUser, subscription: { ...sampleUser.subscription, plan } };
}

export interface OpenEditorOptions {
  /** The script the server holds (sampleMindMap() by default), answered at GET /api/mindmaps/<its id>. */
  map?: MindMap;
  plan?: 'free' | 'pro' | 'elite';
  /** More server answers, by "METHOD path" (stubFetch's). */
  routes?: Parameters<typeof stubFetch>[0];
  extraRoutes?: RouteObject[];
}

/** Signs in, answers the server and renders the whole editor on the map, with the Node Order stand-in. */
export function openEditor({ map = sampleMindMap(), plan = 'free', routes = {}, extraRoutes }: OpenEditorOptions = {}) {
  const user = userOnPlan(plan);
  sessionStore.set({ token: 'tok', user });
  const calls = stubFetch({
    'GET /api/auth/me': () => ({ body: { user } }),
    [`GET /api/mindmaps/${map._id}`]: () => ({ body: map }),
    ...routes,
  });
  const view = renderRoute(<MindMapEditor routeId={map._id} renderNodeOrder={(p) => <NodeOrderList {...p} />} />, {
    path: `/mindmap/${map._id}`,
    extraRoutes,
  });
  return { calls, user: userEvent.setup(), ...view };
}
