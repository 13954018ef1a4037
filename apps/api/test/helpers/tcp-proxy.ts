import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay on 127.0.0.1 to a real server (Redis), that a test can cut and restore on the
 * same port, as a network outage would.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = async () => {
    server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    /** Refuses new connections and drops the open ones. */
    async stop() {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
    /** Listens again on the same port. */
    start: listen,
  };
}

/** A port on 127.0.0.1 where nothing listens. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
