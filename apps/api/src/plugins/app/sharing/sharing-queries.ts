// Queries the sharing repository's transactions share: the script's owner (locked), the people it is shared with, and the transfer of ownership.
import type { Transaction } from 'kysely';
import type { Dialect } from '../../../db/database';
import type { Database } from '../../../db/schema';

/** The script's owner (the row locked on PostgreSQL, so sharing changes of one script queue). */
export function lockedOwner(trx: Transaction<Database>, dialect: Dialect, mindMapId: string) {
  let q = trx
    .selectFrom('mind_maps')
    .innerJoin('users', 'users.id', 'mind_maps.user_id')
    .select(['mind_maps.title', 'mind_maps.user_id as owner_id', 'users.email as owner_email', 'users.plan as owner_plan'])
    .where('mind_maps.id', '=', mindMapId);
  if (dialect === 'postgres') q = q.forUpdate('mind_maps');
  return q.executeTakeFirst();
}

/** Members plus pending invitations (other than to `exceptEmail`): what a plan's share limit counts. */
export async function sharedCount(trx: Transaction<Database>, mindMapId: string, now: string, exceptEmail?: string): Promise<number> {
  const members = await trx
    .selectFrom('script_members')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('mind_map_id', '=', mindMapId)
    .executeTakeFirstOrThrow();
  let pending = trx
    .selectFrom('script_invitations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('mind_map_id', '=', mindMapId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);
  if (exceptEmail !== undefined) pending = pending.where('email', '<>', exceptEmail);
  return Number(members.n) + Number((await pending.executeTakeFirstOrThrow()).n);
}

export type TransferResult = 'ok' | 'not-found' | 'not-member' | 'script-limit' | { shareLimit: number };
export interface TransferLimits {
  scripts: (plan: string) => number | null;
  people: (plan: string) => number | null;
}

/**
 * Makes member `toUserId` the owner and the former owner an editor, inside the caller's transaction
 * (a transfer on its own, or one step of deleting the former owner's account), holding the script.
 * The script's saved script and history move with it; rehearsals and stage links stay their makers'.
 * Refused when the new owner's plan has no room for the script or for the people it is shared with.
 */
export async function transferIn(
  trx: Transaction<Database>,
  dialect: Dialect,
  t: { mindMapId: string; fromUserId: string; toUserId: string; memberId: string; now: string },
  limits: TransferLimits,
): Promise<TransferResult> {
  const { mindMapId, fromUserId, toUserId } = t;
  const owner = await lockedOwner(trx, dialect, mindMapId);
  if (!owner || owner.owner_id !== fromUserId) return 'not-found';
  const target = await trx
    .selectFrom('script_members')
    .innerJoin('users', 'users.id', 'script_members.user_id')
    .select(['users.plan'])
    .where('script_members.mind_map_id', '=', mindMapId)
    .where('script_members.user_id', '=', toUserId)
    .executeTakeFirst();
  if (!target) return 'not-member';
  const scriptLimit = limits.scripts(target.plan);
  if (scriptLimit !== null) {
    const owned = await trx
      .selectFrom('mind_maps')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', toUserId)
      .executeTakeFirstOrThrow();
    if (Number(owned.n) >= scriptLimit) return 'script-limit';
  }
  const shareLimit = limits.people(target.plan);
  // The new owner leaves the members and the former owner joins them: the count stays the same.
  if (shareLimit !== null && (await sharedCount(trx, mindMapId, t.now)) > shareLimit) return { shareLimit };
  await trx.deleteFrom('script_members').where('mind_map_id', '=', mindMapId).where('user_id', '=', toUserId).execute();
  await trx.updateTable('mind_maps').set({ user_id: toUserId }).where('id', '=', mindMapId).execute();
  await trx.updateTable('teleprompter_texts').set({ user_id: toUserId }).where('mind_map_id', '=', mindMapId).execute();
  await trx.updateTable('map_versions').set({ user_id: toUserId }).where('mind_map_id', '=', mindMapId).execute();
  await trx
    .insertInto('script_members')
    .values({ id: t.memberId, mind_map_id: mindMapId, user_id: fromUserId, role: 'editor', added_by: toUserId, created_at: t.now })
    .execute();
  return 'ok';
}
