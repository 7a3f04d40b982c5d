// Sharing a script (issue 27): who has access and with which role, invitations by e-mail, transfer of
// ownership and the view link. Tokens (invitations, view links) are 256 random bits given out once;
// only their SHA-256 is stored. Listeners hear when someone's access ends or changes, so the live hub
// can close or downgrade their connections on every instance.
import {
  INVITATION_TTL_MS,
  INVITES_PER_OWNER_PER_HOUR,
  MIND_MAP_MESSAGES,
  SHARING_MESSAGES,
  scriptLimit,
  sharePeopleLimit,
  type CreatedViewLink,
  type ScriptAccessInfo,
  type Invitation,
  type InvitationPreview,
  type InviteBody,
  type ScriptAccess,
  type ScriptPerson,
  type ScriptRole,
  type ScriptSharing,
  type SharedScript,
} from '@cuemap/shared';
import { toIso } from '../../../db/values';
import { HttpError, badRequest, conflict, notFound } from '../../../lib/http-error';
import { newId } from '../../../lib/ids';
import { hashToken, newToken } from '../../../lib/tokens';
import type { Limiter } from '../rate-limit/index';
import { toLastEdit, toSummary } from '../mind-maps/mind-maps-service';
import type { InvitationMail } from './invitation-mail';
import type { SharingRepository } from './sharing-repository';
import type { ViewLinksRepository } from './view-links-repository';
import { tellAll, type Listener } from './tell';

const HOUR = 60 * 60 * 1000;

export interface SharingServiceDeps {
  repo: SharingRepository;
  viewLinks: ViewLinksRepository;
  limiter: Limiter;
  mail: InvitationMail;
  appUrl: string;
  clock?: () => Date;
  /** Invitations per owner per hour (default INVITES_PER_OWNER_PER_HOUR). */
  invitesPerHour?: number;
  /** Told when a listener fails (it never fails the request that caused the event). */
  logError(err: unknown, what: string): void;
}

/** Someone's access to a script changed: `access` is what they have now (null: none). */
export type AccessListener = (mindMapId: string, userId: string, access: ScriptAccess | null) => void | Promise<void>;

const invitationView = (r: { id: string; email: string; role: string; created_at: string | Date; expires_at: string | Date }): Invitation => ({
  id: r.id,
  email: r.email,
  role: r.role as ScriptRole,
  createdAt: toIso(r.created_at),
  expiresAt: toIso(r.expires_at),
});

