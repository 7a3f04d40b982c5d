// What the teleprompter is handed (spec §2): the map id, and from the editor its nodes and order.
// When the editor could not save first (no network) it says so (`unsaved`, with the map's title): the
// teleprompter then reads those nodes — the local copy — instead of the last saved script.
import { buildTeleprompterText, mapSections, orderNodes, type MindMapNode, type ScriptSection } from '@cuemap/shared';

export interface TeleprompterNavigationState {
  mindMapId?: string;
  nodes?: MindMapNode[];
  nodeListOrder?: string[];
  unsaved?: boolean;
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
    unsaved: s.unsaved === true ? true : undefined,
    title: typeof s.title === 'string' ? s.title : undefined,
  };
}

export interface TeleprompterTarget {
  /** The map to read: from the URL (/teleprompter/:mindMapId), else from navigation state. */
  mindMapId: string | null;
  /** The editor's nodes, when they were handed over for this same map. */
  nodes?: MindMapNode[];
  nodeListOrder?: string[];
  /** The editor's nodes are newer than the saved script (its save failed offline): show them. */
  unsaved?: boolean;
  /** The map's title as the editor has it (only with `unsaved`). */
  title?: string;
}

/** The URL names the map; state only adds the editor's nodes, and only when it is about the same map. */
export function teleprompterTarget(paramId: string | undefined, state: unknown): TeleprompterTarget {
  const nav = readNavigationState(state);
  const mindMapId = paramId || nav.mindMapId || null;
  if (!mindMapId || nav.mindMapId !== mindMapId) return { mindMapId };
  const local = nav.unsaved && nav.nodes ? { unsaved: true, title: nav.title } : {};
  return { mindMapId, nodes: nav.nodes, nodeListOrder: nav.nodeListOrder, ...local };
}

/**
 * The script to show from the editor's local copy (its nodes, as a save would write them), or null
 * when the saved script is the one to read.
 */
export function localCopyScript(target: TeleprompterTarget): string | null {
  if (!target.unsaved || !target.nodes) return null;
  return buildTeleprompterText(target.nodes, target.nodeListOrder ?? target.nodes.map((n) => n.id));
}

/** The local copy as node-linked sections (its markers, and `?from=` on a copy the server does not have yet). */
export function localCopySections(target: TeleprompterTarget): ScriptSection[] | null {
  if (!target.unsaved || !target.nodes) return null;
  return mapSections(orderNodes(target.nodes, target.nodeListOrder ?? target.nodes.map((n) => n.id)).map((n) => ({ id: n.id, text: n.text })));
}
