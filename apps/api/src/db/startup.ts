import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { AuthService } from '../modules/auth/service';
import type { Database } from './client';
import { products } from './schema/catalog';
import { users } from './schema/users';
import { copyDemoAssets, isDemoSeeded, seedDemoCatalogue } from './seed/demo';
import { seedSiteDefaults } from './seed/site-defaults';

/**
 * Everything a start needs from the database, in order and once at a time across
 * instances: migrations, site defaults, the demo catalogue on an empty database, the admin account.
 */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'seedDemo' | 'uploadsDir' | 'admin'>,
  auth: Pick<AuthService, 'ensureAdmin'>,
  log: FastifyBaseLogger,
): Promise<void> {
  await database.migrate();
  await database.exclusive(async () => {
    const { db } = database;
    await seedSiteDefaults(db);
    if (config.seedDemo !== false && !(await isDemoSeeded(db))) {
      const [usersCount] = await db.select({ n: count() }).from(users);
      const [productsCount] = await db.select({ n: count() }).from(products);
      // SEED_DEMO defaults to true only on an empty database (CONTRACT).
      if (config.seedDemo === true || ((usersCount?.n ?? 0) === 0 && (productsCount?.n ?? 0) === 0)) {
        const started = Date.now();
        await copyDemoAssets(config.uploadsDir);
        await seedDemoCatalogue(db);
        log.info({ ms: Date.now() - started }, 'demo catalogue loaded');
      }
    }
    if (config.admin) await auth.ensureAdmin(config.admin.email, config.admin.password);
  });
}
