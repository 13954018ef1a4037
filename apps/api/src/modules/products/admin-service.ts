import { toCents } from '@ochre/shared/rules/money';
import { pageCount } from '@ochre/shared/rules/pagination';
import type {
  AdminProduct,
  adminProductsQuery,
  ProductPatch,
  productInput,
} from '@ochre/shared/schemas/admin-catalog';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { products } from '../../db/schema/catalog';
import type { UserRow } from '../../db/schema/users';
import { conflictOnUniqueViolation } from '../../lib/db-errors';
import { Conflict, NotFound } from '../../lib/errors';
import { uniqueSlug } from '../../lib/unique-slug';
import type { Storage } from '../../plugins/storage';
import { changedFields, patchAction } from '../audit/changes';
import type { AuditService } from '../audit/service';
import { type AdminProductRow, productsAdminRepository as repo } from './admin-repository';
import { type ProductRow, toProductDto } from './product.dto';

type SavedProduct = z.output<typeof productInput>;

const NOT_FOUND = 'Product not found.';
const SLUG_TAKEN = 'Another product already uses this address.';
const SKU_TAKEN = 'Another product already has this SKU.';

export function toAdminProductDto(row: AdminProductRow): AdminProduct {
  return {
    ...toProductDto(row),
    isPublished: row.isPublished,
    soldCount: row.soldCount,
    orderCount: row.orderCount,
  };
}

function columnsOf(input: SavedProduct) {
  return {
    name: input.name,
    description: input.description,
    longDescription: input.longDescription,
    priceCents: toCents(input.price),
    originalPriceCents: input.originalPrice === null ? null : toCents(input.originalPrice),
    images: input.images,
    category: input.category,
    brand: input.brand,
    sku: input.sku || null,
    countInStock: input.countInStock,
    isFeatured: input.isFeatured,
    isPublished: input.isPublished,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    seoKeywords: input.seoKeywords,
  };
}

/** What changed, for the audit log: the names of the fields, and the price and stock as they became. */
function changes(before: ProductRow, after: ProductRow): Record<string, unknown> {
  const fields = changedFields(before, after);
  return {
    name: after.name,
    changed: fields,
    ...(fields.includes('priceCents') ? { price: after.priceCents / 100 } : {}),
    ...(fields.includes('countInStock') ? { stock: after.countInStock } : {}),
  };
}

/**
 * The back office's products: create, edit, publish, restock and delete. The
 * address (slug) is made once from the name and kept through renames unless the
 * admin changes it; deleting keeps past orders whole (their lines keep name and price).
 */
export function createProductsAdminService({
  db,
  audit,
  storage,
}: {
  db: Db;
  audit: AuditService;
  storage: Storage;
}) {
  async function assertFree(tx: Tx, input: SavedProduct, exceptId?: string): Promise<void> {
    if (input.slug && (await repo.taken(tx, 'slug', input.slug, exceptId)))
      throw new Conflict(SLUG_TAKEN, { slug: SLUG_TAKEN });
    if (input.sku && (await repo.taken(tx, 'sku', input.sku, exceptId)))
      throw new Conflict(SKU_TAKEN, { sku: SKU_TAKEN });
  }

  const unique = conflictOnUniqueViolation(
    'Another product was saved with the same address or SKU just now.',
  );

  const detail = async (id: string): Promise<AdminProduct> => {
    const row = await repo.findById(db, id);
    if (!row) throw new NotFound(NOT_FOUND);
    return toAdminProductDto(row);
  };

  return {
    detail,

    async list(
      query: z.output<typeof adminProductsQuery>,
    ): Promise<{ products: AdminProduct[]; pagination: Pagination; categories: string[] }> {
      const filter = {
        search: query.search || undefined,
        status: query.status === 'all' ? undefined : query.status,
        stock: query.stock === 'all' ? undefined : query.stock,
        category: query.category || undefined,
      };
      const [{ rows, total }, categories] = await Promise.all([
        repo.list(db, filter, query.limit, (query.page - 1) * query.limit),
        repo.categories(db),
      ]);
      return {
        products: rows.map(toAdminProductDto),
        pagination: { total, pages: pageCount(total, query.limit), page: query.page, limit: query.limit },
        categories,
      };
    },

    async create(admin: UserRow, input: SavedProduct): Promise<AdminProduct> {
      const row = await unique(
        db.transaction(async (tx) => {
          await assertFree(tx, input);
          const slug = input.slug || (await uniqueSlug(tx, products, products.slug, input.name));
          const created = await repo.insert(tx, { ...columnsOf(input), slug });
          await audit.record(
            admin,
            {
              action: 'product.create',
              entity: 'product',
              entityId: created.id,
              details: { name: created.name, slug },
            },
            tx,
          );
          return created;
        }),
      );
      return detail(row.id);
    },

    /** A full edit; an empty slug keeps the current address. */
    async update(admin: UserRow, id: string, input: SavedProduct): Promise<AdminProduct> {
      await unique(
        db.transaction(async (tx) => {
          const before = await repo.lock(tx, id);
          if (!before) throw new NotFound(NOT_FOUND);
          await assertFree(tx, input, id);
          const after = await repo.update(tx, id, { ...columnsOf(input), slug: input.slug || before.slug });
          await audit.record(
            admin,
            { action: 'product.update', entity: 'product', entityId: id, details: changes(before, after) },
            tx,
          );
        }),
      );
      return detail(id);
    },

    /** Publish or unpublish, feature, or restock from the list. */
    async patch(admin: UserRow, id: string, patch: ProductPatch): Promise<AdminProduct> {
      await db.transaction(async (tx) => {
        const before = await repo.lock(tx, id);
        if (!before) throw new NotFound(NOT_FOUND);
        const after = await repo.update(tx, id, patch);
        const action = patchAction('product', patch);
        await audit.record(
          admin,
          { action, entity: 'product', entityId: id, details: changes(before, after) },
          tx,
        );
      });
      return detail(id);
    },

    /**
     * Removes the product and its reviews. Orders that listed it keep their
     * lines (name, price, picture); one still being paid for must finish first.
     */
    async remove(admin: UserRow, id: string): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const product = await repo.lock(tx, id);
        if (!product) throw new NotFound(NOT_FOUND);
        if (await repo.heldByUnpaidOrders(tx, id)) {
          throw new Conflict(
            'An unpaid order is still holding this product. Unpublish it now and delete it once that order is paid or has expired.',
          );
        }
        const row = await repo.findById(tx, id);
        await repo.delete(tx, id);
        await audit.record(
          admin,
          {
            action: 'product.delete',
            entity: 'product',
            entityId: id,
            details: { name: product.name, slug: product.slug, orders: row?.orderCount ?? 0 },
          },
          tx,
        );
        return product;
      });
      const kept = await repo.imagesInUse(db, removed.images, id);
      await Promise.all(
        removed.images.filter((url) => !kept.has(url)).map((url) => storage.removeImage(url)),
      );
    },
  };
}

export type ProductsAdminService = ReturnType<typeof createProductsAdminService>;
