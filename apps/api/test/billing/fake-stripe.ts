// A local HTTP server speaking the slice of Stripe's API billing uses, for the real `stripe` SDK to talk to.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface RecordedRequest {
  method: string;
  path: string;
  /** Form fields exactly as sent, flat: `subscription_data[trial_period_days]` → '7'. */
  params: Record<string, string>;
  headers: IncomingMessage['headers'];
}

export interface FakeStripe {
  stripe: Stripe;
  /** Client options that point any Stripe client (e.g. the app's own) at this server. */
  clientOptions: { host: string; port: number; protocol: 'http'; maxNetworkRetries: number };
  requests: RecordedRequest[];
  /** The recorded requests with this method and path, in the order they arrived. */
  requestsTo(method: string, path: string): RecordedRequest[];
  /** Subscriptions GET /v1/subscriptions/:id answers with ("Stripe's current state"); DELETE cancels one. */
  subscriptions: Map<string, object>;
  /** Answer the next request to `path` with this status and Stripe error. */
  failNext(path: string, status: number, message: string): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, object>();
  const failures = new Map<string, { status: number; message: string }>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}_fake${++counter}`;

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = await readBody(req);
    const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' || (req.method === 'DELETE' && !body) ? url.search : body));
    requests.push({ method: req.method ?? '', path: url.pathname, params, headers: req.headers });
    const send = (status: number, json: object) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      res.end(JSON.stringify(json));
    };
    const failure = failures.get(url.pathname);
    if (failure) {
      failures.delete(url.pathname);
      return send(failure.status, { error: { type: 'api_error', message: failure.message } });
    }
    if (req.method === 'POST' && url.pathname === '/v1/customers') {
      return send(200, { id: next('cus'), object: 'customer', email: params.email ?? null, metadata: {} });
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = next('cs_test');
      return send(200, { id, object: 'checkout.session', mode: params.mode, url: `https://checkout.stripe.test/c/pay/${id}` });
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const id = next('bps');
      return send(200, { id, object: 'billing_portal.session', customer: params.customer, url: `https://billing.stripe.test/p/session/${id}` });
    }
    const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && subMatch) {
      const sub = subscriptions.get(decodeURIComponent(subMatch[1]!));
      if (sub) return send(200, sub);
      return send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' },
      });
    }
    if (req.method === 'DELETE' && subMatch) {
      const id = decodeURIComponent(subMatch[1]!);
      const sub = subscriptions.get(id);
      if (!sub) {
        return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } });
      }
      const canceled = { ...sub, status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) };
      subscriptions.set(id, canceled);
      return send(200, canceled);
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stripe = new Stripe('sk_test_fake', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  return {
    stripe,
    clientOptions: { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 },
    requests,
    requestsTo: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    subscriptions,
    failNext(path, status, message) {
      failures.set(path, { status, message });
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
