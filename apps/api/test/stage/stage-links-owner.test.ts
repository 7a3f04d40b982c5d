// Issue 27: the owner lists every stage link of the script, with who made each, and revokes any of them
// (the device closes); an editor lists and revokes only their own (another's is a 404). Both engines.
import { describe, expect, it } from 'vitest';
import { STAGE_CLOSE, STAGE_MESSAGES, type ListedStageLink } from '@cuemap/shared';
import { bearer, setupApp } from '../helper';
import { addMember, ownerWithScript } from '../routes/api/sharing/sharing-helpers';
import { createLink, device, socketUrl } from './stage-client';

const t = setupApp({ stagePingMs: 600_000 });

const linksUrl = (id: string) => `/api/mindmaps/${id}/stage-links`;
async function list(token: string, id: string): Promise<ListedStageLink[]> {
  const res = await t.inject({ method: 'GET', url: linksUrl(id), headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ links: ListedStageLink[] }>().links;
}
const revoke = (token: string, id: string, linkId: string) => t.inject({ method: 'DELETE', url: `${linksUrl(id)}/${linkId}`, headers: bearer(token) });
const localPart = (email: string) => email.split('@')[0];

describe("the owner and an editor's stage links", () => {
  it("the owner sees everyone's links with their maker and revokes an editor's; the editor sees only their own", async () => {
    const owner = await ownerWithScript(t, 'pro');
    const editor = await addMember(t, owner, 'editor');
    const mine = await createLink(t, owner.token, owner.id, 'remote');
    const theirs = await createLink(t, editor.token, owner.id, 'display');

    const seen = await list(owner.token, owner.id);
    expect(seen.map((l) => [l.id, l.madeBy, l.mine])).toEqual([
      [mine.id, localPart(owner.email), true],
      [theirs.id, localPart(editor.email), false],
    ]);
    expect(JSON.stringify(seen)).not.toContain('@');
    expect((await list(editor.token, owner.id)).map((l) => [l.id, l.madeBy, l.mine])).toEqual([[theirs.id, localPart(editor.email), true]]);

    // The editor cannot revoke the owner's link: it stays live.
    const refused = await revoke(editor.token, owner.id, mine.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: STAGE_MESSAGES.linkInvalid });
    expect((await list(owner.token, owner.id)).map((l) => l.id)).toContain(mine.id);

    // The owner revokes the editor's link: its device is told and closed, and the link is gone from both lists.
    const d = await device(await socketUrl(t.app), theirs.token);
    expect((await revoke(owner.token, owner.id, theirs.id)).statusCode).toBe(204);
    expect(await d.next('revoked')).toEqual({ type: 'revoked', message: STAGE_MESSAGES.linkInvalid });
    expect((await d.closed).code).toBe(STAGE_CLOSE.unauthorized);
    expect((await list(owner.token, owner.id)).map((l) => l.id)).toEqual([mine.id]);
    expect(await list(editor.token, owner.id)).toEqual([]);
  });
});
