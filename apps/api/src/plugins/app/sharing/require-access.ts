// The one role check of the script routes (issue 27): a route asks for the least role it needs and gets
// who is asking and whose script it is. The services keep reading and writing by the owner's id (the
// script's rows are the owner's); per-person things (AI quota, rehearsals, stage links, export jobs)
// use the caller's id.
import type { FastifyRequest } from 'fastify';
import { MIND_MAP_MESSAGES, SHARING_MESSAGES, type ScriptAccess } from '@cuemap/shared';
import { HttpError, notFound } from '../../../lib/http-error';
import { requireAuth } from '../auth/index';

/** Who is acting on a script: the signed-in user, the script's owner and the user's role on it. */
export interface ScriptActor {
  userId: string;
  ownerId: string;
  access: ScriptAccess;
}

const RANK: Record<ScriptAccess, number> = { viewer: 0, editor: 1, owner: 2 };

/** The role is at least `needed`: someone without access gets 404 (no existence leak), a member with too little 403. */
export async function requireAccess(request: FastifyRequest, mindMapId: string, needed: ScriptAccess): Promise<ScriptActor> {
  const { userId } = requireAuth(request);
  const found = await request.server.sharing.accessWithOwner(userId, mindMapId);
  if (!found) throw notFound(MIND_MAP_MESSAGES.notFound);
  if (RANK[found.access] < RANK[needed]) {
    throw new HttpError(403, needed === 'owner' ? SHARING_MESSAGES.ownerOnlyAction : SHARING_MESSAGES.viewerReadOnly);
  }
  return { userId, ownerId: found.ownerId, access: found.access };
}
