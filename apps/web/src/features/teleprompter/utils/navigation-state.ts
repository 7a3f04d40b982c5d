// What the teleprompter is handed (spec §2): the map id, and from the editor its nodes and order. The
// script itself is read from the script's live document (issue 26), on this device even offline.
import type { MindMapNode } from '@cuemap/shared';

export interface TeleprompterNavigationState {
  mindMapId?: string;
  nodes?: MindMapNode[];
  nodeListOrder?: string[];
  title?: string;
}

/** Reads navigation state defensively: anything may arrive there (a stale history entry, a hand-made link). */
export function readNavigationState(state: unknown): TeleprompterNavigationState {
  if (!state || typeof state !== 'object') return {};
  const s = state as Record<string, unknown>;
  return {
    mindMapId: typeof s.mindMapId === 'string' && s.mindMapId ? s.mindMapId : undefined,
    nodes: Array.isArray(s.nodes) ? (s.nodes as MindMapNode[]) : undefined,
    nodeListOrder: Array.isArray(s.nodeListOrder) ? (s.nodeListOrder as string[]) : undefined,
    title: typeof s.title === 'string' ? s.title : undefined,
  };
}

export interface TeleprompterTarget {
  /** The map to read: from the URL (/teleprompter/:mindMapId), else from navigation state. */
  mindMapId: string | null;
  /** The editor's nodes, when they were handed over for this same map. */
  nodes?: MindMapNode[];
  nodeListOrder?: string[];
}

/** The URL names the map; state only adds the editor's nodes, and only when it is about the same map. */
export function teleprompterTarget(paramId: string | undefined, state: unknown): TeleprompterTarget {
  const nav = readNavigationState(state);
  const mindMapId = paramId || nav.mindMapId || null;
  if (!mindMapId || nav.mindMapId !== mindMapId) return { mindMapId };
  return { mindMapId, nodes: nav.nodes, nodeListOrder: nav.nodeListOrder };
}
