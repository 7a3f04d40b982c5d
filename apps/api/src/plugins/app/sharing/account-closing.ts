// Deleting an account that owns shared scripts (issue 27 item 8): each one goes to an editor of it, as
// the owner chose, or is deleted with the rest of the account — the hand-overs and the deletion in one
// transaction. After the commit everyone who lost access is told through the same events as "remove a
// person" (their live sockets, prompter screens and stage links close on every instance), and so is
// every person of the account's own memberships.
import { SHARING_MESSAGES, scriptLimit, sharePeopleLimit, type AccountTransfer, type ScriptAccess, type SharedByMeScript } from '@cuemap/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { toIso } from '../../../db/values';
import { HttpError, badRequest } from '../../../lib/http-error';
import { newId } from '../../../lib/ids';
import type { AuthContext } from '../auth/auth-service';
import { transferIn } from './sharing-queries';
import { tellAll, type Listener } from './tell';

export interface AccountClosingDeps {
  db: Db;
  /** Deletes the account, running `first` in the deletion's transaction (the auth service). */
  deleteUser(auth: AuthContext, first: (trx: Transaction<Database>) => Promise<void>): Promise<void>;
  /** Tells the access listeners (the sharing service's, as after "remove a person"). */
  announce(mindMapId: string, userId: string, access: ScriptAccess | null): Promise<void>;
  logError(err: unknown, what: string): void;
  clock?: () => Date;
}

/** The script, its owner and one of its members per row (a script without members: one row, no member). */
const transferRows = (db: Kysely<Database>, mindMapIds: string[]) =>
  db
    .selectFrom('mind_maps')
    .leftJoin('script_members', 'script_members.mind_map_id', 'mind_maps.id')
    .select(['mind_maps.id', 'mind_maps.user_id as owner_id', 'script_members.user_id as member_id', 'script_members.role'])
    .where('mind_maps.id', 'in', mindMapIds)
    .execute();

/** Each hand-over names a script of the user's, once, and an editor of it; otherwise the 400 saying why. */
async function checkTransfers(db: Kysely<Database>, userId: string, transfers: readonly AccountTransfer[]): Promise<void> {
  if (transfers.length === 0) return;
  const ids = transfers.map((t) => t.mindMapId);
  if (new Set(ids).size !== ids.length) throw badRequest(SHARING_MESSAGES.accountTransferTwice);
  const rows = await transferRows(db, ids);
  for (const t of transfers) {
    const script = rows.filter((r) => r.id === t.mindMapId);
    if (script.length === 0 || script[0]!.owner_id !== userId) throw badRequest(SHARING_MESSAGES.accountTransferNotYours);
    if (!script.some((r) => r.member_id === t.toUserId && r.role === 'editor')) throw badRequest(SHARING_MESSAGES.accountTransferToEditor);
  }
}

export function createAccountClosing(deps: AccountClosingDeps) {
  const { kysely } = deps.db;
  const clock = deps.clock ?? (() => new Date());
  const deletedListeners: Array<Listener<[string]>> = [];

  return {
    /** The user's scripts that are shared with someone, with those people (one query). */
    async sharedByMe(userId: string): Promise<{ scripts: SharedByMeScript[] }> {
      const rows = await kysely
        .selectFrom('mind_maps')
        .innerJoin('script_members', 'script_members.mind_map_id', 'mind_maps.id')
        .innerJoin('users', 'users.id', 'script_members.user_id')
        .select(['mind_maps.id', 'mind_maps.title', 'users.id as user_id', 'users.email', 'script_members.role', 'script_members.created_at'])
        .where('mind_maps.user_id', '=', userId)
        .orderBy('mind_maps.updated_at', 'desc')
        .orderBy('mind_maps.id')
        .orderBy('script_members.created_at')
        .orderBy('script_members.id')
        .execute();
      const scripts = new Map<string, SharedByMeScript>();
      for (const r of rows) {
        const script = scripts.get(r.id) ?? { id: r.id, title: r.title, people: [] };
        script.people.push({ userId: r.user_id, email: r.email, role: r.role === 'editor' ? 'editor' : 'viewer', since: toIso(r.created_at) });
        scripts.set(r.id, script);
      }
      return { scripts: [...scripts.values()] };
    },

    /** Refuses (400) hand-overs that cannot be carried out, before anything is done (a subscription cancelled). */
    check: (userId: string, transfers: readonly AccountTransfer[]) => checkTransfers(kysely, userId, transfers),

    /** Hands the chosen scripts over and deletes the account in one transaction, then tells who lost access. */
    async deleteAccount(auth: AuthContext, transfers: readonly AccountTransfer[]): Promise<void> {
      const { userId } = auth;
      let lost: Array<{ mind_map_id: string; user_id: string }> = [];
      let deleted: string[] = [];
      await deps.deleteUser(auth, async (trx) => {
        await checkTransfers(trx, userId, transfers);
        const now = clock().toISOString();
        for (const t of transfers) {
          const limits = { scripts: scriptLimit, people: sharePeopleLimit };
          const result = await transferIn(trx, deps.db.dialect, { ...t, fromUserId: userId, memberId: newId(), now }, limits);
          if (result === 'not-found') throw badRequest(SHARING_MESSAGES.accountTransferNotYours);
          if (result === 'not-member') throw badRequest(SHARING_MESSAGES.accountTransferToEditor);
          if (result === 'script-limit') throw new HttpError(403, SHARING_MESSAGES.transferOverScriptLimit);
          if (typeof result === 'object') throw new HttpError(403, SHARING_MESSAGES.transferOverShareLimit(result.shareLimit));
        }
        // What the cascade is about to remove: the members of the scripts still the user's, and the user's own memberships.
        deleted = (await trx.selectFrom('mind_maps').select('id').where('user_id', '=', userId).execute()).map((r) => r.id);
        lost = await trx
          .selectFrom('script_members')
          .innerJoin('mind_maps', 'mind_maps.id', 'script_members.mind_map_id')
          .select(['script_members.mind_map_id', 'script_members.user_id'])
          .where((eb) => eb.or([eb('mind_maps.user_id', '=', userId), eb('script_members.user_id', '=', userId)]))
          .execute();
      });
      await Promise.all(lost.map((m) => deps.announce(m.mind_map_id, m.user_id, null)));
      await Promise.all(transfers.map((t) => deps.announce(t.mindMapId, t.toUserId, 'owner')));
      await Promise.all(deleted.map((id) => tellAll(deletedListeners, [id], deps.logError)));
    },

    /** `listener(mindMapId)` runs after a script went with its owner's account (its sockets and links must close). */
    onScriptDeleted(listener: Listener<[string]>): void {
      deletedListeners.push(listener);
    },
  };
}

export type AccountClosing = ReturnType<typeof createAccountClosing>;
