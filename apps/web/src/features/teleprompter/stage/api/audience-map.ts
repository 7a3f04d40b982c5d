// The map for the audience window on this computer (issue 29 item 1): read with this browser's session,
// and only what the audience sees kept — titles, colours, places, the path and its marks (a node's
// details, the speaker's notes, are left behind here).
import { mindMapSchema, type AudienceMap } from '@cuemap/shared';
import { apiRequest } from '../../../../lib/api-client';

export async function getAudienceMap(mindMapId: string, signal?: AbortSignal): Promise<AudienceMap> {
  const m = await apiRequest(`/api/mindmaps/${encodeURIComponent(mindMapId)}`, { schema: mindMapSchema, signal });
  const nodes = m.nodes.map(({ id, x, y, title, color, isRoot, audience }) => ({
    id,
    x,
    y,
    title,
    color,
    ...(isRoot ? { isRoot } : {}),
    ...(audience ? { audience } : {}),
  }));
  return { title: m.title, nodes, connections: m.connections, nodeOrder: m.nodeOrder, version: m.version };
}
