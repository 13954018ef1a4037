import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const readJournal = async (dir: string): Promise<Journal> =>
  JSON.parse(await readFile(path.join(dir, 'meta/_journal.json'), 'utf8')) as Journal;

const columnsOf = async (client: PGlite, table: string): Promise<string[]> =>
  (
    await client.query<{ column_name: string }>(
      'select column_name from information_schema.columns where table_name = $1',
      [table],
    )
  ).rows.map((row) => row.column_name);

describe('database migrations', () => {
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('are dated in the order they run, so an upgraded database takes every new one', async () => {
    // Drizzle applies only migrations dated after the last one a database has: a new migration
    // dated earlier would be skipped everywhere but on fresh databases. Date it after the last.
    const { entries } = await readJournal(MIGRATIONS_DIR);
    for (const [i, entry] of entries.entries()) {
      if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(entries[i - 1]!.when);
    }
  });

  it('bring a database made by an earlier release up to date', async () => {
    const journal = await readJournal(MIGRATIONS_DIR);
    const earlier = await mkdtemp(path.join(tmpdir(), 'ochre-migrations-'));
    folders.push(earlier);
    await cp(MIGRATIONS_DIR, earlier, { recursive: true });
    // The release before the after-sale work stopped at 0016.
    const upTo = journal.entries.findIndex((entry) => entry.tag.startsWith('0016_'));
    await writeFile(
      path.join(earlier, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo + 1) }),
    );

    const client = new PGlite();
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: earlier });
      expect(await columnsOf(client, 'activity_reservations')).not.toContain('cancellation_policy');

      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      expect(await columnsOf(client, 'activity_reservations')).toContain('cancellation_policy');
      expect(await columnsOf(client, 'mail_outbox')).toContain('attachments');
      expect(await columnsOf(client, 'products')).toContain('search_document');
      // Running them again changes nothing and fails on nothing.
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.close();
    }
    // Builds an embedded database from nothing: seconds on an idle machine, more on a busy one.
  }, 120_000);
});
