import http from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface FuzzResponse {
  status: number;
  contentType: string;
  body: Buffer;
}

/** Longer than any honest answer takes on a busy machine: past this, the server hangs. */
const TIMEOUT_MS = 20_000;

/** Node refuses request lines and headers over 16 KB before the app sees them; larger ones go in-process. */
export const HTTP_HEADER_BUDGET = 12_000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${TIMEOUT_MS / 1000} s (${what})`)),
      TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface Sender {
  send(
    request: { method: string; url: string; headers: Record<string, string>; body?: Buffer },
    overHttp: boolean,
  ): Promise<FuzzResponse>;
  close(): Promise<void>;
}

/**
 * Sends through a real socket on a listening port (so a crash, a reset or a hang shows as
 * such) or in-process through inject. A connection the server drops rejects the promise.
 */
export async function createSender(app: FastifyInstance): Promise<Sender> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  const overSocket = (request: Parameters<Sender['send']>[0]) =>
    new Promise<FuzzResponse>((resolve, reject) => {
      const outgoing = http.request(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: request.url,
          // A declared length even on GET: without it Node sends no framing, and the body reads as a second request.
          headers: { ...request.headers, 'content-length': String(request.body?.length ?? 0) },
          agent,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: String(response.headers['content-type'] ?? ''),
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      outgoing.on('error', (error) => reject(new Error(`connection dropped: ${error.message}`)));
      outgoing.end(request.body);
    });

  return {
    async send(request, overHttp) {
      if (overHttp) return withTimeout(overSocket(request), 'over HTTP');
      const response = await withTimeout(
        app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          ...(request.body ? { payload: request.body } : {}),
        }),
        'in-process',
      );
      return {
        status: response.statusCode,
        contentType: String(response.headers['content-type'] ?? ''),
        body: response.rawPayload,
      };
    },
    async close() {
      agent.destroy();
    },
  };
}