export function createSharingService(deps: SharingServiceDeps) {
  const { repo, viewLinks } = deps;
  const clock = deps.clock ?? (() => new Date());
  const invitesPerHour = deps.invitesPerHour ?? INVITES_PER_OWNER_PER_HOUR;
  const revokedListeners: Array<(mindMapId: string, userId: string) => void | Promise<void>> = [];
  const changedListeners: AccessListener[] = [];
  const viewLinkListeners: Array<(mindMapId: string) => void | Promise<void>> = [];

  const tell = <A extends unknown[]>(listeners: Array<Listener<A>>, ...args: A) => tellAll(listeners, args, deps.logError);

  async function changed(mindMapId: string, userId: string, access: ScriptAccess | null) {
    if (access === null) await tell(revokedListeners, mindMapId, userId);
    await tell(changedListeners, mindMapId, userId, access);
  }

  /** The invitation a token opens while it is pending; otherwise the error saying why not. */
  async function pending(token: string) {
    const inv = token.length >= 20 ? await repo.findInvitation(hashToken(token)) : undefined;
    if (!inv) throw notFound(SHARING_MESSAGES.invitationNotFound);
    if (inv.accepted_at !== null) throw new HttpError(410, SHARING_MESSAGES.invitationUsed);
    if (inv.revoked_at !== null) throw new HttpError(410, SHARING_MESSAGES.invitationRevoked);
    if (toIso(inv.expires_at) <= clock().toISOString()) throw new HttpError(410, SHARING_MESSAGES.invitationExpired);
    return inv;
  }

  /** The user's role on the script and its owner, in one query (null: no access, or no such script). */
  async function accessWithOwner(userId: string, mindMapId: string): Promise<{ access: ScriptAccess; ownerId: string } | null> {
    const row = await repo.access(userId, mindMapId);
    if (!row) return null;
    if (row.owner_id === userId) return { access: 'owner', ownerId: row.owner_id };
    return row.role === 'editor' || row.role === 'viewer' ? { access: row.role, ownerId: row.owner_id } : null;
  }

  const access = async (userId: string, mindMapId: string): Promise<ScriptAccess | null> => (await accessWithOwner(userId, mindMapId))?.access ?? null;

  /** 404 for someone without access (the script's existence is not revealed), 403 for a member. */
  async function requireOwner(userId: string, mindMapId: string): Promise<void> {
    const a = await access(userId, mindMapId);
    if (a === null) throw notFound(MIND_MAP_MESSAGES.notFound);
    if (a !== 'owner') throw new HttpError(403, SHARING_MESSAGES.ownerOnly);
  }

  return {
    access,
    accessWithOwner,
    requireOwner,
    /** Tells the listeners that someone's access changed elsewhere (an account deleted, account-closing.ts). */
    announce: changed,

    /** The script a view link's token opens, or null (unknown or revoked). */
    async accessByViewToken(token: string): Promise<string | null> {
      if (token.length < 20 || token.length > 256) return null;
      return (await viewLinks.viewLinkMap(hashToken(token))) ?? null;
    },

    /** The script and its owner a view link's token opens, or null (unknown, revoked or replaced). */
    async viewLinkScript(token: string): Promise<{ mindMapId: string; ownerId: string } | null> {
      if (token.length < 20 || token.length > 256) return null;
      return (await viewLinks.viewLinkScript(hashToken(token))) ?? null;
    },

    /** The caller's role and the owner's address; 404 without access. */
    async accessInfo(userId: string, mindMapId: string): Promise<ScriptAccessInfo> {
      const found = await access(userId, mindMapId);
      if (found === null) throw notFound(MIND_MAP_MESSAGES.notFound);
      const { owner } = await repo.people(mindMapId);
      if (!owner) throw notFound(MIND_MAP_MESSAGES.notFound);
      return { access: found, ownerEmail: owner.email };
    },

    async get(userId: string, mindMapId: string): Promise<ScriptSharing> {
      await requireOwner(userId, mindMapId);
      const { owner, members } = await repo.people(mindMapId);
      if (!owner) throw notFound(MIND_MAP_MESSAGES.notFound);
      const people: ScriptPerson[] = [
        { userId: owner.user_id, email: owner.email, role: 'owner', since: toIso(owner.created_at) },
        ...members.map((m) => ({ userId: m.user_id, email: m.email, role: m.role as ScriptRole, since: toIso(m.created_at) })),
      ];
      const invitations = (await repo.pendingInvitations(mindMapId, clock().toISOString())).map(invitationView);
      const link = await viewLinks.liveViewLink(mindMapId);
      const plan = (await repo.owner(mindMapId))?.owner_plan;
      return { people, invitations, viewLink: link ? { createdAt: toIso(link.created_at) } : null, limit: sharePeopleLimit(plan) };
    },

    /**
     * Invites an address. Whether it has an account is never looked up here, so the answer (and the work
     * before it) is the same either way; the mail goes out after the answer.
     */
    async invite(userId: string, mindMapId: string, body: InviteBody): Promise<{ message: string; invitation: Invitation }> {
      await requireOwner(userId, mindMapId);
      const { count, resetInMs } = await deps.limiter.store.hit(`share-invites:${userId}`, HOUR);
      if (count > invitesPerHour) {
        throw deps.limiter.tooMany(resetInMs, SHARING_MESSAGES.tooManyInvites(Math.max(1, Math.ceil(resetInMs / 60_000))));
      }
      const now = clock();
      const token = newToken(32);
      const inv = {
        id: newId(now.getTime()),
        mindMapId,
        email: body.email,
        role: body.role,
        tokenHash: hashToken(token),
        invitedBy: userId,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
      };
      const result = await repo.insertInvitation(inv, sharePeopleLimit);
      if (result === 'not-found') throw notFound(MIND_MAP_MESSAGES.notFound);
      if (result === 'owner') throw badRequest(SHARING_MESSAGES.inviteSelf);
      if (result === 'member') throw conflict(SHARING_MESSAGES.alreadyHasAccess);
      if (typeof result === 'object') throw new HttpError(403, SHARING_MESSAGES.shareLimit(result.limit), { limitReached: true });
      const owner = await repo.owner(mindMapId);
      deps.mail.sendInvitation({
        to: inv.email,
        from: owner?.owner_email ?? '',
        title: owner?.title ?? '',
        role: body.role,
        url: `${deps.appUrl}/invite/${token}`,
      });
      return { message: SHARING_MESSAGES.invited(inv.email), invitation: invitationView({ ...inv, created_at: inv.createdAt, expires_at: inv.expiresAt }) };
    },

    /** What an invitation link offers (the page at /invite/<token> shows it before sign-in). */
    async preview(token: string): Promise<InvitationPreview> {
      const inv = await pending(token);
      return { title: inv.title, ownerEmail: inv.owner_email, email: inv.email, role: inv.role as ScriptRole, expiresAt: toIso(inv.expires_at) };
    },

    /** Uses an invitation: the signed-in user (with the address it was sent to) gets its role. */
    async accept(userId: string, token: string): Promise<{ message: string; mindMapId: string; role: ScriptRole }> {
      const inv = await pending(token);
      const now = clock().toISOString();
      if ((await repo.userEmail(userId)) !== inv.email) throw new HttpError(403, SHARING_MESSAGES.invitationOtherEmail);
      if ((await access(userId, inv.mind_map_id)) === 'owner') throw conflict(SHARING_MESSAGES.invitationOwnScript);
      const role = inv.role as ScriptRole;
      // Another request may have used it (or the owner revoked it) since the look-up: then it is used.
      if (!(await repo.accept({ id: inv.id, mindMapId: inv.mind_map_id, role }, userId, newId(), now)))
        throw new HttpError(410, SHARING_MESSAGES.invitationUsed);
      await changed(inv.mind_map_id, userId, role);
      return { message: SHARING_MESSAGES.accepted(inv.title), mindMapId: inv.mind_map_id, role };
    },

    async changeRole(userId: string, mindMapId: string, memberId: string, role: ScriptRole): Promise<ScriptPerson> {
      await requireOwner(userId, mindMapId);
      if (!(await repo.setRole(mindMapId, memberId, role))) throw notFound(SHARING_MESSAGES.memberNotFound);
      await changed(mindMapId, memberId, role);
      const person = (await repo.people(mindMapId)).members.find((m) => m.user_id === memberId);
      if (!person) throw notFound(SHARING_MESSAGES.memberNotFound);
      return { userId: person.user_id, email: person.email, role: person.role as ScriptRole, since: toIso(person.created_at) };
    },

    /** The owner removes a person, or a member leaves; either way their access ends everywhere. */
    async remove(userId: string, mindMapId: string, memberId: string): Promise<void> {
      if (memberId !== userId) await requireOwner(userId, mindMapId);
      else if ((await access(userId, mindMapId)) === null) throw notFound(MIND_MAP_MESSAGES.notFound);
      if (!(await repo.removeMember(mindMapId, memberId))) throw notFound(SHARING_MESSAGES.memberNotFound);
      await changed(mindMapId, memberId, null);
    },

    async revokeInvitation(userId: string, mindMapId: string, invitationId: string): Promise<void> {
      await requireOwner(userId, mindMapId);
      if (!(await repo.revokeInvitation(mindMapId, invitationId, clock().toISOString()))) throw notFound(SHARING_MESSAGES.pendingNotFound);
    },

    /** Makes a member the owner; the former owner stays on as an editor. */
    async transfer(userId: string, mindMapId: string, toUserId: string): Promise<{ message: string }> {
      await requireOwner(userId, mindMapId);
      const result = await repo.transfer(mindMapId, userId, toUserId, newId(), clock().toISOString(), { scripts: scriptLimit, people: sharePeopleLimit });
      if (result === 'not-found') throw notFound(MIND_MAP_MESSAGES.notFound);
      if (result === 'not-member') throw notFound(SHARING_MESSAGES.memberNotFound);
      if (result === 'script-limit') throw new HttpError(403, SHARING_MESSAGES.transferOverScriptLimit);
      if (typeof result === 'object') throw new HttpError(403, SHARING_MESSAGES.transferOverShareLimit(result.shareLimit));
      await changed(mindMapId, toUserId, 'owner');
      await changed(mindMapId, userId, 'editor');
      return { message: SHARING_MESSAGES.transferred((await repo.userEmail(toUserId)) ?? '') };
    },

    /** Turns "anyone with the link can view" on, or gives it a new token (the old link stops working). */
    async createViewLink(userId: string, mindMapId: string): Promise<CreatedViewLink> {
      await requireOwner(userId, mindMapId);
      const now = clock();
      const token = newToken(32);
      await viewLinks.replaceViewLink({ id: newId(now.getTime()), mindMapId, tokenHash: hashToken(token), createdAt: now.toISOString() });
      await tell(viewLinkListeners, mindMapId);
      return { createdAt: now.toISOString(), token, url: `${deps.appUrl}/view/${token}` };
    },

    async revokeViewLink(userId: string, mindMapId: string): Promise<void> {
      await requireOwner(userId, mindMapId);
      if (!(await viewLinks.revokeViewLink(mindMapId, clock().toISOString()))) throw notFound(SHARING_MESSAGES.viewLinkNotFound);
      await tell(viewLinkListeners, mindMapId);
    },

    /** The scripts others share with the user (they do not count towards the user's own plan). */
    async shared(userId: string): Promise<{ scripts: SharedScript[] }> {
      const rows = await repo.sharedWith(userId);
      return {
        scripts: rows.map((r) => ({ ...toSummary(r), ...toLastEdit(r), role: r.role as ScriptRole, ownerEmail: r.owner_email, sharedAt: toIso(r.shared_at) })),
      };
    },

    /** `listener(mindMapId, userId)` runs after a person lost access (removed, or left). */
    onAccessRevoked(listener: (mindMapId: string, userId: string) => void | Promise<void>): void {
      revokedListeners.push(listener);
    },
    /** `listener(mindMapId, userId, access)` runs after any change of a person's access (null: none). */
    onAccessChanged(listener: AccessListener): void {
      changedListeners.push(listener);
    },
    /** `listener(mindMapId)` runs after the script's view link was revoked or regenerated (its viewers must go). */
    onViewLinkRevoked(listener: (mindMapId: string) => void | Promise<void>): void {
      viewLinkListeners.push(listener);
    },

    /** Waits for invitation mail still being sent (graceful shutdown, tests). */
    flushMail: () => deps.mail.flush(),
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
