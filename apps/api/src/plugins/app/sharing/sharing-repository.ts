// All SQL of sharing (issue 27): script_members, script_invitations, view_links, and the owner's
// mind_maps.user_id (with the rows that follow a script's owner when it is transferred).
import type { Db } from '../../../db/database';
import { SCRIPT_SUMMARY_COLUMNS } from '../mind-maps/map-columns';
import { lockedOwner, sharedCount, transferIn, type TransferLimits, type TransferResult } from './sharing-queries';

export interface MapOwner {
  title: string;
  owner_id: string;
  owner_email: string;
  owner_plan: string;
}

export interface InvitationRow {
  id: string;
  mind_map_id: string;
  email: string;
  role: string;
  created_at: string | Date;
  expires_at: string | Date;
  accepted_at: string | Date | null;
  revoked_at: string | Date | null;
  title: string;
  owner_email: string;
}

export interface NewInvitation {
  id: string;
  mindMapId: string;
  email: string;
  role: string;
  tokenHash: string;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

const INVITATION_COLUMNS = ['id', 'email', 'role', 'created_at', 'expires_at'] as const;

export function createSharingRepository({ kysely, dialect }: Db) {
  return {
    /** The user's access to the script in one query: the owner's id and the user's membership role. */
    async access(userId: string, mindMapId: string): Promise<{ owner_id: string; role: string | null } | undefined> {
      return kysely
        .selectFrom('mind_maps')
        .leftJoin('script_members', (j) => j.onRef('script_members.mind_map_id', '=', 'mind_maps.id').on('script_members.user_id', '=', userId))
        .select(['mind_maps.user_id as owner_id', 'script_members.role'])
        .where('mind_maps.id', '=', mindMapId)
        .executeTakeFirst();
    },

    owner: (mindMapId: string): Promise<MapOwner | undefined> =>
      kysely
        .selectFrom('mind_maps')
        .innerJoin('users', 'users.id', 'mind_maps.user_id')
        .select(['mind_maps.title', 'mind_maps.user_id as owner_id', 'users.email as owner_email', 'users.plan as owner_plan'])
        .where('mind_maps.id', '=', mindMapId)
        .executeTakeFirst(),

    /** The owner (with when the script was made) and then the members, oldest first. */
    async people(mindMapId: string) {
      const owner = await kysely
        .selectFrom('mind_maps')
        .innerJoin('users', 'users.id', 'mind_maps.user_id')
        .select(['users.id as user_id', 'users.email', 'mind_maps.created_at'])
        .where('mind_maps.id', '=', mindMapId)
        .executeTakeFirst();
      const members = await kysely
        .selectFrom('script_members')
        .innerJoin('users', 'users.id', 'script_members.user_id')
        .select(['users.id as user_id', 'users.email', 'script_members.role', 'script_members.created_at'])
        .where('script_members.mind_map_id', '=', mindMapId)
        .orderBy('script_members.created_at')
        .orderBy('script_members.id')
        .execute();
      return { owner, members };
    },

    pendingInvitations: (mindMapId: string, now: string) =>
      kysely
        .selectFrom('script_invitations')
        .select(INVITATION_COLUMNS)
        .where('mind_map_id', '=', mindMapId)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    /**
     * Stores an invitation (replacing a pending one to the same address) unless the address is already a
     * member's or the owner's plan is full, in one transaction holding the script.
     */
    async insertInvitation(
      inv: NewInvitation,
      limitForPlan: (plan: string) => number | null,
    ): Promise<'ok' | 'not-found' | 'owner' | 'member' | { limit: number }> {
      return kysely.transaction().execute(async (trx) => {
        const owner = await lockedOwner(trx, dialect, inv.mindMapId);
        if (!owner || owner.owner_id !== inv.invitedBy) return 'not-found';
        if (owner.owner_email === inv.email) return 'owner';
        const member = await trx
          .selectFrom('script_members')
          .innerJoin('users', 'users.id', 'script_members.user_id')
          .select('script_members.id')
          .where('script_members.mind_map_id', '=', inv.mindMapId)
          .where('users.email', '=', inv.email)
          .executeTakeFirst();
        if (member) return 'member';
        const limit = limitForPlan(owner.owner_plan);
        if (limit !== null && (await sharedCount(trx, inv.mindMapId, inv.createdAt, inv.email)) >= limit) return { limit };
        await trx
          .updateTable('script_invitations')
          .set({ revoked_at: inv.createdAt })
          .where('mind_map_id', '=', inv.mindMapId)
          .where('email', '=', inv.email)
          .where('accepted_at', 'is', null)
          .where('revoked_at', 'is', null)
          .execute();
        await trx
          .insertInto('script_invitations')
          .values({
            id: inv.id,
            mind_map_id: inv.mindMapId,
            email: inv.email,
            role: inv.role,
            token_hash: inv.tokenHash,
            invited_by: inv.invitedBy,
            created_at: inv.createdAt,
            expires_at: inv.expiresAt,
            accepted_at: null,
            accepted_by: null,
            revoked_at: null,
          })
          .execute();
        return 'ok';
      });
    },

    /** The invitation a token opens, in whatever state it is, with its script's title. */
    findInvitation: (tokenHash: string): Promise<InvitationRow | undefined> =>
      kysely
        .selectFrom('script_invitations')
        .innerJoin('mind_maps', 'mind_maps.id', 'script_invitations.mind_map_id')
        .innerJoin('users', 'users.id', 'mind_maps.user_id')
        .select([
          'script_invitations.id',
          'script_invitations.mind_map_id',
          'script_invitations.email',
          'script_invitations.role',
          'script_invitations.created_at',
          'script_invitations.expires_at',
          'script_invitations.accepted_at',
          'script_invitations.revoked_at',
          'mind_maps.title',
          'users.email as owner_email',
        ])
        .where('script_invitations.token_hash', '=', tokenHash)
        .executeTakeFirst(),

    userEmail: async (userId: string) => (await kysely.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst())?.email,

    /**
     * Uses the invitation (still pending at `now`) and gives the user its role, in one transaction: false
     * when another request used, or the owner revoked, it first.
     */
    async accept(inv: { id: string; mindMapId: string; role: string }, userId: string, memberId: string, now: string): Promise<boolean> {
      return kysely.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('script_invitations')
          .set({ accepted_at: now, accepted_by: userId })
          .where('id', '=', inv.id)
          .where('accepted_at', 'is', null)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', now)
          .returning('invited_by')
          .executeTakeFirst();
        if (!used) return false;
        await trx
          .insertInto('script_members')
          .values({ id: memberId, mind_map_id: inv.mindMapId, user_id: userId, role: inv.role, added_by: used.invited_by, created_at: now })
          .onConflict((oc) => oc.columns(['mind_map_id', 'user_id']).doUpdateSet({ role: inv.role }))
          .execute();
        return true;
      });
    },

