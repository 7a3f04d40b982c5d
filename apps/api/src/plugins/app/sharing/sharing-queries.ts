// Queries the sharing repository's transactions share: the script's owner (locked) and the people it is shared with.
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
