import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Unauthorized } from '../lib/errors';
import { createMetrics, type Metrics } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus figures; services record outcomes through it (lib/metrics.ts). */
    metrics: Metrics;
  }
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics` in Prometheus' text format, behind `METRICS_TOKEN` when it is set, with the
 * figures every app has: requests by route pattern (never the address itself, so the number of
 * series stays bounded), the database pool and the background jobs. Registered before the
 * routes and the other plugins, so they can record into it.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { token: string | undefined }) => {
  const metrics = createMetrics();
  app.decorate('metrics', metrics);

  const requests = metrics.histogram(
    'http_request_duration_seconds',
    'HTTP requests by method, route pattern and status: latency, and rate through _count',
    ['method', 'route', 'status'],
  );
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      {
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const pool = app.database.poolStats;
  if (pool) {
    metrics.gauge('ochre_db_pool_connections', 'PostgreSQL pool connections by state', ['state'], (g) => {
      const { total, idle, waiting } = pool();
      g.set({ state: 'busy' }, total - idle);
      g.set({ state: 'idle' }, idle);
      g.set({ state: 'waiting_clients' }, waiting);
    });
  }

  const jobs = metrics.counter('ochre_jobs_total', 'Background jobs by queue and outcome', [
    'queue',
    'outcome',
  ]);
  const jobSeconds = metrics.histogram(
    'ochre_job_duration_seconds',
    'Background job run time by queue and outcome',
    ['queue', 'outcome'],
    [0.01, 0.05, 0.25, 1, 5, 15, 60, 300],
  );
  app.jobs.onOutcome(({ queue, outcome, durationMs }) => {
    jobs.inc({ queue, outcome });
    jobSeconds.observe({ queue, outcome }, durationMs / 1000);
  });
  metrics.gauge(
    'ochre_jobs',
    'Background jobs in the queue by state (finished ones over the last day)',
    ['queue', 'state'],
    async (g) => {
      g.reset();
      for (const row of await app.jobs.counts()) {
        g.set({ queue: row.queue, state: 'waiting' }, row.waiting);
        g.set({ queue: row.queue, state: 'running' }, row.running);
        g.set({ queue: row.queue, state: 'completed' }, row.completed);
        g.set({ queue: row.queue, state: 'failed' }, row.failed);
      }
    },
  );

  const expected = opts.token ? digest(`Bearer ${opts.token}`) : undefined;
  const authorised = (request: FastifyRequest) =>
    !expected || timingSafeEqual(digest(request.headers.authorization ?? ''), expected);

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request)) {
      reply.header('www-authenticate', 'Bearer');
      throw new Unauthorized('A valid metrics token is needed.');
    }
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
});
