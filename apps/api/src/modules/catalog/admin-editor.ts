import type { UploadFolder } from '@ochre/shared/schemas/admin-catalog';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { conflictOnUniqueViolation } from '../../lib/db-errors';
import { Conflict, NotFound } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';
import { changedFields, patchAction } from '../audit/changes';
import type { AuditService } from '../audit/service';
import { catalogImagesRepository } from './images-repository';

/** What the editor needs of an item's admin repository. */
export interface CatalogAdminRepository<Row, Values, Column extends string> {
  /** The item, locked until the transaction ends. */
  lock(db: DbOrTx, id: string): Promise<Row | undefined>;
  /** Whether another item already uses this value of a unique column. */
  taken(db: DbOrTx, column: Column, value: string, exceptId?: string): Promise<boolean>;
  update(db: DbOrTx, id: string, values: Values): Promise<Row>;
  delete(db: DbOrTx, id: string): Promise<void>;
}

export interface CatalogEditorOptions<Row, Values, Column extends string, Dto> {
  db: Db;
  audit: AuditService;
  storage: Storage;
  /** The audit log's entity, which also names its actions (`product.update`…). */
  entity: 'product' | 'activity' | 'travel';
  repo: CatalogAdminRepository<Row, Values, Column>;
  notFound: string;
  /** Each unique column an admin may fill in, checked in this order, with the message when it is taken. */
  uniqueColumns: readonly { column: Column; message: string }[];
  /** When a unique index fires anyway (two saves at once, after the check passed). */
  savedMeanwhile: string;
  /** How the audit log names the item (as it is after the change). */
  logName(row: Row): Record<string, unknown>;
  /** Fields whose new value the audit log keeps when they change, in the words it keeps it. */
  logValues: { [Field in keyof Row]?: (row: Row) => Record<string, unknown> };
  /** Every picture the item shows. */
  pictures(row: Row): readonly string[];
  /** Only pictures uploaded into this folder are the item's to remove; demo and shared ones stay. */
  folder: UploadFolder;
  /** The item as the back office shows it, read after the change. */
  detail(id: string): Promise<Dto>;
}

/**
 * The steps every catalogue item (product, activity, travel program) goes
 * through in the back office: unique columns checked, each change made with
 * the item locked and recorded in the audit log in the same transaction, the
 * saved item read back, and on delete the pictures nothing shows any more removed.
 * The admin services add only what is their own (columns, places, stock, reservations).
 */
export function createCatalogEditor<Row extends { id: string }, Values, Column extends string, Dto>(
  options: CatalogEditorOptions<Row, Values, Column, Dto>,
) {
  const { db, audit, storage, entity, repo, detail } = options;
  const unique = conflictOnUniqueViolation(options.savedMeanwhile);
  const ownFolder = `/uploads/${options.folder}/`;

  /** What the audit log keeps of an edit: the item's name, the changed fields, and some new values. */
  function changes(before: Row, after: Row): Record<string, unknown> {
    const fields = changedFields(before, after);
    return {
      ...options.logName(after),
      changed: fields,
      ...Object.assign({}, ...fields.map((field) => options.logValues[field]?.(after))),
    };
  }

  async function lock(tx: Tx, id: string): Promise<Row> {
    const row = await repo.lock(tx, id);
    if (!row) throw new NotFound(options.notFound);
    return row;
  }

  async function assertFree(
    tx: Tx,
    input: Partial<Record<Column, string | null>>,
    exceptId?: string,
  ): Promise<void> {
    for (const { column, message } of options.uniqueColumns) {
      const value = input[column];
      if (value && (await repo.taken(tx, column, value, exceptId))) {
        throw new Conflict(message, { [column]: message });
      }
    }
  }

  /** Locks the item, changes it to what `valuesOf` gives, and records the change as `action`. */
  async function edit(
    admin: UserRow,
    id: string,
    action: string,
    valuesOf: (tx: Tx, before: Row) => Promise<Values>,
  ): Promise<Dto> {
    await db.transaction(async (tx) => {
      const before = await lock(tx, id);
      const after = await repo.update(tx, id, await valuesOf(tx, before));
      await audit.record(admin, { action, entity, entityId: id, details: changes(before, after) }, tx);
    });
    return detail(id);
  }

  return {
    /** A new item: `insert` writes it (its address made by then), `details` says what the log keeps. */
    async create(
      admin: UserRow,
      input: Partial<Record<Column, string | null>>,
      insert: (tx: Tx) => Promise<Row>,
      details: (created: Row) => Record<string, unknown>,
    ): Promise<Dto> {
      const created = await unique(
        db.transaction(async (tx) => {
          await assertFree(tx, input);
          const row = await insert(tx);
          await audit.record(
            admin,
            { action: `${entity}.create`, entity, entityId: row.id, details: details(row) },
            tx,
          );
          return row;
        }),
      );
      return detail(created.id);
    },

    /** A full edit: `valuesOf` may refuse (by throwing) and gives the new columns. */
    update: (
      admin: UserRow,
      id: string,
      input: Partial<Record<Column, string | null>>,
      valuesOf: (tx: Tx, before: Row) => Values | Promise<Values>,
    ): Promise<Dto> =>
      unique(
        edit(admin, id, `${entity}.update`, async (tx, before) => {
          await assertFree(tx, input, id);
          return valuesOf(tx, before);
        }),
      ),

    /** A quick change from the list (publish, feature, restock), logged by what it did. */
    patch: (admin: UserRow, id: string, patch: Values & { isPublished?: boolean }): Promise<Dto> =>
      edit(admin, id, patchAction(entity, patch), async () => patch),

    /**
     * Deletes the item. `prepare` runs with it locked: it may refuse (by
     * throwing) and answers what the log keeps. Afterwards the item's own
     * pictures that nothing else shows are removed from storage.
     */
    async remove(
      admin: UserRow,
      id: string,
      prepare: (tx: Tx, row: Row) => Promise<Record<string, unknown>>,
    ): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const row = await lock(tx, id);
        const details = await prepare(tx, row);
        await repo.delete(tx, id);
        await audit.record(admin, { action: `${entity}.delete`, entity, entityId: id, details }, tx);
        return row;
      });
      const own = options.pictures(removed).filter((url) => url.startsWith(ownFolder));
      const kept = await catalogImagesRepository.imagesInUse(db, own);
      await Promise.all(own.filter((url) => !kept.has(url)).map((url) => storage.removeImage(url)));
    },
  };
}