    async setRole(mindMapId: string, userId: string, role: string): Promise<boolean> {
      const res = await kysely
        .updateTable('script_members')
        .set({ role })
        .where('mind_map_id', '=', mindMapId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    async removeMember(mindMapId: string, userId: string): Promise<boolean> {
      const res = await kysely.deleteFrom('script_members').where('mind_map_id', '=', mindMapId).where('user_id', '=', userId).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    async revokeInvitation(mindMapId: string, invitationId: string, now: string): Promise<boolean> {
      const res = await kysely
        .updateTable('script_invitations')
        .set({ revoked_at: now })
        .where('id', '=', invitationId)
        .where('mind_map_id', '=', mindMapId)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /** Makes member `toUserId` the owner and the former owner an editor, in a transaction of its own (see transferIn). */
    transfer(mindMapId: string, fromUserId: string, toUserId: string, memberId: string, now: string, limits: TransferLimits): Promise<TransferResult> {
      return kysely.transaction().execute((trx) => transferIn(trx, dialect, { mindMapId, fromUserId, toUserId, memberId, now }, limits));
    },

    /** The scripts shared with the user, most recently changed first, with their owner's address and last editor. */
    sharedWith: (userId: string) =>
      kysely
        .selectFrom('script_members')
        .innerJoin('mind_maps', 'mind_maps.id', 'script_members.mind_map_id')
        .innerJoin('users', 'users.id', 'mind_maps.user_id')
        .leftJoin('users as editor', 'editor.id', 'mind_maps.last_edited_by')
        .select([...SCRIPT_SUMMARY_COLUMNS, 'script_members.role', 'script_members.created_at as shared_at', 'users.email as owner_email'])
        .where('script_members.user_id', '=', userId)
        .orderBy('mind_maps.updated_at', 'desc')
        .orderBy('mind_maps.id', 'desc')
        .execute(),
  };
}

export type SharingRepository = ReturnType<typeof createSharingRepository>;
