// npm run db:migrate -- status|up|down (issue 25 item 5), on SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import type { MindMap } from '@cuemap/shared';
import { migrations } from '../../src/db/migrations/index';
import { bearer, mapBody, registerUser, setupApp } from '../helper';
import { cli, databaseEnv, spawnCli } from './support';

const t = setupApp();
const names = Object.keys(migrations);
const last = names.at(-1)!;

async function stageLinkStatus(): Promise<number> {
  const { token } = await registerUser(t);
  const map = (await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(2) })).json<MindMap>();
  const res = await t.inject({ method: 'POST', url: `/api/mindmaps/${map._id}/stage-links`, headers: bearer(token), payload: { mode: 'remote' } });
  return res.statusCode;
}

describe('db:migrate', () => {
  it('status lists every migration as applied', async () => {
    const status = await cli(t, ['db:migrate', 'status']);
    expect(status.code).toBe(0);
    const lines = status.stdout.split('\n');
    expect(lines).toHaveLength(names.length + 1);
    names.forEach((name, i) => expect(lines[i]).toMatch(new RegExp(`^applied  \\d{4}-\\d\\d-\\d\\dT\\S+  ${name}$`)));
    expect(lines.at(-1)).toBe(`${names.length} applied, 0 pending.`);
    expect((await cli(t, ['db:migrate', 'up'])).stdout).toBe('Already up to date.');
  });

  it('down refuses without a terminal or --yes, and a "no" at the terminal changes nothing', async () => {
    const refused = await cli(t, ['db:migrate', 'down']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `Refusing without confirmation: no terminal to ask "Roll back ${last}? What it added to the schema is dropped, with its data." on. Add --yes to go ahead.`,
    );
    const no = await cli(t, ['db:migrate', 'down'], { answer: false });
    expect(no).toMatchObject({ code: 1, stderr: 'Cancelled; nothing was changed.' });
    expect((await cli(t, ['db:migrate', 'status'])).stdout).toContain('0 pending.');
  });

  it('down --yes (child process) rolls back the last migration; up applies it again', async () => {
    expect(await stageLinkStatus()).toBe(201);
    const down = await spawnCli(['db:migrate', 'down', '--yes'], databaseEnv(t));
    expect(down.stderr).toBe('');
    expect(down).toMatchObject({ code: 0, stdout: `rolled back ${last}\n` });
    const status = await cli(t, ['db:migrate', 'status']);
    expect(status.stdout).toMatch(new RegExp(`pending  - +${last}\\n${names.length - 1} applied, 1 pending\\.$`));

    const up = await cli(t, ['db:migrate', 'up']);
    expect(up).toMatchObject({ code: 0, stdout: `applied ${last}`, stderr: '' });
    expect((await cli(t, ['db:migrate', 'status'])).stdout).toContain(`${names.length} applied, 0 pending.`);
    expect(await stageLinkStatus()).toBe(201);
  });

  it('names a missing or unknown action', async () => {
    expect(await cli(t, ['db:migrate'])).toMatchObject({ code: 1, stderr: 'Missing status, up or down. Usage: db:migrate status|up|down [--yes]' });
    expect(await cli(t, ['db:migrate', 'sideways'])).toMatchObject({ code: 1, stderr: 'Unknown action "sideways". Usage: db:migrate status|up|down [--yes]' });
    expect(await cli(t, ['db:migrate', 'down', '--yse'])).toMatchObject({ code: 1, stderr: 'Unknown option --yse.' });
    expect(await cli(t, ['db:migate'])).toMatchObject({ code: 1 });
  });
});
