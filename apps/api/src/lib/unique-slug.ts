import { slugify } from '@ochre/shared/rules/text';
import { and, eq, like, ne, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { newId } from './ids';

/**
 * A slug for `title` that no other row of the table uses: "mint-tea", else
 * "mint-tea-2", "mint-tea-3"… Pass `exceptId` when renaming a row, so it keeps its own.
 * The unique index stays the final guard against a concurrent insert.
 */
export async function uniqueSlug(
  db: DbOrTx,
  table: PgTable & { id: PgColumn },
  column: PgColumn,
  title: string,
  exceptId?: string,
): Promise<string> {
  const base = slugify(title) || newId(8);
  const taken = new Set(
    (
      await db
        .select({ slug: column })
        .from(table)
        .where(
          and(or(eq(column, base), like(column, `${base}-%`)), exceptId ? ne(table.id, exceptId) : undefined),
        )
    ).map((row) => row.slug as string),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
