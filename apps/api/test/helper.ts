// Test helper: `build()` gives a fresh app on a freshly migrated database — a temp SQLite file, copied
// from one the worker migrated once, or (TEST_DB=postgres) a fresh PostgreSQL schema on
// TEST_DATABASE_URL, created from the schema the project's global setup migrated once
// (test/pg-schema-template.ts) — and cleans it up on close.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config/env';
import { migrateToLatest, openDatabase } from '../src/db/database';
import type { MailMessage, Mailer } from '../src/plugins/app/mailer/mailer';
import { setPasswordCostForTests } from '../src/plugins/app/auth/password';
import { SCHEMA_PLACEHOLDER } from './pg-schema-template';

export const usePostgres = process.env.TEST_DB === 'postgres';

/** argon2id at its smallest cost for the suites' sign-ups (the real cost is checked in test/auth/password.test.ts). */
export const TEST_PASSWORD_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
setPasswordCostForTests(TEST_PASSWORD_COST);

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Mail the app sent (unless the test configured SMTP_URL). */
  mail: MailMessage[];
  /** A controllable clock: `advance(ms)` moves the app's "now". */
  clock: { now: () => Date; advance(ms: number): void };
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface BuildTestOptions extends Omit<BuildOptions, 'db' | 'mailer' | 'clock' | 'logger'> {
  /** Environment variables on top of the test defaults (high rate limits, silent logs). */
  env?: Record<string, string>;
  /** Use a real mailer from the config (SMTP_URL) instead of capturing mail in memory. */
  realMailer?: boolean;
}

let sqliteTemplate: Promise<string> | undefined;

/**
 * SQLite: the migrations run once per worker (the files of a worker share this module: isolate: false),
 * into a template database that each `build()` copies — a copy costs about a tenth of migrating a new
 * file (~7 against ~65 ms of CPU here). Each app still runs the migrator when it starts (it finds every
 * migration applied), so a migration missing from the template would still be applied there.
 */
function sqliteTemplateFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cuemap-api-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'template.db');
    const db = openDatabase({ sqliteFile: file });
    try {
      await migrateToLatest(db);
    } finally {
      // Closing checkpoints the write-ahead log into the file, so the file alone is the whole database.
      await db.close();
    }
    return file;
  })();
  return sqliteTemplate;
}

export async function build(opts: BuildTestOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cuemap-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://cuemap.test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_IP_PER_MINUTE: '100000',
    RATE_LIMIT_EMAIL_PER_MINUTE: '100000',
    ...opts.env,
  });

  let dropSchema = async () => {};
  // Test files run in parallel, one schema each: migrations read only their own schema
  // (src/db/pg-introspector.ts), so another file's DDL or schema drop cannot trip them.
  let db;
  if (usePostgres) {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // An app built with `migrate: false` gets the empty schema it asks for.
    const script = opts.migrate === false ? '' : inject('pgSchemaScript');
    await admin.query(script ? script.replaceAll(SCHEMA_PLACEHOLDER, schema) : `create schema ${schema}`);
    db = openDatabase({ databaseUrl: url, pgSearchPath: schema, pgPoolSize: 10 });
    dropSchema = async () => {
      try {
        await admin.query(`drop schema ${schema} cascade`);
      } finally {
        await admin.end();
      }
    };
  } else {
    const file = path.join(dataDir, 'cuemap.db');
    // An app built with `migrate: false` gets the empty database it asks for.
    if (opts.migrate !== false) copyFileSync(await sqliteTemplateFile(), file);
    db = openDatabase({ sqliteFile: file });
  }

  const mail: MailMessage[] = [];
  const captureMailer: Mailer = {
    kind: 'capture',
    async send(message) {
      mail.push(message);
    },
    close() {},
  };
  let offset = 0;
  const clock = { now: () => new Date(Date.now() + offset), advance: (ms: number) => void (offset += ms) };

  let app: FastifyInstance;
  try {
    app = await buildApp(config, {
      ...opts,
      db,
      mailer: opts.realMailer ? undefined : captureMailer,
      clock: clock.now,
      logger: opts.logStream ? undefined : false,
    });
    await app.ready();
  } catch (err) {
    // Leave nothing behind when the app cannot even start (e.g. a failing migration).
    await db.close().catch(() => {});
    await dropSchema();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }

  return {
    app,
    config,
    mail,
    clock,
    // Mail and token writes run after the answer (no timing side channel): wait for them, so a test
    // reads the mail a request caused right after it.
    inject: async (o) => {
      const res = await app.inject(o);
      await app.authService.flushMail();
      return res;
    },
    async close() {
      await app.close();
      await dropSchema();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One app per test file: `const t = setupApp()` then `t.app`, `t.inject(...)` inside tests. */
export function setupApp(opts: BuildTestOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await build(opts);
  });
  afterAll(async () => {
    await current?.close();
  });
  const get = () => {
    if (!current) throw new Error('setupApp(): the app is only available inside tests');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get config() {
      return get().config;
    },
    get mail() {
      return get().mail;
    },
    get clock() {
      return get().clock;
    },
    inject: (o) => get().inject(o),
    close: () => get().close(),
  };
}

let counter = 0;
/** A unique e-mail address per call (tests share one database per file). */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

export const PASSWORD = 'correct horse 1';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers (and, without required verification, logs in) a fresh user; returns its token. */
export async function registerUser(t: Pick<TestApp, 'inject'>, email = uniqueEmail()): Promise<{ email: string; token: string }> {
  const res = await t.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: PASSWORD } });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ token?: string }>();
  if (!body.token) throw new Error('register returned no token (verification required?)');
  return { email, token: body.token };
}

/** The verification token in the last mail to `to`. */
export function verificationToken(mail: MailMessage[], to: string): string {
  const message = [...mail].reverse().find((m) => m.to === to);
  if (!message) throw new Error(`no mail to ${to}`);
  const match = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(message.text);
  if (!match?.[1]) throw new Error(`no verification link in mail:\n${message.text}`);
  return match[1];
}

/** A script body with `count` nodes in a chain. */
export function mapBody(count: number, title = 'Talk') {
  const nodes = Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    x: 400 + (i % 20) * 160,
    y: 300 + Math.floor(i / 20) * 120,
    title: i === 0 ? 'Main Idea' : `Point ${i}`,
    text: `Paragraph ${i}: what to say about this point, in a sentence or two of spoken text.`,
    color: '#3B82F6',
    ...(i === 0 ? { isRoot: true } : {}),
  }));
  const connections = nodes.slice(1).map((n, i) => ({ from: nodes[i]!.id, to: n.id }));
  return { title, nodes, connections, viewState: { translateX: 0, translateY: 0 }, nodeOrder: nodes.map((n) => n.id) };
}
