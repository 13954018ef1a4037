import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/database';
import { type FakeSmtp, startFakeSmtp } from '../../../test/helpers/fake-smtp';
import { SHIPPING_ADDRESS } from '../../../test/helpers/orders';
import { openDatabase } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { mailOutbox } from '../../db/schema/mail';

const FIXTURE = fileURLToPath(new URL('../../../test/fixtures/crashing-server.ts', import.meta.url));
const API_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The API in a process of its own; resolves once it answers its health check. */
async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; exited: Promise<string> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    cwd: API_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  );
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server stopped: ${stderr}`);
    const healthy = await fetch(`http://127.0.0.1:${env.PORT}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, exited };
    if (Date.now() > deadline) throw new Error(`The server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let smtp: FakeSmtp | undefined;
let running: ChildProcess | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  running?.kill('SIGKILL');
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('an e-mail whose server was killed just after the order committed', () => {
  it('is delivered exactly once after the restart', { timeout: 240_000 }, async () => {
    const opened = await openTestDatabase();
    dataDir = opened.dataDir;
    const [product] = await opened.database.db
      .insert(products)
      .values({
        slug: 'crash-lantern',
        name: 'Crash-proof Lantern',
        priceCents: 80_00,
        category: 'Lighting',
        countInStock: 5,
      })
      .returning();
    // The server processes open the database themselves (PGlite allows one process at a time).
    await opened.database.close();

    smtp = await startFakeSmtp();
    const port = String(await freePort());
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PORT: port,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Ochre <shop@ochre.test>',
      DATABASE_URL: opened.databaseUrl ?? '',
      REDIS_URL: '',
    };

    // First life: the order commits, then the process dies before any delivery starts.
    let server = await startServer({ ...env, CRASH_AT_FIRST_DELIVERY: '1' });
    running = server.child;
    const base = `http://127.0.0.1:${port}/api`;
    const registered = await fetch(`${base}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Nadia Berrada', email: 'nadia@example.com', password: 'medina-2026' }),
    });
    const { data } = (await registered.json()) as { data: { token: string } };
    const placing = await fetch(`${base}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
      body: JSON.stringify({
        orderItems: [{ product: product!.id, qty: 1 }],
        shippingAddress: SHIPPING_ADDRESS,
        paymentMethod: 'PayPal',
      }),
    }).then(
      () => 'answered',
      () => 'connection lost',
    );
    expect(placing).toBe('connection lost');
    expect(await server.exited).toBe('SIGKILL');
    expect(smtp.messages).toHaveLength(0);

    // Second life: the job left in the database delivers the confirmation.
    server = await startServer(env);
    running = server.child;
    const mine = await fetch(`${base}/orders/myorders`, {
      headers: { authorization: `Bearer ${data.token}` },
    });
    const orders = ((await mine.json()) as { data: { orderNumber: string }[] }).data;
    expect(orders).toHaveLength(1);
    const deadline = Date.now() + 60_000;
    while (smtp.messages.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Stopping cleanly lets any other delivery still under way finish before counting.
    server.child.kill('SIGTERM');
    await server.exited;
    running = undefined;

    const confirmations = smtp.messages.filter((m) =>
      m.data.includes(`order ${orders[0]!.orderNumber} received`),
    );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.to).toEqual([SHIPPING_ADDRESS.email]);
    const database = await openDatabase(
      opened.databaseUrl ? { databaseUrl: opened.databaseUrl } : { pgliteDir: `${dataDir}/db` },
    );
    try {
      const rows = await database.db.select().from(mailOutbox);
      expect(rows).toMatchObject([{ status: 'sent', attempts: 1 }]);
      const { rows: jobs } = await database.db.execute(
        sql`select state from pgboss.job where name = 'mail.send'`,
      );
      expect(jobs).toEqual([{ state: 'completed' }]);
    } finally {
      await database.close();
    }
  });
});
