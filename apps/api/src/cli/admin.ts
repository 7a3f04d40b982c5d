// `npm run admin -- users …` (docs/operations.md): look users up and change what support needs to change,
// through the API's own repositories and billing rules, so the API reports exactly what was set here.
import { PLAN_IDS, isPlanId, monthlyTeleprompterLimit, type PlanId } from '@cuemap/shared';
import { createAuthRepository, type UserRow } from '../plugins/app/auth/auth-repository';
import { toUserView } from '../plugins/app/auth/user-view';
import { applySubscription } from '../plugins/app/billing/billing-core';
import { createBillingRepository } from '../plugins/app/billing/billing-repository';
import { silentLogger, type DerivedSubscriptionState } from '../plugins/app/billing/billing-types';
import { createBillingService } from '../plugins/app/billing/index';
import { effectiveSubscription, hasLiveSubscription } from '../plugins/app/billing/subscription-state';
import { createStageRepository } from '../plugins/app/stage/stage-repository';
import { createAdminRepository, type UserSummary } from './admin-repository';
import { CliError, confirm, expectPositional, parseArgs, table, type CliContext } from './cli-io';

export const ADMIN_USAGE = [
  'admin users list [--limit N] [--json]',
  'admin users find TEXT [--limit N] [--json]',
  'admin users show EMAIL [--json]',
  `admin users set-plan EMAIL ${PLAN_IDS.join('|')} [--force]`,
  'admin users verify EMAIL',
  'admin users revoke-sessions EMAIL',
  'admin users delete EMAIL [--yes]',
];

const limitOf = (value: string | undefined) => {
  if (value === undefined) return 100;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new CliError(`--limit must be a positive whole number, not "${value}".`);
  return n;
};

function printUsers(ctx: CliContext, users: UserSummary[], json: boolean): void {
  if (json) return ctx.out(JSON.stringify(users, null, 2));
  if (users.length === 0) return ctx.out('No users.');
  const rows = users.map((u) => [u.email, u.plan, u.status, u.verifiedAt ? 'verified' : 'unverified', String(u.scripts), u.createdAt]);
  ctx.out(table([['EMAIL', 'PLAN', 'STATUS', 'ADDRESS', 'SCRIPTS', 'CREATED'], ...rows]).join('\n'));
}

