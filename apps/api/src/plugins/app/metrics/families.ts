// Cuemap's metric families (docs/metrics.md lists them), on a registry of the app's own: tests build
// many apps in one process, and prom-client's global registry would refuse the second one's names.
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; from a cached session check (~1 ms) to a large PDF export or an AI call. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds; a prepared SQLite statement takes microseconds, a PostgreSQL round trip about a millisecond. */
const DB_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];

export type QueryKind = 'select' | 'insert' | 'update' | 'delete' | 'other';
export type LiveConnectionKind = 'prompter' | 'remote' | 'display' | 'audience' | 'view' | 'pending' | 'sse' | 'live';

/** What the gauges read when scraped (absent: the gauge stays empty, e.g. the pool on SQLite). */
export interface GaugeSources {
  pool?(): { total: number; idle: number; waiting: number } | undefined;
  connections?(): Partial<Record<LiveConnectionKind, number>>;
  jobs?(): { queued: number; running: number };
}

export function createMetricFamilies(sources: GaugeSources = {}) {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: 'cuemap_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern (never the raw URL) and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: HTTP_BUCKETS,
      registers,
    }),
    dbQueryDuration: new Histogram({
      name: 'cuemap_db_query_duration_seconds',
      help: 'Database queries by engine, statement kind and outcome.',
      labelNames: ['engine', 'kind', 'outcome'] as const,
      buckets: DB_BUCKETS,
      registers,
    }),
    dbPool: new Gauge({
      name: 'cuemap_db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and waiting (queries queued for a connection).',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = sources.pool?.();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    }),
    liveConnections: new Gauge({
      name: 'cuemap_live_connections',
      help: 'Open long-lived connections on this instance: stage sockets by role (pending: before their hello), AI script streams (sse) and live document sockets (live).',
      labelNames: ['kind'] as const,
      registers,
      collect() {
        const counts = sources.connections?.();
        if (counts) for (const [kind, count] of Object.entries(counts)) this.set({ kind }, count);
      },
    }),
    liveUpdates: new Counter({
      name: 'cuemap_live_updates_total',
      help: 'Updates sent over live document sockets by outcome (ok: stored and acknowledged; too-large, too-fast, malformed: refused; failed: not stored).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    aiGenerations: new Counter({
      name: 'cuemap_ai_generations_total',
      help: 'Calls to the AI writer by provider, operation and outcome (ok, error, cancelled).',
      labelNames: ['provider', 'operation', 'outcome'] as const,
      registers,
    }),
    imports: new Counter({
      name: 'cuemap_imports_total',
      help: 'File imports by detected format (unknown when the file was not read) and outcome (ok, refused, error).',
      labelNames: ['format', 'outcome'] as const,
      registers,
    }),
    exports: new Counter({
      name: 'cuemap_exports_total',
      help: 'Exports by format and outcome (ok, refused, error).',
      labelNames: ['format', 'outcome'] as const,
      registers,
    }),
    jobs: new Gauge({
      name: 'cuemap_job_queue',
      help: 'Import/export worker pool: jobs waiting for a worker (queued) and jobs on a worker (running).',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const load = sources.jobs?.();
        if (!load) return;
        this.set({ state: 'queued' }, load.queued);
        this.set({ state: 'running' }, load.running);
      },
    }),
  };
}

export type MetricFamilies = ReturnType<typeof createMetricFamilies>;
