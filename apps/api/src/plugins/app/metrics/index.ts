// Decorates `app.metrics` (the metric families, docs/metrics.md) and, when METRICS_TOKEN or
// METRICS_PORT is set, collects them and serves them in Prometheus' text format. Registered before
// every other plugin, so its HTTP hook reaches every route and the services can count into it.
// Per request only one histogram observation is added; gauges are read when scraped.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics } from 'prom-client';
import { METRICS_PATH, METRICS_TOKEN_REQUIRED, bearerMatches, createMetricsServer } from './endpoint';
import { createMetricFamilies, type MetricFamilies } from './families';
import { routeCounters } from './route-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      families: MetricFamilies;
      /** The METRICS_PORT listener's address once the app is ready (tests listen on port 0). */
      address(): AddressInfo | null;
    };
  }
}

export interface MetricsOptions {
  /** METRICS_TOKEN: /metrics answers a bearer of it. */
  token?: string;
  /** METRICS_PORT: /metrics on its own listener at `host`. */
  port?: number;
  host: string;
}

export default fp(
  async function metricsPlugin(app: FastifyInstance, opts: MetricsOptions) {
    const streams = { open: 0 };
    // The gauges read these when scraped; the plugins they read register after this one.
    const families = createMetricFamilies({
      pool: () => app.db.poolStats?.(),
      connections: () => ({ ...app.stage.hub.socketCounts(), sse: streams.open, live: app.live.hub.socketCount() }),
      jobs: () => app.jobs.load(),
    });
    let server: Server | null = null;
    app.decorate('metrics', {
      families,
      address: () => (server?.address() as AddressInfo | null) ?? null,
    });
    if (opts.token === undefined && opts.port === undefined) return; // off: nothing collected, no hook

    collectDefaultMetrics({ register: families.registry });
    app.addHook('onRoute', routeCounters(families, streams));
    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern (e.g. /api/mindmaps/:id), never the URL: one series per route, not per script.
      const route = request.routeOptions.config.metricsRoute ?? request.routeOptions.url ?? 'unmatched';
      families.httpDuration.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
      done();
    });

    app.addHook('onReady', async () => {
      const engine = app.db.dialect;
      app.db.observeQueries(({ kind, durationMs, ok }) => families.dbQueryDuration.observe({ engine, kind, outcome: ok ? 'ok' : 'error' }, durationMs / 1000));
      if (opts.port === undefined) return;
      server = createMetricsServer(families.registry, opts.token, (err) => app.log.error({ err }, 'Metrics scrape failed'));
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(opts.port, opts.host, () => {
          listening.off('error', reject);
          resolve();
        });
      });
      app.log.info({ address: listening.address() }, 'Metrics listening');
    });
    app.addHook('onClose', async () => {
      app.db.observeQueries(null);
      if (!server) return;
      const closing = server;
      await new Promise<void>((resolve) => {
        closing.close(() => resolve());
        closing.closeAllConnections();
      });
    });

    // Without a port of its own, the app's port serves /metrics to the token's bearer only.
    if (opts.port !== undefined || opts.token === undefined) return;
    const token = opts.token;
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ message: METRICS_TOKEN_REQUIRED });
      }
      return reply.type(families.registry.contentType).send(await families.registry.metrics());
    });
  },
  { name: 'metrics' },
);
