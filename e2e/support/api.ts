// Arranges state for the e2e suites through the running app's HTTP API (as the web client would) and
// hands a session to a browser page, so a walk can start where it needs to without clicking there first.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** What the web client keeps under `mindMapSession` in localStorage. */
export interface Session {
  token: string;
  user: unknown;
}

export interface ApiResponse {
  status: number;
  body: Record<string, unknown>;
}

export const DEFAULT_PASSWORD = 'correct horse battery';

/** Calls `path` on the app at `appUrl`, with a bearer token when given, and parses the JSON answer (`{}` when empty). */
export async function api(appUrl: string, path: string, token: string | null, method = 'GET', body?: unknown): Promise<ApiResponse> {
  const res = await fetch(`${appUrl}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

function sessionFrom(action: string, res: ApiResponse, expected: number): Session {
  if (res.status !== expected || typeof res.body.token !== 'string') throw new Error(`${action} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.token, user: res.body.user };
}

export async function register(appUrl: string, email: string, password = DEFAULT_PASSWORD): Promise<Session> {
  return sessionFrom('register', await api(appUrl, '/api/auth/register', null, 'POST', { email, password }), 201);
}

export async function logIn(appUrl: string, email: string, password = DEFAULT_PASSWORD): Promise<Session> {
  return sessionFrom('login', await api(appUrl, '/api/auth/login', null, 'POST', { email, password }), 200);
}

/** Stores `session` where the web client looks for it; the page is then signed in on its next navigation (seedStorage). */
export function seedSession(page: Page, session: Session): Promise<void> {
  return seedStorage(page, { mindMapSession: JSON.stringify(session) });
}

let seeds = 0;

/**
 * Writes `entries` to the app's localStorage. A page already on the app gets them at once. A page that has
 * loaded nothing yet gets them as its first app document starts (an init script that acts once per tab, so a
 * later logout or change stays), instead of a load of /api/health first: ≈ 0.1–0.2 s of Chromium CPU on
 * ≈ 120 pages a run (issue 25 item 9).
 */
export async function seedStorage(page: Page, entries: Record<string, string>): Promise<void> {
  if (page.url().startsWith('http')) {
    await page.evaluate((e) => {
      for (const [key, value] of Object.entries(e)) localStorage.setItem(key, value);
    }, entries);
    return;
  }
  seeds += 1;
  await page.addInitScript(
    ({ e, marker }) => {
      if (!location.protocol.startsWith('http') || sessionStorage.getItem(marker)) return;
      for (const [key, value] of Object.entries(e)) localStorage.setItem(key, value);
      sessionStorage.setItem(marker, '1');
    },
    { e: entries, marker: `e2e-seeded-${seeds}` },
  );
}

/** Takes the Pro trial through the built-in test-mode checkout, as a user would, and returns the fresh session. */
export async function upgradeToPro(appUrl: string, session: Session): Promise<Session> {
  const checkout = await api(appUrl, '/api/billing/create-checkout-session', session.token, 'POST', { tier: 'pro' });
  expect(checkout.status).toBe(200);
  const id = new URL(String(checkout.body.url), appUrl).searchParams.get('session');
  expect(id).toBeTruthy();
  const confirm = await api(appUrl, `/api/billing/test/checkout/${encodeURIComponent(id!)}/confirm`, session.token, 'POST');
  expect(confirm.status).toBe(200);
  const me = await api(appUrl, '/api/auth/me', session.token);
  expect((me.body.user as { subscription: { plan: string } }).subscription.plan).toBe('pro');
  return { token: session.token, user: me.body.user };
}

/** A script body with only its root node ("Central Idea" unless `rootTitle` is given). */
export function oneNodeScript(title: string, text = '', rootTitle = 'Central Idea') {
  return {
    title,
    nodes: [
      {
        id: '1',
        x: 400,
        y: 300,
        title: rootTitle,
        text,
        color: '#dc2626',
        isRoot: true,
      },
    ],
    connections: [],
    viewState: { translateX: 0, translateY: 0 },
    nodeOrder: ['1'],
  };
}

/** Creates the script `map` for the user of `token` and returns its id. */
export async function createMap(appUrl: string, token: string, map: unknown): Promise<string> {
  const res = await api(appUrl, '/api/mindmaps', token, 'POST', map);
  expect(res.status).toBe(201);
  return String(res.body._id);
}

/** A three-node talk (root "Async first", then "Time zones" and "Next steps"), in that script order. */
export const REMOTE_TEAMS_MAP = {
  title: 'Remote Teams That Work',
  nodes: [
    {
      id: '1',
      x: 400,
      y: 300,
      title: 'Async first',
      text: 'Write decisions down so nobody waits for a meeting.',
      color: '#dc2626',
      isRoot: true,
    },
    {
      id: '2',
      x: 600,
      y: 220,
      title: 'Time zones',
      text: 'Overlap two hours a day, no more.',
      color: '#3B82F6',
    },
    {
      id: '3',
      x: 600,
      y: 400,
      title: 'Next steps',
      text: 'Replace one meeting with a document this week.',
      color: '#22C55E',
    },
  ],
  connections: [
    { from: '1', to: '2' },
    { from: '1', to: '3' },
  ],
  viewState: { translateX: 0, translateY: 0 },
  nodeOrder: ['1', '2', '3'],
};
