// The view link's reader (issue 27 item 2) and a member's own role: GET /api/view/:token without an
// account, GET /api/mindmaps/:id/access for the screens.
import { describe, expect, it } from 'vitest';
import { SHARING_MESSAGES, VIEW_LINK_READS_PER_MINUTE } from '@cuemap/shared';
import { bearer, setupApp } from '../../../helper';
import { addMember, ownerWithScript } from './sharing-helpers';

const t = setupApp();

async function withViewLink() {
  const owner = await ownerWithScript(t);
  const saved = await t.inject({
    method: 'POST',
    url: '/api/teleprompter',
    headers: bearer(owner.token),
    payload: { mindMapId: owner.id, title: 'Keynote', content: 'Good evening.' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await t.inject({ method: 'PUT', url: `/api/mindmaps/${owner.id}/presenter-settings`, headers: bearer(owner.token), payload: { wpm: 170 } });
  const created = await t.inject({ method: 'POST', url: `/api/mindmaps/${owner.id}/view-link`, headers: bearer(owner.token) });
  expect(created.statusCode, created.body).toBe(201);
  return { owner, token: created.json<{ token: string }>().token };
}

const view = (token: string, ip = '127.0.0.1') => t.inject({ method: 'GET', url: `/api/view/${token}`, remoteAddress: ip });

describe('GET /api/view/:token', () => {
  it('reads the map, the script and the settings without an account, never the owner’s address', async () => {
    const { owner, token } = await withViewLink();
    const res = await view(token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.title).toBe('Keynote');
    expect(body.map.nodes.map((n: { title: string }) => n.title)).toEqual(['Main Idea', 'Point 1']);
    expect(body.script.text).toContain('Good evening.');
    expect(body.settings).toMatchObject({ wpm: 170 });
    expect(res.body).not.toContain(owner.email);
  });

  it('answers 404 with the same words for an unknown, a replaced and a turned-off link', async () => {
    const { owner, token } = await withViewLink();
    const gone = { message: SHARING_MESSAGES.viewLinkGone };
    expect((await view('x'.repeat(43))).json()).toEqual(gone);
    const again = await t.inject({ method: 'POST', url: `/api/mindmaps/${owner.id}/view-link`, headers: bearer(owner.token) });
    expect((await view(token)).statusCode).toBe(404);
    const fresh = again.json<{ token: string }>().token;
    expect((await view(fresh)).statusCode).toBe(200);
    await t.inject({ method: 'DELETE', url: `/api/mindmaps/${owner.id}/view-link`, headers: bearer(owner.token) });
    const res = await view(fresh);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(gone);
  });

  it('limits the reads of one address', async () => {
    const { token } = await withViewLink();
    for (let i = 0; i < VIEW_LINK_READS_PER_MINUTE; i++) expect((await view(token, '10.9.9.9')).statusCode).toBe(200);
    const res = await view(token, '10.9.9.9');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await view(token, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('GET /api/mindmaps/:id/access', () => {
  it('tells each person their role and whose script it is; 404 to anyone else', async () => {
    const owner = await ownerWithScript(t);
    const editor = await addMember(t, owner, 'editor');
    const viewer = await addMember(t, owner, 'viewer');
    const stranger = await ownerWithScript(t);
    const read = (token: string) => t.inject({ method: 'GET', url: `/api/mindmaps/${owner.id}/access`, headers: bearer(token) });
    expect((await read(owner.token)).json()).toEqual({ access: 'owner', ownerEmail: owner.email });
    expect((await read(editor.token)).json()).toEqual({ access: 'editor', ownerEmail: owner.email });
    expect((await read(viewer.token)).json()).toEqual({ access: 'viewer', ownerEmail: owner.email });
    expect((await read(stranger.token)).statusCode).toBe(404);
  });
});
