/**
 * One load run with autocannon, in a process of its own so that the load generator never
 * shares a thread with the server or with the bench that reads the figures:
 *   node scripts/bench/load.mjs spec.json
 * spec.json: { "base": "http://127.0.0.1:PORT", "paths": ["/", …], "connections": 50,
 *              "duration": 10, "headers": { … } }
 * The paths are taken in turn, so a list in random order gives a random mix.
 * Prints one line of JSON: requests per second, latencies in ms, failures, status codes.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let next = 0;
const result = await autocannon({
  url: spec.base,
  connections: spec.connections,
  duration: spec.duration,
  headers: spec.headers ?? {},
  requests: [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: spec.paths[next++ % spec.paths.length] }),
    },
  ],
});

const statusCodes = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
);
process.stdout.write(
  `${JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  })}\n`,
);
