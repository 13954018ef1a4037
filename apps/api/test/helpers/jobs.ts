import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/**
 * Brings the queue's waiting jobs (a retry's wait, a later start) forward so that they are due.
 * A second back, not `now()`: pg-boss takes jobs due strictly before `now()`, and the embedded
 * database's clock ticks in milliseconds, so the fetch right after could still read the same
 * instant.
 */
export async function makeJobsDue(db: Db, queue: string): Promise<void> {
  await db.execute(
    sql`update pgboss.job set start_after = now() - interval '1 second' where name = ${queue} and state < 'active'`,
  );
}
