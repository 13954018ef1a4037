import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../../test/global-setup';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createProduct, createUser } from '../../../test/helpers/factories';
import { buyAndPay } from '../../../test/helpers/orders';
import { openDatabase } from '../../db/client';
import { orders } from '../../db/schema/commerce';
import { newId } from '../../lib/ids';
import { createBackup, restoreBackup } from './archive';
import { requestLiveBackup, serveBackups } from './control-socket';

let t: TestApp;
let scratch: string;
beforeAll(async () => {
  t = await createTestApp();
  scratch = await mkdtemp(path.join(tmpdir(), 'ochre-backup-'));
});
afterAll(async () => {
  await t.close();
  await rm(scratch, { recursive: true, force: true });
});

/** An empty PostgreSQL database beside the test's, to restore into. */
async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `ochre_restore_${newId(8).toLowerCase()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabase(server, name),
    async drop() {
      const again = new pg.Client({ connectionString: server });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

describe('backups', () => {
  it('restores into a fresh data folder with the orders, the images and the generated secrets', async () => {
    const buyer = await createUser(t.app);
    const product = await createProduct(t.app);
    const order = await buyAndPay(t.app, buyer.token, [product.id]);
    const image = Buffer.from('a picture of a kilim');
    await mkdir(path.join(t.config.uploadsDir, 'products'), { recursive: true });
    await writeFile(path.join(t.config.uploadsDir, 'products', 'kilim.webp'), image);
    const secret = 'a-signing-key-generated-at-first-start-000';
    await writeFile(path.join(t.config.dataDir, 'jwt-secret'), secret);

    // The site keeps running: on the embedded database it makes the archive itself, asked over its socket.
    const file = path.join(scratch, 'backup.tar.gz');
    const stopServing =
      t.database.kind === 'pglite' ? await serveBackups(t.database, t.config, t.app.log) : undefined;
    try {
      const archive: Readable | undefined = stopServing
        ? await requestLiveBackup(t.config.dataDir)
        : await createBackup(t.database, { ...t.config, databaseUrl: t.databaseUrl });
      expect(archive).toBeDefined();
      await pipeline(archive!, createWriteStream(file));
    } finally {
      await stopServing?.();
    }
    // The site still answers after the backup.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    const fresh = path.join(scratch, 'fresh');
    const target = t.database.kind === 'postgres' ? await emptyDatabase() : undefined;
    try {
      const config = { dataDir: fresh, uploadsDir: path.join(fresh, 'uploads'), databaseUrl: target?.url };
      await restoreBackup(file, config);
      const restored = await openDatabase({ databaseUrl: target?.url, pgliteDir: path.join(fresh, 'db') });
      try {
        const [row] = await restored.db.select().from(orders).where(eq(orders.id, order._id));
        expect(row).toMatchObject({ id: order._id, isPaid: true });
      } finally {
        await restored.close();
      }
      expect(await readFile(path.join(fresh, 'uploads', 'products', 'kilim.webp'))).toEqual(image);
      // Sessions signed with the generated key stay valid.
      expect(await readFile(path.join(fresh, 'jwt-secret'), 'utf8')).toBe(secret);
    } finally {
      await target?.drop();
    }
  });

  it('refuses a file that is not one of its archives', async () => {
    const file = path.join(scratch, 'not-a-backup.tar.gz');
    await writeFile(file, 'hello');
    await expect(
      restoreBackup(file, {
        dataDir: path.join(scratch, 'other'),
        uploadsDir: path.join(scratch, 'other', 'uploads'),
        databaseUrl: undefined,
      }),
    ).rejects.toThrow(/not a readable backup archive/);
  });
});
