// npm run admin -- users … (issue 25 item 5), on SQLite and PostgreSQL: what the CLI changes, the API reports.
import { describe, expect, it } from 'vitest';
import type { User } from '@cuemap/shared';
import { createBillingRepository } from '../../src/plugins/app/billing/billing-repository';
import { PASSWORD, bearer, mapBody, registerUser, setupApp, uniqueEmail } from '../helper';
import { cli, databaseEnv, spawnCli } from './support';

// Every request asks the database for its session, so a revocation shows at once.
const t = setupApp({ env: { SESSION_CACHE_SECONDS: '0' } });

async function me(token: string): Promise<{ status: number; user?: User }> {
  const res = await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  return { status: res.statusCode, user: res.statusCode === 200 ? res.json<{ user: User }>().user : undefined };
}

const createScript = async (token: string) =>
  (await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(2) })).statusCode;

describe('admin users', () => {
  it('set-plan (child process) changes the plan the API reports and applies', async () => {
    const { email, token } = await registerUser(t);
    expect((await me(token)).user?.subscription.plan).toBe('free');
    expect(await createScript(token)).toBe(201);
    expect(await createScript(token)).toBe(201);
    expect(await createScript(token)).toBe(403); // Free: two scripts

    const pro = await spawnCli(['admin', 'users', 'set-plan', email.toUpperCase(), 'pro'], databaseEnv(t));
    expect(pro).toMatchObject({ code: 0, stdout: `${email} is now on pro.\n`, stderr: '' });
    expect((await me(token)).user?.subscription).toMatchObject({ plan: 'pro', status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false });
    expect(await createScript(token)).toBe(201);

    expect((await cli(t, ['admin', 'users', 'set-plan', email, 'pro'])).stdout).toBe(`${email} was already on pro.`);
    expect((await cli(t, ['admin', 'users', 'set-plan', email, 'elite'])).stdout).toBe(`${email} is now on elite.`);
    expect((await me(token)).user?.subscription.plan).toBe('elite');
    expect((await cli(t, ['admin', 'users', 'set-plan', email, 'free'])).code).toBe(0);
    expect((await me(token)).user?.subscription.plan).toBe('free');
  });

  it('set-plan leaves a live Stripe subscription to Stripe unless --force', async () => {
    const { email, token } = await registerUser(t);
    const user = (await t.app.db.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const periodEnd = new Date(Date.now() + 86_400_000);
    await createBillingRepository(t.app.db).applySubscriptionState(user, {
      plan: 'pro',
      status: 'active',
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
      subscriptionId: 'sub_live',
    });
    const stripe = { app: t.app, config: { ...t.config, billingMode: 'stripe' as const } };
    const refused = await cli(stripe, ['admin', 'users', 'set-plan', email, 'elite']);
    expect(refused).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^\S+ pays for pro through Stripe \(subscription sub_live\): change it in Stripe, or add --force/),
    });
    expect((await me(token)).user?.subscription.plan).toBe('pro');

    expect((await cli(stripe, ['admin', 'users', 'set-plan', email, 'elite', '--force'])).code).toBe(0);
    // The subscription (and its period) stays: Stripe's next event for it decides again.
    expect((await me(token)).user?.subscription).toMatchObject({ plan: 'elite', status: 'active', currentPeriodEnd: periodEnd.toISOString() });
  });

  it('list, find and show', async () => {
    const { email, token } = await registerUser(t, uniqueEmail('finder_one'));
    expect(await createScript(token)).toBe(201);

    const list = await cli(t, ['admin', 'users', 'list']);
    expect(list.code).toBe(0);
    expect(list.stdout.split('\n')[0]).toMatch(/^EMAIL +PLAN +STATUS +ADDRESS +SCRIPTS +CREATED$/);
    expect(list.stdout).toMatch(new RegExp(`${email} +free +active +unverified +1 +\\d{4}-`));
    expect((await cli(t, ['admin', 'users', 'list', '--limit', '1'])).stdout).toMatch(/\(1 of \d+; --limit N shows more\)$/);

    const found = await cli(t, ['admin', 'users', 'find', 'FINDER_ONE', '--json']);
    expect(JSON.parse(found.stdout)).toEqual([expect.objectContaining({ email, plan: 'free', scripts: 1, verifiedAt: null })]);
    // % and _ are literal characters of the address, not wildcards.
    expect((await cli(t, ['admin', 'users', 'find', 'finder%one'])).stdout).toBe('No users.');

    const shown = JSON.parse((await cli(t, ['admin', 'users', 'show', email, '--json'])).stdout);
    expect(shown).toMatchObject({
      email,
      verified: false,
      plan: 'free',
      status: 'active',
      scripts: 1,
      usage: { aiTeleprompterGenerations: 0, aiTeleprompterLimit: 25, aiIdeaGenerations: 0 },
    });
    expect(shown.sessions).toHaveLength(1);
    const text = (await cli(t, ['admin', 'users', 'show', email])).stdout;
    expect(text).toContain(`E-mail:      ${email} (not verified)`);
    expect(text).toContain('Plan:        free (active)');
    expect(text).toContain('Sessions:    1 live');
  });

  it('verify marks the address verified; revoke-sessions signs every device out', async () => {
    const { email, token } = await registerUser(t);
    expect((await cli(t, ['admin', 'users', 'verify', email])).stdout).toBe(`${email} is now verified.`);
    expect(JSON.parse((await cli(t, ['admin', 'users', 'show', email, '--json'])).stdout).verified).toBe(true);
    expect((await cli(t, ['admin', 'users', 'verify', email])).stdout).toBe(`${email} was already verified.`);

    const second = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    const other = second.json<{ token: string }>().token;
    expect((await me(token)).status).toBe(200);
    const revoked = await cli(t, ['admin', 'users', 'revoke-sessions', email]);
    expect(revoked.stdout.split('\n')[0]).toBe(`Ended 2 session(s) and revoked 0 stage link(s) of ${email}.`);
    expect((await me(token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
  });

  it('delete asks first: refused without a terminal (child process) or on "no"; --yes deletes', async () => {
    const { email, token } = await registerUser(t);
    const refused = await spawnCli(['admin', 'users', 'delete', email], databaseEnv(t));
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/^Refusing without confirmation: .*Add --yes to go ahead\.\n$/);
    expect((await me(token)).status).toBe(200);

    const no = await cli(t, ['admin', 'users', 'delete', email], { answer: false });
    expect(no).toMatchObject({ code: 1, stderr: 'Cancelled; nothing was changed.' });
    expect(no.stdout).toBe(`Delete ${email} and everything it owns (0 script(s))? This cannot be undone. [y/N] `);
    expect((await me(token)).status).toBe(200);

    expect(await cli(t, ['admin', 'users', 'delete', email, '--yes'])).toMatchObject({ code: 0, stdout: `Deleted ${email}.` });
    expect((await me(token)).status).toBe(401);
    const login = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(login.statusCode).toBe(401);
  });

  it('clear errors: unknown user, bad plan, bad arguments', async () => {
    for (const action of ['show', 'set-plan', 'verify', 'revoke-sessions', 'delete']) {
      const args = action === 'set-plan' ? ['nobody@example.com', 'pro'] : ['nobody@example.com', ...(action === 'delete' ? ['--yes'] : [])];
      expect(await cli(t, ['admin', 'users', action, ...args])).toMatchObject({ code: 1, stderr: 'No user with the e-mail address nobody@example.com.' });
    }
    const { email } = await registerUser(t);
    expect(await cli(t, ['admin', 'users', 'set-plan', email, 'platinum'])).toMatchObject({
      code: 1,
      stderr: 'Unknown plan "platinum": choose free, pro, elite.',
    });
    expect((await cli(t, ['admin', 'users', 'set-plan', email])).stderr).toMatch(/^Missing PLAN\. Usage: admin users set-plan EMAIL/);
    expect((await cli(t, ['admin', 'users', 'show', email, 'extra'])).stderr).toMatch(/^Unexpected argument "extra"\./);
    expect((await cli(t, ['admin', 'users', 'show', email, '--yes'])).stderr).toBe('Unknown option --yes.');
    expect((await cli(t, ['admin', 'users', 'list', '--limit', '0'])).stderr).toBe('--limit must be a positive whole number, not "0".');
    expect((await cli(t, ['admin', 'users', 'promote', email])).stderr).toMatch(/^Unknown command "users promote"\. Usage:/);
    expect((await cli(t, ['admin', 'groups'])).code).toBe(1);
  });
});
