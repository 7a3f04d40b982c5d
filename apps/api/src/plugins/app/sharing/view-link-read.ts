// What a view link shows (issue 27 item 2): the map as the audience sees it, the script in the stage's
// sections and the presenter settings, read through the link's token — never the owner's address.
import type { FastifyInstance } from 'fastify';
import { SHARING_MESSAGES, type ViewedScript } from '@cuemap/shared';
import { notFound } from '../../../lib/http-error';

/** 404 (the same words for unknown, revoked and replaced links) when the token opens nothing. */
export async function readViewLink(app: FastifyInstance, token: string): Promise<ViewedScript> {
  const found = await app.sharing.viewLinkScript(token);
  const map = found && (await app.stage.links.audienceMap(found.mindMapId));
  if (!found || !map) throw notFound(SHARING_MESSAGES.viewLinkGone);
  const [script, { settings }] = await Promise.all([
    app.stage.links.script(found.ownerId, found.mindMapId),
    app.presenterSettings.get(found.ownerId, found.mindMapId),
  ]);
  return { title: map.title, map, script, settings };
}