export async function adminCommand(ctx: CliContext, argv: readonly string[]): Promise<void> {
  const [group, action, ...rest] = argv;
  if (group !== 'users' || !action) throw new CliError(`Usage:\n  ${ADMIN_USAGE.join('\n  ')}`);
  const usage = ADMIN_USAGE.find((u) => u.startsWith(`admin users ${action} `));
  if (!usage) throw new CliError(`Unknown command "users ${action}". Usage:\n  ${ADMIN_USAGE.join('\n  ')}`);
  const args = parseArgs(
    rest,
    ['json', 'yes', 'force'].filter((f) => usage.includes(`--${f}`)),
    usage.includes('--limit') ? ['limit'] : [],
  );
  const json = args.flags.has('json');

  const db = await ctx.db();
  const auth = createAuthRepository(db);
  const admin = createAdminRepository(db);
  const now = new Date();

  /** The user with this address (as typed: case and spaces do not matter, as at sign-in). */
  const userOf = async (email: string): Promise<UserRow> => {
    const row = await auth.findUserByEmail(email.trim().toLowerCase());
    if (!row) throw new CliError(`No user with the e-mail address ${email}.`);
    return row;
  };

  if (action === 'list') {
    expectPositional(args, [], usage);
    const limit = limitOf(args.options.get('limit'));
    const [users, total] = await Promise.all([admin.listUsers(limit), admin.countUsers()]);
    printUsers(ctx, users, json);
    if (!json && total > users.length) ctx.out(`(${users.length} of ${total}; --limit N shows more)`);
    return;
  }
  if (action === 'find') {
    const [text] = expectPositional(args, ['TEXT'], usage);
    printUsers(ctx, await admin.findUsers(text!, limitOf(args.options.get('limit'))), json);
    return;
  }

  const [email, planArg] = expectPositional(args, action === 'set-plan' ? ['EMAIL', 'PLAN'] : ['EMAIL'], usage);
  const row = await userOf(email!);

  if (action === 'show') {
    const view = toUserView(row, now);
    const billingUser = await createBillingRepository(db).findUserById(row.id);
    const subscription = effectiveSubscription(billingUser!.subscription, now);
    const sessions = await admin.liveSessions(row.id, now.toISOString());
    const details = {
      email: view.email,
      pendingEmail: view.pendingEmail,
      verified: row.email_verified_at !== null,
      createdAt: view.createdAt,
      plan: subscription.plan,
      status: subscription.status,
      currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      paymentCustomerId: view.paymentCustomerId,
      freeTrialClaimed: view.freeTrialClaimed,
      scripts: view.mindMapCount,
      usage: {
        aiTeleprompterGenerations: view.aiTeleprompterGenerations,
        aiTeleprompterLimit: monthlyTeleprompterLimit(subscription.plan),
        aiIdeaGenerations: view.aiIdeaGenerations,
      },
      sessions,
    };
    if (json) return ctx.out(JSON.stringify(details, null, 2));
    ctx.out(
      [
        `E-mail:      ${details.email}${details.verified ? ' (verified)' : ' (not verified)'}`,
        ...(details.pendingEmail ? [`Changing to: ${details.pendingEmail} (waiting for its link)`] : []),
        `Created:     ${details.createdAt}`,
        `Plan:        ${details.plan} (${details.status}${details.currentPeriodEnd ? `, period ends ${details.currentPeriodEnd}` : ''}${details.cancelAtPeriodEnd ? ', cancels then' : ''})`,
        `Scripts:     ${details.scripts}`,
        `AI usage:    ${details.usage.aiTeleprompterGenerations} of ${details.usage.aiTeleprompterLimit} teleprompter generations, ${details.usage.aiIdeaGenerations} idea generations this month`,
        `Sessions:    ${sessions.length} live`,
        ...table(sessions.map((s) => [`  created ${s.createdAt}`, `last used ${s.lastUsedAt}`, `expires ${s.expiresAt}`])),
      ].join('\n'),
    );
    return;
  }

  if (action === 'set-plan') {
    if (!isPlanId(planArg)) throw new CliError(`Unknown plan "${planArg}": choose ${PLAN_IDS.join(', ')}.`);
    await setPlan(ctx, row, planArg, args.flags.has('force'));
    return;
  }

  if (action === 'verify') {
    const changed = await admin.markVerified(row.id, now.toISOString());
    // Links still in the mail would only verify it again: they stop working, as after a real verification.
    await auth.invalidateEmailTokens(row.id, 'verify-email', now.toISOString());
    ctx.out(changed ? `${row.email} is now verified.` : `${row.email} was already verified.`);
    return;
  }

  if (action === 'revoke-sessions') {
    const sessions = await admin.deleteSessions(row.id);
    // Like "sign out other devices": the remotes and displays the account let in stop too.
    const links = await createStageRepository(db).revokeAllOf(row.id, now.toISOString());
    ctx.out(`Ended ${sessions} session(s) and revoked ${links.length} stage link(s) of ${row.email}.`);
    ctx.out('A running server may accept an ended session for up to SESSION_CACHE_SECONDS more (5 s by default on SQLite).');
    return;
  }

  // delete
  await confirm(ctx, args, `Delete ${row.email} and everything it owns (${Number(row.mind_map_count)} script(s))? This cannot be undone.`);
  const billing = createBillingService({ config: { appUrl: ctx.config.appUrl, stripe: ctx.config.stripe }, store: createBillingRepository(db) });
  // As DELETE /api/auth/account: a live paid subscription is cancelled first, so nothing is billed afterwards.
  await billing.endForAccountDeletion(row.id);
  await createStageRepository(db).revokeAllOf(row.id, now.toISOString());
  await auth.deleteUser(row.id);
  ctx.out(`Deleted ${row.email}.`);
}

/**
 * The plan as an operator's grant: no period end (it lasts until changed) and no subscription, through
 * the same write path as checkouts and webhooks. A live Stripe subscription would put its own plan back at
 * its next event (and keep billing), so it is refused unless --force (then the subscription is kept).
 */
async function setPlan(ctx: CliContext, row: UserRow, plan: PlanId, force: boolean): Promise<void> {
  const db = await ctx.db();
  const store = createBillingRepository(db);
  const user = (await store.findUserById(row.id))!;
  const current = effectiveSubscription(user.subscription, new Date());
  const live = hasLiveSubscription(current);
  if (live && ctx.config.billingMode === 'stripe' && !force) {
    throw new CliError(
      `${row.email} pays for ${current.plan} through Stripe (subscription ${current.subscriptionId}): change it in Stripe, ` +
        'or add --force to override it until Stripe next updates the subscription.',
    );
  }
  const incoming: DerivedSubscriptionState = live
    ? { ...current, plan, status: plan === 'free' ? 'canceled' : current.status, freeTrialClaimed: user.freeTrialClaimed }
    : { plan, status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false, subscriptionId: null, freeTrialClaimed: user.freeTrialClaimed };
  const outcome = await applySubscription(store, user, incoming, { fromSnapshot: false, logger: silentLogger });
  const after = toUserView((await createAuthRepository(db).findUserById(row.id))!, new Date());
  ctx.out(outcome.applied ? `${row.email} is now on ${after.subscription.plan}.` : `${row.email} was already on ${after.subscription.plan}.`);
}
