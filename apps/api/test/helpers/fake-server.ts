import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeServer {
  /** http://127.0.0.1:port */
  url: string;
  /** Every request received, in order. */
  requests: { method: string; url: string; headers: IncomingMessage['headers'] }[];
  /** Replaces how the next requests are answered. */
  handle(handler: (req: IncomingMessage, res: ServerResponse) => void): void;
  close(): Promise<void>;
}

/** A stand-in for an outside service: a real HTTP server on 127.0.0.1 speaking its wire format. */
export async function startFakeServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end(),
): Promise<FakeServer> {
  let current = handler;
  const requests: FakeServer['requests'] = [];
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers });
    current(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, body: unknown, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
