// Issue 27: stage links follow their maker's role. An editor's display reads the owner's script; removing
// the editor closes their prompter screens and (as making them a viewer does) revokes the links they made
// and closes their devices; a viewer makes none. SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { SHARING_MESSAGES, STAGE_CLOSE, STAGE_MESSAGES } from '@cuemap/shared';
import { bearer, setupApp } from '../helper';
import { addMember, ownerWithScript } from '../routes/api/sharing/sharing-helpers';
import { createLink, device, prompter, socketUrl } from './stage-client';

const t = setupApp();

describe('stage links and roles', () => {
  it("an editor's display reads the script; removing the editor or making them a viewer ends their links", async () => {
    const owner = await ownerWithScript(t, 'pro');
    const save = await t.inject({
      method: 'POST',
      url: '/api/teleprompter',
      headers: bearer(owner.token),
      payload: { mindMapId: owner.id, title: 'Talk', content: 'Words of the owner.' },
    });
    expect(save.statusCode).toBe(200);
    const [removed, demoted, viewer] = [await addMember(t, owner, 'editor'), await addMember(t, owner, 'editor'), await addMember(t, owner, 'viewer')];
    const url = await socketUrl(t.app);

    const link = await createLink(t, removed.token, owner.id, 'display');
    const d = await device(url, link.token);
    const screen = await prompter(url, owner.id, removed.token);
    d.send({ type: 'getScript' });
    expect((await d.next('script')).script.text).toContain('Words of the owner.');
    expect((await t.inject({ method: 'DELETE', url: `/api/mindmaps/${owner.id}/members/${removed.userId}`, headers: bearer(owner.token) })).statusCode).toBe(
      204,
    );
    expect(await d.next('revoked')).toEqual({ type: 'revoked', message: STAGE_MESSAGES.linkInvalid });
    expect((await d.closed).code).toBe(STAGE_CLOSE.unauthorized);
    expect((await screen.closed).code).toBe(STAGE_CLOSE.notFound);

    const other = await createLink(t, demoted.token, owner.id, 'remote');
    const r = await device(url, other.token);
    const patch = await t.inject({
      method: 'PATCH',
      url: `/api/mindmaps/${owner.id}/members/${demoted.userId}`,
      headers: bearer(owner.token),
      payload: { role: 'viewer' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await r.closed).code).toBe(STAGE_CLOSE.unauthorized);

    const refused = await t.inject({
      method: 'POST',
      url: `/api/mindmaps/${owner.id}/stage-links`,
      headers: bearer(viewer.token),
      payload: { mode: 'display' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(SHARING_MESSAGES.viewerReadOnly);
  });
});
