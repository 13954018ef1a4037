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
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalog';
import type { UserRow } from '../../db/schema/users';
import { Conflict, NotFound } from '../../lib/errors';
import { uniqueSlug } from '../../lib/unique-slug';
import type { Storage } from '../../plugins/storage';
import type { AuditService } from '../audit/service';
import { createCatalogEditor } from '../catalog/admin-editor';
import { type AdminProductRow, productsAdminRepository as repo } from './admin-repository';
import { toProductDto } from './product.dto';

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
    translations: input.translations,
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
  const detail = async (id: string): Promise<AdminProduct> => {
    const row = await repo.findById(db, id);
    if (!row) throw new NotFound(NOT_FOUND);
    return toAdminProductDto(row);
  };

  const editor = createCatalogEditor({
    db,
    audit,
    storage,
    entity: 'product',
    repo,
    notFound: NOT_FOUND,
    uniqueColumns: [
      { column: 'slug', message: SLUG_TAKEN },
      { column: 'sku', message: SKU_TAKEN },
    ],
    savedMeanwhile: 'Another product was saved with the same address or SKU just now.',
    logName: (row) => ({ name: row.name }),
    logValues: {
      priceCents: (row) => ({ price: row.priceCents / 100 }),
      countInStock: (row) => ({ stock: row.countInStock }),
    },
    pictures: (row) => row.images,
    folder: 'products',
    detail,
  });

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

    create: (admin: UserRow, input: SavedProduct): Promise<AdminProduct> =>
      editor.create(
        admin,
        input,
        async (tx) =>
          repo.insert(tx, {
            ...columnsOf(input),
            slug: input.slug || (await uniqueSlug(tx, products, products.slug, input.name)),
          }),
        (created) => ({ name: created.name, slug: created.slug }),
      ),

    /** A full edit; an empty slug keeps the current address. */
    update: (admin: UserRow, id: string, input: SavedProduct): Promise<AdminProduct> =>
      editor.update(admin, id, input, (_tx, before) => ({
        ...columnsOf(input),
        slug: input.slug || before.slug,
      })),

    /** Publish or unpublish, feature, or restock from the list. */
    patch: (admin: UserRow, id: string, patch: ProductPatch): Promise<AdminProduct> =>
      editor.patch(admin, id, patch),

    /**
     * Removes the product and its reviews. Orders that listed it keep their
     * lines (name, price, picture); one still being paid for must finish first.
     */
    remove: (admin: UserRow, id: string): Promise<void> =>
      editor.remove(admin, id, async (tx, product) => {
        if (await repo.heldByUnpaidOrders(tx, id)) {
          throw new Conflict(
            'An unpaid order is still holding this product. Unpublish it now and delete it once that order is paid or has expired.',
          );
        }
        const row = await repo.findById(tx, id);
        return { name: product.name, slug: product.slug, orders: row?.orderCount ?? 0 };
      }),
  };
}

export type ProductsAdminService = ReturnType<typeof createProductsAdminService>;
