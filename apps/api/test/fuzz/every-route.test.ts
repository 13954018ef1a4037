import { errorBodySchema } from '@ochre/shared/schemas/common';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFuzzTarget, type FuzzTarget } from './fuzz-target';
import { describeRequest, preview, requestsFor } from './requests';
import { createSender, type FuzzResponse, HTTP_HEADER_BUDGET, type Sender } from './send';

/**
 * Issue 20: bad input to every route of the app's own route table, as a guest, a customer,
 * an admin and a forged token, never gets a 5xx, a dropped connection or an error body
 * outside the CONTRACT shape. `npm test` runs a bounded run with a fixed seed (about
 * FUZZ_RUNS requests, spread evenly over the routes); `npm run fuzz` a long one with a
 * random or given FUZZ_SEED, where FUZZ_KEEP_GOING=1 lists every failing route.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20);
const runs = Number(process.env.FUZZ_RUNS ?? 460);
const keepGoing = process.env.FUZZ_KEEP_GOING === '1';

let target: FuzzTarget;
let sender: Sender;
beforeAll(async () => {
  target = await createFuzzTarget();
  sender = await createSender(target.t.app);
}, 120_000);
afterAll(async () => {
  await sender?.close();
  await target?.close();
});

/** What is wrong with an answer, or null: a 5xx, or an error body that is not the CONTRACT shape. */
function problemWith(response: FuzzResponse): string | null {
  if (response.status >= 500) return `answered ${response.status}`;
  if (response.status < 400) return null;
  if (!response.contentType.includes('application/json')) return `error ${response.status} is not JSON`;
  let body: unknown;
  try {
    body = JSON.parse(response.body.toString('utf8'));
  } catch {
    return `error ${response.status} has a body that does not parse`;
  }
  const shape = errorBodySchema.safeParse(body);
  if (!shape.success || !shape.data.message) return `error ${response.status} is not in the error shape`;
  return null;
}

const stats = {
  requests: 0,
  routes: new Set<string>(),
  answered2xx: new Set<string>(),
  statuses: new Map<number, number>(),
};
const failures = new Map<string, string>();

function count(route: string, status: number) {
  stats.requests += 1;
  stats.routes.add(route);
  stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
  if (status >= 200 && status < 300) stats.answered2xx.add(route);
}

describe('fuzzing every route', () => {
  it(
    'answers bad input with a 4xx in the error shape, never a 5xx or a dropped connection',
    async () => {
      const { routes, context } = target;
      expect(routes.length).toBeGreaterThan(100);
      // Route by route (each from its own seed, seed + index), so even a short run reaches every route.
      const perRoute = Math.max(1, Math.round(runs / routes.length));
      for (const [index, route] of routes.entries()) {
        await fc.assert(
          fc.asyncProperty(requestsFor(route, context), async (request) => {
            const headers = { ...request.headers, ...target.authorization(request.role) };
            const overHttp =
              request.overHttp && request.url.length + JSON.stringify(headers).length < HTTP_HEADER_BUDGET;
            let response: FuzzResponse;
            let problem: string | null;
            try {
              response = await sender.send({ ...request, headers }, overHttp);
              problem = problemWith(response);
            } catch (error) {
              response = { status: 0, contentType: '', body: Buffer.alloc(0) };
              problem = (error as Error).message;
            }
            count(request.route, response.status);
            if (!problem) return;
            const report = `${request.route}: ${problem} (FUZZ_SEED=${seed} repeats the run)\n${describeRequest({ ...request, overHttp })}\n  answer: ${preview(response.body)}`;
            if (!keepGoing) throw new Error(report);
            failures.set(`${request.route} ${response.status}`, report);
          }),
          { seed: seed + index, numRuns: perRoute },
        );
      }

      const statuses = [...stats.statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, times]) => `${status}×${times}`);
      console.log(
        `fuzz (seed ${seed}): ${stats.requests} requests over ${stats.routes.size} of ${routes.length} routes ` +
          `(${stats.answered2xx.size} answered 2xx at least once); statuses ${statuses.join(' ')}`,
      );
      expect([...failures.values()], `seed ${seed}: ${failures.size} failing routes`).toEqual([]);
    },
    Math.max(180_000, runs * 400),
  );

  it('still answers its health check, over a real connection', async () => {
    const health = await sender.send({ method: 'GET', url: '/api/health', headers: {} }, true);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString('utf8'))).toMatchObject({ status: 'ok', db: 'ok' });
  });
});
